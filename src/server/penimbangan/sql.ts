import { sql, type SQL } from 'drizzle-orm';
import { bagianKartu } from '../../domain/kartu/kode';
import type { DaftarTimbangQuery, EntriTimbang } from '../../domain/penimbangan';
import { pageCount } from '../../domain/atlet/pagination';
import type { PageMeta } from '../../domain/schemas/peserta-response';
import { queryRows } from '../db/rows';
import type { DbOrTx } from '../db/types';
import { kodeBertanda, kunciTanda } from '../kartu/tanda';
import { HASIL_SQL, IKUT_TIMBANG } from './sql-hasil';
import { NAMA_AKUN_TEKS } from '../db/sql-nama';
import { NAMA_KELAS } from '../db/sql-label';

const JOINS = sql.raw(`join kelas_kejuaraan kk on kk.id_kelas_kejuaraan = pk.id_kelas_kejuaraan
  join kelas_berat kb on kb.id_kelas_berat = kk.id_kelas_berat
  join atlet a on a.id_atlet = pk.id_atlet
  join dojang d on d.id_dojang = a.id_dojang`);

const LABEL_JOINS = sql.raw(`join kategori_event ke on ke.id_kategori_event = kk.id_kategori_event
  join kelompok_usia ku on ku.id_kelompok = kk.id_kelompok`);

