import type { AturanIvr } from './aturan';

/** WT practice: one video-replay card per coach per bout, kept when the review succeeds. */
export const IVR_WT: AturanIvr = { kartu: 1, tetap_jika_diterima: true };
