import { rm } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashSecret } from '../../src/server/auth/password';
import { akun, pushLangganan, setting } from '../../src/server/db/schema';
import type { Db } from '../../src/server/db/types';
import { queryRows } from '../../src/server/db/rows';
import { login } from './helpers/fixtures';
import { useTestServer } from './helpers/server';
import { isiArsip, isiSemuaTabel, unduh } from './sistem-fixtures';

const t = useTestServer();
const ADMIN = { email: 'admin@arenatkd.demo', password: 'Admin123!' };

/** column → its values in the database (non-empty ones). */
async function nilai(db: Db, tabel: string, kolom: string): Promise<string[]> {
  const rows = await queryRows<{ v: string }>(db, sql.raw(`select "${kolom}"::text as v from "${tabel}" where "${kolom}" is not null`));
  return rows.map((r) => r.v).filter((v) => v.length >= 8);
}

const RAHASIA: [string, string][] = [
  ['akun', 'password_hash'],
  ['session', 'token_hash'],
  ['password_reset_code', 'code_hash'],
  ['login_tantangan', 'token_hash'],
  ['totp', 'secret_enc'],
  ['kode_pemulihan', 'kode_hash'],
  ['push_langganan', 'auth'],
  ['hub_sewa', 'kode_hash'],
  ['hub_sewa', 'token_hash'],
  ['hub_diri', 'token'],
];

describe("'Ekspor data' (JSON) carries no secret", () => {
  it('no hash, token, code or encrypted key in the export; the backup archive keeps them and a restore brings the logins back', async () => {
    await rm(path.join(t.dataDir, 'backups'), { recursive: true, force: true });
    await isiSemuaTabel(t.db, t.dataDir);
    await t.db
      .update(akun)
      .set({ password_hash: await hashSecret('Kunci-Lama-1') })
      .where(eq(akun.email, 'pelatih2@arenatkd.demo'));
    await t.db.update(pushLangganan).set({ auth: 'rahasia-auth-peramban-16b' });
    const token = await login(t, ADMIN.email, ADMIN.password);
    // The SMTP password and the VAPID private key, stored encrypted in `setting`.
    expect(
      (
        await t.api('PUT', '/api/admin/settings/email', {
          token,
          json: { host: 'smtp.contoh.id', port: 587, username: 'arena', password: 'sandi-smtp-rahasia' },
        })
      ).status,
    ).toBe(200);
    expect((await t.api('GET', '/api/push/kunci-publik', { token })).status).toBe(200);

    const secrets: string[] = [];
    for (const [tabel, kolom] of RAHASIA) {
      const v = await nilai(t.db, tabel, kolom);
      expect(v.length, `${tabel}.${kolom}`).toBeGreaterThan(0);
      secrets.push(...v);
    }
    const settings = await t.db.select().from(setting);
    const smtp = settings.find((s) => s.key === 'smtp')!.value as { password_enc: string };
    const vapid = settings.find((s) => s.key === 'vapid')!.value as { privateKey_enc: string; publicKey: string };
    secrets.push(smtp.password_enc, vapid.privateKey_enc);

    const ekspor = await unduh(t, token, '/api/admin/sistem/ekspor');
    expect(ekspor.status).toBe(200);
    const text = ekspor.bytes.toString('utf8');
    for (const s of secrets) expect(text.includes(s), `rahasia ${s.slice(0, 24)}… ada di ekspor`).toBe(false);
    expect(text).not.toContain('scrypt$');
    expect(text).not.toContain('"v1:');
    const json = JSON.parse(text) as { tabel: Record<string, Record<string, unknown>[]> };
    for (const [tabel, kolom] of RAHASIA) {
      expect(json.tabel[tabel]!.length, tabel).toBeGreaterThan(0);
      for (const row of json.tabel[tabel]!) expect(Object.keys(row), tabel).not.toContain(kolom);
    }
    // Everything else is still there, in column order.
    const admin = json.tabel.akun!.find((r) => r.email === ADMIN.email)!;
    expect(Object.keys(admin).slice(0, 3)).toEqual(['id_akun', 'email', 'role']);
    const smtpEkspor = json.tabel.setting!.find((r) => r.key === 'smtp')!.value as Record<string, unknown>;
    expect(smtpEkspor).toMatchObject({ host: 'smtp.contoh.id', username: 'arena' });
    expect(smtpEkspor).not.toHaveProperty('password_enc');
    expect(json.tabel.setting!.find((r) => r.key === 'vapid')!.value).toEqual({ publicKey: vapid.publicKey });
    expect(json.tabel.setting!.find((r) => r.key === 'uji_sistem')!.value).toEqual({
      angka: 12.5,
      teks: 'ya',
      daftar: ['a', 'b'],
      kosong: null,
    });

    // The backup archive keeps the hashes: after a restore the old password logs in again.
    const made = await t.api('POST', '/api/admin/sistem/backup', { token });
    expect(made.status).toBe(201);
    const arsip = await isiArsip((await unduh(t, token, `/api/admin/sistem/backup/${made.body.data.nama}`)).bytes);
    const akunArsip = JSON.parse(arsip.find((e) => e.name === 'db/akun/0001.json')!.data.toString('utf8')) as { password_hash: string }[];
    expect(akunArsip.every((r) => r.password_hash.startsWith('scrypt$'))).toBe(true);
    await t.db
      .update(akun)
      .set({ password_hash: await hashSecret('Kunci-Baru-2') })
      .where(eq(akun.email, 'pelatih2@arenatkd.demo'));
    expect((await t.api('POST', '/api/auth/login', { json: { email: 'pelatih2@arenatkd.demo', password: 'Kunci-Lama-1' } })).status).toBe(
      401,
    );
    const res = await t.api('POST', '/api/admin/sistem/pulihkan', { token, json: { nama: made.body.data.nama, konfirmasi: 'PULIHKAN' } });
    expect(res.status, res.body.message).toBe(200);
    expect((await t.api('POST', '/api/auth/login', { json: { email: 'pelatih2@arenatkd.demo', password: 'Kunci-Lama-1' } })).status).toBe(
      200,
    );
  });
});
