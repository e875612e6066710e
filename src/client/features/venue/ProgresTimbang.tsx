import { Link } from '@tanstack/react-router';
import { Scale } from 'lucide-react';
import { PENIMBANGAN_PATH } from '../../../domain/roles';
import type { Venue } from '../../data/venue';

/** The weigh-in at a glance: entries weighed (passed, failed), still to weigh, classes done. */
export function ProgresTimbang({ t }: { t: Venue['penimbangan'] }) {
  const sudah = t.lolos + t.gagal;
  return (
    <section className="card bg-base-100 shadow ring-1 ring-base-300" aria-label="Progres penimbangan">
      <div className="card-body gap-2 p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="flex items-center gap-2 text-lg font-black">
            <Scale className="size-5" aria-hidden="true" /> Penimbangan
          </h2>
          <Link to={PENIMBANGAN_PATH} className="btn btn-ghost btn-sm">
            Buka meja penimbangan
          </Link>
        </div>
        {t.jumlah === 0 ? (
          <p className="text-sm text-base-content/70">Belum ada peserta Kyorugi yang perlu ditimbang.</p>
        ) : (
          <>
            <progress className="progress progress-success w-full" value={sudah} max={t.jumlah} aria-label="Sudah ditimbang" />
            <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
              <div>
                <dt className="text-base-content/70">Sudah ditimbang</dt>
                <dd className="text-lg font-bold" data-timbang="sudah">
                  {sudah} / {t.jumlah}
                </dd>
              </div>
              <div>
                <dt className="text-base-content/70">Lolos</dt>
                <dd className="text-lg font-bold text-success">{t.lolos}</dd>
              </div>
              <div>
                <dt className="text-base-content/70">Gagal</dt>
                <dd className="text-lg font-bold text-error">{t.gagal}</dd>
              </div>
              <div>
                <dt className="text-base-content/70">Kelas selesai</dt>
                <dd className="text-lg font-bold">
                  {t.kelas_selesai} / {t.kelas}
                </dd>
              </div>
            </dl>
          </>
        )}
      </div>
    </section>
  );
}
