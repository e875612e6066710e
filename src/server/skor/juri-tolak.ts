import type { KodeJuriDigital } from '../../domain/skor/kode';
import type { KodeUmum } from '../../domain/tolak';
import { penolak, STATUS_UMUM, type StatusTolak } from '../http/api-error';

export type { KodeJuriDigital };

/**
 * Judges' phones: join links for a bout not scored under a rule set with judges' phones 422; a link the server
 * did not sign (or not shaped like one) 403; a signed link past its time 410 (scan the console's QR again).
 * A Poomsae judge's sheet: for a Kyorugi bout 422; of another mode than the class's, or from a seat beyond its
 * panel, 400; once the bout is SELESAI 409. A press: from a Poomsae bout's link 422, from a seat beyond the bout's
 * judges 400, once the bout is SELESAI 409; beyond a judge's presses for one bout 422 (a phone gone wild, or a link
 * passed around, cannot fill the table; not 429, which a client retries: pressing again will not help).
 * A court's seat link: revoked 410 (like an expired one: scan the new QR); a press or sheet for a bout of another
 * court 422; for a bout not on the mat yet, or while no round runs, 409 (the bout's state, not the press, is wrong);
 * links for a court whose day is over 422.
 */
export const STATUS_JURI: StatusTolak<KodeJuriDigital | KodeUmum> = {
  ...STATUS_UMUM,
  bukan_pemula: 422,
  tautan_juri_tidak_sah: 403,
  tautan_juri_kedaluwarsa: 410,
  bukan_poomsae: 422,
  panel_tidak_sesuai: 400,
  partai_selesai: 409,
  tekan_penuh: 422,
  bukan_kyorugi: 422,
  tautan_juri_dicabut: 410,
  lapangan_lain: 422,
  partai_belum_mulai: 409,
  ronde_belum_mulai: 409,
  hari_lewat: 422,
};

export const gagalJuri = penolak(STATUS_JURI);
