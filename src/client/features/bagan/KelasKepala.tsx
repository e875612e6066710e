import { STATUS_BAGAN_LABEL, type StatusBagan } from '../../../domain/bagan/types';
import type { KelasKejuaraan } from '../../../domain/schemas/peserta-response';

export const STATUS_BADGE: Record<StatusBagan, string> = {
  not_created: 'badge-ghost',
  created: 'badge-info',
  in_progress: 'badge-warning',
  completed: 'badge-success',
};

const jenisKelamin = (k: KelasKejuaraan) => k.jenis_kelamin ?? k.kelas_berat?.jenis_kelamin ?? null;

/** The top of a class card: branch and bracket-status badges, category and group, gender and weight or poomsae class. */
export function KelasKepala({ kelas, status }: { kelas: KelasKejuaraan; status: StatusBagan }) {
  const jk = jenisKelamin(kelas);
  return (
    <>
      <div className="flex items-start justify-between gap-2">
        <span className={`badge badge-sm font-semibold ${kelas.cabang === 'KYORUGI' ? 'badge-primary' : 'badge-secondary'}`}>
          {kelas.cabang === 'KYORUGI' ? 'Kyorugi' : 'Poomsae'}
        </span>
        <span className={`badge badge-sm ${STATUS_BADGE[status]}`}>{STATUS_BAGAN_LABEL[status]}</span>
      </div>
      <div>
        <h2 className="font-bold leading-snug">
          <span className="capitalize">{kelas.kategori_event.nama_kategori}</span> · {kelas.kelompok.nama_kelompok}
        </h2>
        <p className="text-sm text-base-content/80">
          {jk === 'LAKI_LAKI' ? 'Putra' : jk === 'PEREMPUAN' ? 'Putri' : 'Campuran'} ·{' '}
          {kelas.kelas_berat?.nama_kelas ?? kelas.poomsae?.nama_kelas ?? '–'}
        </p>
      </div>
    </>
  );
}
