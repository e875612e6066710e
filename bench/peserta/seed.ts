// One competition with entries at scale, for bench/peserta.ts (5,000 entries) and bench/wizard.ts (a coach with
// 500 athletes). Classes are the catalogue's (seedKelasKejuaraan); athletes come from the demo seed's PabrikAtlet,
// each fitting the class it enters; every planned entry is checked by the domain's rules (validasiRencana): one
// Kyorugi class per athlete, team members of one dojang, nobody twice in a class.
import { filterAtletEligible, tahunTanggal } from '../../src/domain/kompetisi/eligibility';
import { ukuranTim } from '../../src/domain/kompetisi/eligibility-tim';
import { kategoriKelas, type KelasKejuaraanKompetisi, type StatusPeserta } from '../../src/domain/kompetisi/types';
import { hashSecret } from '../../src/server/auth/password';
import {
  admin,
  adminKompetisi,
  akun,
  atlet,
  dojang,
  kompetisi,
  pelatih,
  pesertaKompetisi,
  pesertaTimAnggota,
} from '../../src/server/db/schema';
import { seedCatalogue, seedKelasKejuaraan } from '../../src/server/db/seed/catalogue';
import { PabrikAtlet, type AtletRencana, type DojangRencana } from '../../src/server/db/seed/demo-atlet';
import { DOJANG_LAIN, kodeKota } from '../../src/server/db/seed/demo-dojang';
import { kelasKompetisi } from '../../src/server/db/seed/demo-kelas';
import { demoFaker } from '../../src/server/db/seed/demo-names';
import { validasiRencana, type EntriRencana } from '../../src/server/db/seed/demo-peserta';
import type { Db } from '../../src/server/db/types';
import { BENCH_PASSWORD } from '../api-shared';

export const COACH_EMAIL = 'pelatih@bench.arenatkd.test';
export const ADMIN_EMAIL = 'admin@bench.arenatkd.test';
export const PANITIA_EMAIL = 'panitia@bench.arenatkd.test';
export const TANGGAL_MULAI = '2026-03-14';

export interface SeedPlan {
  /** Entries of the competition (a team counts once). */
  entries: number;
  dojangs: number;
  /** Entries of the coach's dojang (the first), among `entries`. */
  coachEntries: number;
  /** Athletes of the coach's dojang in all: those entered plus free ones (any age, weight, level). */
  coachAthletes?: number;
}

export interface Seeded {
  id_kompetisi: number;
  athletes: number;
  entries: number;
  teamMembers: number;
  coachAthletes: number;
}

const STATUS: { weight: number; value: StatusPeserta }[] = [
  { weight: 45, value: 'APPROVED' },
  { weight: 37, value: 'PENDING' },
  { weight: 18, value: 'REJECTED' },
];

/** Kyorugi 78 %, Poomsae individual 14 % (half of them athletes of the dojang who already fit), team Poomsae 8 %. */
function plan(
  kelas: readonly KelasKejuaraanKompetisi[],
  dojangs: DojangRencana[],
  p: SeedPlan,
): { pabrik: PabrikAtlet; entri: EntriRencana[] } {
  const f = demoFaker();
  const pabrik = new PabrikAtlet(f, tahunTanggal(TANGGAL_MULAI), TANGGAL_MULAI);
  const kompetisiRow = { tanggal_mulai: TANGGAL_MULAI };
  const kyorugi = kelas.filter((k) => k.cabang === 'KYORUGI');
  const individu = kelas.filter((k) => k.cabang === 'POOMSAE' && ukuranTim(k) === 1);
  const tim = kelas.filter((k) => ukuranTim(k) > 1);
  const kategori = (k: KelasKejuaraanKompetisi) => kategoriKelas(k) ?? 'pemula';
  // Club sizes vary: a few big clubs, many small ones.
  const bobot = dojangs.slice(1).map((d, i) => ({ weight: 1 + 20 / (1 + (i % 25)), value: d }));
  const perDojang = new Map<number, AtletRencana[]>();
  const di = (d: DojangRencana) => perDojang.get(d.idx) ?? perDojang.set(d.idx, []).get(d.idx)!;
  const dalamKelas = new Map<number, Set<number>>();
  const baru = (k: KelasKejuaraanKompetisi, d: DojangRencana) => {
    const a = pabrik.untukKelas(k, d, kategori(k));
    di(d).push(a);
    return a;
  };
  const sudahAda = (k: KelasKejuaraanKompetisi, d: DojangRencana) =>
    filterAtletEligible(
      di(d).filter((a) => a.kategori === kategori(k)),
      k,
      kompetisiRow,
      d.idx,
      dalamKelas.get(k.id_kelas_kejuaraan),
    );
  const entri: EntriRencana[] = [];
  for (let i = 0; i < p.entries; i++) {
    const d = i < p.coachEntries ? dojangs[0] : f.helpers.weightedArrayElement(bobot);
    const r = f.number.float({ min: 0, max: 1 });
    let k: KelasKejuaraanKompetisi;
    let anggota: AtletRencana[];
    if (r < 0.78) {
      k = f.helpers.arrayElement(kyorugi);
      anggota = [baru(k, d)];
    } else {
      k = f.helpers.arrayElement(r < 0.92 ? individu : tim);
      const n = ukuranTim(k);
      anggota = f.datatype.boolean(0.5) ? f.helpers.arrayElements(sudahAda(k, d), n) : [];
      while (anggota.length < n) anggota.push(baru(k, d));
    }
    const ids = dalamKelas.get(k.id_kelas_kejuaraan) ?? new Set<number>();
    for (const a of anggota) ids.add(a.id_atlet);
    dalamKelas.set(k.id_kelas_kejuaraan, ids);
    entri.push({ kelas: k, anggota, status: f.helpers.weightedArrayElement(STATUS) });
  }
  while (di(dojangs[0]).length < (p.coachAthletes ?? 0)) di(dojangs[0]).push(pabrik.bebas(dojangs[0]));
  validasiRencana(entri, TANGGAL_MULAI);
  return { pabrik, entri };
}

