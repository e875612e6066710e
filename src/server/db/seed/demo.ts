import { eq } from 'drizzle-orm';
import { todayWib } from '../../../domain/atlet/umur';
import { tahunDari } from '../../../domain/kompetisi/tanggal-tampil';
import { hashSecret } from '../../auth/password';
import { admin, adminKompetisi, akun, atlet, dojang, kompetisi, pelatih, petugasKompetisi, setting } from '../schema';
import type { Db } from '../types';
import { seedKelasKejuaraan } from './catalogue';
import { DEMO_ATLET, DEMO_DOJANG, DEMO_PASSWORDS, DEMO_PELATIH, atletDemoUntuk, DEMO_TAHUN_DASAR, demoKompetisi } from './demo-data';
import { seedDemoIsi } from './demo-isi';
import { seedKtpDemo } from './demo-ktp';
import { seedPersetujuanDemo } from './demo-persetujuan';

export const DEMO_SETTING_KEY = 'demo_seeded';

export interface DemoOptions {
  /** 'YYYY-MM-DD' (WIB) the competition's dates count from; default today. */
  hariPertama?: string;
  /** DATA_DIR; the demo's transfer proofs and adults' KK/KTP are written under its uploads (none without it). */
  dataDir?: string;
}

/**
 * Seeds the demo once (marked by setting 'demo_seeded'); returns true when it ran now. The competition's
 * dates follow `hariPertama` (today in WIB) and stay as they are on every later start. Everything is
 * written in one transaction: a failed seed leaves nothing behind and runs again on the next start.
 */
export async function seedDemo(db: Db, opts: DemoOptions = {}): Promise<boolean> {
  const hariPertama = opts.hariPertama ?? todayWib();
  const done = await db.select().from(setting).where(eq(setting.key, DEMO_SETTING_KEY));
  if (done.length > 0) return false;
  const hashes = {
    admin: await hashSecret(DEMO_PASSWORDS.admin.password),
    kompetisi: await hashSecret(DEMO_PASSWORDS.kompetisi.password),
    pelatih: await hashSecret(DEMO_PASSWORDS.pelatih1.password),
    petugas: await hashSecret(DEMO_PASSWORDS.petugas.password),
  };
  await db.transaction(async (tx) => {
    const [adminAkun] = await tx
      .insert(akun)
      .values({ email: DEMO_PASSWORDS.admin.email, password_hash: hashes.admin, role: 'ADMIN' })
      .returning();
    await tx.insert(admin).values({ nama_admin: 'Administrator Arena', id_akun: adminAkun.id_akun });

    const [komp] = await tx.insert(kompetisi).values(demoKompetisi(hariPertama)).returning();
    await seedKelasKejuaraan(tx, komp.id_kompetisi);
    const [kompAkun] = await tx
      .insert(akun)
      .values({ email: DEMO_PASSWORDS.kompetisi.email, password_hash: hashes.kompetisi, role: 'ADMIN_KOMPETISI' })
      .returning();
    await tx.insert(adminKompetisi).values({ nama: 'Panitia Sriwijaya Cup', id_akun: kompAkun.id_akun, id_kompetisi: komp.id_kompetisi });
    const [petugasAkun] = await tx
      .insert(akun)
      .values({ email: DEMO_PASSWORDS.petugas.email, password_hash: hashes.petugas, role: 'PETUGAS_TIMBANG' })
      .returning();
    await tx.insert(petugasKompetisi).values({
      nama: 'Petugas Timbang Meja 1',
      id_akun: petugasAkun.id_akun,
      id_kompetisi: komp.id_kompetisi,
      dibuat_oleh: kompAkun.id_akun,
    });

    const coachEmails = [DEMO_PASSWORDS.pelatih1.email, DEMO_PASSWORDS.pelatih2.email];
    const awal: { id_dojang: number; id_pelatih: number; nama_pelatih: string }[] = [];
    for (let i = 0; i < DEMO_DOJANG.length; i++) {
      const [d] = await tx.insert(dojang).values(DEMO_DOJANG[i]).returning();
      const [a] = await tx.insert(akun).values({ email: coachEmails[i], password_hash: hashes.pelatih, role: 'PELATIH' }).returning();
      const [p] = await tx
        .insert(pelatih)
        .values({
          ...DEMO_PELATIH[i],
          provinsi: 'Sumatera Selatan',
          kota: 'Kota Palembang',
          id_akun: a.id_akun,
          id_dojang: d.id_dojang,
        })
        .returning();
      awal.push({ id_dojang: d.id_dojang, id_pelatih: p.id_pelatih, nama_pelatih: p.nama_pelatih });
    }
    const tahunKompetisi = tahunDari(komp.tanggal_mulai) ?? DEMO_TAHUN_DASAR;
    await tx.insert(atlet).values(
      DEMO_ATLET.map(({ dojang: _dojang, ...atletDasar }) => atletDemoUntuk(atletDasar, tahunKompetisi)).map((a, n) => ({
        ...a,
        provinsi: 'Sumatera Selatan',
        kota: 'Kota Palembang',
        alamat: 'Palembang',
        no_telp: '0812' + a.nik.slice(-8),
        id_dojang: awal[DEMO_ATLET[n].dojang].id_dojang,
        id_pelatih_pembuat: awal[DEMO_ATLET[n].dojang].id_pelatih,
      })),
    );
    await seedDemoIsi(tx, {
      kompetisi: komp,
      hashPelatih: hashes.pelatih,
      awal,
      hariPertama,
      dataDir: opts.dataDir,
      namaDipakai: [...DEMO_ATLET.map((a) => a.nama_atlet), ...DEMO_PELATIH.map((p) => p.nama_pelatih)],
    });
    if (opts.dataDir) await seedKtpDemo(tx, opts.dataDir, hariPertama);
    await seedPersetujuanDemo(tx, hariPertama);
    await tx.insert(setting).values({ key: DEMO_SETTING_KEY, value: { at: new Date().toISOString(), hari_pertama: hariPertama } });
  });
  return true;
}
