import { BadgeCheck, IdCard, Medal, Wallet } from 'lucide-react';
import { useFeaturedKompetisi } from '../../data/queries/kompetisi';
import { formatRupiah } from '../../ui/format';
import { EVENT_FALLBACK, PRIZES } from './event-content';

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

/** Fees, ID cards and prizes (spec 001 §9). */
export function EventInfo() {
  const { data } = useFeaturedKompetisi();
  const wni = data?.biaya_pendaftaran ?? EVENT_FALLBACK.biaya_wni;
  const wna = data?.biaya_wna ?? EVENT_FALLBACK.biaya_wna;
  return (
    <section className="px-6 py-16 sm:py-20" aria-labelledby="info-title">
      <div className="mx-auto max-w-6xl">
        <p className="text-center text-xs font-bold tracking-[0.25em] text-primary uppercase">Informasi</p>
        <h2 id="info-title" className="mt-2 text-center text-3xl font-black tracking-tight">Biaya & Hadiah</h2>
        <div className="mt-10 grid gap-6 md:grid-cols-3">
          <article className="rounded-box bg-base-100 p-6 shadow ring-1 ring-base-300">
            <Wallet className="size-8 text-primary" aria-hidden="true" />
            <h3 className="mt-4 text-lg font-bold">Biaya Pendaftaran</h3>
            <dl className="mt-3 space-y-2 text-sm">
              <div className="flex justify-between"><dt className="text-base-content/80">Atlet WNI</dt><dd className="font-bold">{formatRupiah(wni)}</dd></div>
              <div className="flex justify-between"><dt className="text-base-content/80">Atlet WNA</dt><dd className="font-bold">{formatRupiah(wna)}</dd></div>
            </dl>
            <p className="mt-3 text-xs text-base-content/75">Per atlet, dibayar melalui transfer bank paling lambat 8 November 2025.</p>
          </article>
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
