import { fakerID_ID, type Faker } from '@faker-js/faker';
import type { JenisKelamin } from '../../../domain/roles';

/** The demo is the same on every machine: one fixed seed for every random choice. */
export const DEMO_FAKER_SEED = 71_2025;

export function demoFaker(): Faker {
  fakerID_ID.seed(DEMO_FAKER_SEED);
  return fakerID_ID;
}

// Given names common among children born after 2005 (faker's Indonesian list leans to older Javanese names).
const NAMA_MUDA: Record<JenisKelamin, readonly string[]> = {
  LAKI_LAKI: [
    'Muhammad',
    'Ahmad',
    'Rizky',
    'Fajar',
    'Dimas',
    'Aditya',
    'Rafi',
    'Alif',
    'Naufal',
    'Farhan',
    'Raka',
    'Bintang',
    'Arkan',
    'Fathan',
    'Kevin',
    'Daffa',
    'Reza',
    'Ilham',
    'Bima',
    'Yusuf',
    'Rehan',
    'Zidan',
    'Hafiz',
    'Gilang',
  ],
  PEREMPUAN: [
    'Putri',
    'Nabila',
    'Aisyah',
    'Zahra',
    'Nayla',
    'Keisha',
    'Salsabila',
    'Aulia',
    'Anisa',
    'Dinda',
    'Citra',
    'Khansa',
    'Alya',
    'Amira',
    'Kirana',
    'Syifa',
    'Tiara',
    'Azzahra',
    'Nadia',
    'Hana',
    'Fitri',
    'Rahma',
    'Annisa',
    'Safira',
  ],
};

// Given names common among coaches born 1975-1996.
const NAMA_DEWASA: Record<JenisKelamin, readonly string[]> = {
  LAKI_LAKI: [
    'Budi',
    'Agus',
    'Hendra',
    'Andi',
    'Dedi',
    'Rudi',
    'Eko',
    'Joko',
    'Yudi',
    'Ferry',
    'Irwan',
    'Hadi',
    'Arief',
    'Dodi',
    'Heri',
    'Wahyu',
    'Rahmat',
    'Syahrial',
    'Zulkifli',
    'Firdaus',
  ],
  PEREMPUAN: [
    'Sri',
    'Dewi',
    'Rina',
    'Lina',
    'Yuni',
    'Ratna',
    'Fitri',
    'Novita',
    'Yulia',
    'Erna',
    'Maya',
    'Wulan',
    'Indah',
    'Mega',
    'Desi',
    'Lestari',
  ],
};

const sex = (jk: JenisKelamin) => (jk === 'LAKI_LAKI' ? 'male' : 'female');

/** 'Rizky Aditya Saputra': one or two given names and usually a family name, no part twice, unique in `dipakai`. */
export function namaOrang(f: Faker, jk: JenisKelamin, dipakai: Set<string>, muda = true): string {
  for (;;) {
    const umum = (muda ? NAMA_MUDA : NAMA_DEWASA)[jk];
    const depan = f.datatype.boolean(0.55) ? f.helpers.arrayElement(umum) : f.person.firstName(sex(jk));
    const parts = [depan];
    if (f.datatype.boolean(0.4)) parts.push(f.person.firstName(sex(jk)));
    if (f.datatype.boolean(0.85)) parts.push(f.person.lastName(sex(jk)));
    const nama = parts.filter((p, i) => parts.indexOf(p) === i).join(' ');
    if (nama.includes(' ') && !dipakai.has(nama)) {
      dipakai.add(nama);
      return nama;
    }
  }
}

const OPERATOR = ['11', '12', '13', '21', '22', '23', '52', '53', '55', '56', '57', '58', '77', '78', '95', '96', '97', '98'];

/** A mobile number as coaches type it: '0812xxxxxxxx' (12 digits). */
export function noHp(f: Faker): string {
  return `08${f.helpers.arrayElement(OPERATOR)}${f.string.numeric(8)}`;
}

const JALAN = [
  'Jenderal Sudirman',
  'Ahmad Yani',
  'Diponegoro',
  'Kapten A. Rivai',
  'Veteran',
  'Merdeka',
  'Basuki Rahmat',
  'Demang Lebar Daun',
  'Kolonel H. Burlian',
  'Mayor Ruslan',
  'Residen Abdul Rozak',
  'Srijaya Negara',
  'Soekarno-Hatta',
  'Angkatan 45',
  'Perindustrian',
  'Sultan Mahmud Badaruddin II',
  'R. Soekamto',
  'Letnan Kolonel Iskandar',
  'Kebon Jahe',
  'Pahlawan',
  'Cendana',
  'Mawar',
  'Melati',
  'Flamboyan',
  'Pramuka',
  'Pendidikan',
  'Kartini',
  'Cik Ditiro',
  'Gubernur H. Bastari',
];

const LORONG = ['Mawar', 'Sepakat', 'Damai', 'Karya', 'Harapan', 'Bersama'];

export function alamatJalan(f: Faker): string {
  const lorong = f.datatype.boolean(0.25) ? `, Lrg. ${f.helpers.arrayElement(LORONG)}` : '';
  return `Jl. ${f.helpers.arrayElement(JALAN)} No. ${f.number.int({ min: 1, max: 240 })}${lorong}`;
}

/** Lower-case slug for an e-mail box: 'Dojang Elang Musi' → 'elangmusi'. */
export function slug(nama: string): string {
  return nama
    .toLowerCase()
    .replace(/^(dojang|taekwondo club|tc) /, '')
    .replace(/[^a-z0-9]/g, '');
}

/**
 * A 16-digit NIK the way Dukcapil writes it: the kabupaten/kota code ('16.71' → 1671), a kecamatan,
 * the birth date DDMMYY (day + 40 for women) and a serial. `serial` is unique across the demo.
 */
export function nik(kodeKota: string, kecamatan: number, tanggalLahir: string, jk: JenisKelamin, serial: number): string {
  const [y, m, d] = tanggalLahir.split('-').map(Number);
  const dd = d + (jk === 'PEREMPUAN' ? 40 : 0);
  const pad = (n: number, w: number) => String(n).padStart(w, '0');
  return `${kodeKota.replace('.', '')}${pad(kecamatan, 2)}${pad(dd, 2)}${pad(m, 2)}${pad(y % 100, 2)}${pad(serial % 10_000, 4)}`;
}

/** 'YYYY-MM-DD' in `tahun` (day 1-28, so every month has it). */
export function tanggalDalamTahun(f: Faker, tahun: number): string {
  const m = f.number.int({ min: 1, max: 12 });
  const d = f.number.int({ min: 1, max: 28 });
  return `${tahun}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}
