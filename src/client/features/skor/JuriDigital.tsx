import { useState } from 'react';
import toast from 'react-hot-toast';
import { Smartphone } from 'lucide-react';
import type { AturanKyorugi, KejadianBout, TautanJuri } from '../../../domain/skor';
import type { PartaiTampil } from '../../data/lapangan';
import { mintaTautanJuri } from '../../data/skor';
import { useJuriDigital } from './useJuriDigital';

interface QrJuri extends TautanJuri {
  gambar: string;
}

/**
 * 'Juri digital' on the console of a novice bout: one QR per judge's seat (the server's signed join link) and
 * which judges were heard in the last 10 s (Juri 1 ● Juri 2 ○ …).
 */
export function JuriDigital({ id_kompetisi, partai, aturan, aktif, log }: {
  id_kompetisi: number; partai: PartaiTampil; aturan: AturanKyorugi; aktif: boolean; log: readonly KejadianBout[];
}) {
  const j = useJuriDigital(id_kompetisi, partai, aturan, aktif, log);
  const [qr, setQr] = useState<QrJuri[] | null>(null);
  const [memuat, setMemuat] = useState(false);
  if (!j.digital || !aturan.skor_digital) return null;
  const tampilkan = async () => {
    setMemuat(true);
    try {
      const [tautan, { default: QRCode }] = await Promise.all([mintaTautanJuri(partai.id_match), import('qrcode')]);
      setQr(await Promise.all(tautan.map(async (t) => ({
        ...t, gambar: await QRCode.toDataURL(`${window.location.origin}${t.tautan}`, { errorCorrectionLevel: 'M', margin: 2, width: 220 }),
      }))));
    } catch {
      toast.error('Kode QR juri butuh koneksi ke server');
    } finally {
      setMemuat(false);
    }
  };
  const nomor = Array.from({ length: aturan.skor_digital.juri }, (_, i) => i + 1);
  return (
    <section className="rounded-box bg-base-100 p-2 shadow ring-1 ring-base-300" aria-label="Juri digital" data-juri-digital>
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="flex-1 font-bold"><Smartphone className="mr-1 inline size-4" aria-hidden="true" />Juri digital</h2>
        <button type="button" className="btn btn-xs" onClick={tampilkan} disabled={memuat}>{qr ? 'Perbarui QR' : 'Tampilkan QR'}</button>
      </div>
      <p className="mt-1 flex flex-wrap gap-3 text-sm" role="status">
        {nomor.map((n) => (
          <span key={n} data-juri={n} data-terhubung={j.terhubung.has(n) ? '1' : '0'}>
            Juri {n} <span aria-label={j.terhubung.has(n) ? 'terhubung' : 'tidak terhubung'}>{j.terhubung.has(n) ? '●' : '○'}</span>
          </span>
        ))}
      </p>
      {!j.tersambung && <p className="text-xs opacity-70">Tanpa koneksi ke server: skor dari konsol saja.</p>}
      {qr && (
        <div className="mt-2 grid grid-cols-3 gap-2">
          {qr.map((q) => (
            <figure key={q.nomor} className="text-center text-xs">
              <img src={q.gambar} alt={`Kode QR Juri ${q.nomor}`} className="mx-auto w-full max-w-40" />
              <figcaption className="font-bold">Juri {q.nomor}</figcaption>
            </figure>
          ))}
        </div>
      )}
    </section>
  );
}
