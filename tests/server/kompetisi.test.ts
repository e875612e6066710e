import { describe, expect, it } from 'vitest';
import { atlet, kelasKejuaraan, pesertaKompetisi } from '../../src/server/db/schema';
import { seedKelasKejuaraan } from '../../src/server/db/seed/catalogue';
import { makeCoach, makeKompetisi } from './helpers/fixtures';
import { useTestServer } from './helpers/server';

const t = useTestServer();

describe('GET /api/kompetisi', () => {
  it('lists competitions (featured first) with jumlah_peserta, public', async () => {
    const featured = await makeKompetisi(t.db, { nama_event: 'Sriwijaya Cup', is_featured: true, lokasi: 'GOR Jakabaring' });
    await makeKompetisi(t.db, { nama_event: 'Kejuaraan Kota', tanggal_mulai: '2026-01-10', tanggal_selesai: '2026-01-11' });
    await seedKelasKejuaraan(t.db, featured.id_kompetisi);
    const coach = await makeCoach(t.db, 'a@uji.id');
    const atlets = await t.db
      .insert(atlet)
      .values(
        [1, 2].map((i) => ({
          nama_atlet: `Atlet ${i}`,
          jenis_kelamin: 'LAKI_LAKI' as const,
          tanggal_lahir: '2010-01-01',
          id_dojang: coach.id_dojang,
        })),
      )
      .returning();
    const [kelas] = await t.db.select().from(kelasKejuaraan).limit(1);
    await t.db.insert(pesertaKompetisi).values(atlets.map((a) => ({ id_atlet: a.id_atlet, id_kelas_kejuaraan: kelas.id_kelas_kejuaraan })));

    const res = await t.api('GET', '/api/kompetisi');
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(2);
    expect(res.body.data[0]).toMatchObject({
      id_kompetisi: featured.id_kompetisi,
      nama_event: 'Sriwijaya Cup',
      lokasi: 'GOR Jakabaring',
      status: 'PENDAFTARAN',
      tanggal_mulai: '2025-11-22',
      tanggal_selesai: '2025-11-26',
      biaya_pendaftaran: 500000,
      jumlah_peserta: 2,
      is_featured: true,
    });
    expect(res.body.data[1].jumlah_peserta).toBe(0);
  });

  it('carries the committee contact, the transfer account and the quota (null when not set)', async () => {
    const contact = {
      kontak_nama: 'Panitia Sriwijaya Cup',
      kontak_whatsapp: '0812-7788-4501',
      kontak_email: 'panitia@sriwijayacup.id',
      bank_nama: 'Bank Sumsel Babel',
      bank_nomor_rekening: '150-30-12345',
      bank_atas_nama: 'Panitia Sriwijaya Cup',
    };
    const k = await makeKompetisi(t.db, { ...contact, kuota: 400, batas_pendaftaran: '2025-11-08' });
    const bare = await makeKompetisi(t.db, { nama_event: 'Tanpa Kontak' });
    const list = await t.api('GET', '/api/kompetisi');
    const one = await t.api('GET', `/api/kompetisi/${k.id_kompetisi}`);
    for (const data of [list.body.data.find((x: { id_kompetisi: number }) => x.id_kompetisi === k.id_kompetisi), one.body.data]) {
      expect(data).toMatchObject({ ...contact, kuota: 400, batas_pendaftaran: '2025-11-08' });
    }
    const other = await t.api('GET', `/api/kompetisi/${bare.id_kompetisi}`);
    expect(other.body.data).toMatchObject({
      kuota: null,
      kontak_nama: null,
      kontak_whatsapp: null,
      kontak_email: null,
      bank_nama: null,
      bank_nomor_rekening: null,
      bank_atas_nama: null,
    });
  });

  it('the database refuses a quota below 1', async () => {
    await expect(makeKompetisi(t.db, { kuota: 0 })).rejects.toThrow();
    expect((await t.api('GET', '/api/kompetisi')).body.data).toHaveLength(0);
  });

  it('GET /:id answers one competition; 404 unknown; 400 non-numeric', async () => {
    const k = await makeKompetisi(t.db);
    const one = await t.api('GET', `/api/kompetisi/${k.id_kompetisi}`);
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({ id_kompetisi: k.id_kompetisi, jumlah_peserta: 0 });
    const missing = await t.api('GET', '/api/kompetisi/4242');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Kompetisi tidak ditemukan');
    expect((await t.api('GET', '/api/kompetisi/satu')).status).toBe(400);
  });
});

describe('GET /api/kompetisi/:id carries its kelas_kejuaraan (spec: Competition has a kelas_kejuaraan list)', () => {
  it('every class of the competition, in the shape and order of GET /api/kelas/kejuaraan/:id; none of another competition', async () => {
    const k = await makeKompetisi(t.db, { nama_event: 'Sriwijaya Cup' });
    const other = await makeKompetisi(t.db, { nama_event: 'Kejuaraan Lain' });
    const jumlah = await seedKelasKejuaraan(t.db, k.id_kompetisi);
    await seedKelasKejuaraan(t.db, other.id_kompetisi);
    const one = await t.api('GET', `/api/kompetisi/${k.id_kompetisi}`);
    expect(one.status).toBe(200);
    const kelas = one.body.data.kelas_kejuaraan as { id_kompetisi: number; cabang: string; kelompok: object; kategori_event: object }[];
    expect(kelas).toHaveLength(jumlah);
    expect(kelas.every((x) => x.id_kompetisi === k.id_kompetisi)).toBe(true);
    expect(kelas).toEqual((await t.api('GET', `/api/kelas/kejuaraan/${k.id_kompetisi}`)).body.data);
    expect(kelas.find((x) => x.cabang === 'POOMSAE')).toMatchObject({
      kategori_event: { nama_kategori: expect.any(String) },
      kelompok: { id_kelompok: expect.any(Number) },
      kelas_berat: null,
      poomsae: { nama_kelas: expect.any(String) },
    });
    // The list stays a list of competitions (the event site's first call): no classes there.
    const list = await t.api('GET', '/api/kompetisi');
    expect(list.body.data[0]).not.toHaveProperty('kelas_kejuaraan');
  });

  it('a competition without classes has an empty list', async () => {
    const k = await makeKompetisi(t.db);
    expect((await t.api('GET', `/api/kompetisi/${k.id_kompetisi}`)).body.data.kelas_kejuaraan).toEqual([]);
  });
});

describe('the public list and detail are sent like the public brackets', () => {
  it("ETag (304 on If-None-Match), Cache-Control public, no-cache, gzip when accepted (and the competition's classes)", async () => {
    const k = await makeKompetisi(t.db);
    await seedKelasKejuaraan(t.db, k.id_kompetisi);
    for (const path of ['/api/kompetisi', `/api/kompetisi/${k.id_kompetisi}`, `/api/kelas/kejuaraan/${k.id_kompetisi}`]) {
      const res = await t.fetch(path, { headers: { 'accept-encoding': 'gzip' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, no-cache');
      const etag = res.headers.get('etag');
      expect(etag).toMatch(/^"[\w-]+"$/);
      const body = (await res.json()) as { success: boolean };
      expect(body.success).toBe(true);
      const again = await t.fetch(path, { headers: { 'if-none-match': etag! } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
    }
    // The detail with its 182 classes is worth compressing.
    const gz = await t.fetch(`/api/kompetisi/${k.id_kompetisi}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gz.headers.get('vary')).toBe('Accept-Encoding');
  });
});
