import { useEffect, useState } from 'react';
import type { AtletDokumen } from '../../../../domain/schemas/atlet-files';
import { loadQueuedAdd } from '../../../data/atlet';
import { valuesFromQueued, type AtletFormValues } from './tambah-form';

export type QueuedAddState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'ready'; outboxId: string; lastError: string | null }
  | { status: 'missing' };

/**
 * "Correct and resend": ?outbox=<id> fills the form with a queued add the server refused;
 * `apply` receives its form values, files and raw fields (the consent statement's) once.
 */
export function useQueuedAddPrefill(
  outboxId: string | undefined,
  apply: (values: AtletFormValues, files: Partial<Record<AtletDokumen, File>>, fields: Record<string, string>) => void,
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
        apply(valuesFromQueued(queued.fields), queued.files, queued.fields);
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
