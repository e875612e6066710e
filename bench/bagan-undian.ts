// The fair bracket draw (issue 9; prints figures, not a test): undiBagan for one class of n entries from 60 dojangs
// of uneven sizes (a few large clubs, many small ones, 5 % without a dojang), 'Shuffle & Generate' with a new seed
// every run, then again with 8 and with 64 unggulan (the API allows 64). Target: 1,024 entries ≤ 20 ms.
// Run: npx tsx bench/bagan-undian.ts [--runs N]   (N per size, default 200, after 30 warm-up runs)
import type { PesertaUndian } from '../src/domain/bagan/types';
import { undiBagan } from '../src/domain/bagan/undian';
import { acakBawah, mulberry32 } from '../src/domain/bagan/undian-acak';

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 200;
const WARMUP = 30;
const DOJANG = 60;
const TARGET_MS = 20;

/** n entries; dojang k has weight ∝ 1/(k+1), so the biggest club holds about a fifth of the class. */
function kelas(n: number): PesertaUndian[] {
  const acak = mulberry32(n);
  const bobot = Array.from({ length: DOJANG }, (_, k) => Math.round(10_000 / (k + 1)));
  const total = bobot.reduce((a, b) => a + b, 0);
  return Array.from({ length: n }, (_, i) => {
    if (acakBawah(acak, 100) < 5) return { id: 10_000 + i, id_dojang: null };
    let x = acakBawah(acak, total);
    let k = 0;
    while (x >= bobot[k]) x -= bobot[k++];
    return { id: 10_000 + i, id_dojang: 500 + k };
  });
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

function ukur(n: number, unggulan: number): string {
  const peserta = kelas(n);
  const opsi = (seed: number) => ({ seed, unggulan: peserta.slice(0, unggulan).map((p) => p.id) });
  for (let i = 0; i < WARMUP; i++) undiBagan(peserta, opsi(1_000_000 + i));
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    undiBagan(peserta, opsi(i));
    ms.push(performance.now() - t0);
  }
  ms.sort((a, b) => a - b);
  const besar = Math.max(...[...new Set(peserta.map((p) => p.id_dojang))].map((d) => peserta.filter((p) => p.id_dojang === d).length));
  const f = (x: number) => x.toFixed(3).padStart(7);
  const tanda = n === 1024 ? (pct(ms, 95) <= TARGET_MS ? '  (target ≤ 20 ms: ok)' : '  (target ≤ 20 ms: MISSED)') : '';
  return `n=${String(n).padStart(4)} unggulan=${unggulan} largest dojang=${String(besar).padStart(4)}  p50 ${f(ms[Math.floor(ms.length / 2)])} ms  p95 ${f(pct(ms, 95))} ms  max ${f(ms[ms.length - 1])} ms${tanda}`;
}

console.log(`undiBagan, ${DOJANG} dojangs of uneven sizes, ${RUNS} runs each (Node ${process.version})`);
for (const unggulan of [0, 8, 64]) {
  for (const n of [64, 256, 1024, 4096]) console.log(ukur(n, unggulan));
}
