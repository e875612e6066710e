import type { Faker } from '@faker-js/faker';
import { PROVINSI } from '../../../domain/catalogue/wilayah';
import { alamatJalan, slug } from './demo-names';

/**
 * The demo's other dojangs (besides DEMO_DOJANG): clubs of Palembang and South Sumatra, and a few from
 * neighbouring provinces and Java coming to an international cup. `bobot` is the club's relative size
 * (how many of the generated athletes train there); the ones with `pelatih` get a demo coach account
 * (pelatih3@… onwards) and enter athletes; the others have no coach yet, so a new user can register as
 * their coach. Names never contain 'Garuda Sriwijaya' or 'Rajawali' (the e2e tests search for those).
 */
export interface DojangDemoDef {
  nama_dojang: string;
  provinsi: string;
  kota: string;
  kecamatan?: string;
  kelurahan?: string;
  status: 'APPROVED' | 'PENDING';
  pelatih: boolean;
  bobot: number;
}

const SUMSEL = 'Sumatera Selatan';
const PLG = 'Kota Palembang';

export const DOJANG_LAIN: readonly DojangDemoDef[] = [
  {
    nama_dojang: 'Dojang Elang Musi',
    provinsi: SUMSEL,
    kota: PLG,
    kecamatan: 'Sukarami',
    kelurahan: 'Kebun Bunga',
    status: 'APPROVED',
    pelatih: true,
    bobot: 40,
  },
  {
    nama_dojang: 'Taekwondo Club Bukit Siguntang',
    provinsi: SUMSEL,
    kota: PLG,
    kecamatan: 'Ilir Barat I',
    kelurahan: 'Bukit Lama',
    status: 'APPROVED',
    pelatih: true,
    bobot: 36,
  },
  { nama_dojang: 'Dojang Harimau Prabumulih', provinsi: SUMSEL, kota: 'Kota Prabumulih', status: 'APPROVED', pelatih: true, bobot: 30 },
  {
    nama_dojang: 'Lubuklinggau Taekwondo Academy',
    provinsi: SUMSEL,
    kota: 'Kota Lubuk Linggau',
    status: 'APPROVED',
    pelatih: true,
    bobot: 28,
  },
  {
    nama_dojang: 'Dojang Tunas Bangsa Plaju',
    provinsi: SUMSEL,
    kota: PLG,
    kecamatan: 'Plaju',
    kelurahan: 'Plaju Ulu',
    status: 'APPROVED',
    pelatih: true,
    bobot: 32,
  },
  { nama_dojang: 'Dojang Sedulang Setudung', provinsi: SUMSEL, kota: 'Kabupaten Banyuasin', status: 'APPROVED', pelatih: true, bobot: 24 },
  { nama_dojang: 'Dojang Angso Duo', provinsi: 'Jambi', kota: 'Kota Jambi', status: 'APPROVED', pelatih: true, bobot: 26 },
  {
    nama_dojang: 'Lampung Taekwondo Center',
    provinsi: 'Lampung',
    kota: 'Kota Bandar Lampung',
    status: 'APPROVED',
    pelatih: true,
    bobot: 30,
  },
  {
    nama_dojang: 'Dojang Kemuning Muda',
    provinsi: SUMSEL,
    kota: PLG,
    kecamatan: 'Kemuning',
    kelurahan: 'Sekip Jaya',
    status: 'APPROVED',
    pelatih: false,
    bobot: 0,
  },
  {
    nama_dojang: 'Taekwondo Club Jakabaring',
    provinsi: SUMSEL,
    kota: PLG,
    kecamatan: 'Jakabaring',
    kelurahan: 'Silaberanti',
    status: 'APPROVED',
    pelatih: false,
    bobot: 0,
  },
  { nama_dojang: 'Dojang Sako Kenten', provinsi: SUMSEL, kota: PLG, kecamatan: 'Sako', status: 'PENDING', pelatih: false, bobot: 0 },
  { nama_dojang: 'Dojang Satria Muara Enim', provinsi: SUMSEL, kota: 'Kabupaten Muara Enim', status: 'APPROVED', pelatih: false, bobot: 0 },
  { nama_dojang: 'Dojang Bukit Besak Lahat', provinsi: SUMSEL, kota: 'Kabupaten Lahat', status: 'APPROVED', pelatih: false, bobot: 0 },
  { nama_dojang: 'TC Indralaya Ogan Ilir', provinsi: SUMSEL, kota: 'Kabupaten Ogan Ilir', status: 'APPROVED', pelatih: false, bobot: 0 },
  {
    nama_dojang: 'Dojang Seminung Baturaja',
    provinsi: SUMSEL,
    kota: 'Kabupaten Ogan Komering Ulu',
    status: 'APPROVED',
    pelatih: false,
    bobot: 0,
  },
  { nama_dojang: 'Dojang Dempo Pagar Alam', provinsi: SUMSEL, kota: 'Kota Pagar Alam', status: 'PENDING', pelatih: false, bobot: 0 },
  {
    nama_dojang: 'Dojang Bende Seguguk Kayuagung',
    provinsi: SUMSEL,
    kota: 'Kabupaten Ogan Komering Ilir',
    status: 'APPROVED',
    pelatih: false,
    bobot: 0,
  },
  { nama_dojang: 'Dojang Raflesia Bengkulu', provinsi: 'Bengkulu', kota: 'Kota Bengkulu', status: 'APPROVED', pelatih: false, bobot: 0 },
  {
    nama_dojang: 'Dojang Timah Pangkalpinang',
    provinsi: 'Kepulauan Bangka Belitung',
    kota: 'Kota Pangkal Pinang',
    status: 'APPROVED',
    pelatih: false,
    bobot: 0,
  },
  { nama_dojang: 'Taekwondo Club Siginjai', provinsi: 'Jambi', kota: 'Kota Jambi', status: 'APPROVED', pelatih: false, bobot: 0 },
  { nama_dojang: 'Dojang Ranah Minang', provinsi: 'Sumatera Barat', kota: 'Kota Padang', status: 'APPROVED', pelatih: false, bobot: 0 },
  { nama_dojang: 'Dojang Lancang Kuning', provinsi: 'Riau', kota: 'Kota Pekanbaru', status: 'APPROVED', pelatih: false, bobot: 0 },
  { nama_dojang: 'Medan Taekwondo Club', provinsi: 'Sumatera Utara', kota: 'Kota Medan', status: 'APPROVED', pelatih: false, bobot: 0 },
  { nama_dojang: 'Dojang Way Halim', provinsi: 'Lampung', kota: 'Kota Bandar Lampung', status: 'PENDING', pelatih: false, bobot: 0 },
  { nama_dojang: 'Dojang Bumi Tuah Metro', provinsi: 'Lampung', kota: 'Kota Metro', status: 'APPROVED', pelatih: false, bobot: 0 },
  {
    nama_dojang: 'Dojang Cempaka Putih',
    provinsi: 'Daerah Khusus Ibukota Jakarta',
    kota: 'Kota Administrasi Jakarta Pusat',
    status: 'APPROVED',
    pelatih: false,
    bobot: 0,
  },
  { nama_dojang: 'Dojang Pajajaran Bandung', provinsi: 'Jawa Barat', kota: 'Kota Bandung', status: 'APPROVED', pelatih: false, bobot: 0 },
  { nama_dojang: 'Dojang Tugu Pahlawan', provinsi: 'Jawa Timur', kota: 'Kota Surabaya', status: 'APPROVED', pelatih: false, bobot: 0 },
];

