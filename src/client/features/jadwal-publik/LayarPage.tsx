import { useEffect, useMemo } from 'react';
import type { PartaiLapangan } from '../../data/lapangan';
import { usePapanPublik } from '../../data/papan-publik';
import { pisahNamaKelas } from '../../../domain/jadwal/nama-kelas';
import type { PapanState } from '../../../domain/skor';
import { useTitle } from '../../ui/hooks/useTitle';
import { jamWib, namaHari } from '../../ui/jadwal/format';
import { Sudut } from '../../ui/jadwal/Sudut';
import { useSekarang } from '../../ui/jadwal/useSekarang';
import { lapanganTampil } from './jadwal-publik-view';
import { useJadwalEvent } from './useJadwalEvent';
import { labelPartai } from '../../../domain/jadwal/kode';

/** Keeps the hall screen awake where the browser allows it (asked again when the page is shown again). */
function useLayarMenyala() {
  useEffect(() => {
    type Kunci = { release: () => Promise<void> };
    const wl = (navigator as Navigator & { wakeLock?: { request: (t: 'screen') => Promise<Kunci> } }).wakeLock;
    if (!wl) return undefined;
    let kunci: Kunci | null = null;
    const minta = () => {
      if (document.visibilityState === 'visible')
        wl.request('screen').then(
          (k) => {
            kunci = k;
          },
          () => undefined,
        );
    };
    minta();
    document.addEventListener('visibilitychange', minta);
    return () => {
      document.removeEventListener('visibilitychange', minta);
      void kunci?.release().catch(() => undefined);
    };
  }, []);
}

const GRID: Record<number, string> = {
  1: 'grid-cols-1',
  2: 'grid-cols-2',
  3: 'grid-cols-3',
  4: 'grid-cols-2',
  5: 'grid-cols-3',
  6: 'grid-cols-3',
};

/** The bout's class on the hall screen: the weight class first, the rest after it, cut last. */
function KelasLayar({ nama }: { nama: string }) {
  const { berat, sisa } = pisahNamaKelas(nama);
  return (
    <p className="truncate text-[2vh] leading-tight text-amber-200" title={nama}>
      {berat && <span className="font-bold">{berat} · </span>}
      {sisa}
    </p>
  );
}

function Baris({
  judul,
  kode,
  p,
  eta,
  nada,
  skor,
}: {
  judul: string;
  /** The court's letter: bouts read 'A-12', so two courts' bout 1 never look alike. */
  kode: string;
  p: PartaiLapangan | null;
  eta?: number;
  nada: string;
  skor?: PapanState | null;
}) {
  const nomor = p ? labelPartai(kode, p.nomor) : '–';
  return (
    <div className={`flex min-h-0 flex-1 items-center gap-[1.2vh] rounded-[1vh] px-[1.2vh] py-[0.6vh] ${nada}`}>
      <div className="w-[11vh] shrink-0 text-center">
        <p className="text-[1.6vh] font-bold uppercase leading-none opacity-80">{judul}</p>
        <p className={`${nomor.length > 4 ? 'text-[3.2vh]' : 'text-[4vh]'} whitespace-nowrap font-black leading-none`}>{nomor}</p>
        {p && eta !== undefined && p.status !== 'BERTANDING' && (
          <p className="font-mono text-[2.2vh] font-bold leading-none">{jamWib(eta)}</p>
        )}
      </div>
      {p ? (
        <div className="min-w-0 flex-1 space-y-[0.5vh]">
          <KelasLayar nama={p.nama_kelas} />
          <Sudut sudut="B" isi={p.sudut_a} ukuran="tv" />
          <Sudut sudut="R" isi={p.sudut_b} ukuran="tv" />
        </div>
      ) : (
        <p className="flex-1 text-[2.6vh] opacity-60">—</p>
      )}
      {skor && (
        <div className="shrink-0 text-center font-black tabular-nums leading-none" data-skor-layar={`${skor.B.skor}-${skor.R.skor}`}>
          <p className="text-[4.5vh]">
            <span className="sr-only">Skor B </span>
            {skor.B.skor}
            <span className="opacity-60">–</span>
            <span className="sr-only"> skor R </span>
            {skor.R.skor}
          </p>
          <p className="text-[1.8vh] font-bold opacity-80">
            {skor.pemenang ? `${skor.pemenang} menang` : `R${skor.ronde} · ${skor.B.menang_ronde}–${skor.R.menang_ronde}`}
          </p>
        </div>
      )}
    </div>
  );
}

