import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setting } from '../../src/server/db/schema';
import { opsiTls } from '../../src/server/mail/mailer';
import { login, makeAdmin } from './helpers/fixtures';
import { useTestServer } from './helpers/server';
import { smtpLokal } from './notifikasi-alat';

const t = useTestServer();
let lokal: Awaited<ReturnType<typeof smtpLokal>>;
/** A mail server elsewhere (not a relay on this machine), without STARTTLS: 127.0.0.2 stands in for it. */
let jauh: Awaited<ReturnType<typeof smtpLokal>>;
beforeAll(async () => {
  lokal = await smtpLokal();
  jauh = await smtpLokal('arena', 'rahasia-smtp', '127.0.0.2');
});
afterAll(async () => {
  await lokal?.tutup();
  await jauh?.tutup();
});
beforeEach(() => {
  for (const s of [lokal, jauh]) {
    s.masuk.length = 0;
    s.state.auth = 0;
  }
});

const HOST_BARU = 'Host SMTP berubah: masukkan lagi password SMTP untuk host baru (password tersimpan tidak dikirim ke host lain)';
const simpan = (token: string, json: Record<string, unknown>) => t.api('PUT', '/api/admin/settings/email', { token, json });
const uji = (token: string) => t.api('POST', '/api/admin/settings/email/uji', { token, json: {} });
async function adminMasuk() {
  await makeAdmin(t.db, 'admin@uji.id');
  return login(t, 'admin@uji.id');
}
const tersimpan = async () =>
  ((await t.db.select().from(setting).where(eq(setting.key, 'smtp')))[0]?.value ?? {}) as Record<string, unknown>;

describe('the stored SMTP password stays with its host', () => {
  it('another host without a new password → 400 under password, nothing saved; with the password typed again → saved', async () => {
    const token = await adminMasuk();
    const awal = { host: '127.0.0.1', port: lokal.port, username: 'arena', password: 'rahasia-smtp' };
    expect((await simpan(token, awal)).status).toBe(200);
    const sebelum = await tersimpan();

    const pindah = await simpan(token, { ...awal, host: 'smtp.penyerang.example', password: undefined });
    expect([pindah.status, pindah.body.message, pindah.body.errors?.password]).toEqual([400, HOST_BARU, HOST_BARU]);
    expect(await tersimpan()).toEqual(sebelum);
    // Same host in other letters, other port: the same server, the password stays.
    expect((await simpan(token, { ...awal, host: '127.0.0.1', port: lokal.port, password: '' })).body.data.password_tersimpan).toBe(true);

    const baru = await simpan(token, { ...awal, host: 'localhost', password: 'rahasia-smtp' });
    expect([baru.status, baru.body.data.password_tersimpan]).toEqual([200, true]);
    expect((await uji(token)).status).toBe(200);
    // Host emptied (mail back to the server's own way): the password goes with it.
    const mati = await simpan(token, { ...awal, host: '', password: undefined });
    expect([mati.status, mati.body.data.password_tersimpan]).toEqual([200, false]);
    // Removing the password while moving is fine too.
    await simpan(token, awal);
    const hapus = await simpan(token, { ...awal, host: 'smtp.lain.example', password: undefined, hapus_password: true });
    expect([hapus.status, hapus.body.data.password_tersimpan]).toEqual([200, false]);
  });
});

describe('SMTP security of the connection', () => {
  it('a password is never sent in clear: a server that offers no STARTTLS gets no AUTH (ETLS), a relay on this machine may', async () => {
    const token = await adminMasuk();
    expect((await simpan(token, { host: '127.0.0.2', port: jauh.port, username: 'arena', password: 'rahasia-smtp' })).status).toBe(200);
    const res = await uji(token);
    expect(res.status).toBe(502);
    expect(res.body.message).toMatch(/^Gagal mengirim email uji: koneksi aman \(TLS\) ke server SMTP gagal\./);
    expect(jauh.state.auth).toBe(0);
    expect(jauh.masuk).toHaveLength(0);

    // The local relay (127.0.0.1, localhost, ::1): the password does not leave the machine.
    expect((await simpan(token, { host: '127.0.0.1', port: lokal.port, username: 'arena', password: 'rahasia-smtp' })).status).toBe(200);
    expect((await uji(token)).status).toBe(200);
    expect(lokal.state.auth).toBe(1);
  });

  it('STARTTLS whenever offered (never ignoreTLS), required with a password, TLS from the start on 465', () => {
    expect(opsiTls('smtp.gmail.com', 587, true)).toEqual({ host: 'smtp.gmail.com', port: 587, secure: false, requireTLS: true });
    expect(opsiTls('smtp.gmail.com', 587, false)).toMatchObject({ secure: false, requireTLS: false });
    expect(opsiTls('smtp.gmail.com', 465, true)).toMatchObject({ secure: true, requireTLS: false });
    expect(opsiTls('LOCALHOST', 25, true)).toMatchObject({ requireTLS: false });
    expect(Object.keys(opsiTls('smtp.gmail.com', 587, true))).not.toContain('ignoreTLS');
  });
});
