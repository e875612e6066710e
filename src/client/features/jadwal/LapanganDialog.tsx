import { useEffect, useState } from 'react';
import { CABANG_LAPANGAN, CABANG_LAPANGAN_LABEL } from '../../../domain/jadwal/types';
import type { LapanganInput } from '../../data/jadwal';
import { ConfirmDialog } from '../../ui/ConfirmDialog';

/** Add or edit a court: name ('Lapangan A'), start time, branch. */
export function LapanganDialog({
  buka,
  awal,
  judul,
  sibuk,
  onBatal,
  onSimpan,
}: {
  buka: boolean;
  awal: LapanganInput;
  judul: string;
  sibuk: boolean;
  onBatal: () => void;
  onSimpan: (l: LapanganInput) => void;
}) {
  const [f, setF] = useState(awal);
  useEffect(() => {
    if (buka) setF(awal);
  }, [buka, awal]);
  return (
    <ConfirmDialog
      open={buka}
      title={judul}
      cancelLabel="Batal"
      confirmLabel="Simpan"
      busy={sibuk}
      onCancel={onBatal}
      onConfirm={() => onSimpan(f)}
    >
      <div className="grid gap-3 pt-2">
        <label className="floating-label">
          <span>Nama lapangan</span>
          <input
            className="input w-full"
            aria-label="Nama lapangan"
            value={f.nama}
            maxLength={60}
            onChange={(e) => setF({ ...f, nama: e.target.value })}
          />
        </label>
        <label className="floating-label">
          <span>Mulai (WIB)</span>
          <input
            type="time"
            className="input w-full"
            aria-label="Jam mulai"
            value={f.mulai}
            onChange={(e) => setF({ ...f, mulai: e.target.value })}
          />
        </label>
        <label className="floating-label">
          <span>Cabang</span>
          <select
            className="select w-full"
            aria-label="Cabang lapangan"
            value={f.cabang}
            onChange={(e) => setF({ ...f, cabang: e.target.value as LapanganInput['cabang'] })}
          >
            {CABANG_LAPANGAN.map((c) => (
              <option key={c} value={c}>
                {CABANG_LAPANGAN_LABEL[c]}
              </option>
            ))}
          </select>
        </label>
      </div>
    </ConfirmDialog>
  );
}
