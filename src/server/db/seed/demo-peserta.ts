import type { Faker } from '@faker-js/faker';
import { filterAtletEligible } from '../../../domain/kompetisi/eligibility';
import { cekEntriEligible, ukuranTim } from '../../../domain/kompetisi/eligibility-tim';
import { atletTerkunci, cekSatuKyorugi, cekSudahTerdaftar } from '../../../domain/kompetisi/registrasi';
import {
  kategoriKelas,
  type EntriKompetisi,
  type KategoriEvent,
  type KelasKejuaraanKompetisi,
  type StatusPeserta,
} from '../../../domain/kompetisi/types';
import type { AtletRencana, DojangRencana, PabrikAtlet } from './demo-atlet';

/** One planned entry; a team has 2 (Berpasangan) or 3 (Beregu) members, the first registers. */
export interface EntriRencana {
  kelas: KelasKejuaraanKompetisi;
  anggota: AtletRencana[];
  status: StatusPeserta;
}

export interface RencanaInput {
  f: Faker;
  pabrik: PabrikAtlet;
  kelas: readonly KelasKejuaraanKompetisi[];
  tanggal_mulai: string;
  /** Coached dojangs that enter athletes, with their relative size; the first also gets a team. */
  dojang: readonly { dojang: DojangRencana; bobot: number }[];
  /** The demo coach's dojang: a handful of entries and several athletes left for the wizard. */
  dojangDemo: DojangRencana;
}

const kunci = (k: KelasKejuaraanKompetisi) =>
  [k.cabang, kategoriKelas(k), k.kelompok.id_kelompok, k.jenis_kelamin ?? '-', k.kelas_berat?.nama_kelas ?? k.poomsae?.nama_kelas].join(
    '|',
  );

/** Full fields (at least 9 APPROVED each), so brackets of 8 and more have real entries. */
const RAMAI = new Set([
  'KYORUGI|prestasi|3|LAKI_LAKI|Under 45 kg',
  'KYORUGI|prestasi|3|PEREMPUAN|Under 44 kg',
  'KYORUGI|prestasi|4|LAKI_LAKI|Under 55 kg',
  'KYORUGI|prestasi|4|PEREMPUAN|Under 49 kg',
  'KYORUGI|prestasi|5|LAKI_LAKI|Under 68 kg',
  'KYORUGI|prestasi|5|PEREMPUAN|Under 57 kg',
  'KYORUGI|pemula|2|LAKI_LAKI|Under 28 kg',
  'KYORUGI|pemula|3|LAKI_LAKI|Under 41 kg',
  'POOMSAE|prestasi|4|PEREMPUAN|Individu',
  'POOMSAE|pemula|4|LAKI_LAKI|Individu',
]);
export const DISETUJUI_MIN_RAMAI = 9;

/** Team poomsae entries: [kategori, kelompok, class, how many teams]. */
const TIM: readonly [KategoriEvent, number, string, number][] = [
  ['prestasi', 4, 'Berpasangan', 2],
  ['prestasi', 3, 'Berpasangan', 1],
  ['prestasi', 5, 'Berpasangan', 1],
  ['pemula', 4, 'Berpasangan', 3],
  ['prestasi', 4, 'Beregu', 2],
  ['prestasi', 3, 'Beregu', 1],
  ['prestasi', 5, 'Beregu', 1],
  ['pemula', 4, 'Beregu', 1],
];

/** The demo coach's entries: five Kyorugi and one Poomsae; the rest of the dojang stays unregistered. */
const STATUS_DEMO: readonly StatusPeserta[] = ['APPROVED', 'APPROVED', 'PENDING', 'PENDING', 'REJECTED'];
const ATLET_BEBAS_DEMO = 4;

