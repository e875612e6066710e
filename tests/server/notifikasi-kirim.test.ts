import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { akun, pesertaKompetisi } from '../../src/server/db/schema';
import { tungguNotifikasi } from '../../src/server/notifikasi/kirim';
import { PNG, fileOf, form, login, makeAdmin } from './helpers/fixtures';
import { POOMSAE_CADET_INDIVIDU, cadet, dunia, kelasId, type Dunia } from './helpers/peserta';
import { useTestServer } from './helpers/server';
import { smtpLokal } from './notifikasi-alat';

// Links in mail start with the configured address of the app.
process.env.APP_URL = 'https://arena.uji.id';

const t = useTestServer();
let smtp: Awaited<ReturnType<typeof smtpLokal>>;
beforeAll(async () => {
  smtp = await smtpLokal();
});
afterAll(async () => smtp?.tutup());
beforeEach(() => {
  smtp.masuk.length = 0;
  smtp.state.jedaMs = 0;
});

const HEADER = 'KEJUARAAN TAEKWONDO SRIWIJAYA 2025';
const FOOTER = 'Salam olahraga, Panitia';

/** The cast, with the Email tab pointing at the local SMTP server. */
async function siap() {
  const w = await dunia(t);
  const res = await t.api('PUT', '/api/admin/settings/email', {
    token: w.token.admin,
    json: {
      host: '127.0.0.1',
      port: smtp.port,
      username: 'arena',
      password: 'rahasia-smtp',
      pengirim: 'panitia@arenatkd.id',
      header: HEADER,
      footer: FOOTER,
    },
  });
  expect(res.status).toBe(200);
  return w;
}

async function entri(w: Dunia) {
  const a = await cadet(t.db, w.pelatih.id_dojang, { nama_atlet: 'Galih Pratama' });
  const [p] = await t.db
    .insert(pesertaKompetisi)
    .values({ id_atlet: a.id_atlet, id_kelas_kejuaraan: await kelasId(t.db, w.a.id_kompetisi, POOMSAE_CADET_INDIVIDU) })
    .returning();
  return p;
}
const status = (w: Dunia, token: string, pid: number, s: string, headers?: Record<string, string>) =>
  t.api('PUT', `/api/kompetisi/${w.a.id_kompetisi}/participants/${pid}/status`, {
    token,
    json: { status: s, ...(s === 'REJECTED' ? { alasan_ditolak: 'Berat badan tidak sesuai' } : {}) },
    headers,
  });
const toggles = (token: string, json: unknown) => t.api('PUT', '/api/admin/settings/notifikasi', { token, json });

async function selesai() {
  await tungguNotifikasi();
  return smtp.masuk;
}

