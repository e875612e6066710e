/**
 * Serving an encrypted pas foto against a plain one (prints figures; not a test): the real app on PGlite (a child
 * process, bench/berkas-aman/server.ts), a coach's athlete list page of 25 photos requested by 50 connections
 * for BENCH_DURATION s (default 10), every connection walking the page's 25 photo URLs; the plain page and the
 * encrypted page alternate in ABBA order, BENCH_ROUNDS times each (default 5); each connection sends its next
 * request on the answer, so the latency is mostly the queue of 50; then one connection alone (the time one photo
 * costs). 2xx only; p50/p95/p99 and the rate. Then the app alone in the server's process (app.request, no network)
 * and the decryption alone in this process (p50/p95 of 2,000 photos).
 * Target (issue 31): the encrypted photo ≤ 2 ms more than the plain one at p95.
 *
 *   npx tsx bench/berkas-aman.ts
 */
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { dekripsiBerkas, enkripsiBerkas, kunciDenganId } from '../src/server/berkas-aman/format';
import { BENCH_PASSWORD } from './api-shared';
import { PELATIH_EMAIL, type BerkasAmanReady, type DalamHasil } from './berkas-aman/shared';
import { CONNECTIONS, DURATION, login, measure, percentile, startServer, stopServer, type Row } from './lib/load';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const TARGET_MS = 2;

const baris = (r: Row) =>
  `${r.scenario.padEnd(12)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(1)} ms  p95 ${r.p95.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  (${r.ok} ok, ${r.other} other)`;

function dekripsiSaja(byte: number): string {
  const kunci = kunciDenganId(randomBytes(32));
  const simpan = enkripsiBerkas(randomBytes(byte), kunci);
  const ms: number[] = [];
  for (let i = 0; i < 2200; i++) {
    const t0 = performance.now();
    dekripsiBerkas(simpan, kunci);
    if (i >= 200) ms.push(performance.now() - t0);
  }
  ms.sort((a, b) => a - b);
  return `decryption alone (${(byte / 1024).toFixed(0)} KB): p50 ${percentile(ms, 50).toFixed(3)} ms, p95 ${percentile(ms, 95).toFixed(3)} ms`;
}

const { child, ready } = await startServer<BerkasAmanReady>(fileURLToPath(new URL('./berkas-aman/server.ts', import.meta.url)), {});
try {
  const base = `http://127.0.0.1:${ready.port}`;
  const headers = { authorization: `Bearer ${await login(base, PELATIH_EMAIL, BENCH_PASSWORD)}` };
  const halaman = (paths: string[]) => ({ url: base, headers, requests: paths.map((path) => ({ method: 'GET', path, headers })) });
  console.log(`${CONNECTIONS} connections, ${DURATION} s per run, a page of 25 photos of ${(ready.byte / 1024).toFixed(0)} KB`);
  await measure('pglite', 'pemanasan', { ...halaman(ready.terenkripsi), duration: 3 });
  const median = (rows: Row[], k: 'p50' | 'p95' | 'rps') =>
    percentile(
      rows.map((r) => r[k]).sort((a, b) => a - b),
      50,
    );
  /** Plain and encrypted pages in ABBA order (a drift of the machine during the runs weighs on both alike). */
  const banding = async (judul: string, extra: Record<string, number>) => {
    console.log(judul);
    const hasil: { polos: Row[]; terenkripsi: Row[] } = { polos: [], terenkripsi: [] };
    for (let i = 0; i < ROUNDS; i++) {
      for (const jenis of i % 2 === 0 ? (['polos', 'terenkripsi'] as const) : (['terenkripsi', 'polos'] as const)) {
        const r = await measure('pglite', jenis, { ...halaman(ready[jenis]), ...extra });
        hasil[jenis].push(r);
        console.log(baris(r));
      }
    }
    const beda = median(hasil.terenkripsi, 'p95') - median(hasil.polos, 'p95');
    console.log(
      `  median of ${ROUNDS} runs: plain p50 ${median(hasil.polos, 'p50').toFixed(1)} / p95 ${median(hasil.polos, 'p95').toFixed(1)} ms ` +
        `(${median(hasil.polos, 'rps').toFixed(0)} req/s), encrypted p50 ${median(hasil.terenkripsi, 'p50').toFixed(1)} / p95 ` +
        `${median(hasil.terenkripsi, 'p95').toFixed(1)} ms (${median(hasil.terenkripsi, 'rps').toFixed(0)} req/s): p95 ` +
        `${beda >= 0 ? '+' : ''}${beda.toFixed(1)} ms (target ≤ ${TARGET_MS} ms) ${beda <= TARGET_MS ? 'MET' : 'NOT MET'}`,
    );
  };
  await banding(`${CONNECTIONS} connections, each sending its next request on the answer (the latency is mostly the queue)`, {});
  await banding('one connection alone (the time one photo costs)', { connections: 1 });
  const token = headers.authorization.slice('Bearer '.length);
  const dalam = await new Promise<DalamHasil>((resolve) => {
    const dengar = (m: unknown) => {
      if (typeof m === 'object' && m !== null && 'dalamHasil' in m) {
        child.off('message', dengar);
        resolve((m as { dalamHasil: DalamHasil }).dalamHasil);
      }
    };
    child.on('message', dengar);
    child.send({ dalam: token });
  });
  console.log(
    `the app alone (app.request, no network, 1,500 sequential per page, last of 3 rounds): plain p50 ${dalam.polos.p50.toFixed(2)} / ` +
      `p95 ${dalam.polos.p95.toFixed(2)} ms, encrypted p50 ${dalam.terenkripsi.p50.toFixed(2)} / p95 ${dalam.terenkripsi.p95.toFixed(2)} ms`,
  );
  console.log(dekripsiSaja(ready.byte));
} finally {
  await stopServer(child);
}
// Sockets and the child's IPC channel may keep the loop alive after the last run.
process.exit(0);
