import { useState, type FormEvent } from 'react';
import { QrCode, Search } from 'lucide-react';
import { lazyPart } from '../lazy-retry';

const PindaiQr = lazyPart(() => import('./PindaiQr').then((m) => m.PindaiQr), {
  fallback: (
    <p className="text-sm" role="status">
      Memuat pemindai…
    </p>
  ),
});

/**
 * The card number: typed (always works, Enter opens the athlete) or read from the card's QR with the camera.
 */
export function CariKartu({ onKode, pesan, fokus = true }: { onKode: (teks: string) => void; pesan: string | null; fokus?: boolean }) {
  const [teks, setTeks] = useState('');
  const [kamera, setKamera] = useState(false);
  const kirim = (e: FormEvent) => {
    e.preventDefault();
    if (teks.trim()) onKode(teks);
    setTeks('');
  };
  return (
    <section className="space-y-3 rounded-box bg-base-100 p-4 shadow ring-1 ring-base-300" aria-label="Cari kartu peserta">
      <form onSubmit={kirim} className="flex gap-2">
        <label className="input input-lg min-w-0 flex-1">
          <Search className="size-5 text-base-content/60" aria-hidden="true" />
          <input
            id="nomor-kartu"
            className="grow font-mono placeholder:font-sans"
            placeholder="Ketik nomor kartu"
            aria-label="Nomor kartu peserta"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={teks}
            onChange={(e) => setTeks(e.target.value)}
            autoFocus={fokus}
          />
        </label>
        <button type="submit" className="btn btn-primary btn-lg">
          Buka
        </button>
        <button type="button" className="btn btn-outline btn-lg" onClick={() => setKamera((k) => !k)} aria-pressed={kamera}>
          <QrCode className="size-5" aria-hidden="true" />
          <span className="hidden sm:inline">Pindai QR</span>
        </button>
      </form>
      {pesan && (
        <p className="text-sm font-medium text-error" role="alert">
          {pesan}
        </p>
      )}
      {kamera && (
        <PindaiQr
          onTutup={() => setKamera(false)}
          onKode={(t) => {
            setKamera(false);
            onKode(t);
          }}
        />
      )}
    </section>
  );
}
