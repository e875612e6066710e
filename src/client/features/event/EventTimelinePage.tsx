import { Link } from '@tanstack/react-router';
import { CalendarDays, CalendarX2, Clock } from 'lucide-react';
import { PageHeader } from '../../ui/PageHeader';
import { timelineItems } from './event-content';
import { PENDAFTARAN_TIDAK_DIBUKA } from '../../ui/kompetisi/StatusBadge';
import { useEventKompetisi } from '../../data/online/use-event-kompetisi';
import { useTitle } from '../../ui/hooks/useTitle';

function TimelineSkeleton() {
  return (
    <ol className="space-y-8 border-l-2 border-primary/30 pl-8" aria-busy="true" aria-label="Memuat jadwal">
      {[0, 1, 2, 3].map((i) => (
        <li key={i} className="skeleton h-28" />
      ))}
    </ol>
  );
}

export function EventTimelinePage() {
  useTitle('Timeline');
  const { data, status, loading } = useEventKompetisi();
  const items = timelineItems(data);
  const tertutup = status === undefined || status === 'PENDAFTARAN' ? null : status;
  return (
    <>
      <PageHeader eyebrow="Timeline" title="Jadwal Kejuaraan">
        Catat tanggal penting dari pendaftaran sampai pertandingan.
      </PageHeader>
      <section className="mx-auto max-w-3xl px-6 py-12 sm:py-16" aria-label="Jadwal">
        {loading ? (
          <TimelineSkeleton />
        ) : items ? (
          <ol className="relative space-y-8 border-l-2 border-primary/30 pl-8">
            {items.map((item, i) => (
              <li key={item.title} className="relative">
                <span className="absolute top-1 -left-[2.95rem] grid size-9 place-items-center rounded-full bg-primary text-sm font-black text-white ring-4 ring-base-200">
                  {i + 1}
                </span>
                <article className="rounded-box bg-base-100 p-5 shadow ring-1 ring-base-300">
                  <h2 className="text-lg font-bold">{item.title}</h2>
                  <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm font-semibold text-primary">
                    <span className="flex items-center gap-1.5">
                      <CalendarDays className="size-4 shrink-0" aria-hidden="true" /> {item.date}
                    </span>
                    {item.time && (
                      <span className="flex items-center gap-1.5">
                        <Clock className="size-4" aria-hidden="true" /> {item.time}
                      </span>
                    )}
                  </p>
                  <p className="mt-2 text-sm text-base-content/80">{item.text}</p>
                </article>
              </li>
            ))}
          </ol>
        ) : (
          <p className="rounded-box bg-base-100 p-8 text-center text-base-content/80 shadow">
            Jadwal kejuaraan belum dapat dimuat. Periksa koneksi lalu muat ulang halaman.
          </p>
        )}
        <div className="mt-12 flex justify-center text-center">
          {loading ? (
            <div className="skeleton h-12 w-52" />
          ) : tertutup ? (
            <p className="flex items-center gap-2 rounded-box bg-base-100 px-5 py-3 font-semibold shadow ring-1 ring-base-300">
              <CalendarX2 className="size-5 shrink-0 text-error" aria-hidden="true" /> {PENDAFTARAN_TIDAK_DIBUKA[tertutup]}
            </p>
          ) : (
            <Link to="/lomba/home" className="btn btn-primary btn-lg">
              Daftar Sekarang
            </Link>
          )}
        </div>
      </section>
    </>
  );
}
