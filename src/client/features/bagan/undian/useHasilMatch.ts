import { useState } from 'react';
import toast from 'react-hot-toast';
import type { InputHasil } from '../../../../domain/bagan/types';
import { ApiError } from '../../../data/api-error';
import { batalkanHasilMatch, simpanHasilMatch, slipMatch, type KelasBaganView } from '../../../data/bagan';
import type { MatchView } from '../../../data/bagan/types';

type Errors = Partial<Record<keyof InputHasil | 'alasan', string>>;

const beritahu = (status: 'delivered' | 'queued' | 'konflik', ok: string) => {
  if (status === 'delivered') toast.success(ok);
  else if (status === 'queued') toast.success('Tersimpan di perangkat ini; dikirim otomatis saat online.');
  else toast.error('Hasil ini sudah diubah di perangkat lain. Pilih hasil yang berlaku pada pertandingan itu.');
};

/** The 'Update Match Result' dialog's state: which match, busy, field errors, Save Result and undo. */
export function useHasilMatch(id_kompetisi: number, k: KelasBaganView | undefined) {
  const [match, setMatch] = useState<MatchView | null>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const open = (m: MatchView) => {
    setErrors({});
    setMatch(m);
  };
  const close = () => {
    setMatch(null);
    setErrors({});
  };
  const run = async (work: () => Promise<{ status: 'delivered' | 'queued' | 'konflik' }>, ok: string) => {
    setBusy(true);
    try {
      beritahu((await work()).status, ok);
      close();
    } catch (e) {
      if (e instanceof ApiError && e.errors && Object.keys(e.errors).length > 0) setErrors(e.errors as Errors);
      else toast.error(e instanceof ApiError ? e.message : 'Failed to update match result. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return {
    match,
    busy,
    errors,
    open,
    close,
    save: (input: InputHasil, alasan: string | null) =>
      k && match && void run(() => simpanHasilMatch(id_kompetisi, k, match, input, alasan), 'Hasil pertandingan disimpan'),
    undo: (alasan: string | null) =>
      k && match && void run(() => batalkanHasilMatch(id_kompetisi, k, match, alasan), 'Hasil pertandingan dibatalkan'),
    /** The opened match's result slip (its bout's rounds when the server or this device has its log). */
    slip: (nama_event: string) => () => {
      if (!k || !match) return Promise.reject(new Error('Tidak ada pertandingan'));
      return slipMatch(k, nama_event, match);
    },
  };
}
