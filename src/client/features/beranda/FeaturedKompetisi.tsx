import { pendaftaranDibuka } from '../../../domain/kompetisi/status-tampil';
import { useFeaturedKompetisi } from '../../data/online/kompetisi';
import { KompetisiCard, KompetisiCardSkeleton } from './KompetisiCard';

export function FeaturedKompetisi() {
  const { data, isLoading, error } = useFeaturedKompetisi();
  return (
    <section className="px-4 py-16 sm:py-24" aria-labelledby="kompetisi-title">
      <div className="mx-auto max-w-4xl">
        <p className="text-center text-xs font-bold tracking-[0.25em] text-primary uppercase">Kompetisi Saat Ini</p>
        <h2 id="kompetisi-title" className="mt-2 text-center text-3xl font-black tracking-tight sm:text-4xl">
          {data && !pendaftaranDibuka(data) ? 'Kejuaraan Terkini' : 'Kejuaraan yang Sedang Dibuka'}
        </h2>
        <div className="mt-10 px-2">
          {data ? (
            <KompetisiCard kompetisi={data} withArrows />
          ) : isLoading ? (
            <KompetisiCardSkeleton />
          ) : (
            <p className="rounded-box bg-base-100 p-8 text-center text-base-content/80 shadow">
              {error
                ? 'Tidak terhubung ke server. Daftar kompetisi belum tersimpan di perangkat ini.'
                : 'Belum ada kompetisi yang dibuka saat ini.'}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
