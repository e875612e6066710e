import type { Faker } from '@faker-js/faker';
import { KELAS_BERAT, KELOMPOK_USIA } from '../../../domain/catalogue/kelas';
import { syaratKelas } from '../../../domain/kompetisi/eligibility';
import type { AtletKompetisi, KategoriEvent, KelasKejuaraanKompetisi, Kewarganegaraan } from '../../../domain/kompetisi/types';
import type { JenisKelamin } from '../../../domain/roles';
import { alamatJalan, namaOrang, nik, noHp, tanggalDalamTahun } from './demo-names';

/** A dojang while planning: `idx` stands in for id_dojang until the rows exist. */
export interface DojangRencana {
  idx: number;
  provinsi: string;
  kota: string;
  /** Kabupaten/kota code ('16.71'), the start of its athletes' NIK. */
  kode: string;
}

/** A planned athlete; id_atlet is its position in the plan and id_dojang the dojang's idx until inserted. */
export interface AtletRencana extends AtletKompetisi {
  nama_atlet: string;
  jenis_kelamin: JenisKelamin;
  tanggal_lahir: string;
  berat_badan: number;
  tinggi_badan: number;
  belt: string;
  nik: string;
  no_telp: string;
  alamat: string;
  provinsi: string;
  kota: string;
  kewarganegaraan: Kewarganegaraan;
  /** The level the athlete competes at (decides the belt). */
  kategori: KategoriEvent;
}

const SABUK_PEMULA = ['putih', 'kuning', 'kuningHijau', 'hijau', 'hijauBiru'];
const SABUK_PRESTASI: [maxUsia: number, sabuk: string[]][] = [
  [11, ['hijauBiru', 'biru', 'biruMerah', 'merah']],
  [14, ['biru', 'biruMerah', 'merah', 'merahHitam1', 'merahHitam2', 'hitam1']],
  [17, ['merah', 'merahHitam1', 'merahHitam2', 'hitam1', 'hitam1', 'hitam2']],
  [Infinity, ['hitam1', 'hitam1', 'hitam2', 'hitam2', 'hitam3', 'hitam4']],
];

/** A weight in (min, max] kg to 0.1 kg; the open ends of the lightest and the 'Over' classes kept plausible. */
function beratDalam(f: Faker, min: number, max: number): number {
  const lo = min <= 0 ? Math.max(max - 6, max * 0.75) : min;
  const hi = max >= 200 ? min + 14 : max;
  const berat = Math.round(f.number.float({ min: lo + 0.1, max: hi }) * 10) / 10;
  return Math.min(hi, Math.max(Math.round((lo + 0.1) * 10) / 10, berat));
}

/** Creates the plan's athletes, each one valid for the athlete form (NIK unique, known province and city). */
export class PabrikAtlet {
  readonly atlet: AtletRencana[] = [];
  private serial = 6001;
  private readonly nama: Set<string>;

  /** `tahun`: the competition's year, which the age groups count from; `namaDipakai`: names already taken. */
  constructor(
    private readonly f: Faker,
    private readonly tahun: number,
    private readonly tanggal_mulai: string,
    namaDipakai: Iterable<string> = [],
  ) {
    this.nama = new Set(namaDipakai);
  }

  /** An athlete `kelas` accepts: its gender (else either), a birth year of its age group, a weight of its weight class. */
  untukKelas(kelas: KelasKejuaraanKompetisi, dojang: DojangRencana, kategori: KategoriEvent): AtletRencana {
    const f = this.f;
    const s = syaratKelas(kelas, { tanggal_mulai: this.tanggal_mulai }, null);
    const jk = s.jenisKelamin ?? f.helpers.arrayElement(['LAKI_LAKI', 'PEREMPUAN'] as const);
    let usia: number;
    if (s.lahirMin !== -Infinity) usia = this.tahun - f.number.int({ min: s.lahirMin, max: s.lahirMax });
    else if (kelas.kelompok.usia_max === null) usia = 18 + Math.floor(f.number.float({ min: 0, max: 1 }) ** 2 * 14);
    else usia = f.number.int({ min: 8, max: 22 }); // Poomsae pemula: open to every age group
    const berat = s.adaBerat ? beratDalam(f, s.beratMin, s.beratMax) : this.beratUmum(usia, jk);
    return this.buat(dojang, jk, usia, berat, kategori);
  }

  /** Any athlete of the dojang (one not entered anywhere yet). */
  bebas(dojang: DojangRencana): AtletRencana {
    const f = this.f;
    const jk = f.helpers.weightedArrayElement<JenisKelamin>([
      { weight: 55, value: 'LAKI_LAKI' },
      { weight: 45, value: 'PEREMPUAN' },
    ]);
    const usia = f.number.int({ min: 6, max: 24 });
    const kategori = f.datatype.boolean(0.55) ? 'pemula' : 'prestasi';
    return this.buat(dojang, jk, usia, this.beratUmum(usia, jk), kategori);
  }

  /** A weight typical of the age: inside one of the weight classes of the athlete's age group. */
  private beratUmum(usia: number, jk: JenisKelamin): number {
    const kelompok = KELOMPOK_USIA.find((k) => usia >= k.usia_min && (k.usia_max === null || usia <= k.usia_max)) ?? KELOMPOK_USIA[0];
    const kelas = KELAS_BERAT.filter((b) => b.id_kelompok === kelompok.id && b.jenis_kelamin === jk);
    const b = kelas[this.f.number.int({ min: 1, max: kelas.length - 2 })];
    return beratDalam(this.f, b.batas_min, b.batas_max);
  }

  private buat(dojang: DojangRencana, jk: JenisKelamin, usia: number, berat: number, kategori: KategoriEvent): AtletRencana {
    const f = this.f;
    const tanggal_lahir = tanggalDalamTahun(f, this.tahun - usia);
    const dewasa = jk === 'LAKI_LAKI' ? 170 : 157;
    const tinggi = Math.round(Math.min(dewasa, 80 + usia * 5.6)) + f.number.int({ min: -5, max: 5 });
    const sabuk = kategori === 'pemula' ? SABUK_PEMULA.slice(0, usia < 9 ? 3 : 5) : SABUK_PRESTASI.find(([maxUsia]) => usia <= maxUsia)![1];
    const atlet: AtletRencana = {
      id_atlet: this.atlet.length,
      id_dojang: dojang.idx,
      nama_atlet: namaOrang(f, jk, this.nama),
      jenis_kelamin: jk,
      tanggal_lahir,
      berat_badan: berat,
      tinggi_badan: tinggi,
      belt: f.helpers.arrayElement(sabuk),
      nik: nik(dojang.kode, f.number.int({ min: 1, max: 14 }), tanggal_lahir, jk, this.serial++),
      no_telp: noHp(f),
      alamat: alamatJalan(f),
      provinsi: dojang.provinsi,
      kota: dojang.kota,
      kewarganegaraan: 'WNI',
      kategori,
    };
    this.atlet.push(atlet);
    return atlet;
  }
}
