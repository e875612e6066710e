import { useState } from 'react';
import toast from 'react-hot-toast';
import { buangDraf, buatDraf, simpanDraf, type KelasBaganView } from '../../../data/bagan';
import { ApiError } from '../../../data/api-error';

/** Results of the server's bracket that a new draw would discard (free draws are not results). */
export const jumlahHasil = (k: KelasBaganView) =>
  k.server?.matches.filter((m) => m.id_pemenang !== null && m.id_peserta_a !== null && m.id_peserta_b !== null).length ?? 0;

/** Generate / Shuffle & Generate / Save / discard for one class, with the spec's alerts. */
export function useBaganAksi(id_kompetisi: number, k: KelasBaganView | undefined, judul: string) {
  const [busy, setBusy] = useState<null | 'generate' | 'save'>(null);
  const generate = async (acak: boolean) => {
    if (!k) return;
    setBusy('generate');
    try {
      await buatDraf(id_kompetisi, k, acak);
    } catch (e) {
      toast.error(e instanceof Error ? e.message : 'Gagal membuat bagan');
    } finally {
      setBusy(null);
    }
  };
  const save = async (hapusHasil: boolean) => {
    if (!k) return;
    setBusy('save');
    try {
      const hasil = await simpanDraf(id_kompetisi, k, hapusHasil, judul);
      if (hasil.status === 'delivered') toast.success('Bracket saved successfully!');
      else if (hasil.status === 'queued') toast.success('Bagan disimpan di perangkat ini dan dikirim otomatis saat online.');
      else toast.error(`Failed to save bracket. Please try again. ${hasil.pesan}`);
    } catch (e) {
      toast.error(e instanceof ApiError ? e.message : 'Failed to save bracket. Please try again.');
    } finally {
      setBusy(null);
    }
  };
  const buang = async () => {
    if (k) await buangDraf(id_kompetisi, k.kelas.id_kelas_kejuaraan);
  };
  return { busy, generate, save, buang };
}
