import { BadgeCheck, IdCard, Landmark, Medal, Wallet } from 'lucide-react';
import { rekeningKompetisi } from '../../../domain/kompetisi/kontak';
import { tanggalPanjang } from '../../../domain/kompetisi/tanggal-tampil';
import { formatRupiah } from '../../ui/format';
import { PRIZES } from './event-content';
import { useEventKompetisi } from '../../data/online/use-event-kompetisi';

function PrizeList({ title, values }: { title: string; values: readonly string[] }) {
  return (
    <div>
      <h4 className="text-sm font-bold">{title}</h4>
      <ol className="mt-2 space-y-1 text-sm">
        {values.map((v, i) => (
          <li key={v} className="flex justify-between gap-4">
            <span className="text-white/80">Juara {i + 1}</span>
            <span className="font-semibold">{v}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** Fees and the transfer account of the competition; skeletons until it is known. */
function FeeCard() {
  const { data, loading } = useEventKompetisi();
  const batas = tanggalPanjang(data?.batas_pendaftaran);
  const rekening = rekeningKompetisi(data);
  return (
    <article className="rounded-box bg-base-100 p-6 shadow ring-1 ring-base-300">
      <Wallet className="size-8 text-primary" aria-hidden="true" />
      <h3 className="mt-4 text-lg font-bold">Biaya Pendaftaran</h3>
      {loading ? (
        <div className="mt-3 space-y-2" aria-busy="true" aria-label="Memuat biaya">
          <div className="skeleton h-5 w-full" />
          <div className="skeleton h-5 w-full" />
          <div className="skeleton mt-4 h-16 w-full" />
        </div>
      ) : data ? (
        <>
          <dl className="mt-3 space-y-2 text-sm">
            <div className="flex justify-between">
              <dt className="text-base-content/80">Atlet WNI</dt>
              <dd className="font-bold">{formatRupiah(data.biaya_pendaftaran)}</dd>
            </div>
            {data.biaya_wna != null && (
              <div className="flex justify-between">
                <dt className="text-base-content/80">Atlet WNA</dt>
                <dd className="font-bold">{formatRupiah(data.biaya_wna)}</dd>
              </div>
            )}
          </dl>
          <p className="mt-3 text-xs text-base-content/75">
            Per atlet, dibayar melalui transfer bank{batas ? ` paling lambat ${batas}` : ''}.
          </p>
          {rekening && (
            <div className="mt-4 rounded-box bg-base-200 p-3 text-sm">
              <p className="flex items-center gap-2 text-xs font-semibold tracking-wide text-base-content/75 uppercase">
                <Landmark className="size-4 text-primary" aria-hidden="true" /> Rekening transfer
              </p>
              <p className="mt-1 font-semibold">{rekening.bank}</p>
              <p className="font-mono text-base font-bold tracking-wide">{rekening.nomor}</p>
              <p className="text-base-content/85">a.n. {rekening.atasNama}</p>
            </div>
          )}
        </>
      ) : (
        <p className="mt-3 text-sm text-base-content/80">Biaya pendaftaran belum dapat dimuat. Periksa koneksi lalu muat ulang halaman.</p>
      )}
    </article>
  );
}

/** Fees, ID cards and prizes. */
export function EventInfo() {
  return (
    <section className="px-6 py-16 sm:py-20" aria-labelledby="info-title">
      <div className="mx-auto max-w-6xl">
        <p className="text-center text-xs font-bold tracking-[0.25em] text-primary uppercase">Informasi</p>
        <h2 id="info-title" className="mt-2 text-center text-3xl font-black tracking-tight">
          Biaya & Hadiah
        </h2>
        <div className="mt-10 grid gap-6 md:grid-cols-3">
          <FeeCard />
          <article className="rounded-box bg-base-100 p-6 shadow ring-1 ring-base-300">
            <IdCard className="size-8 text-primary" aria-hidden="true" />
            <h3 className="mt-4 text-lg font-bold">Kyorugi & Poomsae</h3>
            <p className="mt-3 text-sm text-base-content/85">
              Satu atlet boleh mengikuti Kyorugi dan Poomsae sekaligus dan akan menerima <strong>2 ID card</strong>.
            </p>
            <p className="mt-3 flex items-start gap-2 text-sm text-base-content/85">
              <BadgeCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
              Digital scoring untuk kyorugi pemula, peraturan WT untuk prestasi, sistem gugur untuk poomsae.
            </p>
          </article>
          <article className="rounded-box bg-brand-ink p-6 text-white shadow">
            <Medal className="text-gold size-8" aria-hidden="true" />
            <h3 className="mt-4 text-lg font-bold">Hadiah Juara Umum</h3>
            <div className="mt-3 grid gap-4">
              <PrizeList title="Prestasi" values={PRIZES.prestasi} />
              <PrizeList title="Pemula" values={PRIZES.pemula} />
            </div>
            <p className="mt-4 border-t border-white/15 pt-3 text-sm">
              Atlet terbaik per kategori: <span className="text-gold font-bold">{PRIZES.bestAthlete}</span>
            </p>
          </article>
        </div>
      </div>
    </section>
  );
}
