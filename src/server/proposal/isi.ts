import { HADIAH_JUARA_UMUM } from '../../domain/bagan/types';
import { formatRupiah, tarifKompetisi } from '../../domain/kompetisi/biaya';
import { JAM_TECHNICAL_MEETING, JAM_TIMBANG_BADAN, jadwalKompetisi } from '../../domain/kompetisi/jadwal';
import { kodeTagihan } from '../../domain/kompetisi/kode-tagihan';
import { rentangTanggal, tanggalPanjang } from '../../domain/kompetisi/tanggal-tampil';
import type { DataProposal, RingkasanKelas } from './data';

/** One piece of the proposal as the PDF lays it out. */
export type Blok =
  | { jenis: 'judul'; teks: string }
  | { jenis: 'paragraf'; teks: string }
  | { jenis: 'pasangan'; baris: [label: string, nilai: string][] }
  | { jenis: 'tabel'; kolom: string[]; lebar: number[]; baris: string[][]; tebalTerakhir?: boolean }
  | { jenis: 'butir'; teks: string[]; bernomor?: boolean };

export interface IsiProposal {
  /** The cover: event name, dates, place, description. */
  nama: string;
  tanggal: string;
  tempat: string;
  deskripsi: string | null;
  blok: Blok[];
}

/** The best athlete of each category. */
export const HADIAH_ATLET_TERBAIK = 1_000_000;

const CABANG_LABEL: Record<string, string> = { KYORUGI: 'Kyorugi', POOMSAE: 'Poomsae' };
const KATEGORI_LABEL: Record<string, string> = { prestasi: 'Prestasi', pemula: 'Pemula' };

const jenisKelamin = (k: RingkasanKelas) => (k.putra && k.putri ? 'Putra & Putri' : k.putra ? 'Putra' : 'Putri');

function tabelKelas(kelas: readonly RingkasanKelas[]): Blok[] {
  if (kelas.length === 0) return [{ jenis: 'paragraf', teks: 'Daftar kelas belum ditetapkan panitia.' }];
  const total = kelas.reduce((s, k) => s + k.jumlah, 0);
  const baris = kelas.map((k) => [
    `${CABANG_LABEL[k.cabang] ?? k.cabang} ${KATEGORI_LABEL[k.kategori] ?? k.kategori}`,
    k.nama_kelompok,
    jenisKelamin(k),
    String(k.jumlah),
  ]);
  return [
    {
      jenis: 'tabel',
      kolom: ['Nomor', 'Kelompok usia', 'Jenis kelamin', 'Jumlah kelas'],
      lebar: [34, 28, 22, 16],
      baris: [...baris, ['Total', '', '', String(total)]],
      tebalTerakhir: true,
    },
    {
      jenis: 'paragraf',
      teks: 'Kyorugi dipertandingkan per kelas berat; kelompok usia dihitung dari tahun lahir terhadap tahun kejuaraan.',
    },
  ];
}

/**
 * The proposal of one competition, every fact from its own row and class catalogue (name, dates, place,
 * deadline, fees, account, contact, classes) plus the event rules (prizes, scoring, two ID
 * cards for an athlete in both branches).
 */
