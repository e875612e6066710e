import { useState } from 'react';
import toast from 'react-hot-toast';
import { Smartphone } from 'lucide-react';
import type { TautanJuri } from '../../../domain/skor';
import { mintaTautanJuri } from '../../data/skor';

interface QrJuri extends TautanJuri {
  gambar: string;
}

/**
 * 'Juri digital' on a console: one QR per judge's seat (the server's signed join link), which judges were heard in
 * the last 10 s (Juri 1 ● Juri 2 ○ …) and, for sheets sent from phones, which seats have sent (✓).
 */
export function QrJuri({
  id_match,
  jumlah,
  terhubung,
  tersambung,
  terkirim,
  tanpaServer,
}: {
  id_match: string;
  jumlah: number;
  terhubung: Set<number>;
  tersambung: boolean;
  /** Seats whose sheet arrived; undefined where phones send presses instead. */
  terkirim?: Set<number>;
  /** Shown while the server cannot be reached. */
  tanpaServer: string;
}) {
  const [qr, setQr] = useState<QrJuri[] | null>(null);
  const [memuat, setMemuat] = useState(false);
  const tampilkan = async () => {
    setMemuat(true);
    try {
      const [tautan, { default: QRCode }] = await Promise.all([mintaTautanJuri(id_match), import('qrcode')]);
      setQr(
        await Promise.all(
          tautan.map(async (t) => ({
            ...t,
            gambar: await QRCode.toDataURL(`${window.location.origin}${t.tautan}`, { errorCorrectionLevel: 'M', margin: 2, width: 220 }),
          })),
        ),
      );
    } catch {
      toast.error('Kode QR juri butuh koneksi ke server');
    } finally {
      setMemuat(false);
    }
  };
  const nomor = Array.from({ length: jumlah }, (_, i) => i + 1);
  return (
    <section className="rounded-box bg-base-100 p-2 shadow ring-1 ring-base-300" aria-label="Juri digital" data-juri-digital>
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="flex-1 font-bold">
          <Smartphone className="mr-1 inline size-4" aria-hidden="true" />
          Juri digital
        </h2>
        {qr && (
          <button type="button" className="btn btn-ghost btn-xs" onClick={() => setQr(null)}>
            Sembunyikan QR
          </button>
        )}
        <button type="button" className="btn btn-xs" onClick={tampilkan} disabled={memuat}>
          {qr ? 'Perbarui QR' : 'Tampilkan QR'}
        </button>
      </div>
      <p className="mt-1 flex flex-wrap gap-3 text-sm" role="status">
        {nomor.map((n) => (
          <span key={n} data-juri={n} data-terhubung={terhubung.has(n) ? '1' : '0'} data-terkirim={terkirim?.has(n) ? '1' : '0'}>
            Juri {n} <span aria-label={terhubung.has(n) ? 'terhubung' : 'tidak terhubung'}>{terhubung.has(n) ? '●' : '○'}</span>
            {terkirim?.has(n) && (
              <span className="ml-1 font-bold text-success" aria-label="nilai terkirim">
                ✓
              </span>
            )}
          </span>
        ))}
      </p>
      {!tersambung && <p className="text-xs opacity-70">{tanpaServer}</p>}
      {qr && (
        <div className="mt-2 grid grid-cols-[repeat(auto-fill,minmax(7.5rem,1fr))] gap-2">
          {qr.map((q) => (
            <figure key={q.nomor} className="text-center text-xs">
              <img src={q.gambar} alt={`Kode QR Juri ${q.nomor}`} className="mx-auto w-full max-w-36" />
              <figcaption className="font-bold">Juri {q.nomor}</figcaption>
            </figure>
          ))}
        </div>
      )}
    </section>
  );
}
