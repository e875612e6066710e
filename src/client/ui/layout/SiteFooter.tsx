import { Link } from '@tanstack/react-router';
import { Mail, MapPin, MessageCircle, UserRound } from 'lucide-react';
import { adaKontak, pesanWhatsAppEvent, tampilanWhatsApp, tautanEmail, tautanWhatsApp } from '../../../domain/kompetisi/kontak';
import { useFeaturedKompetisi } from '../../data/online/kompetisi';
import { Brand } from './Brand';

/** The committee of the featured competition (its kontak_* fields); skeletons while the list loads. */
function FooterKontak() {
  const { data, isLoading } = useFeaturedKompetisi();
  if (!data) {
    return isLoading ? (
      <div className="mt-4 space-y-3" aria-busy="true" aria-label="Memuat kontak panitia">
        {[0, 1, 2].map((i) => (
          <div key={i} className="skeleton h-4 w-48 bg-white/10" />
        ))}
      </div>
    ) : (
      <p className="mt-4 text-sm text-neutral-content/85">Kontak panitia ada di halaman event.</p>
    );
  }
  const nama = data.kontak_nama?.trim();
  const wa = tampilanWhatsApp(data.kontak_whatsapp);
  const waHref = tautanWhatsApp(data.kontak_whatsapp, pesanWhatsAppEvent(data.nama_event));
  const email = data.kontak_email?.trim();
  const emailHref = tautanEmail(email);
  return (
    <ul className="mt-4 space-y-3 text-sm text-neutral-content/85">
      {data.lokasi && (
        <li className="flex gap-2">
          <MapPin className="size-4 shrink-0" aria-hidden="true" /> {data.lokasi}
        </li>
      )}
      {nama && (
        <li className="flex gap-2">
          <UserRound className="size-4 shrink-0" aria-hidden="true" /> {nama}
        </li>
      )}
      {wa && (
        <li className="flex gap-2">
          <MessageCircle className="size-4 shrink-0" aria-hidden="true" />
          {waHref ? (
            <a href={waHref} target="_blank" rel="noopener noreferrer" className="link-hover link" aria-label={`WhatsApp ${wa}`}>
              {wa}
            </a>
          ) : (
            wa
          )}
        </li>
      )}
      {email && (
        <li className="flex gap-2">
          <Mail className="size-4 shrink-0" aria-hidden="true" />
          {emailHref ? (
            <a href={emailHref} className="link-hover link break-all">
              {email}
            </a>
          ) : (
            email
          )}
        </li>
      )}
      {!adaKontak(data) && <li>Kontak panitia belum tersedia.</li>}
    </ul>
  );
}

export function SiteFooter() {
  return (
    <footer className="bg-brand-ink text-neutral-content">
      <div className="mx-auto grid max-w-7xl gap-10 px-6 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="lg:col-span-2">
          <Brand />
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-neutral-content/80">
            Platform pendaftaran kejuaraan taekwondo: dojang, pelatih, atlet dan kompetisi dalam satu tempat — tetap bisa dipakai saat
            sinyal lemah.
          </p>
        </div>
        <nav aria-label="Tautan footer">
          <h2 className="text-gold text-sm font-bold tracking-wider uppercase">Jelajahi</h2>
          <ul className="mt-4 space-y-2 text-sm">
            <li>
              <Link to="/" className="link-hover link">
                Beranda
              </Link>
            </li>
            <li>
              <Link to="/events" className="link-hover link">
                Event
              </Link>
            </li>
            <li>
              <Link to="/tutorial" className="link-hover link">
                Tutorial
              </Link>
            </li>
            <li>
              <Link to="/registerdojang" className="link-hover link">
                Daftar Dojang
              </Link>
            </li>
            <li>
              <Link to="/kebijakan-privasi" className="link-hover link">
                Kebijakan Privasi
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="text-gold text-sm font-bold tracking-wider uppercase">Kontak Panitia</h2>
          <FooterKontak />
        </div>
      </div>
      <div className="border-t border-white/10 py-5 text-center text-xs text-neutral-content/75">
        © 2025 Arena TKD. Seluruh hak cipta dilindungi.
      </div>
    </footer>
  );
}