/** Seeds the catalogue, the competition with its classes, `p.dojangs` dojangs (the first with the coach), an ADMIN and the entries. */
export async function seedKompetisiBesar(db: Db, p: SeedPlan): Promise<Seeded> {
  await seedCatalogue(db);
  const [komp] = await db
    .insert(kompetisi)
    .values({
      nama_event: 'Kejuaraan Bench Taekwondo',
      tanggal_mulai: TANGGAL_MULAI,
      tanggal_selesai: '2026-03-16',
      batas_pendaftaran: '2026-03-01',
      biaya_pendaftaran: 300_000,
      lokasi: 'GOR Palembang',
    })
    .returning();
  await seedKelasKejuaraan(db, komp.id_kompetisi);
  const kelas = await kelasKompetisi(db, komp.id_kompetisi);

  const defs = Array.from({ length: p.dojangs }, (_, i) => DOJANG_LAIN[i % DOJANG_LAIN.length]);
  const dojangRows = await db
    .insert(dojang)
    .values(
      defs.map((d, i) => ({
        nama_dojang: i === 0 ? 'Dojang Pelatih Bench' : `${d.nama_dojang} ${i}`,
        provinsi: d.provinsi,
        kota: d.kota,
        status: 'APPROVED' as const,
      })),
    )
    .returning({ id: dojang.id_dojang });
  const rencana = defs.map((d, idx): DojangRencana => ({ idx, provinsi: d.provinsi, kota: d.kota, kode: kodeKota(d.provinsi, d.kota) }));

  const password_hash = await hashSecret(BENCH_PASSWORD);
  const [coachAkun] = await db.insert(akun).values({ email: COACH_EMAIL, password_hash, role: 'PELATIH' }).returning();
  const [coach] = await db
    .insert(pelatih)
    .values({ nama_pelatih: 'Pelatih Bench', id_akun: coachAkun.id_akun, id_dojang: dojangRows[0].id })
    .returning();
  const [adminAkun] = await db.insert(akun).values({ email: ADMIN_EMAIL, password_hash, role: 'ADMIN' }).returning();
  await db.insert(admin).values({ nama_admin: 'Admin Bench', id_akun: adminAkun.id_akun });
  const [panitiaAkun] = await db.insert(akun).values({ email: PANITIA_EMAIL, password_hash, role: 'ADMIN_KOMPETISI' }).returning();
  await db.insert(adminKompetisi).values({ nama: 'Panitia Bench', id_akun: panitiaAkun.id_akun, id_kompetisi: komp.id_kompetisi });

  const { pabrik, entri } = plan(kelas, rencana, p);
  const idByNik = new Map<string, number>();
  for (let i = 0; i < pabrik.atlet.length; i += 500) {
    const rows = pabrik.atlet.slice(i, i + 500).map(({ id_atlet: _i, id_dojang: idx, kategori: _k, ...a }) => ({
      ...a,
      id_dojang: dojangRows[idx].id,
      id_pelatih_pembuat: idx === 0 ? coach.id_pelatih : null,
    }));
    for (const r of await db.insert(atlet).values(rows).returning({ id: atlet.id_atlet, nik: atlet.nik })) idByNik.set(r.nik!, r.id);
  }
  const idAtlet = (a: AtletRencana) => idByNik.get(a.nik)!;
  const idPeserta = new Map<string, number>();
  for (let i = 0; i < entri.length; i += 1000) {
    const rows = entri.slice(i, i + 1000).map((e) => ({
      id_atlet: idAtlet(e.anggota[0]),
      id_kelas_kejuaraan: e.kelas.id_kelas_kejuaraan,
      status: e.status,
      is_team: e.anggota.length > 1,
    }));
    const ids = await db
      .insert(pesertaKompetisi)
      .values(rows)
      .returning({ id: pesertaKompetisi.id_peserta_kompetisi, a: pesertaKompetisi.id_atlet, k: pesertaKompetisi.id_kelas_kejuaraan });
    for (const r of ids) idPeserta.set(`${r.a}:${r.k}`, r.id);
  }
  // A team lists every member, the registering one included (as the demo seed and the register handler do).
  const anggota = entri
    .filter((e) => e.anggota.length > 1)
    .flatMap((e) => {
      const id_peserta_kompetisi = idPeserta.get(`${idAtlet(e.anggota[0])}:${e.kelas.id_kelas_kejuaraan}`)!;
      return e.anggota.map((a) => ({ id_peserta_kompetisi, id_atlet: idAtlet(a) }));
    });
  if (anggota.length > 0) await db.insert(pesertaTimAnggota).values(anggota);
  return {
    id_kompetisi: komp.id_kompetisi,
    athletes: pabrik.atlet.length,
    entries: entri.length,
    teamMembers: anggota.length,
    coachAthletes: pabrik.atlet.filter((a) => a.id_dojang === 0).length,
  };
}
