import type { RentangPeriode } from '../../domain/laporan/periode';
import type { TabelLaporan } from '../../domain/laporan/tabel';
import type { DbOrTx } from '../db/types';

/** Which rows of a report: one screen page, or all of them (an export; `limit` is then the cap + 1). */
export interface Potong {
  limit: number;
  offset: number;
}

/** A report built for a period: the table (only the asked rows) and how many rows the whole report has. */
export interface HasilLaporan {
  tabel: TabelLaporan;
  jumlah: number;
}

export type PembuatLaporan = (db: DbOrTx, r: RentangPeriode, potong: Potong) => Promise<HasilLaporan>;

/** 'Periode: November 2026 (1–30 November 2026)'. */
export function barisPeriode(r: RentangPeriode): string {
  return r.label === r.rentang ? `Periode: ${r.rentang}` : `Periode: ${r.label} (${r.rentang})`;
}
