/**
 * Venue hub catch-up (issue 30 'Measured'): 5,000 venue writes made on the hub while its link to the central
 * server is cut reach the central server after the link returns — the time, 0 lost, 0 twice (prints figures; not a
 * test; exits 1 when an invariant breaks).
 *
 *   npx tsx bench/hub-kirim.ts [--tulis=5000] [--lapangan=4]   (BENCH_CPU_PROF=<dir>: CPU profiles of both servers)
 *
 * The central server is `npm start` on a fresh data folder (PGlite, demo seed) on 127.0.0.1; the demo competition's
 * Kyorugi classes with two or more approved entries are drawn onto `lapangan` courts and numbered. The hub is
 * `npm start` with ARENA_PERAN=hub on 127.0.0.2, reaching the central server through a cut proxy
 * (test-support/cut-proxy.ts); it is paired as a person does (the competition admin's code, then
 * POST /api/hub-lokal/ambil). With the link cut, each court's console plays its bouts on the hub, one write at a
 * time with an Idempotency-Key as the app's outbox sends them: 'Panggil', 'Mulai', the scoring log one event per
 * POST /partai/{id}/kejadian (two rounds, points alternating), the result (POST …/hasil-skor); winners move on, so
 * later rounds are played too. The events per bout are set so the writes add up to `tulis`. Then the link returns
 * and the clock runs until the hub's GET /api/hub-lokal says 'tertinggal' 0. Both servers are then stopped and
 * their databases opened here: every venue table of the competition must be equal row for row (the shared tables'
 * venue columns too), every event the consoles sent must be on the central server once.
 */
import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { sql } from 'drizzle-orm';
import { KOLOM_VENUE_BERSAMA, TABEL_VENUE } from '../src/domain/hub/tabel-venue';
import { queryRows } from '../src/server/db/rows';
import type { OpenDb } from '../src/server/db/types';
import { salinKompetisi, type TabelSalinan } from '../src/server/hub/salinan';
import { startCutProxy } from '../test-support/cut-proxy';
import { undiKelas, type KelasBagan, type PanggilApi } from '../test-support/undian';
import { keadaanHub, mulaiHub, mulaiProses, pasangHub, tungguSampai } from './lib/hub-proses';
import { apiDi } from './lib/partai-bertanding';

const arg = (n: string, d: string) => process.argv.find((a) => a.startsWith(`--${n}=`))?.split('=')[1] ?? d;
const TULIS = Number(arg('tulis', '5000'));
const LAPANGAN = Number(arg('lapangan', '4'));

type Partai = {
  id_match: string;
  nomor: number | null;
  status: string;
  versi: number;
  versi_match: number;
  sudut_a: unknown;
  sudut_b: unknown;
};

const detik = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const gagal: string[] = [];

