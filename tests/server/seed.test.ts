import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { KELAS_BERAT, KELAS_POOMSAE, KELOMPOK_USIA, OPSI_KELOMPOK_PER_GAYA } from '../../src/domain/catalogue/kelas';
import { seed, SeedError } from '../../src/server/db/seed';
import { DEMO_PASSWORDS } from '../../src/server/db/seed/demo-data';
import { akun, atlet, dojang, kelasBerat, kelasKejuaraan, kelasPoomsae, kelompokUsia, kompetisi, pelatih } from '../../src/server/db/schema';
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
    expect(k).toMatchObject({ lokasi: 'GOR Jakabaring, Palembang', tanggal_mulai: '2025-11-22', tanggal_selesai: '2025-11-26',
      status: 'PENDAFTARAN', biaya_pendaftaran: 500000, biaya_wna: 1000000, is_featured: true, batas_pendaftaran: '2025-11-08' });
    const kelas = await t.db.select().from(kelasKejuaraan).where(eq(kelasKejuaraan.id_kompetisi, k.id_kompetisi));
    expect(kelas.length).toBe(expectedKelasCount());
    expect(kelas.filter((x) => x.cabang === 'KYORUGI').every((x) => x.id_kelas_berat !== null && x.jenis_kelamin !== null)).toBe(true);
    expect(kelas.filter((x) => x.cabang === 'POOMSAE').every((x) => x.id_poomsae !== null && x.id_kelas_berat === null)).toBe(true);
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
