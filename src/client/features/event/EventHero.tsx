import { Link } from '@tanstack/react-router';
import { CalendarDays, MapPin, Trophy } from 'lucide-react';
import { useFeaturedKompetisi } from '../../data/queries/kompetisi';
import { formatTanggal } from '../../ui/format';
import { ResponsiveImage } from '../../ui/ResponsiveImage';
import { EVENT_FALLBACK } from './event-content';
import { useDaftarTarget } from './useDaftarTarget';

export function EventHero() {
  const { data } = useFeaturedKompetisi();
  const daftarTo = useDaftarTarget();
  const nama = data?.nama_event ?? EVENT_FALLBACK.nama_event;
  const tanggal = data ? `${formatTanggal(data.tanggal_mulai)} – ${formatTanggal(data.tanggal_selesai)}` : EVENT_FALLBACK.tanggal;
  const lokasi = data?.lokasi || EVENT_FALLBACK.lokasi;

  return (
    <section className="bg-arena-dark relative isolate overflow-hidden text-white">
      <ResponsiveImage name="hero" alt="" sizes="100vw" width={1440} height={960} priority className="absolute inset-0 -z-10 size-full object-cover opacity-40" />
      <div className="absolute inset-0 -z-10 bg-gradient-to-b from-brand-ink/60 via-brand-ink/70 to-brand-ink" />
      <div className="mx-auto max-w-5xl px-6 pt-32 pb-20 text-center sm:pt-40 sm:pb-28">
        <Trophy className="text-gold mx-auto size-12" aria-hidden="true" />
        <h1 className="mt-5 text-4xl leading-tight font-black tracking-tight sm:text-6xl">{nama}</h1>
        <div className="mt-6 flex flex-col items-center justify-center gap-3 text-white/90 sm:flex-row sm:gap-8">
          <span className="flex items-center gap-2"><CalendarDays className="text-gold size-5" aria-hidden="true" /> {tanggal}</span>
          <span className="flex items-center gap-2"><MapPin className="text-gold size-5" aria-hidden="true" /> {lokasi}</span>
        </div>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={daftarTo as '/'} className="btn btn-secondary btn-lg">
            Daftar Kompetisi
          </Link>
          <Link to="/event/timeline" className="btn btn-outline btn-lg border-white/50 text-white hover:bg-white hover:text-brand-ink">
            Lihat Timeline
          </Link>
        </div>
      </div>
    </section>
  );
}