export function rencanaPeserta(input: RencanaInput): EntriRencana[] {
  const { f, pabrik, kelas, tanggal_mulai } = input;
  const entri: EntriRencana[] = [];
  const kompetisi = { tanggal_mulai };
  const pilihDojang = () => f.helpers.weightedArrayElement(input.dojang.map((d) => ({ weight: d.bobot, value: d.dojang })));
  const acakStatus = () =>
    f.helpers.weightedArrayElement<StatusPeserta>([
      { weight: 45, value: 'APPROVED' },
      { weight: 37, value: 'PENDING' },
      { weight: 18, value: 'REJECTED' },
    ]);
  const kategori = (k: KelasKejuaraanKompetisi) => kategoriKelas(k) ?? 'pemula';
  const cari = (kat: KategoriEvent, kelompok: number, nama: string, jk: string | null = null) => {
    const k = kelas.find(
      (x) =>
        x.cabang === 'POOMSAE' &&
        kategori(x) === kat &&
        x.kelompok.id_kelompok === kelompok &&
        x.poomsae?.nama_kelas === nama &&
        (x.jenis_kelamin ?? null) === jk,
    );
    if (!k) throw new Error(`Kelas demo tidak ditemukan: ${kat} ${kelompok} ${nama}`);
    return k;
  };
  const sudahAda = () =>
    entri.map(
      (e, i): EntriKompetisi => ({
        id_peserta_kompetisi: i,
        id_kelas_kejuaraan: e.kelas.id_kelas_kejuaraan,
        cabang: e.kelas.cabang,
        status: e.status,
        anggota: e.anggota.map((a) => a.id_atlet),
      }),
    );
  /** Athletes of the same level who may still enter `k` (idDojang null: any dojang but the demo coach's). */
  const calon = (k: KelasKejuaraanKompetisi, idDojang: number | null) => {
    const pool = pabrik.atlet.filter((a) => a.kategori === kategori(k) && a.id_dojang !== input.dojangDemo.idx);
    return filterAtletEligible(pool, k, kompetisi, idDojang, atletTerkunci(k, sudahAda()));
  };

  // Kyorugi: every entry a new athlete (one Kyorugi class per athlete); most classes small, a few full.
  for (const k of kelas.filter((x) => x.cabang === 'KYORUGI')) {
    const ramai = RAMAI.has(kunci(k));
    const ujung = (k.kelas_berat?.batas_min ?? 0) <= 0 || (k.kelas_berat?.batas_max ?? 0) >= 200;
    const peluang = ujung ? [60, 25, 10, 5] : [42, 25, 14, 9, 5, 3, 2];
    const n = ramai
      ? f.number.int({ min: 11, max: 14 })
      : f.helpers.weightedArrayElement(peluang.map((weight, value) => ({ weight, value })));
    for (let i = 0; i < n; i++) {
      const anggota = [pabrik.untukKelas(k, pilihDojang(), kategori(k))];
      entri.push({ kelas: k, anggota, status: ramai && i < DISETUJUI_MIN_RAMAI ? 'APPROVED' : acakStatus() });
    }
  }

  // Poomsae Individu: half of them Kyorugi athletes who also do poomsae.
  for (const k of kelas.filter((x) => x.cabang === 'POOMSAE' && ukuranTim(x) === 1)) {
    const ramai = RAMAI.has(kunci(k));
    const n = ramai ? f.number.int({ min: 10, max: 12 }) : f.number.int({ min: 2, max: 6 });
    for (let i = 0; i < n; i++) {
      const bisa = f.datatype.boolean(0.5) ? calon(k, null) : [];
      const atlet = bisa.length > 0 ? f.helpers.arrayElement(bisa) : pabrik.untukKelas(k, pilihDojang(), kategori(k));
      entri.push({ kelas: k, anggota: [atlet], status: ramai && i < DISETUJUI_MIN_RAMAI ? 'APPROVED' : acakStatus() });
    }
  }

  // Team poomsae: members of one dojang, taken from its athletes first.
  let timKe = 0;
  for (const [kat, kelompok, nama, jumlah] of TIM) {
    const k = cari(kat, kelompok, nama);
    for (let i = 0; i < jumlah; i++, timKe++) {
      const dojang = timKe === 0 ? input.dojang[0].dojang : pilihDojang();
      const anggota = f.helpers.arrayElements(calon(k, dojang.idx), ukuranTim(k));
      while (anggota.length < ukuranTim(k)) anggota.push(pabrik.untukKelas(k, dojang, kat));
      entri.push({ kelas: k, anggota, status: acakStatus() });
    }
  }

  // The demo coach's dojang.
  const kelasDemo = f.helpers.arrayElements(
    kelas.filter(
      (x) =>
        x.cabang === 'KYORUGI' &&
        !RAMAI.has(kunci(x)) &&
        x.kelompok.id_kelompok >= 2 &&
        x.kelompok.id_kelompok <= 4 &&
        (x.kelas_berat?.batas_min ?? 0) > 0,
    ),
    STATUS_DEMO.length,
  );
  kelasDemo.forEach((k, i) => {
    entri.push({ kelas: k, anggota: [pabrik.untukKelas(k, input.dojangDemo, kategori(k))], status: STATUS_DEMO[i] });
  });
  const poomsaeDemo = cari('pemula', 4, 'Individu', 'PEREMPUAN');
  entri.push({ kelas: poomsaeDemo, anggota: [pabrik.untukKelas(poomsaeDemo, input.dojangDemo, 'pemula')], status: 'APPROVED' });
  for (let i = 0; i < ATLET_BEBAS_DEMO; i++) pabrik.bebas(input.dojangDemo);

  // Athletes not entered yet in every other dojang.
  for (const { dojang, bobot } of input.dojang) for (let i = 0; i < Math.round(bobot / 6); i++) pabrik.bebas(dojang);

  validasiRencana(entri, tanggal_mulai);
  return entri;
}

/** Every planned entry as the server would check it: eligible, same dojang, no duplicate, one Kyorugi. */
export function validasiRencana(entri: readonly EntriRencana[], tanggal_mulai: string): void {
  const sudah: EntriKompetisi[] = [];
  entri.forEach((e, i) => {
    const ids = e.anggota.map((a) => a.id_atlet);
    for (const hasil of [
      cekEntriEligible(e.kelas, { tanggal_mulai }, e.anggota, e.anggota[0].id_dojang),
      cekSudahTerdaftar(e.kelas, ids, sudah),
      cekSatuKyorugi(e.kelas, ids, sudah),
    ]) {
      if (!hasil.ok) throw new Error(`Entri demo tidak valid (${e.anggota[0].nama_atlet}, ${kunci(e.kelas)}): ${hasil.pesan}`);
    }
    sudah.push({
      id_peserta_kompetisi: i,
      id_kelas_kejuaraan: e.kelas.id_kelas_kejuaraan,
      cabang: e.kelas.cabang,
      status: e.status,
      anggota: ids,
    });
  });
}
