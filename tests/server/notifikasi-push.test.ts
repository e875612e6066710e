import { createPublicKey, verify } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pesertaKompetisi, pushLangganan, setting } from '../../src/server/db/schema';
import { tungguNotifikasi } from '../../src/server/notifikasi/kirim';
import { POOMSAE_CADET_INDIVIDU, cadet, dunia, kelasId, type Dunia } from './helpers/peserta';
import { useTestServer } from './helpers/server';
import { browserPalsu, pushLokal, type PushMasuk } from './notifikasi-alat';

// The stand-in push service speaks plain http on 127.0.0.1: allowed by name through PUSH_ENDPOINT_ALLOW, as an
// operator would list a self-hosted push service (real subscriptions are https on the browsers' push services).
const t = useTestServer();
let push: Awaited<ReturnType<typeof pushLokal>>;
beforeAll(async () => {
  push = await pushLokal();
  process.env.PUSH_ENDPOINT_ALLOW = push.url;
});
afterAll(async () => push?.tutup());
beforeEach(() => {
  push.masuk.length = 0;
  push.state.status = 201;
  process.env.PUSH_ENDPOINT_ALLOW = push.url;
});

const kunciPublik = async (token: string) => (await t.api('GET', '/api/push/kunci-publik', { token })).body.data.kunci_publik as string;
const langganan = (token: string, json: unknown) => t.api('POST', '/api/push/langganan', { token, json });

async function entri(w: Dunia) {
  const a = await cadet(t.db, w.pelatih.id_dojang, { nama_atlet: 'Galih Pratama' });
  const [p] = await t.db
    .insert(pesertaKompetisi)
    .values({ id_atlet: a.id_atlet, id_kelas_kejuaraan: await kelasId(t.db, w.a.id_kompetisi, POOMSAE_CADET_INDIVIDU) })
    .returning();
  return p;
}
const status = (w: Dunia, pid: number, s: string) =>
  t.api('PUT', `/api/kompetisi/${w.a.id_kompetisi}/participants/${pid}/status`, {
    token: w.token.admin,
    json: { status: s, ...(s === 'REJECTED' ? { alasan_ditolak: 'Dokumen tidak lengkap' } : {}) },
  });

