/**
 * Refusal codes of personal-data rules, beside the common ones: an athlete without a consent statement (or a
 * statement missing, of an old notice, or without the guardian for a child) is `persetujuan_wajib`; one whose
 * consent was withdrawn is `persetujuan_dicabut` (nothing more is processed: only the ADMIN's erasure follows).
 */
export const KODE_PERSETUJUAN = ['persetujuan_wajib', 'persetujuan_dicabut'] as const;
export type KodePersetujuan = (typeof KODE_PERSETUJUAN)[number];
