import { useState } from 'react';
import toast from 'react-hot-toast';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../data/api-error';
import { jadwalQueryKey } from '../../data/jadwal';

/** Runs one schedule call: busy while it runs, the server's message as a toast, the schedule read again. */
export function useJadwalAksi(id_kompetisi: number) {
  const qc = useQueryClient();
  const [sibuk, setSibuk] = useState<string | null>(null);
  const jalankan = async (nama: string, kerja: () => Promise<string>): Promise<boolean> => {
    setSibuk(nama);
    try {
      toast.success(await kerja());
      return true;
    } catch (e) {
      toast.error(e instanceof ApiError || e instanceof Error ? e.message : 'Gagal menyimpan');
      return false;
    } finally {
      setSibuk(null);
      void qc.invalidateQueries({ queryKey: jadwalQueryKey(id_kompetisi) });
    }
  };
  return { sibuk, jalankan };
}
