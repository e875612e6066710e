import type { StatusPartai } from './types';

/**
 * What a court shows: Sedang bertanding (on the mat), Dipanggil (called, on deck), Bersiap (the next
 * waiting bout) and the rest, each in number order. The desk, the public schedule and the hall TV share it.
 */
export interface TahapLapangan<P> {
  /** On the mat (normally one; two started by mistake both stay here until each has its result). */
  bertanding: P[];
  /** The first of `bertanding`: the bout a public screen names as on the mat. */
  sedang: P | null;
  dipanggil: P[];
  bersiap: P | null;
  berikutnya: P[];
  selesai: P[];
}

export function tahapLapangan<P extends { nomor: number; status: StatusPartai }>(partai: readonly P[]): TahapLapangan<P> {
  const urut = [...partai].sort((a, b) => a.nomor - b.nomor);
  const menunggu = urut.filter((p) => p.status === 'MENUNGGU');
  const bertanding = urut.filter((p) => p.status === 'BERTANDING');
  return {
    bertanding,
    sedang: bertanding[0] ?? null,
    dipanggil: urut.filter((p) => p.status === 'DIPANGGIL'),
    bersiap: menunggu[0] ?? null,
    berikutnya: menunggu.slice(1),
    selesai: urut.filter((p) => p.status === 'SELESAI'),
  };
}
