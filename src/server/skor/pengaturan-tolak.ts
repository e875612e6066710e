import type { KodeUmum } from '../../domain/tolak';
import { STATUS_UMUM, type StatusTolak } from '../http/api-error';

export type KodeTolakPengaturanSkor = KodeUmum;

/** The scoring setting: a bad body or a per-class panel naming a class that is not a Poomsae class of the competition, 400. */
export const STATUS_TOLAK: StatusTolak<KodeTolakPengaturanSkor> = { ...STATUS_UMUM };
