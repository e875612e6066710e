/**
 * Kyorugi rule sets as data. A competition stores the sets it uses (JSON, checked by ATURAN_SCHEMA) and picks
 * one per class category; a bout is scored and re-derived with the set it was scored under, so a later
 * change of rules never rewrites an old result. No golden round: a tied round goes down the tie-break
 * steps and ends, at the latest, with the referee's superiority (SUP).
 */

export const SUDUT = ['B', 'R'] as const;
/** Corner B (blue, the bracket's peserta_a / skor_a) and corner R (red, peserta_b / skor_b). */
export type Sudut = (typeof SUDUT)[number];
export const lawan = (s: Sudut): Sudut => (s === 'B' ? 'R' : 'B');

export const TEKNIK = ['pukulan', 'badan', 'kepala', 'putar_badan', 'putar_kepala'] as const;
export type Teknik = (typeof TEKNIK)[number];

/** Where a technique lands and whether it turns: the tie-break steps compare points by these. */
export const TEKNIK_INFO: Record<Teknik, { label: string; bagian: 'pukulan' | 'badan' | 'kepala'; putar: boolean }> = {
  pukulan: { label: 'Pukulan', bagian: 'pukulan', putar: false },
  badan: { label: 'Tendangan badan', bagian: 'badan', putar: false },
  kepala: { label: 'Tendangan kepala', bagian: 'kepala', putar: false },
  putar_badan: { label: 'Tendangan putar ke badan', bagian: 'badan', putar: true },
  putar_kepala: { label: 'Tendangan putar ke kepala', bagian: 'kepala', putar: true },
};

/** World Taekwondo decision codes. GDP (golden point) is only read from results saved before the golden round was dropped. */
export const KEPUTUSAN_SKOR = ['PTF', 'PTG', 'SUP', 'WDR', 'DSQ', 'PUN', 'RSC', 'GDP'] as const;
export type KeputusanSkor = (typeof KEPUTUSAN_SKOR)[number];
/** What a rule set may allow (GDP never again). */
export const KEPUTUSAN_ATURAN = ['PTF', 'PTG', 'SUP', 'WDR', 'DSQ', 'PUN', 'RSC'] as const;
export type KeputusanAturan = (typeof KEPUTUSAN_ATURAN)[number];
/** Decisions the referee gives at any time, ending the match at once. */
export const KEPUTUSAN_WASIT = ['WDR', 'DSQ', 'RSC'] as const;
export type KeputusanWasit = (typeof KEPUTUSAN_WASIT)[number];

export const KEPUTUSAN_SKOR_LABEL: Record<KeputusanSkor, string> = {
  PTF: 'Menang angka (PTF)',
  PTG: 'Selisih poin (PTG)',
  SUP: 'Keunggulan / superioritas (SUP)',
  WDR: 'Lawan mundur (WDR)',
  DSQ: 'Lawan didiskualifikasi (DSQ)',
  PUN: 'Lawan kena hukuman gam-jeom (PUN)',
  RSC: 'Wasit menghentikan pertandingan (RSC)',
  GDP: 'Golden point (GDP)',
};

/**
 * Steps that settle a round tied on points, in the set's order. poin_putar: more points from turning kicks;
 * poin_kepala / poin_badan / poin_pukulan: more points from techniques landing there (turning ones included);
 * gam_jeom_sedikit: fewer gam-jeoms; SUP: the referee decides (always the last step).
 */
export const LANGKAH_SERI = ['poin_putar', 'poin_kepala', 'poin_badan', 'poin_pukulan', 'gam_jeom_sedikit', 'SUP'] as const;
export type LangkahSeri = (typeof LANGKAH_SERI)[number];

export const LANGKAH_SERI_LABEL: Record<LangkahSeri, string> = {
  poin_putar: 'Poin tendangan putar lebih banyak',
  poin_kepala: 'Poin ke kepala lebih banyak',
  poin_badan: 'Poin ke badan lebih banyak',
  poin_pukulan: 'Poin pukulan lebih banyak',
  gam_jeom_sedikit: 'Gam-jeom lebih sedikit',
  SUP: 'Keunggulan oleh wasit (SUP)',
};

/**
 * Instant video replay (IVR): each coach's cards per bout; a review the referee accepts keeps the card when
 * `tetap_jika_diterima` (WT: one card, kept on success).
 */
export interface AturanIvr {
  kartu: number;
  tetap_jika_diterima: boolean;
}

/** Judges' phones for novices: how many judges and how close their presses must be to count. */
export interface SkorDigital {
  juri: 3 | 4;
  jendela_ms: number;
}

export interface AturanKyorugi {
  /** Stable name, e.g. 'wt-2025-best-of-three'. */
  kode: string;
  nama: string;
  /** Revision of this set's data; bumped when a competition edits it. */
  versi: number;
  /** Always 2 × menang_ronde − 1 (best of three: 3 and 2). */
  ronde_jumlah: number;
  menang_ronde: number;
  ronde_detik: number;
  istirahat_detik: number;
  kye_shi_detik: number;
  poin_teknik: Record<Teknik, number>;
  /** Each gam-jeom adds this to the opponent's score. */
  poin_gam_jeom: number;
  /** A lead of this many points ends the round (PTG); null: never. */
  selisih_ptg: number | null;
  /** This many gam-jeoms in a round lose it (PUN); null: never. */
  batas_gam_jeom: number | null;
  urutan_seri: LangkahSeri[];
  keputusan: KeputusanAturan[];
  golden_round: false;
  /** Judges' phones (novices); null: the console alone. */
  skor_digital: SkorDigital | null;
  /** Video replay; null: no video at this court's level. */
  ivr: AturanIvr | null;
}

/** Poomsae: scored sheets (knockout by the higher total) or each judge's flag for a corner ('bendera'). */
export const MODE_POOMSAE = ['nilai', 'bendera'] as const;
export type ModePoomsae = (typeof MODE_POOMSAE)[number];
export const UKURAN_PANEL = [3, 5, 7] as const;
export type UkuranPanel = (typeof UKURAN_PANEL)[number];

/** A Poomsae class's panel: how many judges and how they decide. */
export interface PanelPoomsaeKelas {
  juri: UkuranPanel;
  mode: ModePoomsae;
}
export const PANEL_POOMSAE_BAWAAN: PanelPoomsaeKelas = { juri: 5, mode: 'nilai' };

export const KATEGORI_SKOR = ['prestasi', 'pemula'] as const;
export type KategoriSkor = (typeof KATEGORI_SKOR)[number];

/** A competition's scoring setting: its rule sets, which one each category uses, and the Poomsae classes' panels. */
export interface PengaturanSkor {
  aturan: AturanKyorugi[];
  prestasi: string;
  pemula: string;
  /** Poomsae classes whose panel differs from the default; a class not listed uses `poomsae_bawaan`. */
  poomsae_bawaan: PanelPoomsaeKelas;
  poomsae_kelas: (PanelPoomsaeKelas & { id_kelas_kejuaraan: number })[];
}
