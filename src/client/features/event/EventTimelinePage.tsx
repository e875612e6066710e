import { Link } from '@tanstack/react-router';
import { CalendarDays, Clock } from 'lucide-react';
import { PageHeader } from '../../ui/PageHeader';
import { TIMELINE } from './event-content';
import { useTitle } from '../../ui/hooks/useTitle';

export function EventTimelinePage() {
  useTitle('Timeline');
  return (
    <>
      <PageHeader eyebrow="Timeline" title="Jadwal Kejuaraan">
        Catat tanggal penting dari pendaftaran sampai pertandingan.
      </PageHeader>
      <section className="mx-auto max-w-3xl px-6 py-12 sm:py-16" aria-label="Jadwal">
        <ol className="relative space-y-8 border-l-2 border-primary/30 pl-8">
          {TIMELINE.map((item, i) => (
            <li key={item.title} className="relative">
              <span className="absolute top-1 -left-[2.95rem] grid size-9 place-items-center rounded-full bg-primary text-sm font-black text-white ring-4 ring-base-200">
                {i + 1}
              </span>
              <article className="rounded-box bg-base-100 p-5 shadow ring-1 ring-base-300">
                <h2 className="text-lg font-bold">{item.title}</h2>
                <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm font-semibold text-primary">
                  <span className="flex items-center gap-1.5"><CalendarDays className="size-4" aria-hidden="true" /> {item.date}</span>
                  {item.time && <span className="flex items-center gap-1.5"><Clock className="size-4" aria-hidden="true" /> {item.time}</span>}
                </p>
                <p className="mt-2 text-sm text-base-content/80">{item.text}</p>
              </article>
            </li>
          ))}
        </ol>
        <div className="mt-12 text-center">
          <Link to="/lomba/home" className="btn btn-primary btn-lg">
            Daftar Sekarang
          </Link>
        </div>
      </section>
    </>
  );
}
