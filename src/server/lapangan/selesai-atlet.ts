import { sql } from 'drizzle-orm';
import { kodeLapanganSemua, labelPartai } from '../../domain/jadwal';
import type { SelesaiAtlet } from '../../domain/jadwal/istirahat-atlet';
import { queryRows } from '../db/rows';
import type { DbOrTx } from '../db/types';

/**
 * For every entry in a court's bouts, the last bout (any court, any class of the competition, the last day) that one of
 * its athletes finished: what the desk's call warns with ('Atlet Budi selesai partai A-11 3 menit lalu'), offline too.
 * Two queries, whatever the number of bouts.
 */
export async function muatSelesaiAtlet(db: DbOrTx, id_lapangan: number, id_kompetisi: number): Promise<SelesaiAtlet[]> {
  const rows = await queryRows<{
    id_peserta_kompetisi: number;
    id_match: string;
    id_lapangan: number;
    nomor: number;
    selesai_pada: string;
  }>(
    db,
    sql`
    with entri as (
      select distinct x.id from partai p join match m on m.id_match = p.id_match
      cross join lateral (values (m.id_peserta_a), (m.id_peserta_b)) as x(id)
      where p.id_lapangan = ${id_lapangan} and x.id is not null),
    atlet as (
      select pk.id_peserta_kompetisi as entri, pk.id_atlet from peserta_kompetisi pk
      where pk.id_peserta_kompetisi in (select id from entri) and pk.id_atlet is not null
      union select pta.id_peserta_kompetisi, pta.id_atlet from peserta_tim_anggota pta where pta.id_peserta_kompetisi in (select id from entri)),
    lain as (
      select a.entri, pk.id_peserta_kompetisi as lain from atlet a join peserta_kompetisi pk on pk.id_atlet = a.id_atlet
      union select a.entri, pta.id_peserta_kompetisi from atlet a join peserta_tim_anggota pta on pta.id_atlet = a.id_atlet)
    select distinct on (l.entri) l.entri as id_peserta_kompetisi, p.id_match, p.id_lapangan, p.nomor,
      to_char(p.selesai_pada at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as selesai_pada
    from lain l join match m on l.lain in (m.id_peserta_a, m.id_peserta_b) join partai p on p.id_match = m.id_match
    join lapangan lp on lp.id_lapangan = p.id_lapangan
    where lp.id_kompetisi = ${id_kompetisi} and p.status = 'SELESAI' and p.selesai_pada > now() - interval '1 day'
    order by l.entri, p.selesai_pada desc`,
  );
  if (rows.length === 0) return [];
  const lapangan = await queryRows<{ id_lapangan: number; id_hari: number; nama: string; urutan: number }>(
    db,
    sql`select id_lapangan, id_hari, nama, urutan from lapangan where id_kompetisi = ${id_kompetisi}`,
  );
  const kode = kodeLapanganSemua(lapangan);
  return rows.map((r) => ({
    id_peserta_kompetisi: r.id_peserta_kompetisi,
    id_match: r.id_match,
    label: labelPartai(kode.get(r.id_lapangan), r.nomor),
    selesai_pada: r.selesai_pada,
  }));
}
