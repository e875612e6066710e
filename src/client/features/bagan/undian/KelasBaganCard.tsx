import { Link } from '@tanstack/react-router';
import { CloudUpload, GitBranch, Users } from 'lucide-react';
import { MIN_PESERTA_GENERATE, MIN_PESERTA_TOURNAMENT } from '../../../../domain/bagan/types';
import { hitungTanda } from '../../../../domain/tanda-timbang';
import { pesertaUndian, type KelasBaganView } from '../../../data/bagan';
import { KelasKepala } from '../KelasKepala';
import { judulKelas, persenProgres } from './drawing-filter';

/**
 * One championship class on DRAWING BAGAN TOURNAMENT: what it is, how many are approved, its bracket's state.
 * A class of 2–3 keeps the spec's notice but can still be opened: its draw asks for a confirmation first.
 */
export function KelasBaganCard({ k }: { k: KelasBaganView }) {
  const kecil = k.status === 'not_created' && k.peserta_count < MIN_PESERTA_TOURNAMENT;
  const bisaBuka = !kecil || k.peserta_count >= MIN_PESERTA_GENERATE || k.simpanPending || k.draf !== null;
  const persen = persenProgres(k);
  // Before the weigh-in began every weighing entry is not weighed: the card says nothing until some are.
  const tanda = hitungTanda(pesertaUndian(k));
  return (
    <article className="flex flex-col gap-3 rounded-box bg-base-100 p-4 shadow ring-1 ring-base-300" aria-label={judulKelas(k)}>
      <KelasKepala kelas={k.kelas} status={k.status} />
      <p className="inline-flex items-center gap-1.5 text-sm">
        <Users className="size-4" aria-hidden="true" />
        {k.peserta_count} peserta disetujui
      </p>
      {(tanda.gagal > 0 || (tanda.belum > 0 && tanda.ditimbang > 0)) && (
        <p className="flex flex-wrap gap-1" title="Penimbangan">
          {tanda.belum > 0 && tanda.ditimbang > 0 && <span className="badge badge-warning badge-sm">{tanda.belum} belum ditimbang</span>}
          {tanda.gagal > 0 && <span className="badge badge-error badge-sm">{tanda.gagal} gagal timbang</span>}
        </p>
      )}
      <div>
        <div className="flex justify-between text-xs text-base-content/75">
          <span>Progres</span>
          <span>{k.progres.total > 0 ? `${k.progres.selesai}/${k.progres.total} pertandingan · ${persen}%` : `${persen}%`}</span>
        </div>
        <progress
          className={`progress w-full ${k.status === 'completed' ? 'progress-success' : 'progress-primary'}`}
          value={persen}
          max={100}
          aria-label={`Progres ${judulKelas(k)}`}
        />
      </div>
      {(k.simpanPending || k.draf) && (
        <p className="inline-flex items-center gap-1.5 text-xs text-warning-content">
          <CloudUpload className="size-3.5" aria-hidden="true" />
          {k.draf ? 'Draf belum disimpan' : 'Menunggu sinkron'}
        </p>
      )}
      {k.simpanDitolak && <p className="text-xs text-error">{k.simpanDitolak.pesan}</p>}
      <div className="mt-auto">
        {bisaBuka ? (
          <>
            <Link
              to="/admin-kompetisi/drawing-bagan/$idKelas"
              params={{ idKelas: String(k.kelas.id_kelas_kejuaraan) }}
              className={`btn btn-sm w-full ${kecil && !k.simpanPending && !k.draf ? 'btn-outline btn-primary' : 'btn-primary'}`}
            >
              <GitBranch className="size-4" aria-hidden="true" />
              {k.status === 'not_created' && !k.simpanPending ? 'Buat Bracket' : 'Lihat Bracket'}
            </Link>
            {kecil && !k.simpanPending && !k.draf && (
              <p className="mt-1 text-center text-xs text-base-content/70">
                Minimal 4 peserta untuk tournament
                <br />
                Dapat diundi setelah konfirmasi.
              </p>
            )}
          </>
        ) : (
          <>
            <button type="button" className="btn btn-sm w-full" disabled>
              Buat Bracket
            </button>
            <p className="mt-1 text-center text-xs text-base-content/70">Minimal 4 peserta untuk tournament</p>
          </>
        )}
      </div>
    </article>
  );
}
