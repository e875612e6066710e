import { useState } from 'react';
import { ShieldAlert } from 'lucide-react';
import { ApiError } from '../../data/api-error';
import { useRingkasanInsiden, type JendelaInsiden } from '../../data/online/insiden';
import { useTitle } from '../../ui/hooks/useTitle';
import { InventarisBagian } from './InventarisBagian';
import { LaporanForm } from './LaporanForm';
import { LaporanHasil } from './LaporanHasil';
import './print.css';

/**
 * /admin/insiden-data ('Kesiapan Insiden Data', ADMIN): what personal data the platform holds and where, and the facts a
 * notice within 3 × 24 hours needs for a time window, on screen, printed or downloaded.
 */
export function KesiapanInsidenPage() {
  useTitle('Kesiapan Insiden Data');
  const [jendela, setJendela] = useState<JendelaInsiden | null>(null);
  const q = useRingkasanInsiden(jendela);
  const galat = q.error instanceof ApiError ? q.error : null;

  return (
    <div className="space-y-8">
      <header className="space-y-2" data-insiden-layar>
        <h1 className="flex items-center gap-2 text-2xl font-black tracking-tight sm:text-3xl">
          <ShieldAlert className="size-7 text-warning" aria-hidden="true" /> Kesiapan Insiden Data
        </h1>
        <p className="max-w-3xl text-sm text-base-content/80">
          Bila data pribadi bocor atau diakses tanpa hak, UU PDP (Pasal 46) mewajibkan pemberitahuan tertulis kepada subjek data dan lembaga
          pelindungan data paling lambat 3 × 24 jam sejak diketahui. Halaman ini menunjukkan data apa yang tersimpan dan di mana, lalu
          menyusun fakta untuk pemberitahuan itu dari riwayat akses dan log aktivitas.
        </p>
      </header>
      <div data-insiden-layar>
        <InventarisBagian />
      </div>
      <section className="space-y-4" aria-labelledby="laporan-insiden">
        <h2 id="laporan-insiden" className="cetak-sembunyi text-xl font-bold">
          Laporan insiden
        </h2>
        <LaporanForm onBuat={setJendela} galatServer={galat?.errors} />
        {q.isLoading && <div className="skeleton h-48 w-full" role="status" aria-label="Menyusun laporan" />}
        {galat && !galat.errors && (
          <p role="alert" className="text-sm text-error">
            {galat.status === 0 ? 'Laporan insiden memerlukan koneksi ke server.' : galat.message}
          </p>
        )}
        {q.data && jendela && <LaporanHasil r={q.data} jendela={jendela} />}
      </section>
    </div>
  );
}
