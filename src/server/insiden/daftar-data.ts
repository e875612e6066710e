import type { Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  activityLog,
  admin,
  adminKompetisi,
  aksesData,
  akun,
  atlet,
  dojang,
  ikutiPerangkat,
  pelatih,
  penimbangan,
  permintaanData,
  persetujuanData,
  petugasKompetisi,
  pushLangganan,
  totp,
} from '../db/schema';
import type { UploadFolder } from '../uploads/store';

interface Jenis {
  kategori: string;
  subjek: string;
  /** Specific personal data (UU PDP Pasal 4): a child's data, identity papers, body data. */
  spesifik: boolean;
  keterangan: string;
}

/** Personal data in the database: a table and the columns holding it (names from the schema, so a rename does not compile). */
export interface DataTabel extends Jenis {
  tabel: PgTable;
  kolom: readonly Column[];
  /** Stored encrypted or hashed by the app (else plain in the database and in every backup's JSON). */
  terenkripsi: boolean;
}

const ANAK = 'Atlet (sebagian besar anak)';

/**
 * Where the platform keeps personal data, as the breach-readiness screen lists it and counts it. A new table or column
 * holding personal data is a new line here; the folders below are typed over every upload folder.
 */
export const DATA_TABEL: readonly DataTabel[] = [
  {
    tabel: atlet,
    kolom: [atlet.nama_atlet, atlet.jenis_kelamin, atlet.tanggal_lahir, atlet.kewarganegaraan],
    kategori: 'Identitas atlet',
    subjek: ANAK,
    spesifik: true,
    terenkripsi: false,
    keterangan: 'Nama dan dojang tampil di bagan, jadwal dan medali publik',
  },
  {
    tabel: atlet,
    kolom: [atlet.nik],
    kategori: 'NIK atlet',
    subjek: ANAK,
    spesifik: true,
    terenkripsi: false,
    keterangan: 'Dikirim tersamar; utuh hanya lewat Tampilkan (dicatat)',
  },
  {
    tabel: atlet,
    kolom: [atlet.alamat, atlet.provinsi, atlet.kota, atlet.no_telp],
    kategori: 'Alamat dan telepon atlet',
    subjek: ANAK,
    spesifik: true,
    terenkripsi: false,
    keterangan: 'Hanya pelatih atlet dan ADMIN',
  },
  {
    tabel: atlet,
    kolom: [atlet.berat_badan, atlet.tinggi_badan],
    kategori: 'Berat dan tinggi atlet',
    subjek: ANAK,
    spesifik: true,
    terenkripsi: false,
    keterangan: 'Untuk kelas tanding',
  },
  {
    tabel: penimbangan,
    kolom: [penimbangan.berat_gram],
    kategori: 'Hasil penimbangan',
    subjek: ANAK,
    spesifik: true,
    terenkripsi: false,
    keterangan: 'Panitia kompetisi dan petugas timbang',
  },
  {
    tabel: persetujuanData,
    kolom: [persetujuanData.nama_wali],
    kategori: 'Nama orang tua/wali',
    subjek: 'Orang tua/wali',
    spesifik: false,
    terenkripsi: false,
    keterangan: 'Bukti persetujuan pemrosesan data anak',
  },
  {
    tabel: pelatih,
    kolom: [pelatih.nama_pelatih, pelatih.nik, pelatih.tanggal_lahir, pelatih.jenis_kelamin],
    kategori: 'Identitas pelatih',
    subjek: 'Pelatih',
    spesifik: false,
    terenkripsi: false,
    keterangan: 'NIK pelatih utuh hanya di profilnya sendiri dan untuk ADMIN',
  },
  {
    tabel: pelatih,
    kolom: [pelatih.no_telp, pelatih.alamat, pelatih.kota, pelatih.provinsi],
    kategori: 'Kontak pelatih',
    subjek: 'Pelatih',
    spesifik: false,
    terenkripsi: false,
    keterangan: '',
  },
  {
    tabel: dojang,
    kolom: [dojang.email, dojang.no_telp, dojang.alamat],
    kategori: 'Kontak dojang',
    subjek: 'Dojang (sering kontak pribadi pelatih)',
    spesifik: false,
    terenkripsi: false,
    keterangan: '',
  },
  {
    tabel: akun,
    kolom: [akun.email],
    kategori: 'Email akun',
    subjek: 'Semua pengguna',
    spesifik: false,
    terenkripsi: false,
    keterangan: 'Untuk login dan email pemberitahuan',
  },
  {
    tabel: akun,
    kolom: [akun.password_hash],
    kategori: 'Kata sandi',
    subjek: 'Semua pengguna',
    spesifik: false,
    terenkripsi: true,
    keterangan: 'Hanya hash (scrypt), tidak dapat dibaca kembali',
  },
  {
    tabel: totp,
    kolom: [totp.secret_enc],
    kategori: 'Rahasia autentikator (2FA)',
    subjek: 'Pengguna dengan 2FA',
    spesifik: false,
    terenkripsi: true,
    keterangan: 'Terenkripsi dengan kunci server',
  },
  {
    tabel: admin,
    kolom: [admin.nama_admin],
    kategori: 'Nama admin',
    subjek: 'ADMIN',
    spesifik: false,
    terenkripsi: false,
    keterangan: '',
  },
  {
    tabel: adminKompetisi,
    kolom: [adminKompetisi.nama],
    kategori: 'Nama admin kompetisi',
    subjek: 'Admin kompetisi',
    spesifik: false,
    terenkripsi: false,
    keterangan: '',
  },
  {
    tabel: petugasKompetisi,
    kolom: [petugasKompetisi.nama],
    kategori: 'Nama petugas',
    subjek: 'Petugas timbang dan lapangan',
    spesifik: false,
    terenkripsi: false,
    keterangan: '',
  },
  {
    tabel: aksesData,
    kolom: [aksesData.nama, aksesData.peran, aksesData.berkas],
    kategori: 'Catatan akses dokumen',
    subjek: 'Pengguna yang melihat dokumen atau NIK',
    spesifik: false,
    terenkripsi: false,
    keterangan: 'Siapa melihat dokumen atau NIK atlet mana, kapan',
  },
  {
    tabel: activityLog,
    kolom: [activityLog.actor, activityLog.details],
    kategori: 'Log aktivitas',
    subjek: 'Pengguna; nama atlet di rinciannya',
    spesifik: false,
    terenkripsi: false,
    keterangan: 'Email pelaku dan rincian tindakan',
  },
  {
    tabel: permintaanData,
    kolom: [permintaanData.diminta_oleh, permintaanData.alasan, permintaanData.catatan_penanganan],
    kategori: 'Permintaan subjek data',
    subjek: 'Atlet, orang tua/wali',
    spesifik: false,
    terenkripsi: false,
    keterangan: 'Penghapusan, salinan, perbaikan data',
  },
  {
    tabel: pushLangganan,
    kolom: [pushLangganan.endpoint],
    kategori: 'Alamat notifikasi perangkat',
    subjek: 'Pengguna',
    spesifik: false,
    terenkripsi: false,
    keterangan: 'Web Push',
  },
  {
    tabel: ikutiPerangkat,
    kolom: [ikutiPerangkat.endpoint],
    kategori: "Perangkat 'Ikuti atlet'",
    subjek: 'Pengunjung',
    spesifik: false,
    terenkripsi: false,
    keterangan: 'Web Push tanpa akun',
  },
];

