import { ExternalLink, Mail, MapPin, MessageCircle, UserRound } from 'lucide-react';
import { adaKontak, pesanWhatsAppEvent, tampilanWhatsApp, tautanEmail, tautanWhatsApp } from '../../../domain/kompetisi/kontak';
import { VENUE } from './event-content';
import { useEventKompetisi } from '../../data/online/use-event-kompetisi';

const CARD = 'flex items-center gap-4 rounded-box bg-base-100 p-4 shadow-sm ring-1 ring-base-300';

function Item({ icon: Icon, label, value, href }: { icon: typeof Mail; label: string; value: string; href?: string | null }) {
  const body = (
    <>
      <Icon className="size-5 shrink-0 text-primary" aria-hidden="true" />
      <span className="min-w-0">
        <span className="block text-xs text-base-content/75">{label}</span>
        <span className="font-semibold break-words">{value}</span>
      </span>
    </>
  );
  if (!href) return <li className={CARD}>{body}</li>;
  const external = href.startsWith('http');
  return (
    <li>
      <a href={href} className={`${CARD} hover:ring-primary`} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {body}
      </a>
    </li>
  );
}

/** The committee contact of the competition (kontak_* fields): name, WhatsApp (wa.me with a prefilled question) and email (mailto). */
function KontakPanitia() {
  const { data, loading } = useEventKompetisi();
  if (loading) {
    return (
      <ul className="mt-8 space-y-4" aria-busy="true" aria-label="Memuat kontak panitia">
        {[0, 1, 2].map((i) => (
          <li key={i} className="skeleton h-[4.5rem]" />
        ))}
      </ul>
    );
  }
  if (!adaKontak(data)) {
    return <p className="mt-8 rounded-box bg-base-100 p-4 text-base-content/80 ring-1 ring-base-300">Kontak panitia belum tersedia.</p>;
  }
  const wa = tampilanWhatsApp(data?.kontak_whatsapp);
  const email = data?.kontak_email?.trim();
  return (
    <ul className="mt-8 space-y-4">
      {data?.kontak_nama?.trim() && <Item icon={UserRound} label="Panitia" value={data.kontak_nama.trim()} />}
      {wa && (
        <Item
          icon={MessageCircle}
          label="WhatsApp"
          value={wa}
          href={tautanWhatsApp(data?.kontak_whatsapp, pesanWhatsAppEvent(data?.nama_event))}
        />
      )}
      {email && <Item icon={Mail} label="Email" value={email} href={tautanEmail(email)} />}
    </ul>
  );
}

/** Contact details and the venue: a static map image linking to OpenStreetMap (no iframe, works offline). */
export function ContactVenue() {
  return (
    <section className="px-6 py-16 sm:py-20" aria-labelledby="kontak-title">
      <div className="mx-auto grid max-w-6xl gap-8 lg:grid-cols-2">
        <div>
          <p className="text-xs font-bold tracking-[0.25em] text-primary uppercase">Kontak</p>
          <h2 id="kontak-title" className="mt-2 text-3xl font-black tracking-tight">
            Hubungi Panitia
          </h2>
          <KontakPanitia />
        </div>
        <a
          href={VENUE.mapUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="group relative flex min-h-72 flex-col justify-end overflow-hidden rounded-box bg-[#e8e2d6] shadow-lg ring-1 ring-base-300"
        >
          <img
            src="/images/venue-map.webp"
            alt={`Peta lokasi ${VENUE.name}, ${VENUE.city}`}
            width={960}
            height={600}
            loading="lazy"
            decoding="async"
            className="absolute inset-0 size-full object-cover"
          />
          <div className="relative m-4 rounded-box bg-base-100/95 p-4 shadow">
            <p className="flex items-center gap-2 font-bold">
              <MapPin className="size-4 text-primary" aria-hidden="true" /> {VENUE.name}
            </p>
            <p className="mt-1 text-sm text-base-content/80">{VENUE.address}</p>
            <p className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-primary">
              Buka di OpenStreetMap <ExternalLink className="size-3.5" aria-hidden="true" />
            </p>
          </div>
        </a>
      </div>
    </section>
  );
}
