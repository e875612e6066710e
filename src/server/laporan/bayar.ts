import { sql } from 'drizzle-orm';
import { biayaTempat, type Tempat } from './sql';

/** Places of a dojang's non-rejected entries in one competition with one payment state (packed by TEMPAT_BAYAR_JSON). */
export interface TempatBayar extends Tempat {
  dibayar: boolean;
  terverifikasi: boolean;
}

/** Invoice, paid and verified Rupiah of a set of places (src/domain/kompetisi/biaya.ts rates). */
export interface Tagihan {
  tagihan: number;
  dibayar: number;
  terverifikasi: number;
}

export function tagihanDari(tempat: readonly TempatBayar[]): Tagihan {
  const out: Tagihan = { tagihan: 0, dibayar: 0, terverifikasi: 0 };
  for (const t of tempat) {
    const rp = biayaTempat(t);
    out.tagihan += rp;
    if (t.dibayar) out.dibayar += rp;
    if (t.terverifikasi) out.terverifikasi += rp;
  }
  return out;
}

const TEMPAT_JSON = `json_agg(json_build_object('wni', g.wni, 'wna', g.wna, 'dibayar', g.dibayar, 'terverifikasi', g.terverifikasi,
  'biaya_pendaftaran', k.biaya_pendaftaran, 'biaya_wna', k.biaya_wna))`;

/**
 * CTEs over `entri` (cteEntri with payment states): `bayar_grup`, the places of the entries not rejected (a
 * rejected entry is not charged) per dojang, competition and payment state; `bayar`, those of each dojang as a
 * JSON array of TempatBayar with the competition's rates (left-join it on id_dojang). Set-wise, so a list of
 * dojangs never scans the entries once per dojang.
 */
export const CTE_BAYAR = sql.raw(`bayar_grup as (
      select e.id_dojang, e.id_kompetisi, e.dibayar, e.terverifikasi, sum(e.wni)::int as wni, sum(e.wna)::int as wna
      from entri e where e.status <> 'REJECTED' group by 1, 2, 3, 4),
    bayar as (
      select g.id_dojang, ${TEMPAT_JSON} as tempat from bayar_grup g join kompetisi k on k.id_kompetisi = g.id_kompetisi group by g.id_dojang)`);

/** Every dojang's places together (the total row), a JSON array of TempatBayar. */
export const TEMPAT_SEMUA = sql.raw(
  `coalesce((select ${TEMPAT_JSON} from bayar_grup g join kompetisi k on k.id_kompetisi = g.id_kompetisi), '[]'::json)`,
);
