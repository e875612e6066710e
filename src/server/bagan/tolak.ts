import type { KodeBagan } from '../../domain/bagan/kode';
import type { KodeUmum } from '../../domain/tolak';
import { STATUS_UMUM, type StatusTolak } from '../http/api-error';

export type KodeTolakBagan = KodeBagan | KodeUmum;

/**
 * The HTTP status of every refusal of brackets: a draw or result made on an old versi and a draw that would
 * discard results 409 (both carry the class or match as the server holds it); a draw or result the rules
 * do not allow 422; an unknown class or match 404.
 */
export const STATUS_TOLAK: StatusTolak<KodeTolakBagan> = {
  ...STATUS_UMUM,
  hasil_terkunci: 422,
  hasil_tidak_sah: 422,
  hasil_bertentangan_log: 422,
  alasan_koreksi_wajib: 400,
  bagan_ada_hasil: 409,
  peserta_berubah: 422,
  peserta_kurang: 422,
  undian_tidak_sah: 422,
  id_match_dipakai: 422,
};
