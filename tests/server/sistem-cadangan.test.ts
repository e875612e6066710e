import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { desc, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SISTEM_MSG } from '../../src/domain/schemas/sistem';
import { activityLog, atlet, dojang } from '../../src/server/db/schema';
import { tabelUrutDependensi } from '../../src/server/sistem/tabel';
import { resetDatabase } from './helpers/database';
import { login, makeAdmin } from './helpers/fixtures';
import { useTestServer } from './helpers/server';
import { fotoBerkas, fotoData, fotoSekuens, isiSemuaTabel, jumlahBaris, unduh, unggahPulihkan } from './sistem-fixtures';

const t = useTestServer();
const ADMIN = { email: 'admin@arenatkd.demo', password: 'Admin123!' };

/** The activity log without the rows the backup and restore themselves write. */
const tanpaCatatanSistem = (rows: string) =>
  JSON.stringify((JSON.parse(rows) as { action: string }[]).filter((r) => !['BUAT_CADANGAN', 'PULIHKAN_DATA'].includes(r.action)));

async function siapkan() {
  await rm(path.join(t.dataDir, 'backups'), { recursive: true, force: true });
  await isiSemuaTabel(t.db, t.dataDir);
  const token = await login(t, ADMIN.email, ADMIN.password);
  const counts = await jumlahBaris(t.db);
  for (const [tabel, n] of Object.entries(counts)) expect(n, `tabel ${tabel} kosong`).toBeGreaterThan(0);
  return token;
}

