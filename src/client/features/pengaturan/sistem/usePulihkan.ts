import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { Cadangan } from '../../../../domain/schemas/sistem';
import { pulihkanBerkas, pulihkanCadangan, segarkanStatus } from '../../../data/online/sistem';
import { formatAngka, formatWaktuWib, pesanGagal } from './format';

type Sumber = { kind: 'nama'; cadangan: Cadangan } | { kind: 'berkas'; file: File };

/** The restore flow: pick a kept backup or a file → confirm by typing → restore → everything reloaded. */
export function usePulihkan() {
  const qc = useQueryClient();
  const [sumber, setSumber] = useState<Sumber | null>(null);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);

  const label = !sumber
    ? null
    : sumber.kind === 'nama'
      ? `Cadangan ${sumber.cadangan.jenis} ${formatWaktuWib(sumber.cadangan.dibuat_pada)} (${sumber.cadangan.nama})`
      : `Berkas ${sumber.file.name}`;

  async function konfirmasi(kata: string) {
    if (!sumber) return;
    setBusy(true);
    setProgress(sumber.kind === 'berkas' ? 0 : null);
    try {
      const { hasil, message } =
        sumber.kind === 'nama' ? await pulihkanCadangan(sumber.cadangan.nama, kata) : await pulihkanBerkas(sumber.file, kata, setProgress);
      toast.success(
        `${message} (${formatAngka(hasil.baris)} baris, ${formatAngka(hasil.berkas)} berkas dari ${formatWaktuWib(hasil.dibuat_pada)})`,
        { duration: 8000 },
      );
      setSumber(null);
      // Every screen reloads from the restored data; a session that is not in the backup ends here (401 → login).
      void segarkanStatus();
      await qc.invalidateQueries();
    } catch (err) {
      toast.error(pesanGagal(err, 'Gagal memulihkan data'));
    } finally {
      setBusy(false);
      setProgress(null);
    }
  }

  return {
    label,
    busy,
    progress,
    pilihCadangan: (cadangan: Cadangan) => setSumber({ kind: 'nama', cadangan }),
    pilihBerkas: (file: File) => setSumber({ kind: 'berkas', file }),
    batal: () => !busy && setSumber(null),
    konfirmasi,
  };
}

export type Pulihkan = ReturnType<typeof usePulihkan>;