/** Every upload folder: what it holds, about whom. Whether it is encrypted comes from the store (folderPribadi). */
export const DATA_FOLDER: Readonly<Record<UploadFolder, Jenis>> = {
  'atlet/akte_kelahiran': { kategori: 'Akta kelahiran', subjek: ANAK, spesifik: true, keterangan: 'Dihapus otomatis setelah masa simpan' },
  'atlet/ktp': { kategori: 'KK/KTP atlet', subjek: ANAK, spesifik: true, keterangan: 'Dihapus otomatis setelah masa simpan' },
  'atlet/pas_foto': { kategori: 'Pas foto atlet', subjek: ANAK, spesifik: true, keterangan: 'Untuk kartu peserta' },
  'atlet/pas_foto_kartu': { kategori: 'Pas foto atlet (ukuran kartu)', subjek: ANAK, spesifik: true, keterangan: 'Salinan kecil pas foto' },
  'atlet/sertifikat_belt': { kategori: 'Sertifikat sabuk atlet', subjek: ANAK, spesifik: false, keterangan: '' },
  'pelatih/ktp': { kategori: 'KTP pelatih', subjek: 'Pelatih', spesifik: true, keterangan: '' },
  'pelatih/sertifikat': { kategori: 'Sertifikat pelatih', subjek: 'Pelatih', spesifik: false, keterangan: '' },
  'pelatih/BuktiTf': {
    kategori: 'Bukti transfer',
    subjek: 'Pelatih/dojang',
    spesifik: false,
    keterangan: 'Memuat nama dan rekening pengirim',
  },
  'dojang/logos': { kategori: 'Logo dojang', subjek: 'Dojang', spesifik: false, keterangan: 'Publik, bukan data pribadi' },
};
