import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { fileTypeFromBuffer } from 'file-type';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { KELAS_BERAT, KELAS_POOMSAE, KELOMPOK_USIA, OPSI_KELOMPOK_PER_GAYA } from '../../src/domain/catalogue/kelas';
import { cekKtp } from '../../src/domain/atlet/ktp';
import { umurPada } from '../../src/domain/atlet/umur';
import { tahunTanggal } from '../../src/domain/kompetisi/eligibility';
import { cekEntriEligible, ukuranTim } from '../../src/domain/kompetisi/eligibility-tim';
import { statusTampil } from '../../src/domain/kompetisi/status-tampil';
import { kategoriKelas, type KelasKejuaraanKompetisi } from '../../src/domain/kompetisi/types';
import { atletCreateSchema } from '../../src/domain/schemas/atlet';
import {
  akun,
  atlet,
  buktiTransfer,
  dojang,
  kategoriEvent,
  kelasBerat,
  kelasKejuaraan,
  kelasPoomsae,
  kelompokUsia,
  kompetisi,
  pelatih,
  pesertaKompetisi,
  pesertaTimAnggota,
  setting,
} from '../../src/server/db/schema';
import { seed, SeedError } from '../../src/server/db/seed';
import { DEMO_ATLET, DEMO_PASSWORDS } from '../../src/server/db/seed/demo-data';
import { DEMO_SETTING_KEY } from '../../src/server/db/seed/demo';
import { emailPelatihLain } from '../../src/server/db/seed/demo-isi';
import { bacaUpload } from '../../src/server/uploads/store';
import { resetDatabase } from './helpers/database';
import { login } from './helpers/fixtures';
import { useTestServer } from './helpers/server';

const t = useTestServer();
const count = async (table: PgTable) => (await t.db.select({ n: sql<number>`count(*)::int` }).from(table))[0].n;

function expectedKelasCount(): number {
  let n = 0;
  for (const kat of ['pemula', 'prestasi']) {
    for (const k of OPSI_KELOMPOK_PER_GAYA[`KYORUGI_${kat}`]) n += KELAS_BERAT.filter((b) => b.id_kelompok === k).length;
    const teams = KELAS_POOMSAE.filter((p) => /beregu|berpasangan/i.test(p)).length;
    n += OPSI_KELOMPOK_PER_GAYA[`POOMSAE_${kat}`].length * ((KELAS_POOMSAE.length - teams) * 2 + teams);
  }
  return n;
}

/** The competition's classes in the domain's shape, read straight from the tables. */
async function kelasDomain(id_kompetisi: number): Promise<Map<number, KelasKejuaraanKompetisi>> {
  const rows = await t.db
    .select({ kk: kelasKejuaraan, kat: kategoriEvent, kel: kelompokUsia, b: kelasBerat, p: kelasPoomsae })
    .from(kelasKejuaraan)
    .innerJoin(kategoriEvent, eq(kategoriEvent.id_kategori_event, kelasKejuaraan.id_kategori_event))
    .innerJoin(kelompokUsia, eq(kelompokUsia.id_kelompok, kelasKejuaraan.id_kelompok))
    .leftJoin(kelasBerat, eq(kelasBerat.id_kelas_berat, kelasKejuaraan.id_kelas_berat))
    .leftJoin(kelasPoomsae, eq(kelasPoomsae.id_poomsae, kelasKejuaraan.id_poomsae))
    .where(eq(kelasKejuaraan.id_kompetisi, id_kompetisi));
  return new Map(
    rows.map(({ kk, kat, kel, b, p }) => [
      kk.id_kelas_kejuaraan,
      {
        ...kk,
        kategori_event: kat,
        kelompok: kel,
        kelas_berat: b,
        poomsae: p,
      },
    ]),
  );
}

