import { Link } from '@tanstack/react-router';
import { useTitle } from './hooks/useTitle';
import { Home } from 'lucide-react';

/** The 404 page (loaded only when shown: see NotFound). */
export function NotFoundPage() {
  useTitle('Halaman tidak ditemukan');
  return (
    <main className="bg-arena-dark flex min-h-dvh flex-col items-center justify-center px-6 text-center text-neutral-content">
      <p className="heading-display text-gold text-8xl font-black sm:text-9xl">404</p>
      <h1 className="mt-4 text-2xl font-bold sm:text-3xl">Halaman tidak ditemukan</h1>
      <p className="mt-2 max-w-md text-neutral-content/80">Halaman yang Anda cari tidak ada atau sudah dipindahkan.</p>
      <Link to="/" className="btn btn-secondary mt-8">
        <Home className="size-4" aria-hidden="true" /> Kembali ke Beranda
      </Link>
    </main>
  );
}
