/**
 * The championship facts the proposal prints: the event microsite's content module and the domain
 * catalogue, plus the few spec 001 §9 facts that no shared module carries yet.
 */
import { PRIZES, REGISTRATION_STEPS, timelineItems, VENUE, type TimelineItem } from '../../../src/client/features/event/event-content';
import type { Kompetisi } from '../../../src/client/data/queries/kompetisi';
import { KELAS_BERAT, KELOMPOK_USIA, OPSI_KELOMPOK_PER_GAYA } from '../../../src/domain/catalogue/kelas';
import { rentangTanggal } from '../../../src/domain/kompetisi/tanggal-tampil';
import { formatRupiah } from '../../../src/client/ui/format';

export const EVENT_YEAR = 2025;

/** The proposal is the spec's own championship (spec 001 §9), dated as the spec dates it. */
const SPEC_KOMPETISI: Kompetisi = {
  id_kompetisi: 0, nama_event: 'Kejuaraan Taekwondo Internasional 2025', lokasi: 'GOR Jakabaring, Palembang',
  tanggal_mulai: '2025-11-22', tanggal_selesai: '2025-11-26', batas_pendaftaran: '2025-11-08', status: 'PENDAFTARAN',
  biaya_pendaftaran: 500_000, biaya_wna: 1_000_000, jumlah_peserta: 0, is_featured: true,
};

export const EVENT = {
  nama: SPEC_KOMPETISI.nama_event,
  tanggal: rentangTanggal(SPEC_KOMPETISI.tanggal_mulai, SPEC_KOMPETISI.tanggal_selesai) ?? '',
  lokasi: SPEC_KOMPETISI.lokasi ?? '',
  venue: VENUE,
  biayaWni: formatRupiah(SPEC_KOMPETISI.biaya_pendaftaran),
  biayaWna: formatRupiah(SPEC_KOMPETISI.biaya_wna),
  biayaWniAngka: SPEC_KOMPETISI.biaya_pendaftaran,
};

// Registration opened 1 August 2025 (spec 001 §9), a date the competition row does not carry.
export const TIMELINE: TimelineItem[] = (timelineItems(SPEC_KOMPETISI) ?? []).map((t, i) =>
  (i === 0 ? { ...t, date: rentangTanggal('2025-08-01', SPEC_KOMPETISI.batas_pendaftaran) ?? t.date } : t));

export { PRIZES, REGISTRATION_STEPS };

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
