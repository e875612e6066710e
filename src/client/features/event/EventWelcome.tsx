import { Quote } from 'lucide-react';
import { NAMA_EVENT_CADANGAN, WELCOME } from './event-content';
import { useEventKompetisi } from '../../data/online/use-event-kompetisi';

export function EventWelcome() {
  const { data, loading } = useEventKompetisi();
  return (
    <section className="bg-base-100 px-6 py-16 sm:py-20" aria-labelledby="sambutan-title">
      <div className="mx-auto max-w-3xl">
        <p className="text-center text-xs font-bold tracking-[0.25em] text-primary uppercase">Sambutan</p>
        <h2 id="sambutan-title" className="mt-2 text-center text-3xl font-black tracking-tight">
          {WELCOME.heading}
        </h2>
        <figure className="relative mt-10 rounded-box bg-base-200 p-6 sm:p-10">
          <Quote className="absolute -top-5 left-6 size-10 rounded-full bg-primary p-2 text-white" aria-hidden="true" />
          <blockquote className="space-y-4 leading-relaxed text-base-content/90">
            {WELCOME.paragraphs.map((p) => (
              <p key={p.slice(0, 24)}>{p}</p>
            ))}
          </blockquote>
          <figcaption className="mt-6 border-t border-base-300 pt-4">
            <p className="font-bold">{WELCOME.name}</p>
            {loading ? (
              <div className="skeleton mt-1 h-4 w-56" />
            ) : (
              <p className="text-sm text-base-content/75">{data?.nama_event ?? NAMA_EVENT_CADANGAN}</p>
            )}
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
