import type { TutupKursi } from '../../../domain/skor';
import type { KodeJuriDigital } from '../../../domain/skor/kode';

/** What a court's seat link adds to a bout's view on the phone: why its buttons are locked now, and its court. */
export interface KursiTampil {
  tutup: TutupKursi | null;
  ronde: number | null;
  nama_lapangan: string;
  /** The court's letter: the bout's label is 'A-12' (labelPartai). */
  kode_lapangan: string;
  /** Read what the court shows now (a refusal said the bout on the mat moved on). */
  bacaUlang: () => void;
}

/** Refusals of the link itself (forged, expired, revoked): no press from it will land. */
export const TAUTAN_DITOLAK: ReadonlySet<string> = new Set<KodeJuriDigital>([
  'tautan_juri_tidak_sah',
  'tautan_juri_kedaluwarsa',
  'tautan_juri_dicabut',
]);

/** Refusals that mean the bout on the mat is not what the phone shows: the phone reads its court again. */
export const PERLU_BACA_ULANG: ReadonlySet<string> = new Set<KodeJuriDigital>([
  'partai_selesai',
  'partai_belum_mulai',
  'ronde_belum_mulai',
  'lapangan_lain',
  'panel_tidak_sesuai',
]);
