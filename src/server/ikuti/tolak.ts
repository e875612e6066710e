import type { KodeUmum } from '../../domain/tolak';
import { STATUS_UMUM, type StatusTolak } from '../http/api-error';

/** 'Ikuti atlet' refuses with the common codes only (validasi, tidak_ditemukan, konflik, tidak_dapat_diproses). */
export const STATUS_TOLAK: StatusTolak<KodeUmum> = STATUS_UMUM;
