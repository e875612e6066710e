// Deriving a Kyorugi result from its event log (issue 21; prints figures, not a test): turunkanHasil on a
// 500-event WT best-of-three bout (3 rounds of close scoring, gam-jeoms, undos, corrections, timer taps),
// as the tablet holds it (in seq order) and as the server may receive it (shuffled, 10 % replayed copies);
// statusTimer on the same log; and checking the log as JSON with LOG_SCHEMA. Target: derivation ≤ 1 ms.
// Run: npx tsx bench/skor-turunan.ts [--runs N]   (default 2000 after 200 warm-up runs)
import * as v from 'valibot';
import {
  ATURAN_WT_2025,
  LOG_SCHEMA,
  TEKNIK,
  statusTimer,
  turunkanHasil,
  type IsiKejadian,
  type KejadianBout,
  type Sudut,
} from '../src/domain/skor';

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 2000;
const WARMUP = 200;
const EVENTS = 500;
const TARGET_MS = 1;

function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Three close rounds (the lead never reaches 12, at most 3 gam-jeoms a corner), so every event is played. */
function logBout(): KejadianBout[] {
  const acak = mulberry32(21);
  const log: KejadianBout[] = [];
  let waktu = 1_700_000_000_000;
  const tambah = (isi: IsiKejadian) => {
    waktu += 200 + Math.floor(acak() * 600);
    log.push({ ...isi, seq: log.length + 1, perangkat: 'konsol-1', id: `e${log.length + 1}`, waktu } as KejadianBout);
  };
  const perRonde = Math.floor((EVENTS - 6) / 3);
  for (let ronde = 1; ronde <= 3; ronde++) {
    tambah({ jenis: 'ronde_mulai', ronde });
    const skor: Record<Sudut, number> = { B: 0, R: 0 };
    const gj: Record<Sudut, number> = { B: 0, R: 0 };
    const menang: Sudut = ronde === 2 ? 'R' : 'B';
    for (let i = 0; i < perRonde; i++) {
      const x = acak();
      const akhir = log[log.length - 1];
      const sudut: Sudut = skor.B - skor.R >= 5 ? 'R' : skor.R - skor.B >= 5 ? 'B' : acak() < 0.5 ? 'B' : 'R';
      if (x < 0.06) tambah({ jenis: 'timer', aksi: i % 2 ? 'lanjut' : 'jeda' });
      else if (x < 0.1 && akhir.jenis === 'poin') {
        skor[akhir.sudut] -= ATURAN_WT_2025.poin_teknik[akhir.teknik];
        tambah({ jenis: 'undo', target: akhir.seq });
      } else if (x < 0.13 && akhir.jenis === 'poin') {
        // A head kick that was a punch: the lead only shrinks.
        skor[akhir.sudut] -= ATURAN_WT_2025.poin_teknik[akhir.teknik] - 1;
        tambah({
          jenis: 'koreksi',
          target: akhir.seq,
          pengganti: { jenis: 'poin', sudut: akhir.sudut, teknik: 'pukulan' },
          alasan: 'salah teknik',
        });
      } else if (x < 0.16 && gj[sudut] < 3) {
        gj[sudut]++;
        skor[sudut === 'B' ? 'R' : 'B']++;
        tambah({ jenis: 'gam_jeom', sudut });
      } else {
        const teknik = TEKNIK[Math.floor(acak() * 3)];
        skor[sudut] += ATURAN_WT_2025.poin_teknik[teknik];
        tambah({ jenis: 'poin', sudut, teknik });
      }
    }
    tambah({ jenis: 'poin', sudut: menang, teknik: 'putar_badan' });
    tambah({ jenis: 'ronde_selesai', ronde });
  }
  return log;
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

function ukur(nama: string, f: () => unknown, target?: number): void {
  for (let i = 0; i < WARMUP; i++) f();
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    f();
    ms.push(performance.now() - t0);
  }
  ms.sort((a, b) => a - b);
  const x = (n: number) => n.toFixed(3).padStart(6);
  const tanda = target === undefined ? '' : pct(ms, 95) <= target ? `  (target ≤ ${target} ms: ok)` : `  (target ≤ ${target} ms: MISSED)`;
  console.log(
    `${nama.padEnd(46)} median ${x(ms[Math.floor(ms.length / 2)])} ms  p95 ${x(pct(ms, 95))} ms  max ${x(ms[ms.length - 1])} ms${tanda}`,
  );
}

const log = logBout();
const acak = mulberry32(7);
const server = [...log, ...log.filter(() => acak() < 0.1)]
  .map((k) => ({ k, r: acak() }))
  .sort((a, b) => a.r - b.r)
  .map((x) => x.k);
const json = JSON.stringify(server);
const h = turunkanHasil(ATURAN_WT_2025, log);
if (JSON.stringify(turunkanHasil(ATURAN_WT_2025, server)) !== JSON.stringify(h)) throw new Error('server and tablet differ');

console.log(
  `${log.length} events (${server.length} as the server receives them); result ${h.pemenang} ${h.keputusan} ${h.skor_a}–${h.skor_b}, rounds ${h.ronde.map((r) => `${r.B.skor}:${r.R.skor}`).join(' ')}, ${h.diabaikan.length} ignored`,
);
console.log(`${RUNS} runs each after ${WARMUP} warm-up (Node ${process.version})`);
ukur('turunkanHasil, tablet (seq order)', () => turunkanHasil(ATURAN_WT_2025, log), TARGET_MS);
ukur('turunkanHasil, server (shuffled + 10 % copies)', () => turunkanHasil(ATURAN_WT_2025, server), TARGET_MS);
ukur('statusTimer', () => statusTimer(ATURAN_WT_2025, log, log[log.length - 1].waktu + 5000));
ukur('JSON.parse + LOG_SCHEMA (server input check)', () => v.parse(LOG_SCHEMA, JSON.parse(json)));
