import { eq } from 'drizzle-orm';
import { todayWib } from '../../../domain/atlet/umur';
import { hashSecret } from '../../auth/password';
import { admin, adminKompetisi, akun, atlet, dojang, kompetisi, pelatih, setting } from '../schema';
import type { Db } from '../types';
import { seedKelasKejuaraan } from './catalogue';
import { DEMO_ATLET, DEMO_DOJANG, DEMO_PASSWORDS, DEMO_PELATIH, demoKompetisi } from './demo-data';

export const DEMO_SETTING_KEY = 'demo_seeded';

/**
 * Seeds the demo once (marked by setting 'demo_seeded'); returns true when it ran now. The competition's
 * dates follow `hariPertama` (today in WIB) and stay as they are on every later start.
 */
export async function seedDemo(db: Db, hariPertama: string = todayWib()): Promise<boolean> {
  const done = await db.select().from(setting).where(eq(setting.key, DEMO_SETTING_KEY));
  if (done.length > 0) return false;
  const hashes = {
    admin: await hashSecret(DEMO_PASSWORDS.admin.password),
    kompetisi: await hashSecret(DEMO_PASSWORDS.kompetisi.password),
    pelatih: await hashSecret(DEMO_PASSWORDS.pelatih1.password),
  };
  await db.transaction(async (tx) => {
    const [adminAkun] = await tx.insert(akun)
      .values({ email: DEMO_PASSWORDS.admin.email, password_hash: hashes.admin, role: 'ADMIN' }).returning();
    await tx.insert(admin).values({ nama_admin: 'Administrator Arena', id_akun: adminAkun.id_akun });

    const [komp] = await tx.insert(kompetisi).values(demoKompetisi(hariPertama)).returning();
    await seedKelasKejuaraan(tx, komp.id_kompetisi);
    const [kompAkun] = await tx.insert(akun)
      .values({ email: DEMO_PASSWORDS.kompetisi.email, password_hash: hashes.kompetisi, role: 'ADMIN_KOMPETISI' }).returning();
    await tx.insert(adminKompetisi)
      .values({ nama: 'Panitia Sriwijaya Cup', id_akun: kompAkun.id_akun, id_kompetisi: komp.id_kompetisi });

    const coachEmails = [DEMO_PASSWORDS.pelatih1.email, DEMO_PASSWORDS.pelatih2.email];
    const pelatihIds: { id_dojang: number; id_pelatih: number }[] = [];
    for (let i = 0; i < DEMO_DOJANG.length; i++) {
      const [d] = await tx.insert(dojang).values(DEMO_DOJANG[i]).returning();
      const [a] = await tx.insert(akun)
        .values({ email: coachEmails[i], password_hash: hashes.pelatih, role: 'PELATIH' }).returning();
      const [p] = await tx.insert(pelatih).values({
        ...DEMO_PELATIH[i], provinsi: 'Sumatera Selatan', kota: 'Kota Palembang', id_akun: a.id_akun, id_dojang: d.id_dojang,
      }).returning();
      pelatihIds.push({ id_dojang: d.id_dojang, id_pelatih: p.id_pelatih });
    }
    await tx.insert(atlet).values(DEMO_ATLET.map(({ dojang: i, ...a }) => ({
      ...a, provinsi: 'Sumatera Selatan', kota: 'Kota Palembang', alamat: 'Palembang',
      no_telp: '0812' + a.nik.slice(-8), id_dojang: pelatihIds[i].id_dojang, id_pelatih_pembuat: pelatihIds[i].id_pelatih,
    })));
    await tx.insert(setting).values({ key: DEMO_SETTING_KEY, value: { at: new Date().toISOString(), hari_pertama: hariPertama } });
  });
  return true;
}
