/**
 * Replay of a long offline queue by chains (prints figures; not a test). The real server (Hono on an
 * in-memory PGlite) sits behind a gate proxy; the client's data layer runs in Node on fake-indexeddb. A coach
 * with 20 athletes queues 50 edits of each through the app's own `updateAtlet` while the gate drops every
 * connection (1,000 outbox entries, 20 chains). The gate then opens, except that every request for one
 * athlete answers 503, and the app's sync (startSync: the sync loop, kicked by `online`) replays.
 * Figures: time until the 950 healthy edits landed (target ≤ 15 s), requests sent, Idempotency-Keys answered
 * 2xx more than once (0), edits lost (0), the held chain's queued count (50), then the time for those 50 to
 * land once the endpoint recovers. Exits 1 when an invariant breaks.
 *
 *   npx tsx bench/replay-rantai.ts
 * Options (env): BENCH_ATHLETES (default 20), BENCH_EDITS (default 50).
 */
import 'fake-indexeddb/auto';
import { sql } from 'drizzle-orm';
import { loadavg } from 'node:os';
import * as v from 'valibot';
import { sessionUserSchema } from '../src/domain';
import { setApiOrigin } from '../src/client/data/api';
import { setDb } from '../src/client/data/db';
import { updateAtlet } from '../src/client/data/atlet';
import { KEBIJAKAN_PRIVASI_VERSI, fieldsPernyataan } from '../src/domain/privasi';
import { writeSession } from '../src/client/data/session';
import { startSync } from '../src/client/data/sync/engine';
import { freshDb } from '../test-support/fresh-db';
import { startGateProxy, until } from '../test-support/gate-proxy';
import { installMemoryStorage } from '../test-support/memory-storage';
import { coachSession, startRealServer } from '../test-support/real-server';

const ATHLETES = Number(process.env.BENCH_ATHLETES ?? 20);
const EDITS = Number(process.env.BENCH_EDITS ?? 50);
const TARGET_MS = 15_000;

/**
 * startSync listens on window and document, as in the browser: Node gets two bare event targets. Installed
 * after PGlite has started (it takes a `window` for a browser and looks for its location).
 */
function installBrowserEvents(): void {
  Object.defineProperty(globalThis, 'window', { value: new EventTarget(), configurable: true });
  Object.defineProperty(globalThis, 'document', {
    value: Object.assign(new EventTarget(), { visibilityState: 'visible' }),
    configurable: true,
  });
}

