/**
 * Refusal codes of the data subject's rights (export, erasure), beside the common ones: a request already handled
 * (`permintaan_sudah_ditangani`), an erasure while the athlete is still in a competition that has not ended
 * (`hapus_kompetisi_berjalan`: its documents still serve the eligibility check), an erasure asked for an athlete whose
 * data is already erased (`data_sudah_dihapus`).
 */
export const KODE_HAK_DATA = ['permintaan_sudah_ditangani', 'hapus_kompetisi_berjalan', 'data_sudah_dihapus'] as const;
export type KodeHakData = (typeof KODE_HAK_DATA)[number];
