import { useCallback, useEffect, useState } from 'react';
import { ApiError, errorMessage } from '../api-error';
import { PUSH_MSG, PushError, aktifkanPush, matikanPush, statusPush, type StatusPush } from './push';

/** This device's push state for the opt-in card: the state, a busy flag, the last refusal, and on/off. */
export function usePush() {
  const [status, setStatus] = useState<StatusPush | 'memuat'>('memuat');
  const [busy, setBusy] = useState(false);
  const [galat, setGalat] = useState<string | null>(null);

  const muat = useCallback(async () => {
    try {
      setStatus(await statusPush());
    } catch {
      setStatus('nonaktif'); // the server could not be asked (offline): the switch still works once online
    }
  }, []);

  useEffect(() => {
    void muat();
  }, [muat]);

  const jalankan = async (kerja: () => Promise<void>, gagal: string) => {
    if (busy) return false;
    setBusy(true);
    setGalat(null);
    try {
      await kerja();
      return true;
    } catch (e) {
      // The browser's own errors (push service unreachable …) are English: framed by our sentence.
      if (e instanceof PushError) setGalat(e.message);
      else if (e instanceof ApiError) setGalat(errorMessage(e, gagal));
      else setGalat(e instanceof Error && e.message ? `${gagal}: ${e.message}` : gagal);
      return false;
    } finally {
      await muat();
      setBusy(false);
    }
  };

  return {
    status,
    busy,
    galat,
    aktifkan: () => jalankan(aktifkanPush, PUSH_MSG.gagal),
    matikan: () => jalankan(matikanPush, PUSH_MSG.gagalMatikan),
  };
}
