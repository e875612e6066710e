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
    const atlets = await t.db.insert(atlet).values([1, 2].map((i) => ({
      nama_atlet: `Atlet ${i}`, jenis_kelamin: 'LAKI_LAKI' as const, tanggal_lahir: '2010-01-01', id_dojang: coach.id_dojang,
    }))).returning();
    const [kelas] = await t.db.select().from(kelasKejuaraan).limit(1);
    await t.db.insert(pesertaKompetisi).values(atlets.map((a) => ({ id_atlet: a.id_atlet, id_kelas_kejuaraan: kelas.id_kelas_kejuaraan })));

    const res = await t.api('GET', '/api/kompetisi');
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(2);
    expect(res.body.data[0]).toMatchObject({
      id_kompetisi: featured.id_kompetisi, nama_event: 'Sriwijaya Cup', lokasi: 'GOR Jakabaring', status: 'PENDAFTARAN',
      tanggal_mulai: '2025-11-22', tanggal_selesai: '2025-11-26', biaya_pendaftaran: 500000, jumlah_peserta: 2, is_featured: true,
    });
    expect(res.body.data[1].jumlah_peserta).toBe(0);
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
