import { AtSign, ExternalLink, Mail, MapPin, Phone } from 'lucide-react';
import { CONTACT, VENUE } from './event-content';

/** Contact details and the venue: a static map image linking to OpenStreetMap (no iframe, works offline). */
export function ContactVenue() {
  return (
    <section className="px-6 py-16 sm:py-20" aria-labelledby="kontak-title">
      <div className="mx-auto grid max-w-6xl gap-8 lg:grid-cols-2">
        <div>
          <p className="text-xs font-bold tracking-[0.25em] text-primary uppercase">Kontak</p>
          <h2 id="kontak-title" className="mt-2 text-3xl font-black tracking-tight">Hubungi Panitia</h2>
          <ul className="mt-8 space-y-4">
            <li>
              <a href={CONTACT.phoneHref} target="_blank" rel="noopener noreferrer" className="flex items-center gap-4 rounded-box bg-base-100 p-4 shadow-sm ring-1 ring-base-300 hover:ring-primary">
                <Phone className="size-5 text-primary" aria-hidden="true" />
                <span><span className="block text-xs text-base-content/75">WhatsApp</span><span className="font-semibold">{CONTACT.phone}</span></span>
              </a>
            </li>
            <li>
              <a href={`mailto:${CONTACT.email}`} className="flex items-center gap-4 rounded-box bg-base-100 p-4 shadow-sm ring-1 ring-base-300 hover:ring-primary">
                <Mail className="size-5 text-primary" aria-hidden="true" />
                <span><span className="block text-xs text-base-content/75">Email</span><span className="font-semibold">{CONTACT.email}</span></span>
              </a>
            </li>
            <li className="flex items-center gap-4 rounded-box bg-base-100 p-4 shadow-sm ring-1 ring-base-300">
              <AtSign className="size-5 text-primary" aria-hidden="true" />
              <span><span className="block text-xs text-base-content/75">Instagram</span><span className="font-semibold">{CONTACT.instagram}</span></span>
            </li>
          </ul>
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
            <p className="flex items-center gap-2 font-bold"><MapPin className="size-4 text-primary" aria-hidden="true" /> {VENUE.name}</p>
            <p className="mt-1 text-sm text-base-content/80">{CONTACT.address}</p>
            <p className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-primary">
              Buka di OpenStreetMap <ExternalLink className="size-3.5" aria-hidden="true" />
            </p>
          </div>
        </a>
      </div>
    </section>
  );
}
