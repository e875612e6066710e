import { BellRing, X } from 'lucide-react';
import { useEffect, useState } from 'react';

interface Kabar {
  judul: string;
  isi: string;
}

/**
 * An alert that arrives while this page is open (the service worker tells the page): a banner and a vibration, for a
 * device that shows no notification over an open app.
 */
export function KabarTerbuka() {
  const [kabar, setKabar] = useState<Kabar | null>(null);
  useEffect(() => {
    const sw = navigator.serviceWorker;
    if (!sw) return;
    const dengar = (e: MessageEvent) => {
      const m = e.data as { jenis?: string; judul?: string; isi?: string } | null;
      if (m?.jenis !== 'kabar-ikuti' || !m.judul) return;
      setKabar({ judul: m.judul, isi: m.isi ?? '' });
      navigator.vibrate?.([200, 100, 200]);
    };
    sw.addEventListener('message', dengar);
    return () => sw.removeEventListener('message', dengar);
  }, []);
  if (!kabar) return null;
  return (
    <div
      role="alert"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-xl items-start gap-3 rounded-2xl bg-neutral p-4 text-neutral-content shadow-2xl"
    >
      <BellRing className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="text-lg font-black leading-tight">{kabar.judul}</p>
        <p className="text-sm opacity-85">{kabar.isi}</p>
      </div>
      <button type="button" className="btn btn-ghost btn-sm btn-circle" aria-label="Tutup pemberitahuan" onClick={() => setKabar(null)}>
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
