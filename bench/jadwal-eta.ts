/**
 * ETA accuracy on a simulated match day (issue 20): 8 courts, 600 bouts (Kyorugi courts and mixed courts), bout
 * durations drawn from a realistic spread (Kyorugi: log-normal around 5.5 min with quick stoppages and long
 * bouts; Poomsae around 3.5 min; a changeover of ~1 min), results arriving in play order. At every result the
 * ETAs of the court's waiting bouts are computed with the same domain function the desk and the server use
 * and compared with when each bout really started. Prints the median absolute error for each court's next 3
 * bouts (target ≤ 2 min) and for bouts 60+ minutes away (target ≤ 5 min), plus p90.
 *
 *   npx tsx bench/jadwal-eta.ts [--seed N]
 */
import {
  HARI_KOSONG,
  hitungEta,
  pelajariHari,
  waktuMulaiLapangan,
  type CabangJadwal,
  type PartaiEta,
  type RiwayatPartai,
} from '../src/domain/jadwal';

const arg = (name: string, d: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : d;
};
let s = arg('seed', 20) >>> 0;
const rnd = () => {
  s = (s + 0x6d2b79f5) >>> 0;
  let t = s;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const normal = () => Math.sqrt(-2 * Math.log(1 - rnd())) * Math.cos(2 * Math.PI * rnd());
const M = 60_000;

/** Minutes a bout really takes, mat time from 'Mulai' to the result. */
function durasi(c: CabangJadwal): number {
  if (c === 'POOMSAE') return Math.max(2, 3.5 * Math.exp(0.15 * normal()));
  const u = rnd();
  if (u < 0.08) return 1 + 2 * rnd(); // PTF/RSC early
  if (u > 0.95) return 8 + 4 * rnd(); // golden point, injury time
  return Math.max(3, 5.5 * Math.exp(0.15 * normal()));
}
const jeda = () => Math.max(0.3, 1 + 0.3 * normal());

const LAPANGAN = 8;
const BOUTS = 600;
const mulai = waktuMulaiLapangan('2026-03-01', '08:00');
const dekat: number[] = [];
const jauh: number[] = [];
const jam: number[] = [];
const bias: number[] = [];
const oracle: number[] = [];
const oracleJauh: number[] = [];
// The mean bout of the simulation, measured: an estimate knowing the true spread could do no better than this.
const contoh = (c: CabangJadwal) => {
  let x = 0;
  for (let i = 0; i < 100_000; i += 1) x += durasi(c);
  return x / 100_000;
};
const RATA = { KYORUGI: contoh('KYORUGI'), POOMSAE: contoh('POOMSAE') };
let jedaRata = 0;
for (let i = 0; i < 100_000; i += 1) jedaRata += jeda() / 100_000;
const hari: { cabang: CabangJadwal[]; start: number[]; end: number[] }[] = [];
for (let l = 0; l < LAPANGAN; l += 1) {
  const n = BOUTS / LAPANGAN;
  const cabang: CabangJadwal[] = Array.from({ length: n }, (_, i) => (l >= 6 && i >= n / 2 ? 'POOMSAE' : 'KYORUGI'));
  // The real day: start and end of each bout.
  const start: number[] = [];
  const end: number[] = [];
  let t = mulai;
  for (let i = 0; i < n; i += 1) {
    if (i > 0) t += jeda() * M;
    start.push(t);
    t += durasi(cabang[i]) * M;
    end.push(t);
  }
  hari.push({ cabang, start, end });
}
const POOL = !process.argv.includes('--tanpa-lain');
for (let l = 0; l < LAPANGAN; l += 1) {
  const n = BOUTS / LAPANGAN;
  const { cabang, start, end } = hari[l]!;
  // At each result (and at the court's start), the ETAs of the bouts still waiting.
  for (let k = 0; k < n; k += 1) {
    const sekarang = k === 0 ? mulai - 30 * M : end[k - 1];
    const riwayat: RiwayatPartai[] = Array.from({ length: k }, (_, i) => ({
      cabang: cabang[i],
      mulai_pada: start[i],
      selesai_pada: end[i],
    }));
    const partai: PartaiEta[] = Array.from({ length: n - k }, (_, j) => ({
      id_match: String(k + j),
      nomor: k + j + 1,
      cabang: cabang[k + j],
      status: 'MENUNGGU',
      mulai_pada: null,
    }));
    // The day's other courts: their bouts finished by now.
    const lain = POOL
      ? pelajariHari(
          hari
            .filter((_, i) => i !== l)
            .map((h) =>
              h.cabang
                .map((c, i) => ({ cabang: c, mulai_pada: h.start[i]!, selesai_pada: h.end[i]! }))
                .filter((r) => r.selesai_pada <= sekarang),
            ),
        )
      : HARI_KOSONG;
    const eta = hitungEta({ mulai_pada: mulai, menit_kyorugi: 6, menit_poomsae: 4 }, partai, riwayat, sekarang, lain);
    let o = Math.max(sekarang + (k === 0 ? 0 : jedaRata * M), mulai);
    for (let j = 0; j < n - k; j += 1) {
      const e = eta.get(String(k + j))!;
      if (e.eta - sekarang >= 60 * M && e.eta - sekarang < 120 * M) oracle.push(Math.abs(o - start[k + j]) / M);
      if (e.eta - sekarang >= 60 * M) oracleJauh.push(Math.abs(o - start[k + j]) / M);
      o += (RATA[cabang[k + j]] + jedaRata) * M;
      const galat = Math.abs(e.eta - start[k + j]) / M;
      if (e.partai_lagi < 3) dekat.push(galat);
      if (e.eta - sekarang >= 60 * M) jauh.push(galat);
      if (e.eta - sekarang >= 60 * M && e.eta - sekarang < 120 * M) {
        jam.push(galat);
        bias.push((start[k + j] - e.eta) / M);
      }
    }
  }
}
const q = (xs: number[], p: number) => {
  const a = [...xs].sort((x, y) => x - y);
  return a[Math.min(a.length - 1, Math.floor(p * a.length))];
};
const f = (x: number) => x.toFixed(2);
console.log(`ETA, ${LAPANGAN} courts, ${BOUTS} bouts, results in play order (seed ${arg('seed', 20)})`);
console.log(
  `next 3 bouts of each court: median |error| ${f(q(dekat, 0.5))} min (target ≤ 2), p90 ${f(q(dekat, 0.9))} min, n=${dekat.length}`,
);
console.log(
  `bouts 60–120 min away:        median |error| ${f(q(jam, 0.5))} min (target ≤ 5), p90 ${f(q(jam, 0.9))} min, median (real − ETA) ${f(q(bias, 0.5))} min, n=${jam.length}`,
);
console.log(`  (an estimate knowing the true mean bout and changeover: median |error| ${f(q(oracle, 0.5))} min there)`);
console.log(
  `bouts 60+ min away (to 8 h):           median |error| ${f(q(jauh, 0.5))} min (target ≤ 5), p90 ${f(q(jauh, 0.9))} min, n=${jauh.length}`,
);
// The spread of every bout before a far one adds up: even the true means cannot say hours ahead to the minute.
console.log(`  (an estimate knowing the true mean bout and changeover: median |error| ${f(q(oracleJauh, 0.5))} min there)`);
