import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { KELAS_BERAT, KELAS_POOMSAE, KELOMPOK_USIA, OPSI_KELOMPOK_PER_GAYA } from '../../src/domain/catalogue/kelas';
import { seed, SeedError } from '../../src/server/db/seed';
import { DEMO_PASSWORDS } from '../../src/server/db/seed/demo-data';
import { DEMO_SETTING_KEY } from '../../src/server/db/seed/demo';
import { statusTampil } from '../../src/domain/kompetisi/status-tampil';
import { akun, atlet, dojang, kelasBerat, kelasKejuaraan, kelasPoomsae, kelompokUsia, kompetisi, pelatih, setting } from '../../src/server/db/schema';
import { login } from './helpers/fixtures';
import { useTestServer } from './helpers/server';

const t = useTestServer();
const count = async (table: PgTable) =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(table))[0].n;

function expectedKelasCount(): number {
  let n = 0;
  for (const kat of ['pemula', 'prestasi']) {
    for (const k of OPSI_KELOMPOK_PER_GAYA[`KYORUGI_${kat}`]) n += KELAS_BERAT.filter((b) => b.id_kelompok === k).length;
    const teams = KELAS_POOMSAE.filter((p) => /beregu|berpasangan/i.test(p)).length;
    n += OPSI_KELOMPOK_PER_GAYA[`POOMSAE_${kat}`].length * ((KELAS_POOMSAE.length - teams) * 2 + teams);
  }
  return n;
}

describe('seed', () => {
  it('the catalogue is present (and re-seeding changes nothing)', async () => {
    expect(await count(kelompokUsia)).toBe(KELOMPOK_USIA.length);
    expect(await count(kelasBerat)).toBe(KELAS_BERAT.length);
    expect(await count(kelasPoomsae)).toBe(KELAS_POOMSAE.length);
    await seed(t.db, { demo: false, adminEmail: 'root@uji.id', adminPassword: 'Sangat-rahasia-1' });
    expect(await count(kelasBerat)).toBe(KELAS_BERAT.length);
  });

  it('demo: accounts that log in, two dojangs with one coach each, ~8 athletes, the competition and every class', async () => {
    expect(await seed(t.db, { demo: true })).toEqual({ demoSeeded: true });
    expect(await seed(t.db, { demo: true })).toEqual({ demoSeeded: false });
    for (const { email, password } of Object.values(DEMO_PASSWORDS)) await login(t, email, password);
    expect(await count(dojang)).toBe(2);
    expect(await count(pelatih)).toBe(2);
    expect(await count(atlet)).toBe(8);
    const [k] = await t.db.select().from(kompetisi);
    expect(k).toMatchObject({ lokasi: 'GOR Jakabaring, Palembang', status: 'PENDAFTARAN', biaya_pendaftaran: 500000,
      biaya_wna: 1000000, is_featured: true, kuota: null });
    // Seeded today: registration is open for whoever tries the demo.
    expect(statusTampil(k)).toBe('PENDAFTARAN');
    const kelas = await t.db.select().from(kelasKejuaraan).where(eq(kelasKejuaraan.id_kompetisi, k.id_kompetisi));
    expect(kelas.length).toBe(expectedKelasCount());
    expect(kelas.filter((x) => x.cabang === 'KYORUGI').every((x) => x.id_kelas_berat !== null && x.jenis_kelamin !== null)).toBe(true);
    expect(kelas.filter((x) => x.cabang === 'POOMSAE').every((x) => x.id_poomsae !== null && x.id_kelas_berat === null)).toBe(true);
    expect((await t.db.select().from(atlet)).every((a) => a.kewarganegaraan === 'WNI')).toBe(true);
  });

  it('demo competition: dates counted from the first seed (deadline +3 weeks, 5 days from +5 weeks), fixed afterwards', async () => {
    await seed(t.db, { demo: true, hariPertama: '2026-11-22' });
    const [k] = await t.db.select().from(kompetisi);
    expect(k).toMatchObject({ batas_pendaftaran: '2026-12-13', tanggal_mulai: '2026-12-27', tanggal_selesai: '2026-12-31',
      nama_event: 'Kejuaraan Taekwondo Sriwijaya Cup 2026' });
    // The spec's wording, with the seeded dates.
    expect(k.deskripsi).toBe('Kejuaraan taekwondo tingkat internasional kategori prestasi dan pemula (Kyorugi dan Poomsae). ' +
      'Pendaftaran 22 November – 13 Desember 2026; timbang berat 26 Desember 10:00-15:00; technical meeting 26 Desember ' +
      'mulai 15:30; pertandingan 27–31 Desember 2026.');
    expect(statusTampil(k, '2026-12-13')).toBe('PENDAFTARAN');
    expect(statusTampil(k, '2026-12-14')).toBe('PENDAFTARAN_DITUTUP');

    // A later start (another day) changes nothing.
    expect(await seed(t.db, { demo: true, hariPertama: '2027-03-01' })).toEqual({ demoSeeded: false });
    const again = await t.db.select().from(kompetisi);
    expect(again).toHaveLength(1);
    expect(again[0]).toMatchObject({ batas_pendaftaran: '2026-12-13', tanggal_mulai: '2026-12-27', tanggal_selesai: '2026-12-31' });
    const [mark] = await t.db.select().from(setting).where(eq(setting.key, DEMO_SETTING_KEY));
    expect(mark.value).toMatchObject({ hari_pertama: '2026-11-22' });
  });

  it('demo competition: committee contact and bank account present and marked as demo; a new year in the name', async () => {
    await seed(t.db, { demo: true, hariPertama: '2026-12-10' });
    const [k] = await t.db.select().from(kompetisi);
    expect(k).toMatchObject({ tanggal_mulai: '2027-01-14', tanggal_selesai: '2027-01-18', batas_pendaftaran: '2026-12-31',
      nama_event: 'Kejuaraan Taekwondo Sriwijaya Cup 2027' });
    expect(k.deskripsi).toContain('Pendaftaran 10–31 Desember 2026; timbang berat 13 Januari 10:00-15:00');
    expect(k.kontak_nama).toMatch(/demo/i);
    expect(k.bank_atas_nama).toMatch(/demo/i);
    expect(k.kontak_email).toMatch(/^[^@\s]+@[^@\s]+\.demo$/);
    expect(k.kontak_whatsapp).toMatch(/^[0-9 +-]{9,}$/);
    for (const f of ['bank_nama', 'bank_nomor_rekening'] as const) expect(k[f]).toBeTruthy();
  });

  it('production: creates the first ADMIN from env, refuses to start without it', async () => {
    await expect(seed(t.db, { demo: false })).rejects.toBeInstanceOf(SeedError);
    await seed(t.db, { demo: false, adminEmail: ' Root@Uji.id ', adminPassword: 'Sangat-rahasia-1' });
    const admins = await t.db.select().from(akun).where(eq(akun.role, 'ADMIN'));
    expect(admins.map((a) => a.email)).toEqual(['root@uji.id']);
    await seed(t.db, { demo: false });
    await login(t, 'root@uji.id', 'Sangat-rahasia-1');
    expect(await count(dojang)).toBe(0);
  });
});
