import { useCallback, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import * as v from 'valibot';
import type { BuktiStatus } from '../../../domain/schemas/bukti-transfer';
import { VERIFIKASI_MSG, verifikasiSchema, type BuktiAdmin } from '../../../domain/schemas/bukti-verifikasi';
import { firstMessage } from '../../../domain/schemas/common';
import { errorMessage } from '../../data/api-error';
import { KonflikVerifikasi, kirimVerifikasi, useRefreshBukti } from '../../data/online/admin-bukti';

export interface Target {
  bukti: BuktiAdmin;
  status: BuktiStatus;
}

/**
 * Terima / Tolak / back to Menunggu with a note. The same click retried (after a network failure) keeps
 * its Idempotency-Key; a changed note is another request with a new key. A conflict (someone reviewed the
 * proof meanwhile) closes the dialog, says who did what, and reloads the queue.
 */
export function useVerifikasi(onDone: (b: BuktiAdmin) => void) {
  const refresh = useRefreshBukti();
  const [target, setTarget] = useState<Target | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const sent = useRef<{ body: string; key: string } | null>(null);

  const open = useCallback((bukti: BuktiAdmin, status: BuktiStatus) => {
    sent.current = null;
    setError(null);
    setTarget({ bukti, status });
  }, []);
  const close = useCallback(() => {
    if (!busy) setTarget(null);
  }, [busy]);

  const submit = useCallback(
    async (catatan: string) => {
      if (!target) return;
      const body = { status: target.status, catatan: catatan.trim() || undefined, status_sebelumnya: target.bukti.status_verifikasi };
      const parsed = v.safeParse(verifikasiSchema, body);
      if (!parsed.success) return setError(firstMessage(parsed.issues));
      setError(null);
      const json = JSON.stringify(body);
      if (sent.current?.body !== json) sent.current = { body: json, key: crypto.randomUUID() };
      setBusy(true);
      try {
        const { message, bukti } = await kirimVerifikasi(target.bukti.id_bukti_transfer, body, sent.current.key);
        toast.success(message);
        setTarget(null);
        onDone(bukti);
      } catch (e) {
        if (e instanceof KonflikVerifikasi) {
          toast.error(e.message, { duration: 6000 });
          setTarget(null);
        } else toast.error(errorMessage(e, VERIFIKASI_MSG.gagal));
      } finally {
        setBusy(false);
        void refresh();
      }
    },
    [target, onDone, refresh],
  );

  return { target, busy, error, open, close, submit };
}
