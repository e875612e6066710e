import { useDeferredValue, useMemo, useState } from 'react';
import { CalendarClock, Clock, CloudOff, Search, Tv, WifiOff } from 'lucide-react';
import { lazyPart } from '../../ui/lazy-retry';
import { teksSalinan } from '../../data/bagan-publik';
import { PageHeader } from '../../ui/PageHeader';
import { useTitle } from '../../ui/hooks/useTitle';
import { namaHari } from '../../ui/jadwal/format';
import { useSekarang } from '../../ui/jadwal/useSekarang';
import { LapanganPublikCard } from './LapanganPublikCard';
import { PartaiBaris } from './PartaiBaris';
import { cariPartai, lapanganTampil } from './jadwal-publik-view';
import { useJadwalEvent } from './useJadwalEvent';

const LayarPage = lazyPart(() => import('./LayarPage').then((m) => m.LayarPage));

/** The hall screen is this page's other face (`?layar=1`): no route of its own, so the first load of `/` stays as it was. */
const modeLayar = () => typeof location !== 'undefined' && new URLSearchParams(location.search).has('layar');

/** /event/jadwal: every court of the day (on the mat, called, next) with ETAs, a search for an athlete or dojang. */
export function EventJadwalPage() {
  const [layar] = useState(modeLayar);
  return layar ? <LayarPage /> : <JadwalHalaman />;
}

function JadwalHalaman() {
  useTitle('Jadwal Pertandingan');
  // '' = the day the server picks (today, or the first match day); a day chosen here stays for the visit.
  const [tanggal, onTanggal] = useState('');
  const { kompetisiLoading, jadwal } = useJadwalEvent(tanggal);
  const now = useSekarang(30_000);
  const [cari, setCari] = useState('');
  const q = useDeferredValue(cari);
  const data = jadwal.data;
  const courts = useMemo(() => (data ? lapanganTampil(data, now) : []), [data, now]);
  const hasil = useMemo(() => cariPartai(courts, q), [courts, q]);
  const lama = jadwal.keadaan !== 'terkini';
  return (
    <>
      <PageHeader eyebrow="Jadwal" title="Jadwal Pertandingan">
        <p>{data?.kompetisi.nama_event ?? 'Partai yang sedang dan akan bertanding di tiap lapangan.'}</p>
        {data && jadwal.fetchedAt > 0 && (
          <p role="status" data-salinan={jadwal.keadaan} className={`mt-5 inline-flex max-w-full items-center gap-2 rounded-2xl px-4 py-1.5 text-sm font-semibold ${lama ? 'bg-warning text-warning-content' : 'bg-white/10 text-white/90'}`}>
            {lama ? <WifiOff className="size-4 shrink-0" aria-hidden="true" /> : <Clock className="size-4 shrink-0" aria-hidden="true" />}
            <span className="min-w-0">{teksSalinan(jadwal.keadaan, jadwal.fetchedAt)}</span>
          </p>
        )}
      </PageHeader>
      <section className="mx-auto max-w-6xl space-y-5 px-4 py-8 sm:px-6" aria-label="Jadwal lapangan">
        {kompetisiLoading || jadwal.isLoading ? <p className="py-16 text-center" role="status">Memuat jadwal…</p>
          : !data ? (
            <div className="py-16 text-center">
              <CloudOff className="mx-auto size-10 text-base-content/50" aria-hidden="true" />
              <p className="mt-2 font-bold">Jadwal belum dapat dimuat</p>
              <p className="text-sm text-base-content/70">Periksa koneksi lalu muat ulang halaman. Jadwal yang pernah dibuka tetap tersedia tanpa internet.</p>
            </div>
          ) : (
            <>
              <div className="flex flex-wrap items-center gap-2">
                {data.hari.map((h) => (
                  <button key={h} type="button" className={`btn btn-sm ${h === data.tanggal ? 'btn-primary' : 'btn-ghost'}`} aria-pressed={h === data.tanggal} onClick={() => onTanggal(h)}>
                    <CalendarClock className="size-4" aria-hidden="true" />{namaHari(h)}
                  </button>
                ))}
                <a href="/event/jadwal?layar=1" className="btn btn-sm btn-outline ml-auto"><Tv className="size-4" aria-hidden="true" />Layar aula</a>
              </div>
              <label className="input w-full">
                <Search className="size-4 text-base-content/60" aria-hidden="true" />
                <input type="search" className="grow" placeholder="Cari nama atlet atau dojang…" aria-label="Cari atlet atau dojang" value={cari} maxLength={60} onChange={(e) => setCari(e.target.value)} />
              </label>
              {q.trim().length >= 2 && (
                <section className="rounded-box bg-base-100 p-4 shadow ring-1 ring-base-300" aria-label="Hasil pencarian">
                  <h2 className="font-black">{hasil.length} partai untuk “{q.trim()}”</h2>
                  <div className="divide-y divide-base-200">{hasil.slice(0, 50).map((h) => <PartaiBaris key={h.p.id_match} p={h.p} eta={h.eta} now={now} lapangan={h.l.nama} />)}</div>
                </section>
              )}
              {courts.length === 0 ? <p className="py-12 text-center text-base-content/70">Belum ada lapangan untuk hari ini.</p> : (
                <div className="grid grid-cols-[minmax(0,1fr)] gap-4 md:grid-cols-2 xl:grid-cols-3">{courts.map((c) => <LapanganPublikCard key={c.l.id_lapangan} c={c} now={now} />)}</div>
              )}
            </>
          )}
      </section>
    </>
  );
}
