/**
 * Venue hub take-over (issue 30 'Measured'): a 2,800-athlete competition with photos copied to a hub — time and
 * bytes moved, on loopback and on a paced venue-like link (prints figures; not a test).
 *
 *   npx tsx bench/hub-ambil.ts [--atlet=2800] [--foto=40] [--mbit=20]
 *
 * The central server's data folder is made here: the competition of bench/peserta (the catalogue's classes, 150
 * dojangs, entries made by the demo seed's athlete factory until about `atlet` athletes), every class with two or
 * more approved entries drawn (bench/bagan-publik's seed: a third of them played), every athlete of the competition
 * with a pas foto — `foto` different phone photos compressed as the app stores them (bench/lib/pas-foto.ts), each
 * athlete its own file, with its card-size copy as the upload makes it (src/server/uploads/foto-kartu.ts; the hub takes
 * the copies). Then `npm start` serves it on 127.0.0.1 (the demo competition is added beside it, as on any
 * PGlite start), and the competition's admin puts its classes on a day of 8 courts and numbers the bouts. Each run
 * pairs a fresh hub (`npm start` with ARENA_PERAN=hub on 127.0.0.2) as a person does and times
 * POST /api/hub-lokal/ambil, whose answer reports the rows, files, bytes and seconds of the copy; the hub reaches the
 * central server through a proxy that counts the bytes on the wire and, in the second run, carries at most `mbit`
 * Mbit/s each way. Between runs the central server ends the lease ('Akhiri').
 */
import { mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { openPglite } from '../src/server/db/client';
import { queryRows } from '../src/server/db/rows';
import { akun } from '../src/server/db/schema';
import { BENCH_PASSWORD } from './api-shared';
import { drawEveryClass } from './bagan-publik/seed';
import { mulaiHub, mulaiProses, pasangHub } from './lib/hub-proses';
import { startLajuProxy } from './lib/laju-proxy';
import { apiDi } from './lib/partai-bertanding';
import { buatPasFoto } from './lib/pas-foto';
import { FOLDER_FOTO_KARTU, kecilkanFoto } from '../src/server/uploads/foto-kartu';
import { tulisUpload } from '../src/server/uploads/store';
import { ADMIN_EMAIL, PANITIA_EMAIL, seedKompetisiBesar } from './peserta/seed';

const arg = (n: string, d: string) => process.argv.find((a) => a.startsWith(`--${n}=`))?.split('=')[1] ?? d;
const ATLET = Number(arg('atlet', '2800'));
const FOTO = Number(arg('foto', '40'));
const MBIT = Number(arg('mbit', '20'));
const mb = (n: number) => `${(n / 1e6).toFixed(1)} MB`;

// The central server's data folder.
const dataPusat = mkdtempSync(join(tmpdir(), 'arena-bench-hub-'));
const t0 = performance.now();
const foto = await buatPasFoto(FOTO);
const tFoto = performance.now();
const db = await openPglite(join(dataPusat, 'pglite'));
// The factory makes about 1.02 athletes per entry (team members, a Poomsae entry by an athlete already there).
const seeded = await seedKompetisiBesar(db.db, { entries: Math.round(ATLET / 1.022), dojangs: 150, coachEntries: 0 });
const k = seeded.id_kompetisi;
const [panitia] = await db.db.select({ id: akun.id_akun }).from(akun).where(eq(akun.email, PANITIA_EMAIL));
const bagan = await drawEveryClass(db.db, k, panitia!.id);
const atlet = await queryRows<{ id_atlet: number }>(
  db.db,
  sql`select id_atlet from peserta_kompetisi pk join kelas_kejuaraan kk using (id_kelas_kejuaraan) where kk.id_kompetisi = ${k}
      union select ta.id_atlet from peserta_tim_anggota ta join peserta_kompetisi pk using (id_peserta_kompetisi)
      join kelas_kejuaraan kk using (id_kelas_kejuaraan) where kk.id_kompetisi = ${k}`,
);
const folder = join(dataPusat, 'uploads', 'atlet', 'pas_foto');
mkdirSync(folder, { recursive: true });
let byteFoto = 0;
let byteKartu = 0;
const kartu = foto.map((f) => kecilkanFoto(f));
for (const [i, { id_atlet }] of atlet.entries()) {
  const isi = foto[i % foto.length]!;
  writeFileSync(join(folder, `bench-${id_atlet}.jpg`), isi);
  byteFoto += isi.length;
  // Its card-size copy, as the upload made it (uploads/foto-kartu.ts): made once per different photo here.
  const kecil = kartu[i % foto.length];
  if (kecil) {
    await tulisUpload(dataPusat, FOLDER_FOTO_KARTU, `bench-${id_atlet}.jpg`, kecil);
    byteKartu += kecil.length;
  }
}
await db.db.execute(sql`update atlet set pas_foto = 'bench-' || id_atlet || '.jpg' where id_atlet in (
  select id_atlet from peserta_kompetisi pk join kelas_kejuaraan kk using (id_kelas_kejuaraan) where kk.id_kompetisi = ${k}
  union select ta.id_atlet from peserta_tim_anggota ta join peserta_kompetisi pk using (id_peserta_kompetisi)
  join kelas_kejuaraan kk using (id_kelas_kejuaraan) where kk.id_kompetisi = ${k})`);
await db.close();
console.log(
  `central server's data: ${atlet.length} athletes in the competition (${seeded.entries} entries, ${seeded.teamMembers} team member rows), ${bagan.kelas} classes drawn (${bagan.matches} matches, ${bagan.played} played); ${atlet.length} pas foto, ${mb(byteFoto)} (${FOTO} different, ${(byteFoto / atlet.length / 1024).toFixed(0)} KB on average; card-size copies ${mb(byteKartu)}) — photos made in ${((tFoto - t0) / 1000).toFixed(0)} s, data in ${((performance.now() - tFoto) / 1000).toFixed(0)} s`,
);

const pusat = await mulaiProses({ host: '127.0.0.1', dataDir: dataPusat });
try {
  const api = apiDi(pusat.url);
  const tokPanitia = (await api<{ token: string }>('/auth/login', null, 'POST', { email: PANITIA_EMAIL, password: BENCH_PASSWORD })).token;
  const tokAdmin = (await api<{ token: string }>('/auth/login', null, 'POST', { email: ADMIN_EMAIL, password: BENCH_PASSWORD })).token;
  // The day's order of play: every drawn class on one of 8 courts, bouts numbered.
  const ko = await api<{ tanggal_mulai: string }>(`/kompetisi/${k}`, tokPanitia);
  const hari = await api<{ hari: { id_hari: number }[] }>(`/kompetisi/${k}/hari`, tokPanitia, 'POST', {
    tanggal: ko.tanggal_mulai.slice(0, 10),
  });
  const id_hari = hari.hari[0]!.id_hari;
  const lapangan: number[] = [];
  for (let i = 1; i <= 8; i++) {
    const l = await api<{ hari: { lapangan: { id_lapangan: number; nama: string }[] }[] }>(`/kompetisi/${k}/lapangan`, tokPanitia, 'POST', {
      id_hari,
      nama: `Lapangan ${i}`,
      mulai: '08:00',
      cabang: 'SEMUA',
    });
    lapangan.push(l.hari[0]!.lapangan.find((x) => x.nama === `Lapangan ${i}`)!.id_lapangan);
  }
  const kelas = await queryKelasBerbagan(api, tokPanitia, k);
  await api(`/kompetisi/${k}/jadwal`, tokPanitia, 'PUT', {
    kelas: kelas.map((id_kelas_kejuaraan, i) => ({ id_kelas_kejuaraan, id_lapangan: lapangan[i % 8]!, urutan: Math.floor(i / 8) + 1 })),
  });
  await api(`/kompetisi/${k}/jadwal/nomor`, tokPanitia, 'POST', { id_hari });

  for (const mbit of [0, MBIT]) {
    const link = await startLajuProxy(pusat.url, mbit ? mbit * 1e6 : undefined);
    const hub = await mulaiHub(link.url);
    try {
      const a = await pasangHub(pusat.url, tokPanitia, k, hub.url);
      const kawat = link.byte();
      const disimpan = readdirSync(join(hub.dataDir, 'uploads', 'atlet', 'pas_foto'));
      const byteDisimpan = disimpan.reduce((n, f) => n + statSync(join(hub.dataDir, 'uploads', 'atlet', 'pas_foto', f)).size, 0);
      console.log(
        `take-over, ${mbit ? `link paced to ${mbit} Mbit/s each way` : 'loopback, unpaced'}: ${(a.ms / 1000).toFixed(1)} s from the code sent to the answer (target ≤ 120 s); the answer: ${a.baris} rows, ${a.berkas} files, ${mb(a.byte)}, ${a.detik.toFixed(1)} s; on the wire ${mb(kawat.turun)} down, ${mb(kawat.naik)} up; the rows ${mb(a.byte - byteDisimpan)} of JSON; the hub holds ${disimpan.length} of the ${atlet.length} photos, ${mb(byteDisimpan)}`,
      );
    } finally {
      await hub.hentikan();
      hub.buang();
      await link.close();
      await api(`/kompetisi/${k}/hub`, tokAdmin, 'DELETE');
    }
  }
} finally {
  await pusat.hentikan();
  pusat.buang();
}

/** The competition's classes that have a bracket, as the admin's bracket list gives them. */
async function queryKelasBerbagan(api: ReturnType<typeof apiDi>, tok: string, id: number): Promise<number[]> {
  const b = await api<{ kelas: { kelas: { id_kelas_kejuaraan: number }; bracket_status: string }[] }>(`/kompetisi/${id}/bagan`, tok);
  return b.kelas.filter((x) => x.bracket_status !== 'not_created').map((x) => x.kelas.id_kelas_kejuaraan);
}