// BENCH_CPU_PROF=<dir>: both servers write CPU profiles there when they stop.
const PROF = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
const pusat = await mulaiProses({ host: '127.0.0.1', nodeArgs: PROF });
const link = await startCutProxy(pusat.url);
let hub: Awaited<ReturnType<typeof mulaiHub>> | null = null;
try {
  const api = apiDi(pusat.url);
  const login = await api<{ token: string; user: { admin_kompetisi: { id_kompetisi: number } } }>('/auth/login', null, 'POST', {
    email: 'kompetisi@arenatkd.demo',
    password: 'Kompetisi123!',
  });
  const tok = login.token;
  const k = login.user.admin_kompetisi.id_kompetisi;
  const panggil: PanggilApi = (path, init) => api(path, tok, init?.method ?? 'GET', init?.json);
  const bagan = await api<{ kelas: KelasBagan[] }>(`/kompetisi/${k}/bagan`, tok);
  const disetujui = (x: KelasBagan) => x.peserta.filter((p) => p.status === 'APPROVED').length;
  const kelas = bagan.kelas.filter((x) => x.kelas.cabang === 'KYORUGI' && disetujui(x) >= 2);
  for (const x of kelas) await undiKelas(panggil, x);
  const bouts = kelas.reduce((n, x) => n + disetujui(x) - 1, 0);
  const ko = await api<{ tanggal_mulai: string }>(`/kompetisi/${k}`, tok);
  const hari = await api<{ hari: { id_hari: number }[] }>(`/kompetisi/${k}/hari`, tok, 'POST', { tanggal: ko.tanggal_mulai.slice(0, 10) });
  const id_hari = hari.hari[0]!.id_hari;
  const lapangan: number[] = [];
  for (let i = 0; i < LAPANGAN; i++) {
    const nama = `Lapangan ${i + 1}`;
    const l = await api<{ hari: { lapangan: { id_lapangan: number; nama: string }[] }[] }>(`/kompetisi/${k}/lapangan`, tok, 'POST', {
      id_hari,
      nama,
      mulai: '08:00',
      cabang: 'KYORUGI',
    });
    lapangan.push(l.hari[0]!.lapangan.find((x) => x.nama === nama)!.id_lapangan);
  }
  await api(`/kompetisi/${k}/jadwal`, tok, 'PUT', {
    kelas: kelas.map((x, i) => ({
      id_kelas_kejuaraan: x.kelas.id_kelas_kejuaraan,
      id_lapangan: lapangan[i % LAPANGAN]!,
      urutan: Math.floor(i / LAPANGAN) + 1,
    })),
  });
  await api(`/kompetisi/${k}/jadwal/nomor`, tok, 'POST', { id_hari });

  hub = await mulaiHub(link.url, PROF);
  const ambil = await pasangHub(pusat.url, tok, k, hub.url);
  console.log(
    `take-over: ${ambil.baris} rows, ${ambil.berkas} files, ${(ambil.byte / 1e6).toFixed(1)} MB in ${detik(ambil.ms)}; ${kelas.length} Kyorugi classes, ${bouts} bouts to play on ${LAPANGAN} courts`,
  );
  await tungguSampai(async () => (await keadaanHub(hub!.url)).tertinggal === 0, 30_000, 'hub idle after the take-over');
  const hubApi = apiDi(hub.url);
  const tokHub = (
    await hubApi<{ token: string }>('/auth/login', null, 'POST', { email: 'kompetisi@arenatkd.demo', password: 'Kompetisi123!' })
  ).token;

  // Every write as the outbox sends it: its own Idempotency-Key, one at a time per court.
  let tulis = 0;
  const dikirim: { id_match: string; perangkat: string; id: string }[] = [];
  const kirim = async <T>(path: string, json: unknown): Promise<T> => {
    const r = await fetch(`${hub!.url}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokHub}`, 'idempotency-key': randomUUID() },
      body: JSON.stringify(json),
    });
    const b = (await r.json()) as { data: T; message?: string; kode?: string };
    if (!r.ok) throw new Error(`${path} ${r.status} ${b.kode ?? ''} ${b.message ?? ''}`);
    tulis++;
    return b.data;
  };
  const perBout = Math.floor((TULIS - 3 * bouts) / bouts);
  let sisa = TULIS - 3 * bouts - perBout * bouts;
  if (perBout < 4) throw new Error(`${TULIS} writes are too few for ${bouts} bouts`);

  const mainkan = async (id_lapangan: number, p: Partai) => {
    const dipanggil = await kirim<Partai>(`/partai/${p.id_match}/panggil`, { versi: p.versi });
    await kirim(`/partai/${p.id_match}/mulai`, { versi: dipanggil.versi });
    const jumlah = perBout + (sisa-- > 0 ? 1 : 0);
    // Two rounds: ronde_mulai, points (an odd count, blue first, so blue wins each round by one), ronde_selesai.
    const poin = jumlah - 4;
    const ronde1 = Math.max(1, Math.floor(poin / 2) | 1);
    const isi: Record<string, unknown>[] = [{ jenis: 'ronde_mulai', ronde: 1 }];
    for (let i = 0; i < ronde1; i++) isi.push({ jenis: 'poin', sudut: i % 2 === 0 ? 'B' : 'R', teknik: 'pukulan' });
    isi.push({ jenis: 'ronde_selesai', ronde: 1 }, { jenis: 'ronde_mulai', ronde: 2 });
    const ronde2 = poin - ronde1;
    for (let i = 0; i < ronde2; i++) isi.push({ jenis: 'poin', sudut: i % 2 === 0 || i === ronde2 - 1 ? 'B' : 'R', teknik: 'pukulan' });
    isi.push({ jenis: 'ronde_selesai', ronde: 2 });
    const perangkat = `konsol-${p.id_match.slice(0, 8)}`;
    const t0 = Date.now();
    for (const [i, x] of isi.entries()) {
      const e = { ...x, seq: i + 1, perangkat, id: randomUUID(), waktu: t0 + i * 1000 };
      const r = await kirim<{ baru: number }>(`/partai/${p.id_match}/kejadian`, { kejadian: [e] });
      if (r.baru !== 1) gagal.push(`event ${e.id} of ${p.id_match}: baru ${r.baru}`);
      dikirim.push({ id_match: p.id_match, perangkat, id: e.id });
    }
    const { partai } = await hubApi<{ partai: Partai[] }>(`/lapangan/${id_lapangan}/partai`, tokHub);
    const baru = partai.find((x) => x.id_match === p.id_match) ?? p;
    await kirim(`/partai/${p.id_match}/hasil-skor`, { versi_match: baru.versi_match });
  };
  const konsol = async (id_lapangan: number) => {
    for (;;) {
      const { partai } = await hubApi<{ partai: Partai[] }>(`/lapangan/${id_lapangan}/partai`, tokHub);
      const p = partai.find((x) => x.status !== 'SELESAI' && x.sudut_a && x.sudut_b);
      if (!p) return;
      await mainkan(id_lapangan, p);
    }
  };

  link.cut();
  const t0 = performance.now();
  await Promise.all(lapangan.map(konsol));
  const msTulis = performance.now() - t0;
  const sebelum = await keadaanHub(hub.url);
  console.log(
    `link cut: ${tulis} writes on the hub (${dikirim.length} scoring events, ${bouts} bouts called, started and given a result) by ${LAPANGAN} consoles in ${detik(msTulis)} (${(tulis / (msTulis / 1000)).toFixed(0)} writes/s); the hub logged ${sebelum.tertinggal} changes to send; tersambung ${sebelum.tersambung}`,
  );
  if (tulis !== TULIS) gagal.push(`${tulis} writes made, ${TULIS} planned`);

  // The link returns: time until the central server confirmed every change. The hub's count falls by a batch
  // each time the central server confirms one (read from the hub alone, so the central server does only the sending's work).
  link.restore();
  const t1 = performance.now();
  const batch: number[] = [];
  let sisaKirim = sebelum.tertinggal;
  await tungguSampai(
    async () => {
      const n = (await keadaanHub(hub!.url)).tertinggal;
      if (n < sisaKirim) batch.push(performance.now() - t1);
      sisaKirim = n;
      return n === 0;
    },
    300_000,
    'catch-up',
  );
  const msKejar = performance.now() - t1;
  const sesudah = await keadaanHub(hub.url);
  const sewa = (await api<{ sewa: { seq_diterima: number; ditolak: unknown[] } }>(`/kompetisi/${k}/hub`, tok)).sewa;
  const jeda = batch.slice(1).map((t, i) => t - batch[i]!);
  console.log(
    `link restored → central server has every change: ${detik(msKejar)} (target ≤ 30 s); first batch confirmed after ${detik(batch[0] ?? Number.NaN)} (the hub retries every 0.5–5 s while the link is down), then ${batch.length - 1} more, one every ${(jeda.reduce((x, y) => x + y, 0) / Math.max(1, jeda.length) / 1000).toFixed(2)} s on average; ${sewa.seq_diterima} changes accepted, ${sewa.ditolak.length} refused; hub ditolak ${sesudah.ditolak.length}`,
  );
  if (sewa.ditolak.length > 0 || sesudah.ditolak.length > 0) gagal.push(`refused: ${JSON.stringify(sewa.ditolak).slice(0, 500)}`);

  // Both servers stopped, their databases compared here.
  await hub.hentikan();
  await pusat.hentikan();
  const dbHub = await hub.bukaDb();
  const dbPusat = await pusat.bukaDb();
  try {
    const tabel = [...TABEL_VENUE, ...Object.keys(KOLOM_VENUE_BERSAMA)];
    const baca = async (o: OpenDb) => new Map((await salinKompetisi(o.db, k, tabel)).map((t: TabelSalinan) => [t.nama, t.baris]));
    const [h, p] = [await baca(dbHub), await baca(dbPusat)];
    const ringkas: string[] = [];
    for (const t of tabel) {
      const kolom = (KOLOM_VENUE_BERSAMA as Record<string, { kirim: readonly string[] } | undefined>)[t]?.kirim;
      const pilih = (rows: Record<string, unknown>[]) => (kolom ? rows.map((r) => Object.fromEntries(kolom.map((c) => [c, r[c]]))) : rows);
      const [a, b] = [pilih(h.get(t) ?? []), pilih(p.get(t) ?? [])];
      const sama = isDeepStrictEqual(a, b);
      if (!sama) gagal.push(`${t}: hub ${a.length} rows, central ${b.length}, not equal`);
      if (a.length > 0) ringkas.push(`${t} ${b.length}${sama ? '' : ' (DIFFERENT)'}`);
    }
    console.log(`central = hub, row for row: ${ringkas.join(', ')}`);
    const kunci = await queryRows<{ id_match: string; perangkat: string; id_kejadian: string; n: number }>(
      dbPusat.db,
      sql`select id_match::text, perangkat, id_kejadian, count(*)::int as n from skor_kejadian group by 1, 2, 3`,
    );
    const ada = new Map(kunci.map((r) => [`${r.id_match}/${r.perangkat}/${r.id_kejadian}`, r.n]));
    const hilang = dikirim.filter((d) => !ada.has(`${d.id_match}/${d.perangkat}/${d.id}`)).length;
    const dua =
      kunci.filter((r) => r.n > 1).length + dikirim.filter((d) => (ada.get(`${d.id_match}/${d.perangkat}/${d.id}`) ?? 0) > 1).length;
    const [hasil] = await queryRows<{ n: number }>(
      dbPusat.db,
      sql`select count(*)::int as n from match m join bagan b on b.id_bagan = m.id_bagan join kelas_kejuaraan kk on kk.id_kelas_kejuaraan = b.id_kelas_kejuaraan
          where kk.id_kompetisi = ${k} and m.id_pemenang is not null`,
    );
    console.log(
      `scoring events sent ${dikirim.length}: lost ${hilang}, twice ${dua}; central skor_kejadian ${kunci.length} rows; bouts with a winner on the central server ${hasil!.n}`,
    );
    if (hilang > 0 || dua > 0) gagal.push(`events lost ${hilang}, twice ${dua}`);
  } finally {
    await dbHub.close();
    await dbPusat.close();
  }
} finally {
  await hub?.hentikan();
  await pusat.hentikan();
  await link.close();
  hub?.buang();
  pusat.buang();
}
if (gagal.length > 0) {
  console.error(`INVARIANT BROKEN:\n${gagal.join('\n')}`);
  process.exit(1);
}
