import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import type { EntriTampil } from '../../data/penimbangan';
import { kg1 } from './meja-view';

/** The big answer of the latest attempt: LOLOS green, GAGAL red with how far off, or not weighed yet. */
export function Vonis({ x }: { x: EntriTampil }) {
  const t = x.terakhir;
  if (x.entri.status === 'DISKUALIFIKASI') {
    return (
      <div className="rounded-box bg-error p-5 text-center text-error-content" role="status" aria-live="polite" data-vonis="DISKUALIFIKASI">
        <p className="text-4xl font-black tracking-tight sm:text-5xl">DISKUALIFIKASI</p>
        {x.entri.keputusan?.alasan && <p className="mt-1 text-lg">{x.entri.keputusan.alasan}</p>}
      </div>
    );
  }
  if (!t || !x.teks) {
    return (
      <div className="rounded-box bg-base-200 p-5 text-center" role="status" aria-live="polite" data-vonis="BELUM">
        <p className="text-3xl font-black text-base-content/70">Belum ditimbang</p>
      </div>
    );
  }
  const lolos = x.vonis?.lolos ?? t.lolos;
  const [judul, ...rinci] = x.teks.split(' — ');
  return (
    <div
      className={`rounded-box p-5 text-center ${lolos ? 'bg-success text-success-content' : 'bg-error text-error-content'}`}
      role="status"
      aria-live="polite"
      data-vonis={lolos ? 'LOLOS' : 'GAGAL'}
    >
      <p className="flex items-center justify-center gap-3 text-6xl font-black tracking-tight sm:text-7xl">
        {lolos ? <CheckCircle2 className="size-14" aria-hidden="true" /> : <XCircle className="size-14" aria-hidden="true" />}
        {judul}
      </p>
      {rinci.length > 0 && <p className="mt-2 text-xl font-bold sm:text-2xl">— {rinci.join(' — ')}</p>}
      <p className="mt-2 text-lg font-semibold">
        {kg1(t.berat_gram)} kg · {t.meja}
        {t.jenis === 'ACAK' ? ' · timbang acak' : ''}
      </p>
      {(t.status === 'menunggu' || (x.keputusan !== null && x.keputusan.status !== 'rejected')) && (
        <p className="mt-1 inline-flex items-center gap-1 text-sm font-semibold">
          <Clock className="size-4" aria-hidden="true" />
          Menunggu sinkron
        </p>
      )}
    </div>
  );
}
