import type { KodeSkor } from '../../domain/skor/kode';
import { STATUS_TOLAK as STATUS_LAPANGAN, type KodeTolakLapangan } from '../lapangan/tolak';
import type { StatusTolak } from '../http/api-error';

export type { KodeSkor };
export type KodeTolakSkor = KodeSkor | KodeTolakLapangan;

/**
 * The bout's scoring log: an event id already stored with other content, or new events for a finished bout,
 * 409 (the console's copy is behind); a Poomsae bout, a full log, or a log that gives no finished match 422;
 * a Poomsae panel on a Kyorugi bout, or one whose scores tie after every tie-break (the two perform again), 422;
 * a Poomsae panel of another size or mode than the class's panel 400;
 * putting the result in the bracket answers with the bracket's and the court desk's codes.
 */
export const STATUS_TOLAK: StatusTolak<KodeTolakSkor> = {
  ...STATUS_LAPANGAN,
  kejadian_bentrok: 409,
  partai_selesai: 409,
  hasil_belum_ada: 422,
  bukan_kyorugi: 422,
  log_penuh: 422,
  bukan_poomsae: 422,
  nilai_sama: 422,
  panel_tidak_sesuai: 400,
};
