import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, setting } from '../../src/server/db/schema';
import { tungguNotifikasi } from '../../src/server/notifikasi/kirim';
import { login, makeAdmin } from './helpers/fixtures';
import { dunia } from './helpers/peserta';
import { useTestServer } from './helpers/server';
import { smtpLokal } from './notifikasi-alat';

const t = useTestServer();
let smtp: Awaited<ReturnType<typeof smtpLokal>>;
beforeAll(async () => {
  smtp = await smtpLokal();
});
afterAll(async () => smtp?.tutup());

const HEADER = 'KEJUARAAN TAEKWONDO SRIWIJAYA 2025';
const FOOTER = 'Salam olahraga,\nPanitia Arena TKD';

const simpan = (token: string, body: Record<string, unknown>) => t.api('PUT', '/api/admin/settings/email', { token, json: body });
const pengaturan = (over: Record<string, unknown> = {}) => ({
  host: '127.0.0.1',
  port: smtp.port,
  username: 'arena',
  password: 'rahasia-smtp',
  pengirim: 'panitia@arenatkd.id',
  header: HEADER,
  footer: FOOTER,
  ...over,
});

async function adminMasuk() {
  await makeAdmin(t.db, 'admin@uji.id');
  return login(t, 'admin@uji.id');
}

describe('Email settings (/api/admin/settings/email)', () => {
  it('saves and reads back; the password is stored encrypted and never sent back by any GET', async () => {
    const token = await adminMasuk();
    smtp.masuk.length = 0;
    const awal = await t.api('GET', '/api/admin/settings/email', { token });
    expect(awal.status).toBe(200);
    expect(awal.body.data).toMatchObject({ host: '', port: 587, username: '', password_tersimpan: false, header: '', footer: '' });
    expect(awal.body.data.cadangan).toBe('perekam email (pengujian)');

    const res = await simpan(token, pengaturan({ pengirim: ' Panitia@ArenaTKD.id ' }));
    expect([res.status, res.body.message]).toEqual([200, 'Pengaturan email berhasil disimpan']);
    const dibaca = await t.api('GET', '/api/admin/settings/email', { token });
    expect(dibaca.body.data).toMatchObject({
      host: '127.0.0.1',
      port: smtp.port,
      username: 'arena',
      password_tersimpan: true,
      pengirim: 'panitia@arenatkd.id',
      header: HEADER,
      footer: FOOTER,
    });
    expect(dibaca.body.data.diperbarui_pada).toEqual(expect.any(String));
    for (const body of [res.body, dibaca.body]) {
      expect(JSON.stringify(body)).not.toContain('rahasia-smtp');
      expect(Object.keys(body.data)).not.toContain('password');
      expect(Object.keys(body.data)).not.toContain('password_enc');
    }
    const [row] = await t.db.select().from(setting).where(eq(setting.key, 'smtp'));
    expect(JSON.stringify(row.value)).not.toContain('rahasia-smtp');
    expect((row.value as { password_enc: string }).password_enc).toMatch(/^v1:/);
    const [log] = await t.db.select().from(activityLog).where(eq(activityLog.action, 'UBAH_PENGATURAN_EMAIL'));
    expect(log.details).toContain('host: (kosong) → 127.0.0.1');
    expect(log.details).toContain('password diganti');
    expect(log.details).not.toContain('rahasia-smtp');

    // Saved without a password: the stored one stays; hapus_password clears it.
    const tetap = await simpan(token, pengaturan({ password: '' }));
    expect(tetap.body.data.password_tersimpan).toBe(true);
    const hapus = await simpan(token, pengaturan({ password: undefined, hapus_password: true }));
    expect(hapus.body.data.password_tersimpan).toBe(false);
  });

  it('refuses bad values with a clear message and keeps what was saved', async () => {
    const token = await adminMasuk();
    await simpan(token, pengaturan());
    for (const [over, message] of [
      [{ port: 70000 }, 'Port harus angka 1 sampai 65535'],
      [{ port: 'abc' }, 'Port harus angka 1 sampai 65535'],
      [{ host: 'smtp://mail.uji.id' }, 'Host SMTP tidak valid (contoh: smtp.gmail.com)'],
      [{ pengirim: 'bukan-email' }, 'Alamat pengirim harus berupa email yang valid'],
      [{ header: 'x'.repeat(2001) }, 'Header dan footer maksimal 2000 karakter'],
    ] as const) {
      const res = await simpan(token, pengaturan(over));
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
    const port = await simpan(token, pengaturan({ port: '' }));
    expect(port.body.data.port).toBe(587);
    expect((await t.api('GET', '/api/admin/settings/email', { token })).body.data.password_tersimpan).toBe(true);
  });

  it('roles: none 401; PELATIH and ADMIN_KOMPETISI 403 on every endpoint', async () => {
    const w = await dunia(t);
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/settings/email'],
      ['PUT', '/api/admin/settings/email', pengaturan()],
      ['POST', '/api/admin/settings/email/uji', {}],
      ['GET', '/api/admin/settings/notifikasi'],
      ['PUT', '/api/admin/settings/notifikasi', { email: false }],
    ];
    for (const [method, path, json] of calls) {
      expect((await t.api(method, path, { json })).status).toBe(401);
      for (const token of [w.token.pelatih, w.token.panitiaA, w.token.panitiaB]) {
        const res = await t.api(method, path, { token, json });
        expect([method, path, res.status, res.body.message]).toEqual([method, path, 403, 'Anda tidak memiliki akses']);
      }
    }
    expect(await t.db.select().from(setting)).toHaveLength(0);
  });
});

