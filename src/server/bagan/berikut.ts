import { sql } from 'drizzle-orm';
import type { PartaiBerikut } from '../../domain/bagan/hasil-kunci';
import { matchBerikut } from '../../domain/bagan/susun';
import type { MatchBagan } from '../../domain/bagan/types';
import { kodeLapangan, labelPartai, type LapanganBerkode } from '../../domain/jadwal/kode';
import { queryRows } from '../db/rows';
import type { DbOrTx } from '../db/types';

interface Baris {
  nomor: number;
  status: string;
  id_lapangan: number;
  nama: string;
  urutan: number;
  hari_lapangan: LapanganBerkode[] | string | null;
  ada_skor: boolean;
}

/**
 * The bout of `m`'s next match as the lock rule needs it: its label ('A-14') and whether it started (called, on the
 * mat, finished, or any scoring event or Poomsae panel kept). null when there is no next match or it is on no court.
 */
export async function partaiBerikut(tx: DbOrTx, matches: readonly MatchBagan[], m: MatchBagan): Promise<PartaiBerikut | null> {
  const next = matchBerikut(matches, m)?.match;
  if (!next) return null;
  const [p] = await queryRows<Baris>(
    tx,
    sql`
    select p.nomor, p.status, l.id_lapangan, l.nama, l.urutan,
      (select json_agg(json_build_object('id_lapangan', l2.id_lapangan, 'nama', l2.nama, 'urutan', l2.urutan))
        from lapangan l2 where l2.id_hari = l.id_hari) as hari_lapangan,
      (exists (select 1 from skor_kejadian k where k.id_match = p.id_match)
        or exists (select 1 from skor_poomsae s where s.id_match = p.id_match)) as ada_skor
    from partai p join lapangan l on l.id_lapangan = p.id_lapangan
    where p.id_match = ${next.id_match}`,
  );
  if (!p) return null;
  const hari = typeof p.hari_lapangan === 'string' ? (JSON.parse(p.hari_lapangan) as LapanganBerkode[]) : (p.hari_lapangan ?? []);
  return { label: labelPartai(kodeLapangan(p, hari), p.nomor), mulai: p.status !== 'MENUNGGU' || p.ada_skor };
}
