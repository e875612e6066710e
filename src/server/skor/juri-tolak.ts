import type { KodeUmum } from '../../domain/tolak';
import { penolak, STATUS_UMUM, type StatusTolak } from '../http/api-error';

export type KodeJuriDigital = 'bukan_pemula' | 'tautan_juri_tidak_sah' | 'tautan_juri_kedaluwarsa';

/**
 * Judges' phones: join links for a bout not scored under a rule set with judges' phones 422; a link the server
 * did not sign (or not shaped like one) 403; a signed link past its time 410 (scan the console's QR again).
 */
export const STATUS_JURI: StatusTolak<KodeJuriDigital | KodeUmum> = {
  ...STATUS_UMUM,
  bukan_pemula: 422,
  tautan_juri_tidak_sah: 403,
  tautan_juri_kedaluwarsa: 410,
};

export const gagalJuri = penolak(STATUS_JURI);
