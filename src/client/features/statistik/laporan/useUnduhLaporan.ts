import { useCallback, useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { LAPORAN_MSG, type FormatLaporan } from '../../../../domain/schemas/laporan';
import { GagalUnduh, unduhBerkas, type Progres } from './unduh';

export interface UnduhBerjalan extends Progres {
  /** Which button started it (a key the caller chose, e.g. 'peserta-pdf'). */
  kunci: string;
  format: FormatLaporan;
}

export interface UnduhGagal {
  kunci: string;
  /** The server's reason when it gave one (too many rows, a bad period), shown under 'Gagal membuat laporan'. */
  alasan: string | null;
}

/**
 * One report download at a time: progress while the server's file arrives, a cancel, and
 * 'Gagal membuat laporan' (with the server's reason) on any failure. A download still running when
 * the page goes away is cancelled.
 */
export function useUnduhLaporan() {
  const [berjalan, setBerjalan] = useState<UnduhBerjalan | null>(null);
  const [gagal, setGagal] = useState<UnduhGagal | null>(null);
  const ctrl = useRef<AbortController | null>(null);

  useEffect(() => () => ctrl.current?.abort(), []);

  const mulai = useCallback(async (kunci: string, path: string, format: FormatLaporan, cadangan: string) => {
    ctrl.current?.abort();
    const c = new AbortController();
    ctrl.current = c;
    setGagal(null);
    setBerjalan({ kunci, format, diterima: 0, total: null });
    try {
      const { nama } = await unduhBerkas(path, {
        signal: c.signal,
        cadangan,
        onProgres: (p) => setBerjalan((b) => (b && b.kunci === kunci ? { ...b, ...p } : b)),
      });
      toast.success(`Laporan diunduh: ${nama}`);
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') {
        if (ctrl.current === c) toast('Unduhan laporan dibatalkan');
        return;
      }
      const alasan = err instanceof GagalUnduh && err.status !== 500 ? err.message : null;
      setGagal({ kunci, alasan });
      toast.error(LAPORAN_MSG.gagal);
    } finally {
      if (ctrl.current === c) {
        ctrl.current = null;
        setBerjalan(null);
      }
    }
  }, []);

  const batal = useCallback(() => {
    const c = ctrl.current;
    if (!c) return;
    c.abort();
  }, []);

  return { berjalan, gagal, mulai, batal, tutupGagal: () => setGagal(null) };
}
