import { useEffect, useState } from 'react';
import { ATLET_DOKUMEN, type AtletDokumen } from '../../../../domain/schemas/atlet-files';
import { loadQueuedAdd } from '../../../data/queries/atlet';
import { valuesFromQueued, type AtletFormValues } from './tambah-form';

const EXT: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' };

/** A stored Blob as a named File, so the form previews and re-checks it like a fresh choice. */
function asFile(kind: AtletDokumen, blob: Blob): File {
  if (blob instanceof File) return blob;
  return new File([blob], `${kind}.${EXT[blob.type] ?? 'bin'}`, { type: blob.type });
}

export type QueuedAddState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'ready'; outboxId: string; lastError: string | null }
  | { status: 'missing' };

/**
 * "Correct and resend" (issue 3): ?outbox=<id> fills the form with a queued add the server refused;
 * `apply` receives its fields and files once.
 */
export function useQueuedAddPrefill(
  outboxId: string | undefined,
  apply: (values: AtletFormValues, files: Partial<Record<AtletDokumen, File>>) => void,
): QueuedAddState {
  const [state, setState] = useState<QueuedAddState>(outboxId ? { status: 'loading' } : { status: 'none' });

  useEffect(() => {
    if (!outboxId) {
      setState({ status: 'none' });
      return;
    }
    let cancelled = false;
    setState({ status: 'loading' });
    loadQueuedAdd(outboxId)
      .then((queued) => {
        if (cancelled) return;
        if (!queued) {
          setState({ status: 'missing' });
          return;
        }
        const files: Partial<Record<AtletDokumen, File>> = {};
        for (const kind of ATLET_DOKUMEN) {
          const blob = queued.files[kind];
          if (blob) files[kind] = asFile(kind, blob);
        }
        apply(valuesFromQueued(queued.fields), files);
        setState({ status: 'ready', outboxId, lastError: queued.lastError ?? null });
      })
      .catch(() => !cancelled && setState({ status: 'missing' }));
    return () => {
      cancelled = true;
    };
    // `apply` is read once per outbox id: a new function identity must not refill the form.
  }, [outboxId]);

  return state;
}
