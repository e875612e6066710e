import { Link } from '@tanstack/react-router';
import { GitBranch, Trophy, Users } from 'lucide-react';
import { STATUS_BAGAN_LABEL, type StatusBagan } from '../../../../domain/bagan/types';
import { namaKelas } from '../../../../domain/kompetisi/label';
import type { KelasBagan } from '../../../../domain/schemas/bagan';
import { medalisKelas } from '../../bagan/medali/medali-view';
import { jenisKelaminKelas, persenKelas } from './bagan-publik-view';

export const STATUS_BADGE: Record<StatusBagan, string> = {
  not_created: 'badge-ghost',
  created: 'badge-info',
  in_progress: 'badge-warning',
  completed: 'badge-success',
};

/** One class on /event/bagan: what it is, its bracket's state and progress, the champion once decided. */
export function KelasPublikCard({ k }: { k: KelasBagan }) {
  const jk = jenisKelaminKelas(k);
  const kelasNama = k.kelas.kelas_berat?.nama_kelas ?? k.kelas.poomsae?.nama_kelas ?? '–';
  const judul = namaKelas(k.kelas);
  const emas = medalisKelas(k)?.medalis.find((m) => m.jenis === 'emas');
  const persen = persenKelas(k);
  const jumlah = k.bagan ? k.bagan.participants.length : k.peserta_count;
  return (
    <article className="flex flex-col gap-3 rounded-box bg-base-100 p-4 shadow ring-1 ring-base-300" aria-label={judul}>
      <div className="flex items-start justify-between gap-2">
        <span className={`badge badge-sm font-semibold ${k.kelas.cabang === 'KYORUGI' ? 'badge-primary' : 'badge-secondary'}`}>
          {k.kelas.cabang === 'KYORUGI' ? 'Kyorugi' : 'Poomsae'}
        </span>
        <span className={`badge badge-sm ${STATUS_BADGE[k.bracket_status]}`}>{STATUS_BAGAN_LABEL[k.bracket_status]}</span>
      </div>
      <div>
        <h2 className="font-bold leading-snug">
          <span className="capitalize">{k.kelas.kategori_event.nama_kategori}</span> · {k.kelas.kelompok.nama_kelompok}
        </h2>
        <p className="text-sm text-base-content/80">
          {jk === 'LAKI_LAKI' ? 'Putra' : jk === 'PEREMPUAN' ? 'Putri' : 'Campuran'} · {kelasNama}
        </p>
      </div>
      <p className="inline-flex items-center gap-1.5 text-sm"><Users className="size-4" aria-hidden="true" />{jumlah} peserta</p>
      {k.bagan && (
        <div>
          <div className="flex justify-between text-xs text-base-content/75">
            <span>Pertandingan</span>
            <span className="tabular-nums">{k.match_selesai}/{k.match_total} selesai</span>
          </div>
          <progress className={`progress w-full ${k.bracket_status === 'completed' ? 'progress-success' : 'progress-primary'}`}
            value={persen} max={100} aria-label={`Progres ${judul}`} />
        </div>
      )}
      {emas && (
        <p className="flex items-start gap-1.5 text-sm">
          <Trophy className="mt-0.5 size-4 shrink-0 text-amber-500" aria-hidden="true" />
          <span className="min-w-0 break-words"><span className="font-semibold">{emas.peserta.nama}</span> · {emas.peserta.nama_dojang}</span>
        </p>
      )}
      <div className="mt-auto">
        {k.bagan ? (
          <Link to="/event/bagan/$idKelas" params={{ idKelas: String(k.kelas.id_kelas_kejuaraan) }} className="btn btn-primary btn-sm w-full">
            <GitBranch className="size-4" aria-hidden="true" />Lihat Bagan
          </Link>
        ) : (
          <p className="rounded-field bg-base-200 py-1.5 text-center text-sm font-semibold text-base-content/70">Belum diundi</p>
        )}
      </div>
    </article>
  );
}
