import { sql, type SQL } from 'drizzle-orm';
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

/**
 * JSON array of TempatBayar over the rows of `entri` (columns id_kompetisi, status, wni, wna, dibayar,
 * terverifikasi) matching `where`: rejected entries are not charged.
 */
export const tempatBayarJson = (where: SQL) => sql`coalesce((
  select json_agg(json_build_object('wni', s.wni, 'wna', s.wna, 'dibayar', s.dibayar, 'terverifikasi', s.terverifikasi,
    'biaya_pendaftaran', k.biaya_pendaftaran, 'biaya_wna', k.biaya_wna))
  from (select e.id_kompetisi, e.dibayar, e.terverifikasi, sum(e.wni)::int as wni, sum(e.wna)::int as wna
        from entri e where e.status <> 'REJECTED' and ${where} group by 1, 2, 3) s
  join kompetisi k on k.id_kompetisi = s.id_kompetisi), '[]'::json)`;