const tahunLahir = new Date().getFullYear() - 13;
const fields = (i: number, alamat: string) => ({
  nama_atlet: `Atlet Antrian ${i}`,
  tanggal_lahir: `${tahunLahir}-06-15`,
  jenis_kelamin: 'LAKI_LAKI',
  alamat,
  provinsi: 'Sumatera Selatan',
  kota: 'Kota Palembang',
  nik: `167101150613${String(i).padStart(4, '0')}`,
  no_telp: '081234567890',
  belt: 'hijau',
  berat_badan: '43',
  tinggi_badan: '150',
});
/** The smallest JPEG the server takes as an athlete's photo (its first bytes): a photo is required on every edit. */
const PAS_FOTO = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), 'JFIF\0', new Uint8Array(64)], { type: 'image/jpeg' });
const alamatOf = (i: number, k: number) => `Jl. Antrian ${i} no ${k}`;
const PERNYATAAN = { setuju: true, versi_kebijakan: KEBIJAKAN_PRIVASI_VERSI, nama_wali: 'Wali Antrian' };
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main(): Promise<void> {
  installMemoryStorage();
  const server = await startRealServer();
  const gate = await startGateProxy(server.url);
  const problems: string[] = [];
  try {
    const session = await coachSession(server.url);
    const user = v.parse(sessionUserSchema, session.user);
    const auth = { Authorization: `Bearer ${session.token}` };

    const ids: number[] = [];
    for (let i = 1; i <= ATHLETES; i += 1) {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields(i, alamatOf(i, 0)))) form.append(name, value);
      // Added as a consenting coach adds an athlete (issue 31): edits of an athlete without consent are refused.
      for (const [name, value] of Object.entries(fieldsPernyataan(PERNYATAAN))) form.append(name, value);
      form.append('pas_foto', PAS_FOTO, 'foto.jpg');
      const res = await fetch(`${server.url}/api/atlet`, { method: 'POST', headers: auth, body: form });
      if (res.status !== 201 && res.status !== 200) throw new Error(`POST /api/atlet: HTTP ${res.status} ${await res.text()}`);
      ids.push(((await res.json()) as { data: { id_atlet: number } }).data.id_atlet);
    }
    // The gate fails by path prefix: the held athlete's id must not begin another id.
    const held = ids.find((id) => !ids.some((o) => o !== id && String(o).startsWith(String(id))))!;
    const heldPath = `/api/atlet/${held}`;

    installBrowserEvents();
    const db = freshDb();
    setDb(db);
    setApiOrigin(gate.url);
    writeSession({ token: session.token, user });

    // Offline: every edit is queued through the app's own write (its first attempt finds no route).
    gate.mode = 'down';
    startSync();
    const tQueue = performance.now();
    for (let k = 1; k <= EDITS; k += 1) {
      for (let i = 1; i <= ATHLETES; i += 1) {
        const out = await updateAtlet({ id_atlet: ids[i - 1], fields: fields(i, alamatOf(i, k)), files: {}, hapus: [] });
        if (!out.queued) throw new Error('an edit reached the server while the gate was down');
      }
    }
    const queueMs = performance.now() - tQueue;
    const entries = await db.outbox.orderBy('seq').toArray();
    const chains = new Set(entries.map((e) => e.chain)).size;
    const heldKeys = entries.filter((e) => e.path === `/atlet/${held}`).map((e) => e.id);
    const healthyKeys = entries.filter((e) => e.path !== `/atlet/${held}`).map((e) => e.id);
    const offlineSends = gate.log.length;
    gate.log.length = 0;

    // The route comes back; one endpoint keeps answering 503.
    gate.fail.set(heldPath, { status: 503 });
    gate.mode = 'up';
    const tOpen = performance.now();
    window.dispatchEvent(new Event('online'));
    const ok = (r: (typeof gate.log)[number]) => r.key !== null && r.status >= 200 && r.status < 300;
    await until(() => gate.log.filter(ok).length >= healthyKeys.length, 120_000);
    const landedMs = performance.now() - tOpen;
    const sentPhase1 = gate.log.length;
    const heldQueued = await db.outbox.filter((e) => e.path === `/atlet/${held}`).toArray();

    const landedKeys = gate.log.filter(ok).map((r) => r.key!);
    const dupes = landedKeys.length - new Set(landedKeys).size;
    const landed = new Set(landedKeys);
    const lostHealthy = healthyKeys.filter((k) => !landed.has(k)).length;
    const heldAttempts = gate.log.filter((r) => r.path === heldPath).length;
    const heldStillQueued = heldQueued.filter((e) => e.status !== 'rejected').length;
    const heldRejected = heldQueued.length - heldStillQueued;
    const heldMissing = heldKeys.filter((k) => !heldQueued.some((e) => e.id === k)).length;

    // The endpoint recovers: the loop (no tap on 'Sinkronkan') sends the held chain when its backoff ends.
    const backoffLeft = Math.max(0, ...heldQueued.map((e) => e.nextAttemptAt - Date.now()));
    gate.fail.clear();
    const tRecover = performance.now();
    await until(async () => (await db.outbox.count()) === 0, 600_000);
    const recoverMs = performance.now() - tRecover;

    const all = gate.log.filter(ok).map((r) => r.key!);
    const dupesTotal = all.length - new Set(all).size;
    const lostTotal = entries.filter((e) => !all.includes(e.id)).length;
    const heldOrder = gate.log.filter((r) => ok(r) && r.path === heldPath).map((r) => r.key);
    const inOrder = heldOrder.length === heldKeys.length && heldOrder.every((k, n) => k === heldKeys[n]);

    const list = (await (await fetch(`${server.url}/api/atlet`, { headers: auth })).json()) as {
      data: { id_atlet: number; alamat: string | null }[];
    };
    const wrongFinal = ids.filter((id, n) => list.data.find((a) => a.id_atlet === id)?.alamat !== alamatOf(n + 1, EDITS));
    const rows = await server.open.db.execute(sql`select count(*)::int as n from activity_log where action = 'UPDATE_ATLET'`);
    const applied = ((Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows)[0] as { n: number }).n;

    const total = ATHLETES * EDITS;
    console.log(`replay by chains: ${total} queued edits (PUT /atlet/:id) over ${chains} chains, athlete ${held} answering 503`);
    console.log(
      `  queued offline through updateAtlet: ${seconds(queueMs)} (${offlineSends} requests reached the closed gate: the first try, then probes)`,
    );
    console.log(`  time to ${healthyKeys.length} landed after the gate opened: ${seconds(landedMs)} (target ≤ ${seconds(TARGET_MS)})`);
    console.log(
      `  requests sent until then: ${sentPhase1} (${gate.log.slice(0, sentPhase1).filter((r) => r.method === 'PUT').length} PUT, of them ${heldAttempts} to the failing endpoint; the rest status probes)`,
    );
    console.log(`  duplicates (a key answered 2xx twice): ${dupes}; lost: ${lostHealthy}`);
    console.log(
      `  held chain: ${heldStillQueued} still queued, ${heldRejected} rejected, ${heldMissing} missing (backoff left at recovery ${seconds(backoffLeft)})`,
    );
    console.log(
      `  held chain after recovery: ${heldOrder.length} landed in ${seconds(recoverMs)}, in queue order: ${inOrder ? 'yes' : 'NO'}`,
    );
    console.log(
      `  overall: ${all.length} keys answered 2xx, duplicates ${dupesTotal}, lost ${lostTotal}; server applied ${applied} edits (activity log); final values wrong for ${wrongFinal.length} athletes`,
    );
    console.log(
      `  load average ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );

    if (dupes > 0 || dupesTotal > 0) problems.push('an Idempotency-Key was answered 2xx twice');
    if (lostHealthy > 0 || lostTotal > 0) problems.push('an edit never landed');
    if (heldStillQueued !== heldKeys.length || heldMissing > 0) problems.push('the failing chain did not stay queued whole');
    if (!inOrder) problems.push('the held chain did not land in queue order');
    if (applied !== total) problems.push(`server applied ${applied} edits, expected ${total}`);
    if (wrongFinal.length > 0) problems.push(`final value not the last edit for athletes ${wrongFinal.join(', ')}`);
    if (landedMs > TARGET_MS) console.log(`  OVER TARGET: ${seconds(landedMs)} > ${seconds(TARGET_MS)}`);
  } finally {
    await gate.close();
    await server.close();
  }
  for (const p of problems) console.error(`INVARIANT BROKEN: ${p}`);
  process.exit(problems.length > 0 ? 1 : 0);
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
