import { Link } from '@tanstack/react-router';
import { Mail, MapPin, Phone } from 'lucide-react';
import { Brand } from './Brand';

export function SiteFooter() {
  return (
    <footer className="bg-brand-ink text-neutral-content">
      <div className="mx-auto grid max-w-7xl gap-10 px-6 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="lg:col-span-2">
          <Brand />
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-neutral-content/80">
            Platform pendaftaran kejuaraan taekwondo: dojang, pelatih, atlet dan kompetisi dalam satu tempat — tetap
            bisa dipakai saat sinyal lemah.
          </p>
        </div>
        <nav aria-label="Tautan footer">
          <h2 className="text-gold text-sm font-bold tracking-wider uppercase">Jelajahi</h2>
          <ul className="mt-4 space-y-2 text-sm">
            <li><Link to="/" className="link-hover link">Beranda</Link></li>
            <li><Link to="/events" className="link-hover link">Event</Link></li>
            <li><Link to="/tutorial" className="link-hover link">Tutorial</Link></li>
            <li><Link to="/registerdojang" className="link-hover link">Daftar Dojang</Link></li>
          </ul>
        </nav>
        <div>
          <h2 className="text-gold text-sm font-bold tracking-wider uppercase">Kontak</h2>
          <ul className="mt-4 space-y-3 text-sm text-neutral-content/85">
            <li className="flex gap-2"><MapPin className="size-4 shrink-0" aria-hidden="true" /> GOR Jakabaring, Palembang</li>
            <li className="flex gap-2"><Mail className="size-4 shrink-0" aria-hidden="true" /> info@arenatkd.id</li>
            <li className="flex gap-2"><Phone className="size-4 shrink-0" aria-hidden="true" /> +62 812-0000-0000</li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10 py-5 text-center text-xs text-neutral-content/75">
        © 2025 Arena TKD. Seluruh hak cipta dilindungi.
      </div>
    </footer>
  );
}
