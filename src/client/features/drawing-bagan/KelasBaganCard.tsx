import { Link } from '@tanstack/react-router';
import { CloudUpload, GitBranch, Users } from 'lucide-react';
import { MIN_PESERTA_TOURNAMENT, STATUS_BAGAN_LABEL, type StatusBagan } from '../../../domain/bagan/types';
import type { KelasBaganView } from '../../data/bagan';
import { jenisKelaminKelas, judulKelas, persenProgres } from './drawing-filter';

const BADGE: Record<StatusBagan, string> = {
  not_created: 'badge-ghost',
  created: 'badge-info',
  in_progress: 'badge-warning',
  completed: 'badge-success',
};

/** One championship class on DRAWING BAGAN TOURNAMENT: what it is, how many are approved, its bracket's state. */
export function KelasBaganCard({ k }: { k: KelasBaganView }) {
  const bisaBuka = k.peserta_count >= MIN_PESERTA_TOURNAMENT || k.status !== 'not_created';
  const persen = persenProgres(k);
  const jk = jenisKelaminKelas(k);
  const kelasNama = k.kelas.kelas_berat?.nama_kelas ?? k.kelas.poomsae?.nama_kelas ?? '–';
  return (
    <article className="flex flex-col gap-3 rounded-box bg-base-100 p-4 shadow ring-1 ring-base-300" aria-label={judulKelas(k)}>
      <div className="flex items-start justify-between gap-2">
        <span className={`badge badge-sm font-semibold ${k.kelas.cabang === 'KYORUGI' ? 'badge-primary' : 'badge-secondary'}`}>
          {k.kelas.cabang === 'KYORUGI' ? 'Kyorugi' : 'Poomsae'}
        </span>
        <span className={`badge badge-sm ${BADGE[k.status]}`}>{STATUS_BAGAN_LABEL[k.status]}</span>
      </div>
      <div>
        <h2 className="font-bold leading-snug">
          <span className="capitalize">{k.kelas.kategori_event.nama_kategori}</span> · {k.kelas.kelompok.nama_kelompok}
        </h2>
        <p className="text-sm text-base-content/80">
          {jk === 'LAKI_LAKI' ? 'Putra' : jk === 'PEREMPUAN' ? 'Putri' : 'Campuran'} · {kelasNama}
        </p>
      </div>
      <p className="inline-flex items-center gap-1.5 text-sm"><Users className="size-4" aria-hidden="true" />{k.peserta_count} peserta disetujui</p>
      <div>
        <div className="flex justify-between text-xs text-base-content/75">
          <span>Progres</span>
          <span>{k.progres.total > 0 ? `${k.progres.selesai}/${k.progres.total} pertandingan · ${persen}%` : `${persen}%`}</span>
        </div>
        <progress className={`progress w-full ${k.status === 'completed' ? 'progress-success' : 'progress-primary'}`} value={persen} max={100}
          aria-label={`Progres ${judulKelas(k)}`} />
      </div>
      {(k.simpanPending || k.draf) && (
        <p className="inline-flex items-center gap-1.5 text-xs text-warning-content">
          <CloudUpload className="size-3.5" aria-hidden="true" />{k.draf ? 'Draf belum disimpan' : 'Menunggu sinkron'}
        </p>
      )}
      {k.simpanDitolak && <p className="text-xs text-error">{k.simpanDitolak.pesan}</p>}
      <div className="mt-auto">
        {bisaBuka ? (
          <Link to="/admin-kompetisi/drawing-bagan/$idKelas" params={{ idKelas: String(k.kelas.id_kelas_kejuaraan) }} className="btn btn-primary btn-sm w-full">
            <GitBranch className="size-4" aria-hidden="true" />{k.status === 'not_created' && !k.simpanPending ? 'Buat Bracket' : 'Lihat Bracket'}
          </Link>
        ) : (
          <>
            <button type="button" className="btn btn-sm w-full" disabled>Buat Bracket</button>
            <p className="mt-1 text-center text-xs text-base-content/70">Minimal 4 peserta untuk tournament</p>
          </>
        )}
      </div>
    </article>
  );
}