/**
 * /event/layar (also reached as /event/jadwal?layar=1): the hall screen, laid over the whole window (the site's header and footer hidden under it). Every court's on-the-mat, called and next bout in type read from across the
 * hall; nothing to press. It follows the live stream (polling when that fails) and picks up by itself after a
 * network loss, showing the kept copy and its time meanwhile.
 */
export function LayarPage() {
  useTitle('Layar Pertandingan');
  useLayarMenyala();
  const { jadwal, id_kompetisi } = useJadwalEvent('');
  const papan = usePapanPublik(id_kompetisi);
  const skorDi = (id_match: string | undefined) => papan.lapangan?.find((l) => l.id_match === id_match)?.papan ?? null;
  const now = useSekarang(15_000);
  const data = jadwal.data;
  const courts = useMemo(() => (data ? lapanganTampil(data, now) : []), [data, now]);
  const lama = jadwal.keadaan !== 'terkini';
  const kolom = GRID[courts.length] ?? 'grid-cols-4';
  return (
    <main
      data-theme="dark"
      className="fixed inset-0 z-[100] flex h-dvh flex-col gap-[1.2vh] overflow-hidden bg-neutral-950 p-[1.5vh] text-white"
      aria-label="Layar pertandingan"
    >
      <header className="flex items-baseline gap-[2vh]">
        <h1 className="truncate text-[3.6vh] font-black">{data?.kompetisi.nama_event ?? 'Jadwal Pertandingan'}</h1>
        <p className="text-[2.6vh] text-white/75">{data?.tanggal ? namaHari(data.tanggal) : ''}</p>
        <p
          className={`ml-auto whitespace-nowrap text-[2.2vh] ${lama ? 'rounded bg-warning px-[1vh] text-warning-content' : 'text-white/60'}`}
          role="status"
          data-salinan={jadwal.keadaan}
        >
          {lama ? `Offline — data ${jamWib(jadwal.fetchedAt)}` : `Diperbarui ${jamWib(jadwal.fetchedAt)}`}
        </p>
        <p className="font-mono text-[4vh] font-black">{jamWib(now)}</p>
      </header>
      {!data ? (
        <p className="m-auto text-[4vh]">{jadwal.isLoading ? 'Memuat jadwal…' : 'Menunggu koneksi ke server…'}</p>
      ) : courts.length === 0 ? (
        <p className="m-auto text-[4vh]">Belum ada lapangan untuk hari ini.</p>
      ) : (
        <div className={`grid min-h-0 flex-1 gap-[1.2vh] ${kolom}`}>
          {courts.map(({ l, tahap, eta }) => (
            <section
              key={l.id_lapangan}
              className="flex min-h-0 flex-col gap-[0.8vh] rounded-[1.2vh] bg-white/5 p-[1vh] ring-1 ring-white/15"
              aria-label={l.nama}
            >
              <h2 className="text-[3.4vh] font-black leading-none text-amber-300">{l.nama}</h2>
              <Baris judul="Tanding" kode={l.kode} p={tahap.sedang} nada="bg-emerald-800" skor={skorDi(tahap.sedang?.id_match)} />
              <Baris
                judul="Dipanggil"
                kode={l.kode}
                p={tahap.dipanggil[0] ?? null}
                eta={tahap.dipanggil[0] ? eta.get(tahap.dipanggil[0].id_match)?.eta : undefined}
                nada="bg-amber-700/80"
              />
              <Baris
                judul="Bersiap"
                kode={l.kode}
                p={tahap.bersiap}
                eta={tahap.bersiap ? eta.get(tahap.bersiap.id_match)?.eta : undefined}
                nada="bg-white/10"
              />
            </section>
          ))}
        </div>
      )}
    </main>
  );
}
