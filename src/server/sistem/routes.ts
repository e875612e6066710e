import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { Hono, type Context } from 'hono';
import {
  CADANGAN_HARIAN_DISIMPAN,
  maintenanceInputSchema,
  namaCadanganSchema,
  pulihkanSchema,
  SISTEM_MSG,
  type Cadangan,
  type DaftarCadangan,
} from '../../domain/schemas/sistem';
import { currentAuth, resolveAuth } from '../http/auth-middleware';
import { bodyFields } from '../http/body';
import type { AppDeps, AppEnv } from '../http/env';
import { ok } from '../http/respond';
import { jawabTulis } from '../http/tulis';
import { parseInput } from '../http/validate';
import { catatSistem } from './aktivitas';
import { tutupBilaDitolak } from './buang-body';
import { adminPulihkan, adminSaja } from './guard';
import { bacaManifest, buatCadangan, pangkasCadangan } from './arsip';
import { daftarBerkasCadangan, folderCadangan } from './berkas';
import { bersihkanCache } from './bersihkan';
import { buatEksporJson } from './ekspor';
import { waktuHarianBerikutnya } from './harian';
import { maintenanceSekarang } from './maintenance';
import { bacaMaintenance } from './maintenance-state';
import { selamaPemulihan } from './pemulihan-berjalan';
import { pulihkanDariBerkas } from './pulihkan';
import { satuSatu } from './satu-satu';
import { pulihkanUnggahan } from './unggah';
import { STATUS_TOLAK, gagalSistem } from './tolak';
import { catatCadanganBaru, hapusCadangan, ubahMaintenance } from './tulis';

const pelakuDari = (c: Context<AppEnv>) => {
  const { id_akun, email } = currentAuth(c).user;
  return { id_akun, email };
};

async function keCadangan(b: { nama: string; jenis: Cadangan['jenis']; full: string; ukuran: number; waktu: Date }): Promise<Cadangan> {
  const m = await bacaManifest(b.full);
  return {
    nama: b.nama,
    jenis: b.jenis,
    ukuran: b.ukuran,
    dibuat_pada: m?.dibuat_pada ?? b.waktu.toISOString(),
    baris: m ? m.tabel.reduce((n, t) => n + t.baris, 0) : null,
    berkas: m?.berkas.jumlah ?? null,
    versi_aplikasi: m?.aplikasi.versi ?? null,
  };
}

/** A kept backup by name (404 when it is not there). */
async function berkasCadangan(dataDir: string, raw: string | undefined) {
  const nama = parseInput(namaCadanganSchema, raw ?? '');
  const full = path.join(folderCadangan(dataDir), nama);
  const s = await stat(full).catch(() => null);
  if (!s?.isFile()) throw gagalSistem('tidak_ditemukan', SISTEM_MSG.cadanganTidakAda);
  return { nama, full, ukuran: s.size };
}

/** Streams a file as a download; `after` runs once the stream is closed (sent, failed or aborted). */
function unduh(c: Context, full: string, filename: string, type: string, size: number, after?: () => void) {
  const stream = createReadStream(full);
  if (after) stream.once('close', after);
  c.header('Content-Type', type);
  c.header('Content-Disposition', `attachment; filename="${filename}"`);
  c.header('Content-Length', String(size));
  c.header('Cache-Control', 'no-store');
  return c.body(Readable.toWeb(stream) as ReadableStream);
}

/**
 * Settings › Sistem (issue 10). `GET /api/status` is public; everything under /api/admin/sistem is ADMIN
 * only. The uploaded restore is mounted on the app itself, before /api, with its own guards (see unggah.ts).
 */