describe('mail on entry status changes (to the coach)', () => {
  it('approved and rejected: the coach gets an Indonesian mail with the header and footer; the same status again sends nothing', async () => {
    const w = await siap();
    const p = await entri(w);
    expect((await status(w, w.token.panitiaA, p.id_peserta_kompetisi, 'APPROVED')).status).toBe(200);
    const [setuju] = await selesai();
    expect(setuju.to).toEqual(['pelatih@uji.id']);
    expect(setuju.subject).toBe('Pendaftaran disetujui: Galih Pratama - Kejuaraan A');
    expect(setuju.text.startsWith(`${HEADER}\n\nHalo Pelatih pelatih@uji.id,\n\nPendaftaran Galih Pratama di kelas Poomsae prestasi`)).toBe(
      true,
    );
    expect(setuju.text).toContain('pada Kejuaraan A telah DISETUJUI panitia.');
    expect(setuju.text).toContain(`https://arena.uji.id/dashboard/dataKompetisi/${w.a.id_kompetisi}`);
    expect(setuju.text.endsWith(FOOTER)).toBe(true);

    await status(w, w.token.panitiaA, p.id_peserta_kompetisi, 'APPROVED');
    expect(await selesai()).toHaveLength(1);

    await status(w, w.token.admin, p.id_peserta_kompetisi, 'REJECTED');
    const tolak = (await selesai())[1];
    expect(tolak.to).toEqual(['pelatih@uji.id']);
    expect(tolak.subject).toBe('Pendaftaran ditolak: Galih Pratama - Kejuaraan A');
    expect(tolak.text).toContain('telah DITOLAK panitia.');
    expect(tolak.text).toContain('Alasan penolakan: Berat badan tidak sesuai');

    await status(w, w.token.admin, p.id_peserta_kompetisi, 'PENDING');
    expect(await selesai()).toHaveLength(2);
  });

  it('a replayed request (same Idempotency-Key) sends no second mail; an inactive coach gets none', async () => {
    const w = await siap();
    const p = await entri(w);
    const headers = { 'Idempotency-Key': 'setujui-1' };
    await status(w, w.token.admin, p.id_peserta_kompetisi, 'APPROVED', headers);
    const replay = await status(w, w.token.admin, p.id_peserta_kompetisi, 'APPROVED', headers);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await selesai()).toHaveLength(1);

    await t.db.update(akun).set({ status: 'INACTIVE' }).where(eq(akun.email, 'pelatih@uji.id'));
    await status(w, w.token.admin, p.id_peserta_kompetisi, 'REJECTED');
    expect(await selesai()).toHaveLength(1);
  });

  it('a slow or dead mail server neither slows nor fails the request', async () => {
    const w = await siap();
    const p = await entri(w);
    smtp.state.jedaMs = 1500;
    const mulai = Date.now();
    expect((await status(w, w.token.admin, p.id_peserta_kompetisi, 'APPROVED')).status).toBe(200);
    expect(Date.now() - mulai).toBeLessThan(1000);
    expect(smtp.masuk).toHaveLength(0);
    expect(await selesai()).toHaveLength(1);

    await t.api('PUT', '/api/admin/settings/email', { token: w.token.admin, json: { host: '127.0.0.1', port: 1 } });
    expect((await status(w, w.token.admin, p.id_peserta_kompetisi, 'REJECTED')).status).toBe(200);
    expect(await selesai()).toHaveLength(1);
    const [row] = await t.db.select().from(pesertaKompetisi).where(eq(pesertaKompetisi.id_peserta_kompetisi, p.id_peserta_kompetisi));
    expect(row.status).toBe('REJECTED');
  });
});

describe('mail on payment-proof review (to the coach)', () => {
  async function bukti(w: Dunia) {
    const res = await t.api('POST', '/api/bukti-transfer', {
      token: w.token.pelatih,
      form: form({ id_kompetisi: String(w.a.id_kompetisi) }, { bukti_transfer: fileOf(PNG, 'bukti.png') }),
    });
    expect(res.status).toBe(201);
    return res.body.data.id_bukti_transfer as number;
  }
  const verifikasi = (w: Dunia, id: number, json: unknown) =>
    t.api('PATCH', `/api/bukti-transfer/${id}/verifikasi`, { token: w.token.admin, json });

  it('refused with the note, then accepted', async () => {
    const w = await siap();
    const id = await bukti(w);
    expect((await verifikasi(w, id, { status: 'DITOLAK', catatan: 'Nominal kurang Rp 500.000' })).status).toBe(200);
    const [tolak] = await selesai();
    expect(tolak.to).toEqual(['pelatih@uji.id']);
    expect(tolak.subject).toBe('Bukti transfer ditolak - Kejuaraan A');
    expect(tolak.text).toContain('Bukti transfer dojang Dojang pelatih@uji.id untuk Kejuaraan A telah DITOLAK admin.');
    expect(tolak.text).toContain('Catatan admin: Nominal kurang Rp 500.000');
    expect(tolak.text.startsWith(`${HEADER}\n\n`)).toBe(true);
    expect(tolak.text.endsWith(FOOTER)).toBe(true);

    // Only the note changes: no new mail.
    await verifikasi(w, id, { status: 'DITOLAK', catatan: 'Nominal kurang' });
    expect(await selesai()).toHaveLength(1);

    await verifikasi(w, id, { status: 'DITERIMA' });
    const terima = (await selesai())[1];
    expect(terima.subject).toBe('Bukti transfer diterima - Kejuaraan A');
    expect(terima.text).toContain('telah DITERIMA admin.');
  });
});