/** The VAPID JWT of an Authorization header, checked against the server's public key (ES256). */
function cekVapid(m: PushMasuk, publik: string) {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(String(m.headers.authorization));
  expect(match).not.toBeNull();
  const [, jwt, k] = match!;
  expect(k).toBe(publik);
  const [h, p, sig] = jwt.split('.');
  const raw = Buffer.from(publik, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  expect(verify('sha256', Buffer.from(`${h}.${p}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(sig, 'base64url'))).toBe(true);
  return JSON.parse(Buffer.from(p, 'base64url').toString()) as { aud: string; sub: string; exp: number };
}

describe('push keys and subscriptions (/api/push)', () => {
  it('one VAPID key pair, made once and kept (private key encrypted); roles: none 401, ADMIN_KOMPETISI 403', async () => {
    const w = await dunia(t);
    const k1 = await kunciPublik(w.token.pelatih);
    expect(Buffer.from(k1, 'base64url')).toHaveLength(65);
    expect(await kunciPublik(w.token.admin)).toBe(k1);
    const [row] = await t.db.select().from(setting).where(eq(setting.key, 'vapid'));
    expect(Object.keys(row.value as object).sort()).toEqual(['privateKey_enc', 'publicKey']);
    expect((row.value as { privateKey_enc: string }).privateKey_enc).toMatch(/^v1:/);

    const b = browserPalsu(`${push.url}/kirim/1`);
    for (const [method, path, json] of [
      ['GET', '/api/push/kunci-publik'],
      ['POST', '/api/push/langganan', b.langganan],
      ['DELETE', '/api/push/langganan', { endpoint: b.langganan.endpoint }],
    ] as const) {
      expect((await t.api(method, path, { json })).status).toBe(401);
      const res = await t.api(method, path, { token: w.token.panitiaA, json });
      expect([res.status, res.body.message]).toEqual([403, 'Anda tidak memiliki akses']);
    }
    expect(await t.db.select().from(pushLangganan)).toHaveLength(0);
  });

  it("subscribe, subscribe again (upsert, moves to the account now logged in), unsubscribe only one's own", async () => {
    const w = await dunia(t);
    const b = browserPalsu(`${push.url}/kirim/2`);
    const res = await langganan(w.token.pelatih, b.langganan);
    expect([res.status, res.body.message]).toEqual([200, 'Notifikasi diaktifkan di perangkat ini']);
    expect((await langganan(w.token.pelatih, b.langganan)).status).toBe(200);
    let rows = await t.db.select().from(pushLangganan);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ endpoint: b.langganan.endpoint, p256dh: b.langganan.keys.p256dh, auth: b.langganan.keys.auth });

    const cek = (token: string) => t.api('GET', `/api/push/langganan?endpoint=${encodeURIComponent(b.langganan.endpoint)}`, { token });
    expect((await cek(w.token.pelatih)).body.data).toEqual({ endpoint: b.langganan.endpoint, aktif: true });
    expect((await cek(w.token.lain)).body.data.aktif).toBe(false);
    expect((await t.api('GET', '/api/push/langganan', { token: w.token.pelatih })).status).toBe(400);

    const hapusLain = await t.api('DELETE', '/api/push/langganan', { token: w.token.lain, json: { endpoint: b.langganan.endpoint } });
    expect(hapusLain.body.data.dihapus).toBe(false);
    expect(await t.db.select().from(pushLangganan)).toHaveLength(1);

    await langganan(w.token.lain, b.langganan);
    rows = await t.db.select().from(pushLangganan);
    expect(rows).toHaveLength(1);
    expect(rows[0].id_akun).toBe(w.lain.akun.id_akun);
    const hapus = await t.api('DELETE', '/api/push/langganan', { token: w.token.lain, json: { endpoint: b.langganan.endpoint } });
    expect([hapus.status, hapus.body.message, hapus.body.data.dihapus]).toEqual([200, 'Notifikasi dimatikan di perangkat ini', true]);
    expect(await t.db.select().from(pushLangganan)).toHaveLength(0);
  });

  it('refuses what is not a browser subscription; the local push service only while PUSH_ENDPOINT_ALLOW names it', async () => {
    const w = await dunia(t);
    const b = browserPalsu(`${push.url}/kirim/3`);
    for (const [json, message] of [
      [{ ...b.langganan, endpoint: 'bukan url' }, 'Alamat langganan push tidak valid'],
      [{ ...b.langganan, endpoint: 'ftp://push.uji.id/x' }, 'Alamat langganan push tidak valid'],
      [{ endpoint: b.langganan.endpoint }, 'Kunci langganan push tidak valid'],
      [{ ...b.langganan, keys: { p256dh: 'pendek', auth: b.langganan.keys.auth } }, 'Kunci langganan push tidak valid'],
      [{ ...b.langganan, keys: { p256dh: b.langganan.keys.p256dh, auth: '!!!!!!!!!!!!!!!!!!!!!!' } }, 'Kunci langganan push tidak valid'],
    ] as const) {
      const res = await langganan(w.token.pelatih, json);
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
    delete process.env.PUSH_ENDPOINT_ALLOW;
    const http = await langganan(w.token.pelatih, b.langganan);
    expect([http.status, http.body.message]).toEqual([
      400,
      'Alamat langganan push harus dari layanan push browser (https, mis. fcm.googleapis.com)',
    ]);
    const https = await langganan(w.token.pelatih, { ...b.langganan, endpoint: 'https://fcm.googleapis.com/fcm/send/abc' });
    expect(https.status).toBe(200);
  });
});

describe('Web Push on events', () => {
  it('entry approved: an aes128gcm payload with a VAPID header reaches each subscription of the coach, and decrypts', async () => {
    const w = await dunia(t);
    const publik = await kunciPublik(w.token.pelatih);
    const hp = browserPalsu(`${push.url}/kirim/hp`);
    const tablet = browserPalsu(`${push.url}/kirim/tablet`);
    const orangLain = browserPalsu(`${push.url}/kirim/lain`);
    await langganan(w.token.pelatih, hp.langganan);
    await langganan(w.token.pelatih, tablet.langganan);
    await langganan(w.token.lain, orangLain.langganan);
    const p = await entri(w);
    expect((await status(w, p.id_peserta_kompetisi, 'APPROVED')).status).toBe(200);
    await tungguNotifikasi();

    expect(push.masuk.map((m) => m.path).sort()).toEqual(['/kirim/hp', '/kirim/tablet']);
    for (const m of push.masuk) {
      expect(m.headers['content-encoding']).toBe('aes128gcm');
      expect(m.headers['content-type']).toBe('application/octet-stream');
      expect(Number(m.headers.ttl)).toBeGreaterThan(0);
      const claims = cekVapid(m, publik);
      expect(claims.aud).toBe(push.url);
      expect(claims.sub).toMatch(/^mailto:/);
      expect(claims.exp * 1000).toBeGreaterThan(Date.now());
      const browser = m.path.endsWith('hp') ? hp : tablet;
      expect(JSON.parse(browser.buka(m.body))).toEqual({
        judul: 'Pendaftaran peserta disetujui',
        isi: 'Galih Pratama (Poomsae prestasi Cadet Putra Individu) disetujui panitia Kejuaraan A.',
        url: `/dashboard/dataKompetisi/${w.a.id_kompetisi}`,
        tag: `peserta-${w.a.id_kompetisi}`,
      });
      expect(() => orangLain.buka(m.body)).toThrow();
    }
    // With no SMTP saved, the mail went the server's own way (the recording mailer here).
    expect(t.mailer.sent.map((m) => m.to)).toEqual(['pelatih@uji.id']);
  });

  it('a 410 or 404 from the push service deletes that subscription; a 500 keeps it', async () => {
    const w = await dunia(t);
    const b = browserPalsu(`${push.url}/kirim/hilang`);
    await langganan(w.token.pelatih, b.langganan);
    const p = await entri(w);
    push.state.status = 500;
    await status(w, p.id_peserta_kompetisi, 'APPROVED');
    await tungguNotifikasi();
    expect(push.masuk).toHaveLength(1);
    expect(await t.db.select().from(pushLangganan)).toHaveLength(1);

    push.state.status = 410;
    await status(w, p.id_peserta_kompetisi, 'REJECTED');
    await tungguNotifikasi();
    expect(push.masuk).toHaveLength(2);
    expect(await t.db.select().from(pushLangganan)).toHaveLength(0);

    await langganan(w.token.pelatih, b.langganan);
    push.state.status = 404;
    await status(w, p.id_peserta_kompetisi, 'APPROVED');
    await tungguNotifikasi();
    expect(await t.db.select().from(pushLangganan)).toHaveLength(0);
  });

  it("push off (or the event off) → nothing reaches the push service; a new dojang reaches the ADMIN's device", async () => {
    const w = await dunia(t);
    const coach = browserPalsu(`${push.url}/kirim/pelatih`);
    const admin = browserPalsu(`${push.url}/kirim/admin`);
    await langganan(w.token.pelatih, coach.langganan);
    await langganan(w.token.admin, admin.langganan);
    await t.api('PUT', '/api/admin/settings/notifikasi', { token: w.token.admin, json: { push: false } });
    const p = await entri(w);
    await status(w, p.id_peserta_kompetisi, 'APPROVED');
    await t.api('POST', '/api/dojang', { json: { nama_dojang: 'Dojang Sunyi' } });
    await tungguNotifikasi();
    expect(push.masuk).toHaveLength(0);
    expect(t.mailer.sent).toHaveLength(2); // email is still on

    await t.api('PUT', '/api/admin/settings/notifikasi', {
      token: w.token.admin,
      json: { push: true, peristiwa: { peserta_ditolak: false } },
    });
    await status(w, p.id_peserta_kompetisi, 'REJECTED');
    await tungguNotifikasi();
    expect(push.masuk).toHaveLength(0);

    await t.api('POST', '/api/dojang', { json: { nama_dojang: 'Dojang Rajawali', kota: 'Kota Palembang' } });
    await tungguNotifikasi();
    expect(push.masuk.map((m) => m.path)).toEqual(['/kirim/admin']);
    expect(JSON.parse(admin.buka(push.masuk[0].body))).toMatchObject({
      judul: 'Dojang baru mendaftar',
      isi: 'Dojang Rajawali (Kota Palembang) baru saja mendaftar.',
      url: '/admin/validasi-dojang',
    });
  });
});