/** '16.71' for ('Sumatera Selatan', 'Kota Palembang'): the first digits of a NIK issued there. */
export function kodeKota(provinsi: string, kota: string): string {
  const kode = PROVINSI.find((p) => p.nama === provinsi)?.kabupaten_kota.find((k) => k.nama === kota)?.kode;
  if (!kode) throw new Error(`Wilayah demo tidak dikenal: ${provinsi} / ${kota}`);
  return kode;
}

/** The row of a DOJANG_LAIN entry: contact details made up, the Palembang ones with a full address. */
export function dojangRow(f: Faker, d: DojangDemoDef) {
  // Palembang clubs give their landline (area code 0711), the others the coach's mobile.
  const nomor =
    d.kota === PLG
      ? `0711-${f.string.numeric(6)}`
      : `08${f.helpers.arrayElement(['12', '13', '21', '52', '77'])}-${f.string.numeric(4)}-${f.string.numeric(4)}`;
  return {
    nama_dojang: d.nama_dojang,
    email: `${slug(d.nama_dojang)}@gmail.com`,
    no_telp: nomor,
    provinsi: d.provinsi,
    kota: d.kota,
    kecamatan: d.kecamatan ?? null,
    kelurahan: d.kelurahan ?? null,
    alamat: d.kecamatan || f.datatype.boolean(0.5) ? alamatJalan(f) : null,
    status: d.status,
  };
}
