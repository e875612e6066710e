import { Link } from '@tanstack/react-router';
import { GitBranch, Trophy, Users } from 'lucide-react';
import { namaKelas } from '../../../../domain/kompetisi/label';
import type { KelasBagan } from '../../../../domain/schemas/bagan';
import { medalisKelas } from '../medali/medali-view';
import { KelasKepala } from '../KelasKepala';
import { persenKelas } from './bagan-publik-view';

/** One class on /event/bagan: what it is, its bracket's state and progress, the champion once decided. */
export function KelasPublikCard({ k }: { k: KelasBagan }) {
  const judul = namaKelas(k.kelas);
  const emas = medalisKelas(k)?.medalis.find((m) => m.jenis === 'emas');
  const persen = persenKelas(k);
  const jumlah = k.bagan ? k.bagan.participants.length : k.peserta_count;
  return (
    <article className="flex flex-col gap-3 rounded-box bg-base-100 p-4 shadow ring-1 ring-base-300" aria-label={judul}>
      <KelasKepala kelas={k.kelas} status={k.bracket_status} />
      <p className="inline-flex items-center gap-1.5 text-sm">
        <Users className="size-4" aria-hidden="true" />
        {jumlah} peserta
      </p>
      {k.bagan && (
        <div>
          <div className="flex justify-between text-xs text-base-content/75">
            <span>Pertandingan</span>
            <span className="tabular-nums">
              {k.match_selesai}/{k.match_total} selesai
            </span>
          </div>
          <progress
            className={`progress w-full ${k.bracket_status === 'completed' ? 'progress-success' : 'progress-primary'}`}
            value={persen}
            max={100}
            aria-label={`Progres ${judul}`}
          />
        </div>
      )}
      {emas && (
        <p className="flex items-start gap-1.5 text-sm">
          <Trophy className="mt-0.5 size-4 shrink-0 text-amber-500" aria-hidden="true" />
          <span className="min-w-0 break-words">
            <span className="font-semibold">{emas.peserta.nama}</span> · {emas.peserta.nama_dojang}
          </span>
        </p>
      )}
      <div className="mt-auto">
        {k.bagan ? (
          <Link
            to="/event/bagan/$idKelas"
            params={{ idKelas: String(k.kelas.id_kelas_kejuaraan) }}
            className="btn btn-primary btn-sm w-full"
          >
            <GitBranch className="size-4" aria-hidden="true" />
            Lihat Bagan
          </Link>
        ) : (
          <p className="rounded-field bg-base-200 py-1.5 text-center text-sm font-semibold text-base-content/70">Belum diundi</p>
        )}
      </div>
    </article>
  );
}
