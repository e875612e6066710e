import * as v from 'valibot';
import { CABANG_LAPANGAN } from './types';
import { SUDUT, SUDUT_LAMA, dariSudutLama } from '../sudut';
import { waktuIsoSchema } from '../waktu-iso';

/** Bodies and queries of the schedule, the court desk and the staff's court, with the messages the API answers. */
export const JADWAL_MSG = {
  tanggal: 'Tanggal tidak valid (format YYYY-MM-DD)',
  tanggalLuar: 'Tanggal pertandingan harus di antara tanggal mulai dan selesai kompetisi',
  tanggalAda: 'Hari pertandingan dengan tanggal ini sudah ada',
  hari: 'Hari pertandingan tidak valid',
  hariTidakDitemukan: 'Hari pertandingan tidak ditemukan',
  hariDimulai: 'Hari pertandingan sudah dimulai: jadwalnya tidak dapat diubah lagi',
  lapangan: 'Lapangan tidak valid',
  lapanganTidakDitemukan: 'Lapangan tidak ditemukan',
  lapanganAda: 'Nama lapangan ini sudah dipakai di hari yang sama',
  lapanganDimulai: 'Lapangan ini sudah menjalankan partai dan tidak dapat dihapus',
  nama: 'Nama lapangan wajib diisi (maksimal 60 karakter)',
  mulai: 'Jam mulai harus berformat JJ:MM (mis. 08:00)',
  cabang: 'Cabang lapangan harus KYORUGI, POOMSAE atau SEMUA',
  urutan: 'Urutan harus angka bulat 0 atau lebih',
  kelas: 'Kelas tidak valid',
  kelasTidakDitemukan: 'Kelas kejuaraan tidak ditemukan di kompetisi ini',
  kelasBelumDiundi: 'Kelas ini belum diundi: undi bagannya dulu',
  kelasCabang: (nama: string) => `Lapangan ${nama} tidak menerima cabang kelas ini`,
  kelasBerjalan: 'Kelas ini sudah bertanding di lapangannya dan tidak dapat dipindah',
  daftarKelas: 'Daftar kelas tidak valid',
  istirahat: 'Istirahat harus 0 sampai 20 partai',
  tunggu: 'Waktu tunggu harus 0 sampai 900 detik',
  menit: 'Durasi partai harus 0,5 sampai 60 menit',
  versi: 'Versi partai tidak valid',
  sudut: "Sudut yang tidak hadir harus 'B' (biru) atau 'R' (merah)",
  waktu: 'Waktu tidak valid',
  idMatch: 'ID pertandingan tidak valid',
  urutanPartai: 'Urutan partai harus memuat semua partai lapangan ini, masing-masing sekali',
  // Answers of the court desk
  partaiTidakDijadwalkan: 'Pertandingan ini belum mendapat nomor partai di lapangan mana pun',
  konflikPartai: 'Partai ini sudah diubah di perangkat lain',
  belumLengkap: 'Pertandingan belum lengkap: menunggu pemenang pertandingan sebelumnya',
  sudahSelesai: 'Partai ini sudah selesai',
  sudahBertanding: 'Partai ini sudah dimulai',
  belumDipanggil: 'Panggil atlet dulu sebelum mencatat tidak hadir',
  tungguBelumHabis: (detik: number) => `Waktu tunggu atlet belum habis: tidak hadir baru dapat dicatat ${detik} detik lagi`,
  dipanggil: 'Atlet dipanggil',
  /** A desk step the bout already holds (sudahBerlaku): answered with the bout, nothing written. */
  sudahBerlaku: 'Sudah tercatat di server: tidak ada yang diubah',
  dimulai: 'Partai dimulai',
  tidakHadir: 'Tidak hadir dicatat: lawan menang WDR',
  // Answers of the schedule
  hariTersimpan: 'Hari pertandingan disimpan',
  hariDihapus: 'Hari pertandingan dihapus',
  lapanganTersimpan: 'Lapangan disimpan',
  lapanganDihapus: 'Lapangan dihapus',
  jadwalTersimpan: 'Jadwal disimpan',
  pengaturanTersimpan: 'Pengaturan jadwal disimpan',
  tersusun: 'Jadwal disusun otomatis',
  bernomor: (n: number) => `${n} partai diberi nomor`,
  tanpaLapangan: 'Belum ada lapangan yang menerima cabang kelas ini',
  susunBentrok: (n: number) =>
    `Tidak ada susunan tanpa bentrok: ${n} atlet masih bertanding di dua lapangan sekaligus (susunan paling ringan)`,
} as const;