const WAKTU = (col: string) => sql.raw(`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
const NAMA_AKUN = (a: string) => sql.raw(NAMA_AKUN_TEKS(a));

/** One EntriTimbang as JSON text (without kode_kartu, which needs the signing key). */
const ENTRI_JSON = sql`json_build_object(
  'id_peserta_kompetisi', pk.id_peserta_kompetisi, 'versi', pk.versi, 'status', pk.status,
  'id_atlet', a.id_atlet, 'nama_atlet', a.nama_atlet, 'jenis_kelamin', a.jenis_kelamin, 'berat_badan', a.berat_badan,
  'id_dojang', d.id_dojang, 'nama_dojang', d.nama_dojang, 'id_kompetisi', kk.id_kompetisi,
  'id_kelas_kejuaraan', kk.id_kelas_kejuaraan, 'kelas_label', ${NAMA_KELAS}, 'nama_kelas', kb.nama_kelas,
  'batas_min', kb.batas_min,
  'batas_max', case when kb.nama_kelas ilike 'over%' or kb.batas_max >= 200 then null else kb.batas_max end,
  'percobaan', coalesce((select json_agg(json_build_object('kunci', p.kunci, 'jenis', p.jenis, 'berat_gram', p.berat_gram,
      'lolos', p.lolos, 'ditimbang_pada', ${WAKTU('p.ditimbang_pada')}, 'meja', p.meja, 'id_kelas_kejuaraan', p.id_kelas_kejuaraan,
      'petugas', ${NAMA_AKUN('p.id_akun')}, 'diterima_pada', ${WAKTU('p.diterima_pada')},
      'dibatalkan', case when p.dibatalkan_pada is null then null else json_build_object('pada', ${WAKTU('p.dibatalkan_pada')},
        'alasan', p.dibatalkan_alasan, 'meja', p.dibatalkan_meja, 'oleh', ${NAMA_AKUN('p.dibatalkan_oleh')}) end)
      order by p.ditimbang_pada, p.kunci collate "C")
    from penimbangan p where p.id_peserta_kompetisi = pk.id_peserta_kompetisi), '[]'::json),
  'hasil', ${HASIL_SQL},
  'keputusan', (select json_build_object('jenis', kt.jenis, 'alasan', kt.alasan, 'id_kelas_asal', kt.id_kelas_asal,
      'id_kelas_tujuan', kt.id_kelas_tujuan, 'oleh', ${NAMA_AKUN('kt.id_akun')}, 'pada', ${WAKTU('kt.created_at')})
    from keputusan_timbang kt where kt.id_peserta_kompetisi = pk.id_peserta_kompetisi order by kt.created_at desc, kt.id_keputusan desc limit 1)
)::text`;

export interface FilterTimbang extends Partial<Omit<DaftarTimbangQuery, 'page' | 'limit'>> {
  id_kompetisi: number;
  id_peserta?: number;
}

const contains = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

function whereOf(f: FilterTimbang): SQL {
  const parts: SQL[] = [sql`kk.id_kompetisi = ${f.id_kompetisi}`, IKUT_TIMBANG];
  if (f.id_peserta !== undefined) parts.push(sql`pk.id_peserta_kompetisi = ${f.id_peserta}`);
  if (f.kelas !== undefined) parts.push(sql`pk.id_kelas_kejuaraan = ${f.kelas}`);
  if (f.id_dojang !== undefined) parts.push(sql`a.id_dojang = ${f.id_dojang}`);
  if (f.search) parts.push(sql`a.nama_atlet ilike ${contains(f.search)}`);
  if (f.hasil) parts.push(sql`${HASIL_SQL} = ${f.hasil}`);
  return sql.join(parts, sql` and `);
}

const ORDER = sql.raw('a.nama_atlet, pk.id_peserta_kompetisi');

type Baris = Omit<EntriTimbang, 'kode_kartu'> & { id_kompetisi: number };

/** The card number of each row, signed with the server's key. */
async function denganKode(db: DbOrTx, rows: Baris[]): Promise<EntriTimbang[]> {
  if (rows.length === 0) return [];
  const kunci = await kunciTanda(db);
  return rows.map(({ id_kompetisi, ...r }) => ({
    ...r,
    kode_kartu: kodeBertanda(
      kunci,
      bagianKartu({ jenis: 'PESERTA', id_kompetisi, id_peserta_kompetisi: r.id_peserta_kompetisi, id_atlet: r.id_atlet }),
    ),
  }));
}

/**
 * One page of the desk's list, by athlete name, in one query: the filtered ids are paged and counted first,
 * then only that page's rows are built with their attempts (json_agg), result and latest decision.
 */
export async function daftarTimbang(
  db: DbOrTx,
  f: FilterTimbang,
  page: number,
  limit: number,
): Promise<{ data: EntriTimbang[]; meta: PageMeta }> {
  const where = whereOf(f);
  const rows = await queryRows<{ total: number; packed: string | null }>(
    db,
    sql`
    with halaman as (
      select pk.id_peserta_kompetisi, count(*) over ()::int as total
      from peserta_kompetisi pk ${JOINS}
      where ${where}
      order by ${ORDER}
      limit ${limit} offset ${(page - 1) * limit}
    ), hitung as (
      select count(*)::int as total from peserta_kompetisi pk ${JOINS} where ${where} and not exists (select 1 from halaman)
    )
    select coalesce(h.total, (select total from hitung)) as total, case when h.id_peserta_kompetisi is null then null else ${ENTRI_JSON} end as packed
    from (select 1) satu
    left join halaman h on true
    left join peserta_kompetisi pk on pk.id_peserta_kompetisi = h.id_peserta_kompetisi
    left join kelas_kejuaraan kk on kk.id_kelas_kejuaraan = pk.id_kelas_kejuaraan
    left join kelas_berat kb on kb.id_kelas_berat = kk.id_kelas_berat
    left join atlet a on a.id_atlet = pk.id_atlet
    left join dojang d on d.id_dojang = a.id_dojang
    left join kategori_event ke on ke.id_kategori_event = kk.id_kategori_event
    left join kelompok_usia ku on ku.id_kelompok = kk.id_kelompok
    order by ${ORDER}`,
  );
  const total = Number(rows[0]?.total ?? 0);
  const baris = rows.filter((r) => r.packed !== null).map((r) => JSON.parse(r.packed as string) as Baris);
  return { data: await denganKode(db, baris), meta: { page, limit, total, totalPages: pageCount(total, limit) } };
}

/** One entry as the desk sees it, or null when it is not an entry that weighs in this competition. */
export async function entriTimbang(db: DbOrTx, id_kompetisi: number, id_peserta: number): Promise<EntriTimbang | null> {
  const rows = await queryRows<{ packed: string }>(
    db,
    sql`
    select ${ENTRI_JSON} as packed from peserta_kompetisi pk ${JOINS} ${LABEL_JOINS}
    where ${whereOf({ id_kompetisi, id_peserta })}`,
  );
  const [e] = await denganKode(
    db,
    rows.map((r) => JSON.parse(r.packed) as Baris),
  );
  return e ?? null;
}