export function mountSistem(app: Hono<AppEnv>, api: Hono<AppEnv>, deps: AppDeps): void {
  const { db, dataDir } = deps;

  api.get('/status', async (c) => {
    c.header('Cache-Control', 'no-store');
    const m = await maintenanceSekarang(deps);
    return ok(c, { maintenance: { aktif: m.aktif, pesan: m.pesan, sejak: m.sejak } });
  });

  // No body is read before the caller is known to be an ADMIN: a refusal answers at once and the rest of the
  // upload is left unread (the connection is closed after a short, bounded drain).
  app.post('/api/admin/sistem/pulihkan/unggah', tutupBilaDitolak, resolveAuth(db, deps.readCache), adminPulihkan, pulihkanUnggahan(deps));

  const r = new Hono<AppEnv>();
  r.use('*', adminSaja);

  r.get('/backup', async (c) => {
    const list = await daftarBerkasCadangan(dataDir);
    const data: DaftarCadangan = {
      cadangan: await Promise.all(list.map(keCadangan)),
      harian_berikutnya: waktuHarianBerikutnya(new Date()).toISOString(),
      disimpan: CADANGAN_HARIAN_DISIMPAN,
    };
    return ok(c, data);
  });

  r.post('/backup', async (c) => {
    const pelaku = pelakuDari(c);
    const hasil = await satuSatu(dataDir, async () => {
      const made = await buatCadangan(db, dataDir, 'manual');
      await pangkasCadangan(dataDir, 'manual', CADANGAN_HARIAN_DISIMPAN);
      return made;
    });
    const input = {
      nama: hasil.nama,
      baris: hasil.manifest.tabel.reduce((n, t) => n + t.baris, 0),
      berkas: hasil.manifest.berkas.jumlah,
      cadangan: await keCadangan({ ...hasil, jenis: 'manual', waktu: new Date(hasil.manifest.dibuat_pada) }),
    };
    return jawabTulis(c, deps, STATUS_TOLAK, 201, (tx) => catatCadanganBaru(deps, pelaku, input, tx));
  });

  r.get('/backup/:nama', async (c) => {
    const b = await berkasCadangan(dataDir, c.req.param('nama'));
    return unduh(c, b.full, b.nama, 'application/gzip', b.ukuran);
  });

  r.delete('/backup/:nama', async (c) => {
    const nama = parseInput(namaCadanganSchema, c.req.param('nama') ?? '');
    return jawabTulis(c, deps, STATUS_TOLAK, 200, (tx) => hapusCadangan(deps, pelakuDari(c), { nama }, tx));
  });

  r.post('/pulihkan', async (c) => {
    const input = parseInput(pulihkanSchema, bodyFields(c));
    const b = await berkasCadangan(dataDir, input.nama);
    const hasil = await selamaPemulihan(dataDir, () => pulihkanDariBerkas(deps, b.full, pelakuDari(c), c.req.raw.signal));
    return ok(c, hasil, SISTEM_MSG.dipulihkan);
  });

  r.get('/ekspor', async (c) => {
    const tmp = await buatEksporJson(db, dataDir);
    const stamp = new Date().toISOString().slice(0, 10);
    await catatSistem(db, pelakuDari(c), 'EKSPOR_DATA', 'Ekspor data (JSON)');
    const { size } = await stat(tmp);
    return unduh(c, tmp, `arena-data-${stamp}.json`, 'application/json; charset=utf-8', size, () => void rm(tmp, { force: true }));
  });

  r.get('/maintenance', async (c) => ok(c, await bacaMaintenance(db)));

  r.put('/maintenance', async (c) => {
    const input = parseInput(maintenanceInputSchema, bodyFields(c));
    const res = await jawabTulis(c, deps, STATUS_TOLAK, 200, (tx) => ubahMaintenance(deps, pelakuDari(c), input, tx));
    deps.readCache.invalidate();
    return res;
  });

  r.post('/bersihkan-cache', async (c) => {
    const hasil = await bersihkanCache(db, deps.readCache);
    await catatSistem(
      db,
      pelakuDari(c),
      'BERSIHKAN_CACHE',
      `Cache dibersihkan: ${hasil.idempotency} idempotency, ${hasil.login_tantangan} tantangan login, ${hasil.kode_reset} kode reset, ${hasil.sesi} sesi`,
    );
    return ok(c, hasil, SISTEM_MSG.cacheDibersihkan);
  });

  api.route('/admin/sistem', r);
}