const angka = (message: string) =>
  v.pipe(
    v.union([v.number(), v.string()], message),
    v.transform((x) => (typeof x === 'number' ? x : /^\s*-?\d+([.,]\d+)?\s*$/.test(x) ? Number(x.trim().replace(',', '.')) : NaN)),
    v.number(message),
    v.finite(message),
  );
const bulat = (message: string, min: number, max: number) =>
  v.pipe(angka(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));
const id = (message: string) => bulat(message, 1, 2_147_483_647);
const tanggal = v.pipe(
  v.string(JADWAL_MSG.tanggal),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, JADWAL_MSG.tanggal),
  v.check((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
  }, JADWAL_MSG.tanggal),
);
const jam = v.pipe(v.string(JADWAL_MSG.mulai), v.trim(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, JADWAL_MSG.mulai));
const namaLapangan = v.pipe(
  v.string(JADWAL_MSG.nama),
  v.trim(),
  v.nonEmpty(JADWAL_MSG.nama),
  v.maxLength(60, JADWAL_MSG.nama),
  v.check((s) => !s.includes('\u0000'), JADWAL_MSG.nama),
);

/** POST /kompetisi/{id}/hari, PUT /kompetisi/{id}/hari/{id_hari} */
export const hariSchema = v.object({ tanggal });
export type HariInput = v.InferOutput<typeof hariSchema>;

/** POST /kompetisi/{id}/lapangan */
export const lapanganBaruSchema = v.object({
  id_hari: id(JADWAL_MSG.hari),
  nama: namaLapangan,
  mulai: v.optional(jam, '08:00'),
  cabang: v.optional(v.picklist(CABANG_LAPANGAN, JADWAL_MSG.cabang), 'SEMUA'),
  urutan: v.optional(bulat(JADWAL_MSG.urutan, 0, 1000)),
});
export type LapanganBaruInput = v.InferOutput<typeof lapanganBaruSchema>;

/** PUT /kompetisi/{id}/lapangan/{id_lapangan}: missing = unchanged. */
export const lapanganUbahSchema = v.object({
  nama: v.optional(namaLapangan),
  mulai: v.optional(jam),
  cabang: v.optional(v.picklist(CABANG_LAPANGAN, JADWAL_MSG.cabang)),
  urutan: v.optional(bulat(JADWAL_MSG.urutan, 0, 1000)),
});
export type LapanganUbahInput = v.InferOutput<typeof lapanganUbahSchema>;

/** PUT /kompetisi/{id}/jadwal: the listed classes go to a court (null: off the schedule) at a place in its order. */
export const jadwalKelasSchema = v.object({
  kelas: v.pipe(
    v.array(
      v.object({
        id_kelas_kejuaraan: id(JADWAL_MSG.kelas),
        id_lapangan: v.nullable(id(JADWAL_MSG.lapangan)),
        urutan: bulat(JADWAL_MSG.urutan, 0, 10_000),
      }),
      JADWAL_MSG.daftarKelas,
    ),
    v.maxLength(2000, JADWAL_MSG.daftarKelas),
    v.check((xs) => new Set(xs.map((x) => x.id_kelas_kejuaraan)).size === xs.length, JADWAL_MSG.daftarKelas),
  ),
});
export type JadwalKelasInput = v.InferOutput<typeof jadwalKelasSchema>;

