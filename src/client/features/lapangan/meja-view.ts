import type { PartaiTampil, StatusPartai } from '../../data/lapangan';

/** The desk's three stages: on the mat, called (waiting at the mat's edge), and the next to call. */
export interface Panggung {
  bertanding: PartaiTampil[];
  dipanggil: PartaiTampil[];
  bersiap: PartaiTampil[];
  selesai: number;
}

const BERSIAP = 2;

export function bagiPanggung(xs: readonly PartaiTampil[]): Panggung {
  return {
    bertanding: xs.filter((p) => p.status === 'BERTANDING'),
    dipanggil: xs.filter((p) => p.status === 'DIPANGGIL'),
    bersiap: xs.filter((p) => p.status === 'MENUNGGU').slice(0, BERSIAP),
    selesai: xs.filter((p) => p.status === 'SELESAI').length,
  };
}

export const STATUS_LABEL: Record<StatusPartai, string> = {
  MENUNGGU: 'Menunggu', DIPANGGIL: 'Dipanggil', BERTANDING: 'Bertanding', SELESAI: 'Selesai',
};
export const STATUS_BADGE: Record<StatusPartai, string> = {
  MENUNGGU: 'badge-ghost', DIPANGGIL: 'badge-warning', BERTANDING: 'badge-success', SELESAI: 'badge-neutral',
};

export const lengkap = (p: PartaiTampil) => p.sudut_a !== null && p.sudut_b !== null;

/** Seconds left of the no-show wait after a call (negative once it ran out); null when not called. */
export function sisaTunggu(p: PartaiTampil, tunggu_detik: number, now: number): number | null {
  if (p.status !== 'DIPANGGIL' || !p.dipanggil_pada) return null;
  return tunggu_detik - (now - Date.parse(p.dipanggil_pada)) / 1000;
}
