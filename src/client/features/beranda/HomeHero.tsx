import { Link } from '@tanstack/react-router';
import { ArrowRight, CalendarDays, MapPin } from 'lucide-react';
import { rentangTanggal, tahunDari } from '../../../domain/kompetisi/tanggal-tampil';
import { useAuth } from '../../data/auth';
import { useFeaturedKompetisi } from '../../data/online/kompetisi';
import { ResponsiveImage } from '../../ui/ResponsiveImage';
import { lazyPart } from '../../ui/lazy-retry';

// Only a signed-in user's home shows it: a visitor's first load does not fetch its code.
const KeMejaSaya = lazyPart(() => import('./KeMejaSaya').then((m) => m.KeMejaSaya));

/** The featured competition's dates and venue under the headline; skeletons until they are known. */
function HeroFacts() {
  const { data, isLoading } = useFeaturedKompetisi();
  if (!data) {
    return isLoading ? (
      <div className="mt-6 flex flex-wrap gap-x-6 gap-y-2" aria-busy="true" aria-label="Memuat jadwal kejuaraan">
        <div className="skeleton h-5 w-44 bg-white/15" />
        <div className="skeleton h-5 w-52 bg-white/15" />
      </div>
    ) : null;
  }
  const tanggal = rentangTanggal(data.tanggal_mulai, data.tanggal_selesai);
  return (
    <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-white/90">
      {tanggal && (
        <li className="flex items-center gap-2">
          <CalendarDays className="text-gold size-4" aria-hidden="true" /> {tanggal}
        </li>
      )}
      {data.lokasi && (
        <li className="flex items-center gap-2">
          <MapPin className="text-gold size-4" aria-hidden="true" /> {data.lokasi}
        </li>
      )}
    </ul>
  );
}

export function HomeHero() {
  const { data } = useFeaturedKompetisi();
  const { user } = useAuth();
  const tahun = tahunDari(data?.tanggal_mulai);
  return (
    <section className="bg-arena-dark relative isolate flex min-h-[92svh] items-end overflow-hidden text-white sm:items-center">
      {/*
        The photo is the page's largest paint, and index.html's boot shell already paints it. React's copy is a
        new image to the browser, which takes it as a new, later largest paint if it is larger than the shell's:
        so on a phone its box keeps the section's minimum height whatever the text below does (skeletons, then
        dates that wrap onto more lines). Keep in step with the boot shell in index.html.
      */}
      <div className="absolute inset-x-0 top-0 -z-10 h-[92svh] sm:bottom-0 sm:h-auto">
        <ResponsiveImage
          name="hero"
          alt=""
          sizes="100vw"
          width={1440}
          height={960}
          priority
          className="absolute inset-0 size-full object-cover opacity-60"
        />
        <div className="absolute inset-0 bg-gradient-to-t from-brand-ink via-brand-ink/70 to-brand-ink/30 sm:bg-gradient-to-r sm:from-brand-ink sm:via-brand-ink/75 sm:to-transparent" />
      </div>
      <div className="mx-auto w-full max-w-7xl px-6 pt-28 pb-16 sm:py-32">
        <p className="text-gold inline-flex items-center gap-2 rounded-full border border-secondary/40 bg-black/30 px-4 py-1.5 text-xs font-bold tracking-[0.2em] uppercase">
          Kejuaraan Taekwondo{tahun ? ` ${tahun}` : ''}
        </p>
        <h1 className="mt-6 max-w-3xl text-4xl leading-[1.05] font-black tracking-tight sm:text-6xl lg:text-7xl">
          Satu Arena untuk <span className="text-gold">Para Juara</span> Taekwondo
        </h1>
        <p className="mt-6 max-w-xl text-base text-white/85 sm:text-lg">
          Daftarkan dojang, pelatih dan atlet Anda, lalu ikuti kejuaraan kyorugi dan poomsae bertaraf internasional — semua dari satu
          aplikasi.
        </p>
        <HeroFacts />
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          {user && <KeMejaSaya user={user} />}
          <Link to="/event" className="btn btn-secondary btn-lg">
            Lihat Event <ArrowRight className="size-5" aria-hidden="true" />
          </Link>
          <Link to="/registerdojang" className="btn btn-outline btn-lg border-white/50 text-white hover:bg-white hover:text-brand-ink">
            Daftarkan Dojang
          </Link>
        </div>
      </div>
    </section>
  );
}