describe("'Kirim email uji' (POST /api/admin/settings/email/uji)", () => {
  it('sends through the saved SMTP to the admin (or the given address) with header and footer, and reports the answer', async () => {
    const token = await adminMasuk();
    await simpan(token, pengaturan());
    smtp.masuk.length = 0;
    const res = await t.api('POST', '/api/admin/settings/email/uji', { token, json: {} });
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/^Email uji terkirim ke admin@uji\.id\. Jawaban server: 250 /);
    expect(res.body.data).toMatchObject({ ke: 'admin@uji.id', lewat: `SMTP 127.0.0.1:${smtp.port}` });
    expect(smtp.masuk).toHaveLength(1);
    const [surat] = smtp.masuk;
    expect(surat.to).toEqual(['admin@uji.id']);
    expect(surat.from).toBe('panitia@arenatkd.id');
    expect(surat.subject).toBe('Email uji Arena TKD');
    expect(surat.text.startsWith(`${HEADER}\n\nIni email uji dari Arena TKD.`)).toBe(true);
    expect(surat.text.endsWith(`\n\n${FOOTER}`)).toBe(true);

    const lain = await t.api('POST', '/api/admin/settings/email/uji', { token, json: { ke: 'Bendahara@Uji.id' } });
    expect(lain.status).toBe(200);
    expect(smtp.masuk[1].to).toEqual(['bendahara@uji.id']);
    const bad = await t.api('POST', '/api/admin/settings/email/uji', { token, json: { ke: 'bukan email' } });
    expect([bad.status, bad.body.message]).toEqual([400, 'Format email tidak valid']);
  });

  it("reports the server's refusal in Indonesian framing (wrong password, refused mailbox, nothing listening)", async () => {
    const token = await adminMasuk();
    await simpan(token, pengaturan({ password: 'salah' }));
    const auth = await t.api('POST', '/api/admin/settings/email/uji', { token, json: {} });
    expect(auth.status).toBe(502);
    expect(auth.body.message).toMatch(/^Gagal mengirim email uji: username atau password SMTP ditolak server\. Jawaban server: .*535/);

    await simpan(token, pengaturan());
    const rcpt = await t.api('POST', '/api/admin/settings/email/uji', { token, json: { ke: 'tolak@uji.id' } });
    expect(rcpt.status).toBe(502);
    expect(rcpt.body.message).toMatch(/^Gagal mengirim email uji: alamat pengirim atau tujuan ditolak server\. Jawaban server: .*550/);

    await simpan(token, pengaturan({ port: 1 }));
    const mati = await t.api('POST', '/api/admin/settings/email/uji', { token, json: {} });
    expect(mati.status).toBe(502);
    expect(mati.body.message).toMatch(/^Gagal mengirim email uji: server SMTP tidak dapat dihubungi\. .*ECONNREFUSED/);
    const logs = await t.db.select().from(activityLog).where(eq(activityLog.action, 'KIRIM_EMAIL_UJI'));
    expect(logs).toHaveLength(3);
  });

  it("without a saved host, mail goes the server's own way (here the recording mailer), framed all the same", async () => {
    const token = await adminMasuk();
    await simpan(token, pengaturan({ host: '' }));
    smtp.masuk.length = 0;
    const res = await t.api('POST', '/api/admin/settings/email/uji', { token, json: {} });
    expect(res.status).toBe(200);
    expect(res.body.data.lewat).toBe('perekam email (pengujian)');
    expect(smtp.masuk).toHaveLength(0);
    expect(t.mailer.sent).toHaveLength(1);
    expect(t.mailer.sent[0].text.startsWith(`${HEADER}\n\n`)).toBe(true);
  });
});

describe('every mail uses the saved settings at once (no restart)', () => {
  it('the reset-code mail goes through the saved SMTP with header and footer', async () => {
    const token = await adminMasuk();
    await simpan(token, pengaturan());
    smtp.masuk.length = 0;
    const res = await t.api('POST', '/api/auth/reset-password/code', { json: { email: 'admin@uji.id' } });
    expect(res.status).toBe(200);
    await tungguSurat(1);
    const [surat] = smtp.masuk;
    expect(surat.to).toEqual(['admin@uji.id']);
    expect(surat.subject).toBe('Kode verifikasi reset password Arena TKD');
    expect(surat.text).toMatch(new RegExp(`^${HEADER}\\n\\nKode verifikasi Anda: \\d{6}`));
    expect(surat.text.endsWith(FOOTER)).toBe(true);
    expect(t.mailer.sent).toHaveLength(0);
  });
});

async function tungguSurat(n: number) {
  await tungguNotifikasi();
  const akhir = Date.now() + 5000;
  while (smtp.masuk.length < n && Date.now() < akhir) await new Promise((r) => setTimeout(r, 20));
  expect(smtp.masuk).toHaveLength(n);
}
