import { Link } from '@tanstack/react-router';
import { Router } from 'lucide-react';
import { ApiError, errorMessage } from '../../data/api-error';
import { useHubLokal } from '../../data/hub';
import { useTitle } from '../../ui/hooks/useTitle';
import { FormAmbilAlih } from './FormAmbilAlih';
import { PanelHub } from './PanelHub';

/** /hub on a venue hub (at the hub's own address): take a competition over with a pairing code, then run and hand it back. */
export function HubLokalPage() {
  useTitle('Hub Venue');
  const q = useHubLokal();
  const k = q.data;
  const hub = k?.peran === 'hub' ? k : null;
  const memegang = hub && (hub.status === 'aktif' || hub.status === 'mengembalikan');
  return (
    <div className="bg-base-200 pb-16">
      <div className="bg-arena-dark px-4 pt-24 pb-24 text-white sm:pt-28">
        <div className="mx-auto max-w-6xl">
          <p className="flex items-center gap-2 text-sm font-semibold text-white/80">
            <Router className="size-4" aria-hidden="true" /> Hub venue
          </p>
          <h1 className="mt-2 text-3xl font-black tracking-tight sm:text-4xl">
            {memegang ? (hub.nama_kompetisi ?? 'Kompetisi') : 'Ambil alih kompetisi'}
          </h1>
          <p className="mt-1 max-w-3xl text-white/80">
            {memegang
              ? 'Hub ini mengelola data pertandingan kompetisi. Perangkat venue memakai hub; perubahan dikirim ke server pusat saat internet ada.'
              : 'Laptop ini menjadi server kompetisi di jaringan aula. Data kompetisi disalin dari server pusat dengan kode pasangan.'}
          </p>
        </div>
      </div>
      <div className="mx-auto -mt-16 max-w-6xl px-4">
        {q.isLoading ? (
          <p className="rounded-box bg-base-100 p-6 text-center shadow" role="status">
            Memuat…
          </p>
        ) : !hub ? (
          <div className="rounded-box bg-base-100 p-6 shadow" role="status">
            <p className="font-semibold">
              {/* The central server has no /hub-lokal: it answers 404. */}
              {q.error && !(q.error instanceof ApiError && q.error.status === 404)
                ? errorMessage(q.error)
                : 'Server ini adalah server pusat, bukan hub venue.'}
            </p>
            <p className="mt-2 text-sm text-base-content/80">
              Halaman ini dibuka di laptop hub (dijalankan dengan <code className="font-mono">ARENA_PERAN=hub</code>). Untuk memakai hub
              dari perangkat ini, buka{' '}
              <Link to="/hubungkan" className="link link-primary">
                Hubungkan ke hub venue
              </Link>
              .
            </p>
          </div>
        ) : memegang ? (
          <PanelHub k={hub} />
        ) : (
          <div className="max-w-xl rounded-box bg-base-100 p-5 shadow ring-1 ring-base-300">
            {hub.status === 'selesai' && (
              <p className="mb-4 rounded-lg bg-base-200 p-3 text-sm">
                {hub.nama_kompetisi ?? 'Kompetisi'} sudah dikembalikan ke pusat. Hub ini dapat mengambil alih lagi dengan kode baru.
              </p>
            )}
            <p className="mb-4 text-sm text-base-content/80">Server pusat: {hub.pusat_url}</p>
            <FormAmbilAlih />
          </div>
        )}
      </div>
    </div>
  );
}
