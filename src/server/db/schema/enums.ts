import { pgEnum } from 'drizzle-orm/pg-core';
import { AKUN_STATUS, JENIS_KELAMIN, ROLES } from '../../../domain/roles';
import { KEWARGANEGARAAN, STATUS_PESERTA } from '../../../domain/kompetisi/types';
import { BUKTI_STATUS } from '../../../domain/schemas/bukti-transfer';

export const roleEnum = pgEnum('role', ROLES);
export const akunStatusEnum = pgEnum('akun_status', AKUN_STATUS);
export const jenisKelaminEnum = pgEnum('jenis_kelamin', JENIS_KELAMIN);
export const kewarganegaraanEnum = pgEnum('kewarganegaraan', KEWARGANEGARAAN);
export const kompetisiStatusEnum = pgEnum('kompetisi_status', ['PENDAFTARAN', 'SEDANG_DIMULAI', 'SELESAI']);
export const cabangEnum = pgEnum('cabang', ['KYORUGI', 'POOMSAE']);
export const pesertaStatusEnum = pgEnum('peserta_status', STATUS_PESERTA);
export const dojangStatusEnum = pgEnum('dojang_status', ['PENDING', 'APPROVED', 'REJECTED']);
export const buktiStatusEnum = pgEnum('bukti_status', BUKTI_STATUS);
export const baganStatusEnum = pgEnum('bagan_status', ['created', 'in_progress', 'completed']);
