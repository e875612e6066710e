import { sql, type SQL } from 'drizzle-orm';
import { pageCount } from '../../domain/atlet/pagination';
import type { PesertaQuery } from '../../domain/schemas/peserta';
import type { PageMeta, PesertaKompetisi } from '../../domain/schemas/peserta-response';
import type { DbOrTx } from '../db/types';
import { JOIN_DOJANG, JOIN_KATEGORI, KELAS_JOINS, PESERTA_JOINS, PESERTA_JOINS_INTI, PESERTA_JSON } from './sql';
import { queryRows } from '../db/rows';
import { RINGKAS_TIMBANG_SQL } from '../penimbangan/sql-hasil';

/** Which entries of one competition: the query's filters plus the reader's scope (a coach's own dojang). */
export interface PesertaFilter extends Omit<PesertaQuery, 'page' | 'limit'> {
  id_kompetisi: number;
  /** Only entries of this dojang, whatever the filters say (a coach). */
  scopeDojang?: number;
}

/** ILIKE pattern matching `text` anywhere, with the wildcards in it taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

function whereOf(f: PesertaFilter): SQL {
  const parts: SQL[] = [sql`kk.id_kompetisi = ${f.id_kompetisi}`];
  if (f.scopeDojang !== undefined) parts.push(sql`a.id_dojang = ${f.scopeDojang}`);
  if (f.id_dojang !== undefined) parts.push(sql`a.id_dojang = ${f.id_dojang}`);
  if (f.cabang) parts.push(sql`kk.cabang = ${f.cabang}`);
  if (f.kategori) parts.push(sql`ke.nama_kategori = ${f.kategori}`);
  if (f.status) parts.push(sql`pk.status = ${f.status}`);
  if (f.kelas !== undefined) parts.push(sql`pk.id_kelas_kejuaraan = ${f.kelas}`);
  if (f.kelompok !== undefined) parts.push(sql`kk.id_kelompok = ${f.kelompok}`);
  if (f.kelas_berat !== undefined) parts.push(sql`kk.id_kelas_berat = ${f.kelas_berat}`);
  if (f.search) {
    const p = contains(f.search);
    parts.push(sql`(a.nama_atlet ilike ${p} or d.nama_dojang ilike ${p} or exists (
      select 1 from peserta_tim_anggota pta join atlet ta on ta.id_atlet = pta.id_atlet
      where pta.id_peserta_kompetisi = pk.id_peserta_kompetisi and ta.nama_atlet ilike ${p}))`);
  }
  return sql.join(parts, sql` and `);
}

const ORDER = sql.raw('a.nama_atlet, pk.id_peserta_kompetisi');

/** A row's participant with its weigh-in summary (built in the same query, null for an entry that does not weigh). */
const denganTimbang = (r: { packed: string; timbang: string | null }): PesertaKompetisi => ({
  ...(JSON.parse(r.packed) as PesertaKompetisi),
  penimbangan: r.timbang ? (JSON.parse(r.timbang) as PesertaKompetisi['penimbangan']) : null,
});

/** Only the joins the filters read: on PGlite every 5,000-row join costs milliseconds. */
const filterJoins = (f: PesertaFilter) =>
  sql`${PESERTA_JOINS_INTI} ${f.kategori ? JOIN_KATEGORI : sql``} ${f.search ? JOIN_DOJANG : sql``}`;

/**
 * One page of participants, by athlete name. One query: the filtered ids are paged (and counted with a
 * window) first, then only that page's rows are built into JSON. A page past the end costs one count more.
 */
export async function listPeserta(
  db: DbOrTx,
  f: PesertaFilter,
  page: number,
  limit: number,
): Promise<{ data: PesertaKompetisi[]; meta: PageMeta }> {
  const where = whereOf(f);
  const rows = await queryRows<{ total: number; packed: string; timbang: string | null }>(
    db,
    sql`
    with halaman as (
      select pk.id_peserta_kompetisi, count(*) over ()::int as total
      from peserta_kompetisi pk ${filterJoins(f)}
      where ${where}
      order by ${ORDER}
      limit ${limit} offset ${(page - 1) * limit}
    )
    select h.total, ${PESERTA_JSON} as packed, ${RINGKAS_TIMBANG_SQL} as timbang
    from halaman h
    join peserta_kompetisi pk on pk.id_peserta_kompetisi = h.id_peserta_kompetisi
    ${PESERTA_JOINS} ${KELAS_JOINS}
    order by ${ORDER}`,
  );
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page > 1) {
    const [counted] = await queryRows<{ total: number }>(
      db,
      sql`
      select count(*)::int as total from peserta_kompetisi pk ${filterJoins(f)} where ${where}`,
    );
    total = counted?.total ?? 0;
  }
  return {
    data: rows.map(denganTimbang),
    meta: { page, limit, total: Number(total), totalPages: pageCount(Number(total), limit) },
  };
}

/** One participant of a competition, or null. */
export async function findPeserta(db: DbOrTx, id_kompetisi: number, id_peserta_kompetisi: number): Promise<PesertaKompetisi | null> {
  const [row] = await queryRows<{ packed: string; timbang: string | null }>(
    db,
    sql`
    select ${PESERTA_JSON} as packed, ${RINGKAS_TIMBANG_SQL} as timbang
    from peserta_kompetisi pk ${PESERTA_JOINS} ${KELAS_JOINS}
    where pk.id_peserta_kompetisi = ${id_peserta_kompetisi} and kk.id_kompetisi = ${id_kompetisi}`,
  );
  return row ? denganTimbang(row) : null;
}
