import { Link } from '@tanstack/react-router';
import { useTitle } from './hooks/useTitle';
import { Construction, Home } from 'lucide-react';

/** Placeholder for screens that later issues fill in. */
export function UnderDevelopment() {
  useTitle('Segera Hadir');
  return (
    <section className="flex min-h-[60dvh] flex-col items-center justify-center px-6 py-16 text-center">
      <div className="rounded-full bg-secondary/25 p-5">
        <Construction className="size-12 text-primary" aria-hidden="true" />
      </div>
      <h1 className="mt-6 text-3xl font-extrabold tracking-tight">Segera Hadir</h1>
      <p className="mt-1 text-lg font-medium text-base-content/80">Page Under Development</p>
      <p className="mt-3 max-w-md text-sm text-base-content/80">Fitur ini sedang kami siapkan. Silakan kembali lagi nanti.</p>
      <Link to="/" className="btn btn-primary mt-8">
        <Home className="size-4" aria-hidden="true" /> Kembali ke Beranda
      </Link>
    </section>
  );
}
