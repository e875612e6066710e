import * as v from 'valibot';

/**
 * A data subject's request (through the coach) about an athlete's personal data, kept in `permintaan_data`:
 * HAPUS (erasure, started by a withdrawal of consent), EKSPOR and KOREKSI for the requests handled later.
 */
export const JENIS_PERMINTAAN = ['HAPUS', 'EKSPOR', 'KOREKSI'] as const;
export type JenisPermintaan = (typeof JENIS_PERMINTAAN)[number];

export const STATUS_PERMINTAAN = ['MENUNGGU', 'DIPROSES', 'SELESAI', 'DITOLAK'] as const;
export type StatusPermintaan = (typeof STATUS_PERMINTAAN)[number];

export const JENIS_PERMINTAAN_LABEL: Record<JenisPermintaan, string> = {
  HAPUS: 'Penghapusan data',
  EKSPOR: 'Salinan data',
  KOREKSI: 'Perbaikan data',
};

export const STATUS_PERMINTAAN_LABEL: Record<StatusPermintaan, string> = {
  MENUNGGU: 'Menunggu',
  DIPROSES: 'Diproses',
  SELESAI: 'Selesai',
  DITOLAK: 'Ditolak',
};

/** One request as the ADMIN's list shows it (GET /privasi/permintaan). */
export const permintaanDataSchema = v.object({
  id: v.number(),
  jenis: v.picklist(JENIS_PERMINTAAN),
  status: v.picklist(STATUS_PERMINTAAN),
  id_atlet: v.nullable(v.number()),
  nama_atlet: v.nullable(v.string()),
  nama_dojang: v.nullable(v.string()),
  /** Who asked (the coach's name, else the account's email). */
  diminta_oleh: v.string(),
  /** ISO instant. */
  diminta_pada: v.string(),
  alasan: v.nullable(v.string()),
});
export type PermintaanData = v.InferOutput<typeof permintaanDataSchema>;

export const permintaanQuerySchema = v.object({
  status: v.optional(v.union([v.literal(''), v.picklist(STATUS_PERMINTAAN, 'Status permintaan tidak dikenal')]), ''),
});

/** Withdrawing consent (POST /atlet/{id}/persetujuan/cabut): the coach may say why (optional). */
export const cabutPersetujuanSchema = v.object({
  alasan: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500, 'Alasan maksimal 500 karakter'))),
});
