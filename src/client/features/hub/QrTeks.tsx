import { useEffect, useState } from 'react';

/** A QR code of a text (a pairing code, the hub's address); qrcode loads only when one is shown. */
export function QrTeks({ teks, label, className = 'w-48' }: { teks: string; label: string; className?: string }) {
  const [gambar, setGambar] = useState<string | null>(null);
  useEffect(() => {
    let hidup = true;
    setGambar(null);
    void import('qrcode')
      .then(({ default: QRCode }) => QRCode.toDataURL(teks, { errorCorrectionLevel: 'M', margin: 2, width: 320 }))
      .then((url) => {
        if (hidup) setGambar(url);
      })
      .catch(() => undefined);
    return () => {
      hidup = false;
    };
  }, [teks]);
  if (!gambar) return <div className={`${className} aspect-square animate-pulse rounded-lg bg-base-200`} aria-hidden="true" />;
  return <img src={gambar} alt={label} className={`${className} aspect-square rounded-lg bg-white`} />;
}