describe('mail on a new dojang (to every active ADMIN)', () => {
  it('each ACTIVE ADMIN gets one; an inactive ADMIN and coaches do not', async () => {
    await siap();
    await makeAdmin(t.db, 'admin2@uji.id');
    const mati = await makeAdmin(t.db, 'admin-mati@uji.id');
    await t.db.update(akun).set({ status: 'INACTIVE' }).where(eq(akun.id_akun, mati.id_akun));
    const res = await t.api('POST', '/api/dojang', {
      form: form({
        nama_dojang: 'Dojang Elang',
        email: 'elang@uji.id',
        no_telp: '0711-123456',
        provinsi: 'Sumatera Selatan',
        kota: 'Kota Palembang',
      }),
    });
    expect(res.status).toBe(201);
    const masuk = await selesai();
    expect(masuk.map((m) => m.to[0]).sort()).toEqual(['admin2@uji.id', 'admin@uji.id']);
    for (const m of masuk) {
      expect(m.subject).toBe('Dojang baru terdaftar: Dojang Elang');
      expect(m.text).toContain('Dojang Elang (Kota Palembang, Sumatera Selatan) baru saja mendaftar di Arena TKD.');
      expect(m.text).toContain('Telepon: 0711-123456');
      expect(m.text).toContain('https://arena.uji.id/admin/validasi-dojang');
      expect(m.text.endsWith(FOOTER)).toBe(true);
    }
  });
});

describe('Notifikasi settings (/api/admin/settings/notifikasi)', () => {
  it('all on by default; saved, read back and in force at once: email off → nothing sent; one event off → only that one is silent', async () => {
    const w = await siap();
    const awal = await t.api('GET', '/api/admin/settings/notifikasi', { token: w.token.admin });
    expect(awal.body.data).toEqual({
      email: true,
      push: true,
      diperbarui_pada: null,
      peristiwa: { peserta_disetujui: true, peserta_ditolak: true, bukti_diterima: true, bukti_ditolak: true, dojang_baru: true },
    });
    const off = await toggles(w.token.admin, { email: false, push: true, peristiwa: {} });
    expect([off.status, off.body.message]).toEqual([200, 'Pengaturan notifikasi berhasil disimpan']);
    expect((await t.api('GET', '/api/admin/settings/notifikasi', { token: w.token.admin })).body.data).toMatchObject({
      email: false,
      push: true,
    });
    const p = await entri(w);
    await status(w, w.token.admin, p.id_peserta_kompetisi, 'APPROVED');
    await t.api('POST', '/api/dojang', { json: { nama_dojang: 'Dojang Sunyi' } });
    expect(await selesai()).toHaveLength(0);

    await toggles(w.token.admin, { email: true, push: true, peristiwa: { peserta_ditolak: false } });
    await status(w, w.token.admin, p.id_peserta_kompetisi, 'REJECTED');
    expect(await selesai()).toHaveLength(0);
    await status(w, w.token.admin, p.id_peserta_kompetisi, 'APPROVED');
    expect((await selesai()).map((m) => m.subject)).toEqual(['Pendaftaran disetujui: Galih Pratama - Kejuaraan A']);

    const bad = await toggles(w.token.admin, { email: 'ya' });
    expect([bad.status, bad.body.message]).toEqual([400, 'Nilai pengaturan harus ya atau tidak']);
  });

  it('a second ADMIN logged in reads the same values', async () => {
    const w = await siap();
    await toggles(w.token.admin, { push: false, peristiwa: { dojang_baru: false } });
    await makeAdmin(t.db, 'admin2@uji.id');
    const res = await t.api('GET', '/api/admin/settings/notifikasi', { token: await login(t, 'admin2@uji.id') });
    expect(res.body.data).toMatchObject({ email: true, push: false, peristiwa: { dojang_baru: false, peserta_disetujui: true } });
  });
});