/** Every entry with its class and its members (a team's from peserta_tim_anggota). */
async function entriDemo() {
  const [komp] = await t.db.select().from(kompetisi);
  const kelas = await kelasDomain(komp.id_kompetisi);
  const atletById = new Map((await t.db.select().from(atlet)).map((a) => [a.id_atlet, a]));
  const anggota = await t.db.select().from(pesertaTimAnggota);
  const entri = (await t.db.select().from(pesertaKompetisi)).map((p) => ({
    ...p,
    kelas: kelas.get(p.id_kelas_kejuaraan)!,
    anggota: (p.is_team
      ? anggota.filter((m) => m.id_peserta_kompetisi === p.id_peserta_kompetisi).map((m) => m.id_atlet)
      : [p.id_atlet]
    ).map((id) => atletById.get(id)!),
  }));
  return { komp, kelas, atletById, entri };
}

const TABLES = { akun, dojang, pelatih, atlet, kompetisi, kelasKejuaraan, pesertaKompetisi, pesertaTimAnggota, buktiTransfer };
async function counts() {
  return Object.fromEntries(await Promise.all(Object.entries(TABLES).map(async ([k, table]) => [k, await count(table)])));
}

describe('seed', () => {
  it('the catalogue is present (and re-seeding changes nothing)', async () => {
    expect(await count(kelompokUsia)).toBe(KELOMPOK_USIA.length);
    expect(await count(kelasBerat)).toBe(KELAS_BERAT.length);
    expect(await count(kelasPoomsae)).toBe(KELAS_POOMSAE.length);
    await seed(t.db, { demo: false, adminEmail: 'root@uji.id', adminPassword: 'Sangat-rahasia-1' });
    expect(await count(kelasBerat)).toBe(KELAS_BERAT.length);
  });

  it('demo: the accounts log in, ~30 dojangs, ~10 coaches, 300-400 athletes, the competition and every class', async () => {
    expect(await seed(t.db, { demo: true })).toEqual({ demoSeeded: true });
    for (const { email, password } of Object.values(DEMO_PASSWORDS)) await login(t, email, password);
    for (let n = 0; n < 8; n++) await login(t, emailPelatihLain(n), DEMO_PASSWORDS.pelatih1.password);
    expect(await count(dojang)).toBeGreaterThanOrEqual(25);
    expect(await count(dojang)).toBeLessThanOrEqual(35);
    expect(await count(pelatih)).toBe(10);
    expect(await count(atlet)).toBeGreaterThanOrEqual(300);
    expect(await count(atlet)).toBeLessThanOrEqual(400);
    // Dojangs without a coach are left for new users to register as their coach.
    expect((await count(dojang)) - (await count(pelatih))).toBeGreaterThanOrEqual(10);
    const [k] = await t.db.select().from(kompetisi);
    expect(k).toMatchObject({
      lokasi: 'GOR Jakabaring, Palembang',
      status: 'PENDAFTARAN',
      biaya_pendaftaran: 500000,
      biaya_wna: 1000000,
      is_featured: true,
      kuota: null,
    });
    // Seeded today: registration is open for whoever tries the demo.
    expect(statusTampil(k)).toBe('PENDAFTARAN');
    const kelas = await t.db.select().from(kelasKejuaraan).where(eq(kelasKejuaraan.id_kompetisi, k.id_kompetisi));
    expect(kelas.length).toBe(expectedKelasCount());
    expect(kelas.filter((x) => x.cabang === 'KYORUGI').every((x) => x.id_kelas_berat !== null && x.jenis_kelamin !== null)).toBe(true);
    expect(kelas.filter((x) => x.cabang === 'POOMSAE').every((x) => x.id_poomsae !== null && x.id_kelas_berat === null)).toBe(true);
    expect((await t.db.select().from(atlet)).every((a) => a.kewarganegaraan === 'WNI')).toBe(true);
  });

  it('demo athletes: valid for the athlete form, NIK unique, spread over every age group of the competition year', async () => {
    await seed(t.db, { demo: true, hariPertama: '2026-11-22' });
    const [k] = await t.db.select().from(kompetisi);
    const rows = await t.db.select().from(atlet);
    for (const a of rows) {
      const parsed = v.safeParse(atletCreateSchema, { ...a, berat_badan: String(a.berat_badan), tinggi_badan: String(a.tinggi_badan) });
      expect(parsed.success, `${a.nama_atlet}: ${parsed.issues?.[0]?.message}`).toBe(true);
    }
    expect(new Set(rows.map((a) => a.nik)).size).toBe(rows.length);
    expect(new Set(rows.map((a) => a.nama_atlet)).size).toBe(rows.length);
    const tahun = tahunTanggal(k.tanggal_mulai);
    for (const g of KELOMPOK_USIA) {
      const inGroup = rows.filter((a) => {
        const usia = tahun - tahunTanggal(a.tanggal_lahir);
        return usia >= g.usia_min && (g.usia_max === null || usia <= g.usia_max);
      });
      expect(inGroup.length, g.nama).toBeGreaterThanOrEqual(20);
    }
    expect(new Set(rows.map((a) => a.provinsi)).size).toBeGreaterThanOrEqual(3);
    expect(rows.filter((a) => a.provinsi === 'Sumatera Selatan').length).toBeGreaterThan(rows.length / 2);
  });

  it.each(['2026-11-22', '2026-12-10'])('demo entries (first start %s): every one passes the rules the server enforces', async (hari) => {
    await seed(t.db, { demo: true, hariPertama: hari });
    const { komp, entri } = await entriDemo();
    const pelatihDojang = new Set((await t.db.select().from(pelatih)).map((p) => p.id_dojang));
    const kyorugi = new Map<number, number>();
    const diKelas = new Set<string>();
    for (const e of entri) {
      const label = `${e.anggota[0].nama_atlet} in ${e.kelas.id_kelas_kejuaraan}`;
      expect(e.anggota.length, label).toBe(ukuranTim(e.kelas));
      expect(e.is_team, label).toBe(ukuranTim(e.kelas) > 1);
      expect(
        e.anggota.map((a) => a.id_atlet),
        label,
      ).toContain(e.id_atlet);
      // Registered by the coach of the dojang: every member of that dojang, eligible for the class.
      expect(pelatihDojang.has(e.anggota[0].id_dojang), label).toBe(true);
      expect(cekEntriEligible(e.kelas, komp, e.anggota, e.anggota[0].id_dojang), label).toEqual({ ok: true });
      for (const a of e.anggota) {
        const key = `${a.id_atlet}:${e.kelas.id_kelas_kejuaraan}`;
        expect(diKelas.has(key), `${key} twice`).toBe(false);
        diKelas.add(key);
        if (e.kelas.cabang === 'KYORUGI' && e.status !== 'REJECTED') kyorugi.set(a.id_atlet, (kyorugi.get(a.id_atlet) ?? 0) + 1);
      }
    }
    expect(Math.max(...kyorugi.values())).toBe(1);
  });

  it('demo entries: all statuses, both styles and levels, teams of 2 and 3, classes small and full', async () => {
    await seed(t.db, { demo: true, hariPertama: '2026-11-22' });
    const { entri, kelas } = await entriDemo();
    expect(entri.length).toBeGreaterThanOrEqual(250);
    const share = (s: string) => entri.filter((e) => e.status === s).length / entri.length;
    expect(share('APPROVED')).toBeGreaterThan(0.5);
    expect(share('APPROVED')).toBeLessThan(0.7);
    expect(share('PENDING')).toBeGreaterThan(0.2);
    expect(share('PENDING')).toBeLessThan(0.4);
    expect(share('REJECTED')).toBeGreaterThan(0.05);
    expect(share('REJECTED')).toBeLessThan(0.15);
    for (const cabang of ['KYORUGI', 'POOMSAE']) {
      for (const kat of ['pemula', 'prestasi']) {
        expect(entri.filter((e) => e.kelas.cabang === cabang && kategoriKelas(e.kelas) === kat).length, `${cabang} ${kat}`).toBeGreaterThan(
          10,
        );
      }
    }
    const tim = (nama: string) => entri.filter((e) => e.kelas.poomsae?.nama_kelas === nama);
    expect(tim('Berpasangan').length).toBeGreaterThanOrEqual(3);
    expect(tim('Beregu').length).toBeGreaterThanOrEqual(3);
    expect(tim('Berpasangan').every((e) => e.is_team && e.anggota.length === 2)).toBe(true);
    expect(tim('Beregu').every((e) => e.is_team && e.anggota.length === 3)).toBe(true);
    expect(entri.filter((e) => !e.is_team).every((e) => e.anggota.length === 1)).toBe(true);

    const perKelas = [...kelas.keys()].map((id) => entri.filter((e) => e.id_kelas_kejuaraan === id));
    expect(perKelas.filter((l) => l.length <= 12).length / perKelas.length).toBeGreaterThan(0.9);
    expect(perKelas.filter((l) => l.length === 0).length).toBeGreaterThan(10);
    // Brackets need at least 4; several classes have a full field of 8 and more.
    const penuh = perKelas.filter((l) => l.filter((e) => e.status === 'APPROVED').length >= 8);
    expect(penuh.length).toBeGreaterThanOrEqual(6);
    expect(penuh.some((l) => l[0].kelas.cabang === 'POOMSAE')).toBe(true);
  });

  it('the demo coach: sees only the own dojang (the four original athletes among them), a few entries, several left free', async () => {
    await seed(t.db, { demo: true, hariPertama: '2026-11-22' });
    const token = await login(t, DEMO_PASSWORDS.pelatih1.email, DEMO_PASSWORDS.pelatih1.password);
    const idDojang = (
      await t.db
        .select()
        .from(pelatih)
        .innerJoin(akun, eq(akun.id_akun, pelatih.id_akun))
        .where(eq(akun.email, DEMO_PASSWORDS.pelatih1.email))
    )[0].pelatih.id_dojang;
    const list = (await t.api('GET', '/api/atlet', { token })).body.data as { id_atlet: number; id_dojang: number; nama_atlet: string }[];
    expect(list.every((a) => a.id_dojang === idDojang)).toBe(true);
    expect(list.length).toBe(await t.db.$count(atlet, eq(atlet.id_dojang, idDojang)));
    // The athlete list shows 25 a page; the e2e tests expect the original athletes on the first one.
    expect(list.length).toBeLessThanOrEqual(20);
    const originals = DEMO_ATLET.filter((a) => a.dojang === 0).map((a) => a.nama_atlet);
    expect(list.map((a) => a.nama_atlet)).toEqual(expect.arrayContaining(originals));

    const { entri } = await entriDemo();
    const own = entri.filter((e) => e.anggota[0].id_dojang === idDojang);
    expect(own.length).toBeGreaterThanOrEqual(4);
    expect(own.length).toBeLessThanOrEqual(8);
    expect(own.filter((e) => e.status === 'APPROVED').length).toBeGreaterThanOrEqual(2);
    expect(own.filter((e) => e.status === 'PENDING').length).toBeGreaterThanOrEqual(1);
    expect(own.filter((e) => e.status === 'REJECTED').length).toBe(1);
    const entered = new Set(own.flatMap((e) => e.anggota.map((a) => a.nama_atlet)));
    const bebas = list.filter((a) => !entered.has(a.nama_atlet));
    expect(bebas.length).toBeGreaterThanOrEqual(6);
    // The original athletes stay free for the wizard (the e2e tests register them).
    expect(originals.every((n) => !entered.has(n))).toBe(true);

    // The competition's admin sees exactly the athletes entered in it.
    const panitia = await login(t, DEMO_PASSWORDS.kompetisi.email, DEMO_PASSWORDS.kompetisi.password);
    const seen = (await t.api('GET', '/api/atlet', { token: panitia })).body.data as unknown[];
    expect(seen.length).toBe(new Set(entri.flatMap((e) => e.anggota.map((a) => a.id_atlet))).size);
  });

  it('demo: a second start adds nothing; the same first day gives the same demo on every machine', async () => {
    await seed(t.db, { demo: true, hariPertama: '2026-11-22', dataDir: t.dataDir });
    const before = await counts();
    const snapshot = async () =>
      await t.db.select({ n: atlet.nama_atlet, nik: atlet.nik, b: atlet.berat_badan }).from(atlet).orderBy(atlet.id_atlet);
    const first = await snapshot();
    expect(await seed(t.db, { demo: true, hariPertama: '2026-11-22', dataDir: t.dataDir })).toEqual({ demoSeeded: false });
    expect(await counts()).toEqual(before);

    await resetDatabase(t.db);
    await seed(t.db, { demo: true, hariPertama: '2026-11-22' });
    expect(await snapshot()).toEqual(first);
  });

  it('demo transfer proofs: a couple of real PNG receipts under uploads/pelatih/BuktiTf, for coached dojangs', async () => {
    await seed(t.db, { demo: true, hariPertama: '2026-11-22', dataDir: t.dataDir });
    const rows = await t.db.select().from(buktiTransfer);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    const coaches = await t.db.select().from(pelatih);
    for (const r of rows) {
      expect(coaches.find((p) => p.id_pelatih === r.id_pelatih)?.id_dojang).toBe(r.id_dojang);
      const file = path.join(t.dataDir, 'uploads', 'pelatih', 'BuktiTf', r.bukti_transfer_path);
      expect(existsSync(file)).toBe(true);
      const bytes = await bacaUpload(t.dataDir, 'pelatih/BuktiTf', r.bukti_transfer_path);
      expect((await fileTypeFromBuffer(bytes))?.mime).toBe('image/png');
      expect(bytes.length).toBeLessThan(50_000);
    }
    // The demo coach's own proof list starts empty (the first upload is theirs to try).
    const [demoCoach] = await t.db.select().from(pelatih).where(eq(pelatih.nama_pelatih, 'Budi Santoso'));
    expect(rows.some((r) => r.id_dojang === demoCoach.id_dojang)).toBe(false);
  });

  it('demo KK/KTP: every athlete of 16 or older on the first day has a real PNG under uploads/atlet/ktp, so edits of the adults pass', async () => {
    await seed(t.db, { demo: true, hariPertama: '2026-11-22', dataDir: t.dataDir });
    const rows = await t.db.select().from(atlet);
    const dewasa = rows.filter((a) => (umurPada(a.tanggal_lahir, '2026-11-22') ?? 0) >= 16);
    expect(dewasa.length).toBeGreaterThan(20);
    expect(rows.filter((a) => a.ktp !== null)).toHaveLength(dewasa.length);
    for (const a of dewasa) {
      const bytes = await bacaUpload(t.dataDir, 'atlet/ktp', a.ktp!);
      expect((await fileTypeFromBuffer(bytes))?.mime).toBe('image/png');
    }
    // No seeded athlete breaks the rule an edit through the API applies (a year after the first day, too).
    for (const hari of ['2026-11-22', '2027-11-21']) {
      expect(rows.filter((a) => cekKtp({ tanggal_lahir: a.tanggal_lahir, adaKtp: a.ktp !== null, today: hari }) !== null)).toEqual([]);
    }
  });

  it('demo without a data folder: no proofs, everything else', async () => {
    await seed(t.db, { demo: true, hariPertama: '2026-11-22' });
    expect(await count(buktiTransfer)).toBe(0);
    expect(await count(pesertaKompetisi)).toBeGreaterThan(0);
  });

  it('demo competition: dates counted from the first seed (deadline +3 weeks, 5 days from +5 weeks), fixed afterwards', async () => {
    await seed(t.db, { demo: true, hariPertama: '2026-11-22' });
    const [k] = await t.db.select().from(kompetisi);
    expect(k).toMatchObject({
      batas_pendaftaran: '2026-12-13',
      tanggal_mulai: '2026-12-27',
      tanggal_selesai: '2026-12-31',
      nama_event: 'Kejuaraan Taekwondo Sriwijaya Cup 2026',
    });
    // The spec's wording, with the seeded dates.
    expect(k.deskripsi).toBe(
      'Kejuaraan taekwondo tingkat internasional kategori prestasi dan pemula (Kyorugi dan Poomsae). ' +
        'Pendaftaran 22 November – 13 Desember 2026; timbang berat 26 Desember 10:00-15:00; technical meeting 26 Desember ' +
        'mulai 15:30; pertandingan 27–31 Desember 2026.',
    );
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
    expect(k).toMatchObject({
      tanggal_mulai: '2027-01-14',
      tanggal_selesai: '2027-01-18',
      batas_pendaftaran: '2026-12-31',
      nama_event: 'Kejuaraan Taekwondo Sriwijaya Cup 2027',
    });
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
