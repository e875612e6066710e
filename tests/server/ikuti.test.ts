import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/rows';
import { tungguKabarIkuti } from '../../src/server/ikuti/mesin';
import { sql } from 'drizzle-orm';
import { useTestServer } from './helpers/server';
import { kodeOf } from './penimbangan-fixtures';
import { hariSiap } from './jadwal-fixtures';
import { browserPalsu, pushLokal, tunggu } from './notifikasi-alat';
import { kabarMasuk, panggil, partaiNomor, tokenPerangkat } from './ikuti-alat';

const t = useTestServer();
let push: Awaited<ReturnType<typeof pushLokal>>;
beforeAll(async () => {
  push = await pushLokal();
});
afterAll(async () => push?.tutup());
beforeEach(() => {
  push.masuk.length = 0;
  process.env.PUSH_ENDPOINT_ALLOW = push.url;
});

const ikuti = (json: unknown) => t.api('PUT', '/api/public/ikuti', { json });

describe("'Ikuti atlet' without an account (/api/public/ikuti)", () => {
  it('a follow keeps the subscription, the hash of the device secret and public entry ids only; refusals; one tap stops it', async () => {
    const s = await hariSiap(t);
    const b = browserPalsu(`${push.url}/tamu`);
    const token = tokenPerangkat();
    const id = s.ky.entri[0].id;
    const res = await ikuti({ token, langganan: b.langganan, id_kompetisi: s.A, id_peserta: [id] });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data).toMatchObject({ id_kompetisi: s.A, id_peserta: [id], partai_lagi: 3 });
    // Until the end of the competition's last day at the venue.
    expect(res.body.data.berlaku_sampai).toBe(new Date(`${s.w.a.tanggal_selesai}T17:00:00.000Z`).toISOString());

    const kolom = await queryRows<{ table_name: string; column_name: string }>(
      t.db,
      sql`select table_name, column_name from information_schema.columns where table_name in ('ikuti_perangkat', 'ikuti_atlet')
        order by table_name, ordinal_position`,
    );
    expect(kolom.map((k) => `${k.table_name}.${k.column_name}`)).toEqual([
      'ikuti_atlet.id_perangkat',
      'ikuti_atlet.id_kompetisi',
      'ikuti_atlet.id_peserta_kompetisi',
      'ikuti_atlet.berlaku_sampai',
      'ikuti_perangkat.id',
      'ikuti_perangkat.token_hash',
      'ikuti_perangkat.endpoint',
      'ikuti_perangkat.p256dh',
      'ikuti_perangkat.auth',
      'ikuti_perangkat.partai_lagi',
      'ikuti_perangkat.dibuat_pada',
    ]);
    const [row] = await queryRows<{ token_hash: string }>(t.db, sql`select token_hash from ikuti_perangkat`);
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.token_hash).not.toContain(token);

    // Read back with the secret; another secret follows nothing.
    const baca = (tok: string) =>
      t.api('GET', `/api/public/ikuti?id_kompetisi=${s.A}`, { headers: { 'x-ikuti-token': tok } }).then((r) => r.body.data);
    expect((await baca(token)).id_peserta).toEqual([id]);
    expect((await baca(tokenPerangkat())).id_peserta).toEqual([]);

    // Refusals: an entry not of the competition, an endpoint not of a push service, a bad secret, the endpoint under
    // another secret without its keys.
    const tolak = async (json: unknown) => {
      const r = await ikuti(json);
      return [r.status, kodeOf(r), r.body.message];
    };
    expect(await tolak({ token, langganan: b.langganan, id_kompetisi: s.w.b.id_kompetisi, id_peserta: [id] })).toEqual([
      404,
      'tidak_ditemukan',
      'Atlet ini tidak terdaftar di kompetisi ini',
    ]);
    const asing = browserPalsu('http://169.254.169.254/latest');
    expect((await tolak({ token, langganan: asing.langganan, id_kompetisi: s.A, id_peserta: [id] }))[1]).toBe('validasi');
    expect((await tolak({ token: 'pendek', langganan: b.langganan, id_kompetisi: s.A, id_peserta: [id] }))[2]).toBe(
      'Token perangkat tidak valid',
    );
    const pencuri = { ...b.langganan, keys: browserPalsu(b.langganan.endpoint).langganan.keys };
    expect(await tolak({ token: tokenPerangkat(), langganan: pencuri, id_kompetisi: s.A, id_peserta: [id] })).toEqual([
      409,
      'konflik',
      'Alamat langganan push ini sudah dipakai perangkat lain',
    ]);

    // One tap: that athlete is no longer followed.
    const stop = await t.api('DELETE', '/api/public/ikuti', { json: { token, id_peserta: id } });
    expect([stop.status, stop.body.data]).toEqual([200, { id_peserta: id, dihapus: 1 }]);
    expect((await baca(token)).id_peserta).toEqual([]);
  });

  it("alerts go once per trigger and device: '3 partai lagi', 'Dipanggil ke Lapangan A', the result; the coach's device too", async () => {
    const s = await hariSiap(t);
    const p4 = await partaiNomor(t, s.token.lapA, s.la, 4);
    const id = p4.sudut_a!.id_peserta_kompetisi;
    const nama = s.ky.entri.find((e) => e.id === id)!.nama;
    const tamu = browserPalsu(`${push.url}/tamu`);
    const kedua = browserPalsu(`${push.url}/kedua`);
    for (const b of [tamu, kedua])
      expect((await ikuti({ token: tokenPerangkat(), langganan: b.langganan, id_kompetisi: s.A, id_peserta: [id] })).status).toBe(200);
    // The coach of the athlete's dojang follows it by default on the account's subscriptions.
    const pelatih = browserPalsu(`${push.url}/pelatih`);
    const milikPelatih = s.ky.entri.find((e) => e.id === id)!.id_dojang === s.w.pelatih.id_dojang;
    expect((await t.api('POST', '/api/push/langganan', { token: s.token.pelatih, json: pelatih.langganan })).status).toBe(200);
    await tungguKabarIkuti();
    // The day has not started and is not today: nothing yet.
    expect(push.masuk).toHaveLength(0);

    const p1 = await partaiNomor(t, s.token.lapA, s.la, 1);
    expect((await panggil(t, s.token.lapA, p1.id_match, 'panggil', 1)).status).toBe(200);
    await tunggu(() => kabarMasuk(push.masuk, tamu).length === 1 && kabarMasuk(push.masuk, kedua).length === 1);
    expect(kabarMasuk(push.masuk, tamu)).toEqual([
      {
        judul: '3 partai lagi',
        isi: expect.stringMatching(new RegExp(`^${nama} · partai A-4 di Lapangan A, perkiraan \\d\\d\\.\\d\\d WIB$`)),
        url: '/event/jadwal',
        tag: `ikuti-${id}-${p4.id_match}`,
        berhenti_url: `/event/jadwal?berhenti=${id}`,
        getar: true,
      },
    ]);
    // More changes while it stays due: nothing more.
    expect((await panggil(t, s.token.lapA, p1.id_match, 'mulai', 2)).status).toBe(200);
    await tungguKabarIkuti();
    expect(kabarMasuk(push.masuk, tamu)).toHaveLength(1);

    expect((await panggil(t, s.token.lapA, p4.id_match, 'panggil', 1)).status).toBe(200);
    await tunggu(() => kabarMasuk(push.masuk, tamu).length === 2 && kabarMasuk(push.masuk, kedua).length === 2);
    expect(kabarMasuk(push.masuk, tamu)[1]).toMatchObject({
      judul: 'Dipanggil ke Lapangan A',
      isi: `${nama} · partai A-4 · ${p4.nama_kelas}`,
    });
    expect((await panggil(t, s.token.lapA, p4.id_match, 'mulai', 2)).status).toBe(200);
    const hasil = await t.api('PUT', `/api/matches/${p4.id_match}`, {
      token: s.token.lapA,
      json: { skor_a: 3, skor_b: 1, versi: p4.versi_match },
    });
    expect(hasil.status, hasil.body.message).toBe(200);
    await tunggu(() => kabarMasuk(push.masuk, tamu).length === 3);
    expect(kabarMasuk(push.masuk, tamu)[2]).toMatchObject({ judul: 'Hasil partai A-4', isi: `${nama}: Menang 3–1 (PTF)` });
    await tungguKabarIkuti();
    expect(kabarMasuk(push.masuk, tamu).map((k) => k.judul)).toEqual(['3 partai lagi', 'Dipanggil ke Lapangan A', 'Hasil partai A-4']);
    expect(kabarMasuk(push.masuk, kedua).map((k) => k.judul)).toEqual(kabarMasuk(push.masuk, tamu).map((k) => k.judul));

    // The coach heard about the dojang's athletes, once each; its links go to the coach's pages.
    const kabarPelatih = kabarMasuk(push.masuk, pelatih);
    const kunci = kabarPelatih.map((k) => `${k.berhenti_url}|${k.judul}`);
    expect(new Set(kunci).size).toBe(kunci.length);
    expect(kabarPelatih.length).toBeGreaterThan(0);
    expect(kabarPelatih.every((k) => k.berhenti_url.startsWith('/dashboard/ikuti?berhenti='))).toBe(true);
    expect(kabarPelatih.some((k) => k.berhenti_url.endsWith(`=${id}`))).toBe(milikPelatih);
  });

  it("the coach's switches: an athlete switched off is not heard; the setting 1 waits until one bout is left", async () => {
    const s = await hariSiap(t);
    const milik = s.ky.entri.filter((e) => e.id_dojang === s.w.pelatih.id_dojang);
    const daftar = await t.api('GET', '/api/ikuti/pelatih', { token: s.token.pelatih });
    expect(daftar.status).toBe(200);
    expect(daftar.body.data.partai_lagi).toBe(3);
    const kyorugi = daftar.body.data.atlet.filter((a: { id_peserta_kompetisi: number }) =>
      milik.some((m) => m.id === a.id_peserta_kompetisi),
    );
    expect(kyorugi).toHaveLength(milik.length);
    expect(kyorugi.every((a: { aktif: boolean }) => a.aktif)).toBe(true);
    const mati = milik[0].id;
    const simpan = await t.api('PUT', '/api/ikuti/pelatih', {
      token: s.token.pelatih,
      json: { partai_lagi: 1, atlet: [{ id_peserta_kompetisi: mati, aktif: false }] },
    });
    expect(simpan.status, simpan.body.message).toBe(200);
    // Another dojang's entry is not the coach's to switch.
    const lain = s.ky.entri.find((e) => e.id_dojang !== s.w.pelatih.id_dojang)!.id;
    expect(
      kodeOf(
        await t.api('PUT', '/api/ikuti/pelatih', {
          token: s.token.pelatih,
          json: { atlet: [{ id_peserta_kompetisi: lain, aktif: false }] },
        }),
      ),
    ).toBe('tidak_ditemukan');
    expect((await t.api('GET', '/api/ikuti/pelatih', { token: s.token.admin })).status).toBe(403);
    const pelatih = browserPalsu(`${push.url}/pelatih`);
    await t.api('POST', '/api/push/langganan', { token: s.token.pelatih, json: pelatih.langganan });
    const p1 = await partaiNomor(t, s.token.lapA, s.la, 1);
    await panggil(t, s.token.lapA, p1.id_match, 'panggil', 1);
    await tungguKabarIkuti();
    const kabar = kabarMasuk(push.masuk, pelatih);
    expect(kabar.every((k) => !k.berhenti_url.endsWith(`=${mati}`))).toBe(true);
    // Setting 1: 'lagi' only for a bout with at most one before it.
    expect(kabar.filter((k) => k.judul.endsWith('partai lagi')).every((k) => k.judul === '1 partai lagi')).toBe(true);
  });
});
