/**
 * The championship facts the proposal prints: the event microsite's content module and the domain
 * catalogue, plus the few spec 001 §9 facts that no shared module carries yet.
 */
import { EVENT_FALLBACK, PRIZES, REGISTRATION_STEPS, TIMELINE, VENUE } from '../../../src/client/features/event/event-content';
import { KELAS_BERAT, KELOMPOK_USIA, OPSI_KELOMPOK_PER_GAYA } from '../../../src/domain/catalogue/kelas';
import { formatRupiah } from '../../../src/client/ui/format';

export const EVENT_YEAR = 2025;

export const EVENT = {
  nama: EVENT_FALLBACK.nama_event,
  tanggal: EVENT_FALLBACK.tanggal,
  lokasi: EVENT_FALLBACK.lokasi,
  venue: VENUE,
  biayaWni: formatRupiah(EVENT_FALLBACK.biaya_wni),
  biayaWna: formatRupiah(EVENT_FALLBACK.biaya_wna),
  biayaWniAngka: EVENT_FALLBACK.biaya_wni,
};

export { PRIZES, REGISTRATION_STEPS, TIMELINE };

/** Spec 001 §9: scoring per style and level. */
export const PENILAIAN = [
  { nomor: 'Kyorugi Pemula', sistem: 'Digital scoring' },
  { nomor: 'Kyorugi Prestasi', sistem: 'Peraturan World Taekwondo (WT)' },
  { nomor: 'Poomsae', sistem: 'Sistem gugur' },
] as const;

/** Spec 001 §9: payment. */
export const PEMBAYARAN = {
  cara: 'Transfer bank',
  berita: 'Nama klub dan jumlah peserta',
  batas: '8 November 2025 atau saat kuota peserta terpenuhi',
};

const NOMOR = [
  { key: 'KYORUGI_prestasi', label: 'Kyorugi Prestasi' },
  { key: 'KYORUGI_pemula', label: 'Kyorugi Pemula' },
  { key: 'POOMSAE_prestasi', label: 'Poomsae Prestasi' },
] as const;

export interface KelompokUsiaRow {
  nama: string;
  usia: string;
  tahunLahir: string;
  /** Kyorugi weight classes per gender. */
  kelasBerat: number;
  nomor: string[];
}

/** The age-group table of spec 001 'Age groups', birth years counted from the championship year. */
export function kelompokUsiaRows(): KelompokUsiaRow[] {
  return KELOMPOK_USIA.map((k) => {
    const usia = k.usia_max === null ? `${k.usia_min} tahun ke atas` : `${k.usia_min}–${k.usia_max} tahun`;
    const tahunLahir = k.usia_max === null
      ? `${EVENT_YEAR - k.usia_min} dan sebelumnya`
      : `${EVENT_YEAR - k.usia_max}–${EVENT_YEAR - k.usia_min}`;
    const kelasBerat = KELAS_BERAT.filter((b) => b.id_kelompok === k.id && b.jenis_kelamin === 'LAKI_LAKI').length;
    const nomor = NOMOR.filter((n) => OPSI_KELOMPOK_PER_GAYA[n.key]?.includes(k.id)).map((n) => n.label);
    return { nama: k.nama, usia, tahunLahir, kelasBerat, nomor };
  });
}

/** Poomsae pemula runs as one open group (catalogue: Junior id doubles as 'Pemula'). */
export const POOMSAE_PEMULA_CATATAN = 'Poomsae Pemula dipertandingkan dalam satu kelompok Pemula.';
