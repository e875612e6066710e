/**
 * Child process of bench/berkas-aman.ts (not run by hand): a fresh PGlite database, a coach with 50 athletes,
 * each with a pas foto of BENCH_FOTO_KB (default 160 KB, the size the app's compression leaves a phone photo at):
 * 25 stored plain (as before encryption) and 25 stored encrypted (storeUpload). Serves the real app on a random
 * loopback port and reports the two pages of photo paths to the parent.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../src/server/app';
import { hashSecret } from '../../src/server/auth/password';
import { refreshPlannerStats } from '../../src/server/db/client';
import { akun, atlet, dojang, pelatih } from '../../src/server/db/schema';
import { seedCatalogue } from '../../src/server/db/seed/catalogue';
import { ReadCache } from '../../src/server/http/read-cache';
import { recordingMailer } from '../../src/server/mail/recording-mailer';
import { storeUpload } from '../../src/server/uploads/store';
import { BENCH_PASSWORD } from '../api-shared';
import { openFreshBenchDb } from '../lib/bench-db';
import { PELATIH_EMAIL, type BerkasAmanReady, type DalamHasil } from './shared';
import { serveToParent } from '../lib/child-server';

const JPEG_AWAL = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'arena-bench-berkas-'));
  const { opened, cleanup } = await openFreshBenchDb('pglite', dir);
  const { db } = opened;
  await seedCatalogue(db);
  const [d] = await db
    .insert(dojang)
    .values({ nama_dojang: 'Dojang Bench', provinsi: 'Sumatera Selatan', kota: 'Kota Palembang' })
    .returning();
  const [a] = await db
    .insert(akun)
    .values({ email: PELATIH_EMAIL, password_hash: await hashSecret(BENCH_PASSWORD), role: 'PELATIH' })
    .returning();
  const [p] = await db.insert(pelatih).values({ nama_pelatih: 'Pelatih Bench', id_akun: a!.id_akun, id_dojang: d!.id_dojang }).returning();
  const byte = Number(process.env.BENCH_FOTO_KB ?? 160) * 1024;
  const foto = () => Buffer.concat([JPEG_AWAL, randomBytes(byte - JPEG_AWAL.length)]);
  const folder = join(dir, 'uploads', 'atlet', 'pas_foto');
  mkdirSync(folder, { recursive: true });
  const polos: string[] = [];
  const terenkripsi: string[] = [];
  for (let i = 0; i < 50; i++) {
    let nama: string;
    if (i < 25) {
      nama = `${randomBytes(16).toString('hex')}.jpg`;
      writeFileSync(join(folder, nama), foto());
      polos.push(`/uploads/atlet/pas_foto/${nama}`);
    } else {
      nama = await storeUpload(dir, 'atlet/pas_foto', { bytes: foto(), ext: 'jpg' });
      terenkripsi.push(`/uploads/atlet/pas_foto/${nama}`);
    }
    await db.insert(atlet).values({
      nama_atlet: `Atlet Bench ${i + 1}`,
      jenis_kelamin: 'LAKI_LAKI',
      tanggal_lahir: '2012-05-05',
      id_dojang: d!.id_dojang,
      id_pelatih_pembuat: p!.id_pelatih,
      pas_foto: nama,
    });
  }
  await refreshPlannerStats(opened);
  // As npm start serves (sessions kept in the read cache between writes).
  const app = createApp({ db, dataDir: dir, mailer: recordingMailer(), log: () => {}, readCache: new ReadCache(true) });
  // The app alone: 3 rounds of 1,500 sequential app.request per page, the first round a warm-up.
  process.on('message', (msg) => {
    if (typeof msg !== 'object' || msg === null || !('dalam' in msg)) return;
    const headers = { authorization: `Bearer ${String(msg.dalam)}` };
    const ukur = async (paths: string[]) => {
      const ms: number[] = [];
      for (let i = 0; i < 1500; i++) {
        const t0 = performance.now();
        await (await app.request(paths[i % paths.length]!, { headers })).arrayBuffer();
        ms.push(performance.now() - t0);
      }
      ms.sort((a, b) => a - b);
      return { p50: ms[749]!, p95: ms[1424]! };
    };
    void (async () => {
      let hasil: DalamHasil | null = null;
      for (let r = 0; r < 3; r++) hasil = { polos: await ukur(polos), terenkripsi: await ukur(terenkripsi) };
      process.send?.({ dalamHasil: hasil });
    })();
  });
  serveToParent(
    app,
    (port): BerkasAmanReady => ({ port, polos, terenkripsi, byte }),
    async () => {
      await cleanup();
      rmSync(dir, { recursive: true, force: true });
    },
  );
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
