import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pesertaKompetisi, pushLangganan } from '../../src/server/db/schema';
import { tungguNotifikasi } from '../../src/server/notifikasi/kirim';
import { alamatTerlarang } from '../../src/server/notifikasi/push-endpoint';
import { POOMSAE_CADET_INDIVIDU, cadet, dunia, kelasId, type Dunia } from './helpers/peserta';
import { useTestServer } from './helpers/server';
import { browserPalsu, pushLokal } from './notifikasi-alat';

// A push endpoint is a URL the server will connect to: only the browsers' push services may be one.
const t = useTestServer();
let push: Awaited<ReturnType<typeof pushLokal>>;
beforeAll(async () => {
  push = await pushLokal();
});
afterAll(async () => push?.tutup());
beforeEach(() => {
  push.masuk.length = 0;
  delete process.env.PUSH_ENDPOINT_ALLOW;
});

const ASING = 'Alamat langganan push harus dari layanan push browser (https, mis. fcm.googleapis.com)';
const langganan = (token: string, json: unknown) => t.api('POST', '/api/push/langganan', { token, json });

async function setujui(w: Dunia) {
  const a = await cadet(t.db, w.pelatih.id_dojang, { nama_atlet: 'Galih Pratama' });
  const [p] = await t.db
    .insert(pesertaKompetisi)
    .values({ id_atlet: a.id_atlet, id_kelas_kejuaraan: await kelasId(t.db, w.a.id_kompetisi, POOMSAE_CADET_INDIVIDU) })
    .returning();
  const res = await t.api('PUT', `/api/kompetisi/${w.a.id_kompetisi}/participants/${p.id_peserta_kompetisi}/status`, {
    token: w.token.admin,
    json: { status: 'APPROVED' },
  });
  expect(res.status).toBe(200);
  await tungguNotifikasi();
}

describe('push endpoints (SSRF)', () => {
  it('refuses loopback, private, metadata, other ports, plain http and unknown hosts with a clear 400', async () => {
    const w = await dunia(t);
    const port = new URL(push.url).port;
    const { keys } = browserPalsu('x').langganan;
    for (const endpoint of [
      `https://127.0.0.1:${port}/kirim`,
      `http://127.0.0.1:${port}/kirim`,
      'https://localhost/kirim',
      'https://[::1]/kirim',
      'https://169.254.169.254/latest/meta-data/',
      'https://10.0.0.8/x',
      'https://192.168.1.1/x',
      'https://metadata.google.internal/x',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://evil.example/fcm/send/abc',
      'https://fcm.googleapis.com.evil.example/x',
      'https://evil-push.services.mozilla.com.example/x',
      'https://user:pw@fcm.googleapis.com/x',
    ]) {
      const res = await langganan(w.token.pelatih, { endpoint, keys });
      expect([res.status, res.body.message], endpoint).toEqual([400, ASING]);
      expect(res.body.errors?.endpoint).toBe(ASING);
    }
    expect(await t.db.select().from(pushLangganan)).toHaveLength(0);
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
      'https://web.push.apple.com/QGuQyavXutnMH',
    ])
      expect((await langganan(w.token.pelatih, { endpoint, keys })).status, endpoint).toBe(200);
  });

  it('a stored endpoint that points inward (saved before the rule) is never posted to, and is dropped', async () => {
    const w = await dunia(t);
    const b = browserPalsu(`${push.url}/kirim/lama`);
    const viaNama = browserPalsu(`${push.url.replace('127.0.0.1', 'localhost')}/kirim/nama`);
    for (const x of [b, viaNama]) {
      await t.db.insert(pushLangganan).values({ id_akun: w.pelatih.akun.id_akun, endpoint: x.langganan.endpoint, ...x.langganan.keys });
    }
    await setujui(w);
    expect(push.masuk).toHaveLength(0);
    expect(await t.db.select().from(pushLangganan)).toHaveLength(0);
  });

  it('an endpoint of another account does not move to the caller (409) unless the same browser keys come with it', async () => {
    const w = await dunia(t);
    const milikPelatih = browserPalsu('https://fcm.googleapis.com/fcm/send/perangkat-pelatih');
    expect((await langganan(w.token.pelatih, milikPelatih.langganan)).status).toBe(200);
    const penyerang = browserPalsu(milikPelatih.langganan.endpoint);
    const res = await langganan(w.token.lain, penyerang.langganan);
    expect([res.status, res.body.message]).toEqual([409, 'Alamat langganan push ini sudah terdaftar untuk akun lain']);
    const [row] = await t.db.select().from(pushLangganan);
    expect(row).toMatchObject({
      id_akun: w.pelatih.akun.id_akun,
      p256dh: milikPelatih.langganan.keys.p256dh,
      auth: milikPelatih.langganan.keys.auth,
    });
    // The same browser (same keys) after another person logs in on it: the subscription goes with the login.
    expect((await langganan(w.token.lain, milikPelatih.langganan)).status).toBe(200);
    expect((await t.db.select().from(pushLangganan))[0]!.id_akun).toBe(w.lain.akun.id_akun);
  });

  it('names the addresses a push service may never be at', () => {
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fe80::1',
      'fd00:ec2::254',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '64:ff9b::a9fe:a9fe',
      '224.0.0.1',
    ])
      expect(alamatTerlarang(a), a).toBe(true);
    for (const a of ['142.250.4.95', '2607:f8b0:4004:c1b::5f', '17.253.144.10']) expect(alamatTerlarang(a), a).toBe(false);
  });
});
