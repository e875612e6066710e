import { geserHari, rentangTanggal, tanggalPanjang } from './tanggal-tampil';

/**
 * The schedule written from a competition's dates: registration until batas_pendaftaran,
 * weigh-in (10:00-15:00) and technical meeting (from 15:30) on the day before the first match day,
 * matches tanggal_mulai to tanggal_selesai.
 */
export interface JadwalKompetisi {
  /** '8 November 2025'; null when the competition has no deadline. */
  batasPendaftaran: string | null;
  /** '21 November 2025' */
  timbangBadan: string;
  technicalMeeting: string;
  /** '22–26 November 2025' */
  pertandingan: string;
}

export const JAM_TIMBANG_BADAN = '10:00–15:00 WIB';
export const JAM_TECHNICAL_MEETING = 'Mulai 15:30 WIB';

export function jadwalKompetisi(k: {
  tanggal_mulai: string;
  tanggal_selesai: string;
  batas_pendaftaran?: string | null;
}): JadwalKompetisi | null {
  const pertandingan = rentangTanggal(k.tanggal_mulai, k.tanggal_selesai);
  const sehariSebelum = tanggalPanjang(geserHari(k.tanggal_mulai, -1));
  if (!pertandingan || !sehariSebelum) return null;
  return {
    batasPendaftaran: tanggalPanjang(k.batas_pendaftaran),
    timbangBadan: sehariSebelum,
    technicalMeeting: sehariSebelum,
    pertandingan,
  };
}