describe('backup → wipe → restore', () => {
  it('gives back the same rows in every table, the same sequences and the same files', async () => {
    const token = await siapkan();
    const data = await fotoData(t.db);
    const sekuens = await fotoSekuens(t.db);
    const berkas = await fotoBerkas(t.dataDir);
    expect(Object.keys(berkas).length).toBeGreaterThanOrEqual(2);

    const made = await t.api('POST', '/api/admin/sistem/backup', { token });
    expect(made.status).toBe(201);
    expect(made.body.message).toBe(SISTEM_MSG.dicadangkan);
    expect(made.body.data).toMatchObject({ jenis: 'manual', berkas: Object.keys(berkas).length });
    expect(made.body.data.nama).toMatch(/^arena-manual-\d{8}-\d{6}\.tar\.gz$/);
    const file = await unduh(t, token, `/api/admin/sistem/backup/${made.body.data.nama}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain(made.body.data.nama);
    expect([...file.bytes.subarray(0, 2)]).toEqual([0x1f, 0x8b]);

    // An ordinary tar reads it: the manifest first, the tables, the files.
    if (existsSync('/usr/bin/tar') || existsSync('/bin/tar')) {
      const dir = await mkdtemp(path.join(os.tmpdir(), 'arena-tar-'));
      await writeFile(path.join(dir, 'b.tar.gz'), file.bytes);
      const list = execFileSync('tar', ['-tzf', path.join(dir, 'b.tar.gz')])
        .toString()
        .trim()
        .split('\n');
      await rm(dir, { recursive: true, force: true });
      expect(list[0]).toBe('manifest.json');
      expect(list).toContain('db/akun/0001.json');
      for (const rel of Object.keys(berkas)) expect(list).toContain(rel);
    }

    // Everything gone: tables emptied, files removed, another file in their place.
    await resetDatabase(t.db);
    await rm(path.join(t.dataDir, 'uploads'), { recursive: true, force: true });
    await writeFile(path.join(t.dataDir, 'sisa.txt'), 'x');
    await isiSemuaTabelKecil();
    await makeAdmin(t.db, 'admin.baru@uji.id');
    const tokenBaru = await login(t, 'admin.baru@uji.id');

    const res = await unggahPulihkan(t, tokenBaru, file.bytes);
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.message).toBe(SISTEM_MSG.dipulihkan);
    expect(res.body.data).toMatchObject({ tabel: tabelUrutDependensi().length, berkas: Object.keys(berkas).length });

    const after = await fotoData(t.db);
    for (const tabel of Object.keys(data)) {
      if (tabel === 'activity_log') expect(tanpaCatatanSistem(after[tabel]!)).toBe(tanpaCatatanSistem(data[tabel]!));
      else expect(after[tabel], `tabel ${tabel}`).toBe(data[tabel]);
    }
    const [log] = await t.db.select().from(activityLog).orderBy(desc(activityLog.id)).limit(1);
    expect(log).toMatchObject({ action: 'PULIHKAN_DATA', actor: 'admin.baru@uji.id', id_akun: null });
    const seqAfter = await fotoSekuens(t.db);
    for (const [k, v] of Object.entries(sekuens)) {
      if (k === 'activity_log.id') expect(seqAfter[k]).toBe(v + 1);
      else expect(seqAfter[k], k).toBe(v);
    }
    expect(await fotoBerkas(t.dataDir)).toEqual(berkas);

    // The restored database works on: the backed-up session is valid again (the newer one is gone), new rows take new ids.
    expect((await t.api('GET', '/api/auth/me', { token })).status).toBe(200);
    expect((await t.api('GET', '/api/auth/me', { token: tokenBaru })).status).toBe(401);
    const [d] = await t.db.insert(dojang).values({ nama_dojang: 'Dojang Baru', provinsi: 'Jambi', kota: 'Kota Jambi' }).returning();
    expect(d!.id_dojang).toBe(sekuens['dojang.id_dojang']);
  });

  it('restores a kept backup by name after the admin types PULIHKAN', async () => {
    const token = await siapkan();
    const data = await fotoData(t.db);
    const made = await t.api('POST', '/api/admin/sistem/backup', { token });
    expect(made.status).toBe(201);
    const list = await t.api('GET', '/api/admin/sistem/backup', { token });
    expect(list.status).toBe(200);
    expect(list.body.data.cadangan.map((c: { nama: string }) => c.nama)).toContain(made.body.data.nama);
    expect(list.body.data.disimpan).toBe(7);

    await t.db.update(atlet).set({ nama_atlet: 'Diubah Setelah Cadangan' });
    await t.db
      .delete(dojang)
      .where(ne(dojang.id_dojang, -1))
      .catch(() => undefined);

    const salah = await t.api('POST', '/api/admin/sistem/pulihkan', { token, json: { nama: made.body.data.nama, konfirmasi: 'pulihkan' } });
    expect(salah.status).toBe(400);
    expect(salah.body.message).toBe(SISTEM_MSG.konfirmasi);
    const tanpa = await t.api('POST', '/api/admin/sistem/pulihkan', { token, json: { nama: made.body.data.nama } });
    expect(tanpa.status).toBe(400);
    expect(tanpa.body.message).toBe(SISTEM_MSG.konfirmasi);
    expect((await t.db.select().from(atlet).where(eq(atlet.nama_atlet, 'Diubah Setelah Cadangan'))).length).toBeGreaterThan(0);
    const hilang = await t.api('POST', '/api/admin/sistem/pulihkan', {
      token,
      json: { nama: 'arena-manual-20990101-000000.tar.gz', konfirmasi: 'PULIHKAN' },
    });
    expect(hilang.status).toBe(404);
    const jahat = await t.api('POST', '/api/admin/sistem/pulihkan', {
      token,
      json: { nama: '../pglite/x.tar.gz', konfirmasi: 'PULIHKAN' },
    });
    expect(jahat.status).toBe(400);

    const res = await t.api('POST', '/api/admin/sistem/pulihkan', { token, json: { nama: made.body.data.nama, konfirmasi: 'PULIHKAN' } });
    expect(res.status, res.body.message).toBe(200);
    const after = await fotoData(t.db);
    for (const tabel of Object.keys(data)) {
      if (tabel !== 'activity_log') expect(after[tabel], `tabel ${tabel}`).toBe(data[tabel]);
    }
  });

  it('deletes a kept backup and exports the data as one JSON file', async () => {
    const token = await siapkan();
    const counts = await jumlahBaris(t.db);
    const ekspor = await unduh(t, token, '/api/admin/sistem/ekspor');
    expect(ekspor.status).toBe(200);
    expect(ekspor.headers.get('content-type')).toContain('application/json');
    const json = JSON.parse(ekspor.bytes.toString('utf8')) as {
      format: string;
      tabel: Record<string, unknown[]>;
      jumlah_baris: Record<string, number>;
    };
    expect(json.format).toBe('arena-tkd-ekspor-data');
    expect(Object.keys(json.tabel)).toEqual(tabelUrutDependensi().map((x) => x.nama));
    for (const [tabel, n] of Object.entries(counts)) {
      expect(json.tabel[tabel], tabel).toHaveLength(n);
      expect(json.jumlah_baris[tabel]).toBe(n);
    }

    const made = await t.api('POST', '/api/admin/sistem/backup', { token });
    const del = await t.api('DELETE', `/api/admin/sistem/backup/${made.body.data.nama}`, { token });
    expect(del.status).toBe(200);
    expect((await t.api('GET', `/api/admin/sistem/backup/${made.body.data.nama}`, { token })).status).toBe(404);
    expect((await t.api('GET', '/api/admin/sistem/backup', { token })).body.data.cadangan).toHaveLength(0);
  });
});

/** A few rows that must not survive the restore. */
async function isiSemuaTabelKecil() {
  await t.db.insert(dojang).values({ nama_dojang: 'Dojang Sementara', provinsi: 'Bali', kota: 'Kota Denpasar' });
}