export function isiProposal({ kompetisi: k, kelas }: DataProposal): IsiProposal {
  const tanggal = rentangTanggal(k.tanggal_mulai, k.tanggal_selesai) ?? `${k.tanggal_mulai} – ${k.tanggal_selesai}`;
  const jadwal = jadwalKompetisi(k);
  const batas = tanggalPanjang(k.batas_pendaftaran);
  const tarif = tarifKompetisi(k);
  const tempat = k.lokasi?.trim() || 'Diumumkan panitia';
  const info: [string, string][] = [
    ['Nama kejuaraan', k.nama_event],
    ['Tanggal pertandingan', tanggal],
    ['Tempat', tempat],
    ['Batas pendaftaran', batas ? `${batas} atau saat kuota terpenuhi` : 'Sampai kuota terpenuhi'],
  ];
  if (jadwal) {
    info.push(
      ['Timbang badan', `${jadwal.timbangBadan}, ${JAM_TIMBANG_BADAN}`],
      ['Technical meeting', `${jadwal.technicalMeeting}, ${JAM_TECHNICAL_MEETING.replace(/^Mulai/, 'mulai')}`],
    );
  }
  if (k.kuota) info.push(['Kuota peserta', `${k.kuota} entri`]);

  const bayar: [string, string][] = [['Cara pembayaran', 'Transfer bank']];
  if (k.bank_nama) bayar.push(['Bank', k.bank_nama]);
  if (k.bank_nomor_rekening) bayar.push(['Nomor rekening', k.bank_nomor_rekening]);
  if (k.bank_atas_nama) bayar.push(['Atas nama', k.bank_atas_nama]);
  if (!k.bank_nomor_rekening) bayar.push(['Rekening', 'Diumumkan panitia di halaman event']);
  bayar.push(
    [
      'Berita transfer',
      `Kode tagihan dojang Anda (contoh ${kodeTagihan(k.id_kompetisi, 42)}), tertera di halaman kompetisi pada dashboard pelatih`,
    ],
    ['Batas pembayaran', batas ? `${batas} atau saat kuota terpenuhi` : 'Saat kuota terpenuhi'],
  );

  const kontak: [string, string][] = [];
  if (k.kontak_nama) kontak.push(['Narahubung', k.kontak_nama]);
  if (k.kontak_whatsapp) kontak.push(['WhatsApp', k.kontak_whatsapp]);
  if (k.kontak_email) kontak.push(['Email', k.kontak_email]);

  const juara = (i: number) => [
    `Juara Umum ${i + 1}`,
    formatRupiah(HADIAH_JUARA_UMUM.prestasi[i]),
    formatRupiah(HADIAH_JUARA_UMUM.pemula[i]),
  ];
  const blok: Blok[] = [
    { jenis: 'judul', teks: 'Informasi Kejuaraan' },
    { jenis: 'pasangan', baris: info },
    { jenis: 'judul', teks: 'Biaya Pendaftaran' },
    {
      jenis: 'tabel',
      kolom: ['Peserta', 'Biaya per atlet'],
      lebar: [60, 40],
      baris: [
        ['Atlet Indonesia (WNI)', formatRupiah(tarif.WNI)],
        ['Atlet asing (WNA)', formatRupiah(tarif.WNA)],
      ],
    },
    {
      jenis: 'paragraf',
      teks: 'Biaya berlaku untuk setiap nomor yang diikuti: atlet yang mengikuti Kyorugi dan Poomsae membayar keduanya dan menerima 2 ID card. Pendaftaran yang ditolak panitia tidak ditagih. Pembayaran yang sudah diverifikasi mengunci slot peserta.',
    },
    { jenis: 'judul', teks: 'Pembayaran' },
    { jenis: 'pasangan', baris: bayar },
    { jenis: 'judul', teks: 'Kelas yang Dipertandingkan' },
    ...tabelKelas(kelas),
    { jenis: 'judul', teks: 'Hadiah' },
    {
      jenis: 'tabel',
      kolom: ['Peringkat', 'Kategori Prestasi', 'Kategori Pemula'],
      lebar: [40, 30, 30],
      baris: [juara(0), juara(1), juara(2)],
    },
    {
      jenis: 'paragraf',
      teks: `Atlet terbaik setiap kategori: ${formatRupiah(HADIAH_ATLET_TERBAIK)}. Juara umum ditentukan dari perolehan medali emas, lalu perak, lalu perunggu.`,
    },
    { jenis: 'judul', teks: 'Sistem Penilaian' },
    {
      jenis: 'butir',
      teks: ['Kyorugi pemula: digital scoring.', 'Kyorugi prestasi: peraturan World Taekwondo (WT).', 'Poomsae: sistem gugur.'],
    },
    { jenis: 'judul', teks: 'Cara Mendaftar' },
    {
      jenis: 'butir',
      bernomor: true,
      teks: [
        'Daftarkan dojang di halaman Registrasi Dojang aplikasi Arena TKD.',
        'Buat akun pelatih dan pilih dojang yang sudah terdaftar.',
        'Tambahkan atlet beserta dokumen pendukung dari dashboard pelatih.',
        'Daftarkan atlet ke kelas kejuaraan, transfer biaya dengan kode tagihan sebagai berita transfer, lalu unggah bukti transfer.',
      ],
    },
  ];
  if (kontak.length > 0) blok.push({ jenis: 'judul', teks: 'Kontak Panitia' }, { jenis: 'pasangan', baris: kontak });
  return { nama: k.nama_event, tanggal, tempat, deskripsi: k.deskripsi?.trim() || null, blok };
}