/** PUT /kompetisi/{id}/jadwal/pengaturan: missing = unchanged. */
export const pengaturanJadwalSchema = v.object({
  istirahat_partai: v.optional(bulat(JADWAL_MSG.istirahat, 0, 20)),
  tunggu_detik: v.optional(bulat(JADWAL_MSG.tunggu, 0, 900)),
  menit_kyorugi: v.optional(v.pipe(angka(JADWAL_MSG.menit), v.minValue(0.5, JADWAL_MSG.menit), v.maxValue(60, JADWAL_MSG.menit))),
  menit_poomsae: v.optional(v.pipe(angka(JADWAL_MSG.menit), v.minValue(0.5, JADWAL_MSG.menit), v.maxValue(60, JADWAL_MSG.menit))),
});
export type PengaturanJadwalInput = v.InferOutput<typeof pengaturanJadwalSchema>;

/** POST /kompetisi/{id}/jadwal/susun-otomatis: the day's courts get these classes (default: every drawn class not on another day). */
export const susunOtomatisSchema = v.object({
  id_hari: id(JADWAL_MSG.hari),
  id_kelas: v.optional(v.pipe(v.array(id(JADWAL_MSG.kelas), JADWAL_MSG.daftarKelas), v.maxLength(2000, JADWAL_MSG.daftarKelas))),
});
export type SusunOtomatisInput = v.InferOutput<typeof susunOtomatisSchema>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const idMatch = v.pipe(v.string(JADWAL_MSG.idMatch), v.regex(UUID, JADWAL_MSG.idMatch), v.toLowerCase());

/**
 * POST /kompetisi/{id}/jadwal/nomor: number the day's bouts. Before the day starts a court's bouts may be
 * put in a given order (`urutan`: every bout of that court once); after, only new bouts get the next numbers.
 */
export const nomorPartaiSchema = v.object({
  id_hari: id(JADWAL_MSG.hari),
  id_lapangan: v.optional(id(JADWAL_MSG.lapangan)),
  urutan: v.optional(v.pipe(v.array(idMatch, JADWAL_MSG.urutanPartai), v.maxLength(2000, JADWAL_MSG.urutanPartai))),
});
export type NomorPartaiInput = v.InferOutput<typeof nomorPartaiSchema>;

const versi = bulat(JADWAL_MSG.versi, 0, 2_147_483_647);
/** When the desk did it (its clock; the server keeps it when ≤ 1 min ahead and ≤ 1 day old). */
const pada = v.optional(waktuIsoSchema(JADWAL_MSG.waktu));

/** POST /partai/{id_match}/panggil and /mulai */
export const aksiPartaiSchema = v.object({ versi, pada });
export type AksiPartaiInput = v.InferOutput<typeof aksiPartaiSchema>;

/**
 * POST /partai/{id_match}/tidak-hadir: the corner that did not appear, the other wins WDR. `sudut_tidak_hadir`:
 * 'B' (biru: the match's peserta_a, sudut_a) or 'R' (merah: peserta_b, sudut_b). A write queued on a tablet
 * before this field carries `sudut` instead, 'A' (= peserta_a, blue) or 'B' (= peserta_b, red), and lands meaning
 * what it meant: read as 'B' / 'R' (dariSudutLama). A body names one of the two fields, never both; the field name
 * says the convention, so a 'B' is never read by the other one. The output always has `sudut_tidak_hadir`.
 */
export const tidakHadirSchema = v.pipe(
  v.object({
    sudut_tidak_hadir: v.optional(v.picklist(SUDUT, JADWAL_MSG.sudut)),
    sudut: v.optional(v.picklist(SUDUT_LAMA, JADWAL_MSG.sudut)),
    versi,
    pada,
  }),
  v.forward(
    v.check((b) => (b.sudut_tidak_hadir === undefined) !== (b.sudut === undefined), JADWAL_MSG.sudut),
    ['sudut_tidak_hadir'],
  ),
  v.transform(({ sudut_tidak_hadir, sudut, ...b }) => ({ ...b, sudut_tidak_hadir: sudut_tidak_hadir ?? dariSudutLama(sudut!) })),
);
export type TidakHadirInput = v.InferOutput<typeof tidakHadirSchema>;

/** GET /public/kompetisi/{id}/jadwal?tanggal= */
export const jadwalPublikQuerySchema = v.object({ tanggal: v.optional(tanggal) });
