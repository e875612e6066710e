import { sql } from 'drizzle-orm';
import type { Lapangan } from '../../domain/jadwal';
import { queryRows } from '../db/rows';
import type { DbOrTx } from '../db/types';
import { isiEta, muatLapangan, muatPartai, muatRiwayatHari, type PartaiBaris } from '../lapangan/muat';

export interface PartaiIkuti {
  partai: PartaiBaris;
  lapangan: Lapangan;
  /** A bout of the court's day was called, started or finished. */
  hari_dimulai: boolean;
}

const idJson = (ids: readonly number[]) => sql`(select (jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))::int)`;

/**
 * Every numbered bout of the entries named in a competition, with its ETA and place in its court's queue as the
 * schedule computes them (the whole court is read: a bout's place depends on those before it) and its day's state.
 */
export async function muatPartaiDiikuti(
  db: DbOrTx,
  id_kompetisi: number,
  id_peserta: readonly number[],
  sekarang: number,
): Promise<PartaiIkuti[]> {
  if (id_peserta.length === 0) return [];
  const ids = idJson(id_peserta);
  const courts = await queryRows<{ id_lapangan: number }>(
    db,
    sql`select distinct p.id_lapangan from partai p join match m on m.id_match = p.id_match
      join lapangan l on l.id_lapangan = p.id_lapangan
      where l.id_kompetisi = ${id_kompetisi} and (m.id_peserta_a in ${ids} or m.id_peserta_b in ${ids})`,
  );
  if (courts.length === 0) return [];
  const idLapangan = courts.map((c) => c.id_lapangan);
  const semua = await muatLapangan(db, sql`l.id_kompetisi = ${id_kompetisi}`);
  const byId = new Map(semua.map((l) => [l.lapangan.id_lapangan, l.lapangan]));
  const pengaturan = semua[0]?.pengaturan;
  if (!pengaturan) return [];
  const partai = await muatPartai(db, sql`p.id_lapangan in ${idJson(idLapangan)}`);
  isiEta(partai, byId, pengaturan, sekarang, await muatRiwayatHari(db, idLapangan));
  const dimulai = await queryRows<{ id_hari: number; dimulai: boolean }>(
    db,
    sql`select l.id_hari, bool_or(p.status <> 'MENUNGGU') as dimulai from partai p join lapangan l on l.id_lapangan = p.id_lapangan
      where l.id_kompetisi = ${id_kompetisi} group by l.id_hari`,
  );
  const hari = new Map(dimulai.map((d) => [d.id_hari, d.dimulai]));
  const dicari = new Set(id_peserta);
  return partai
    .filter((p) => dicari.has(p.sudut_a?.id_peserta_kompetisi ?? -1) || dicari.has(p.sudut_b?.id_peserta_kompetisi ?? -1))
    .flatMap((p) => {
      const l = byId.get(p.id_lapangan);
      return l ? [{ partai: p, lapangan: l, hari_dimulai: hari.get(l.id_hari) === true }] : [];
    });
}
