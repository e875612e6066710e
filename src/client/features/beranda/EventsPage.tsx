import { useKompetisiList } from '../../data/online/kompetisi';
import { PageHeader } from '../../ui/PageHeader';
import { KompetisiCard, KompetisiCardSkeleton } from './KompetisiCard';
import { useTitle } from '../../ui/hooks/useTitle';

export function EventsPage() {
  useTitle('Event');
  const { data, isLoading, error } = useKompetisiList();
  return (
    <>
      <PageHeader eyebrow="Event" title="Daftar Kompetisi">
        Kejuaraan taekwondo yang dibuka di Arena TKD. Pilih kompetisi dan daftarkan atlet dojang Anda.
      </PageHeader>
      <section className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-12 sm:py-16" aria-label="Kompetisi">
        {isLoading && !data && <KompetisiCardSkeleton />}
        {data?.map((k) => (
          <KompetisiCard key={k.id_kompetisi} kompetisi={k} headingLevel={2} />
        ))}
        {!isLoading && (!data || data.length === 0) && (
          <p className="rounded-box bg-base-100 p-8 text-center text-base-content/80 shadow">
            {error ? error.message : 'Belum ada kompetisi yang dibuka saat ini.'}
          </p>
        )}
      </section>
    </>
  );
}
