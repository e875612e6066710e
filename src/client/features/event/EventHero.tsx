import { Link } from '@tanstack/react-router';
import { CalendarDays, CalendarX2, MapPin, Trophy } from 'lucide-react';
import { rentangTanggal, tanggalPanjang } from '../../../domain/kompetisi/tanggal-tampil';
import { ResponsiveImage } from '../../ui/ResponsiveImage';
import { NAMA_EVENT_CADANGAN } from './event-content';
import { PENDAFTARAN_TIDAK_DIBUKA, StatusBadge } from '../../ui/kompetisi/StatusBadge';
import { useDaftarTarget } from './useDaftarTarget';
import { useEventKompetisi } from '../../data/online/use-event-kompetisi';

export function EventHero() {
  const { data, status, loading } = useEventKompetisi();
  const daftarTo = useDaftarTarget();
  const tanggal = data ? rentangTanggal(data.tanggal_mulai, data.tanggal_selesai) : null;
  const batas = data ? tanggalPanjang(data.batas_pendaftaran) : null;
  // Without an answer at all (offline before any visit) the spec's button stays: the server decides.
  const tertutup = status === undefined || status === 'PENDAFTARAN' ? null : status;

  return (
    <section className="bg-arena-dark relative isolate overflow-hidden text-white">
      <ResponsiveImage
        name="hero"
        alt=""
        sizes="100vw"
        width={1440}
        height={960}
        priority
        className="absolute inset-0 -z-10 size-full object-cover opacity-40"
      />
      <div className="absolute inset-0 -z-10 bg-gradient-to-b from-brand-ink/60 via-brand-ink/70 to-brand-ink" />
      <div className="mx-auto max-w-5xl px-6 pt-32 pb-20 text-center sm:pt-40 sm:pb-28">
        <Trophy className="text-gold mx-auto size-12" aria-hidden="true" />
        {loading ? (
          <div className="mx-auto mt-5 max-w-2xl space-y-4" aria-busy="true" aria-label="Memuat kompetisi">
            <div className="skeleton mx-auto h-12 w-full bg-white/15" />
            <div className="skeleton mx-auto h-6 w-2/3 bg-white/15" />
          </div>
        ) : (
          <>
            {status && <StatusBadge status={status} className="mt-5" />}
            <h1 className="mt-4 text-4xl leading-tight font-black tracking-tight sm:text-6xl">{data?.nama_event ?? NAMA_EVENT_CADANGAN}</h1>
            <div className="mt-6 flex flex-col items-center justify-center gap-3 text-white/90 sm:flex-row sm:gap-8">
              {tanggal && (
                <span className="flex items-center gap-2">
                  <CalendarDays className="text-gold size-5" aria-hidden="true" /> {tanggal}
                </span>
              )}
              {data?.lokasi && (
                <span className="flex items-center gap-2">
                  <MapPin className="text-gold size-5" aria-hidden="true" /> {data.lokasi}
                </span>
              )}
            </div>
            {status === 'PENDAFTARAN' && batas && <p className="mt-3 text-sm text-white/80">Pendaftaran dibuka sampai {batas}</p>}
          </>
        )}
        <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
          {loading ? (
            <div className="skeleton h-12 w-48 bg-white/15" />
          ) : tertutup ? (
            <p className="flex items-center gap-2 rounded-box bg-white/10 px-5 py-3 font-semibold">
              <CalendarX2 className="text-gold size-5 shrink-0" aria-hidden="true" /> {PENDAFTARAN_TIDAK_DIBUKA[tertutup]}
            </p>
          ) : (
            <Link to={daftarTo as '/'} className="btn btn-secondary btn-lg">
              Daftar Kompetisi
            </Link>
          )}
          <Link to="/event/timeline" className="btn btn-outline btn-lg border-white/50 text-white hover:bg-white hover:text-brand-ink">
            Lihat Timeline
          </Link>
        </div>
      </div>
    </section>
  );
}
