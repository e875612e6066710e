import type { KodeUmum } from '../../domain/tolak';
import { penolak, STATUS_UMUM, type StatusTolak } from '../http/api-error';

export type KodeJuriDigital = 'bukan_pemula' | 'tautan_juri_tidak_sah' | 'tautan_juri_kedaluwarsa' | 'bukan_poomsae' | 'panel_tidak_sesuai'
  | 'partai_selesai' | 'tekan_penuh';

/**
 * Judges' phones: join links for a bout not scored under a rule set with judges' phones 422; a link the server
 * did not sign (or not shaped like one) 403; a signed link past its time 410 (scan the console's QR again).
 * A Poomsae judge's sheet: for a Kyorugi bout 422; of another mode than the class's, or from a seat beyond its
 * panel, 400; once the bout is SELESAI 409. A press once the bout is SELESAI 409; beyond a judge's presses for one
 * bout 429 (a phone gone wild, or a link passed around, cannot fill the table).
 */
export const STATUS_JURI: StatusTolak<KodeJuriDigital | KodeUmum> = {
  ...STATUS_UMUM,
  bukan_pemula: 422,
  tautan_juri_tidak_sah: 403,
  tautan_juri_kedaluwarsa: 410,
  bukan_poomsae: 422,
  panel_tidak_sesuai: 400,
  partai_selesai: 409,
  tekan_penuh: 429,
};

export const gagalJuri = penolak(STATUS_JURI);
