import { sql, type SQL } from 'drizzle-orm';
import { pageCount } from '../../domain/atlet/pagination';
import type { BuktiAdmin, BuktiAdminQuery, JumlahStatus } from '../../domain/schemas/bukti-verifikasi';
import type { DbOrTx } from '../db/types';
import { queryRows } from '../db/rows';
import { BUKTI_JOINS, BUKTI_JSON, toBuktiAdmin } from './admin-sql';

/** ILIKE pattern matching `text` anywhere, with the wildcards in it taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** Competition and search: what the status tabs count over. */
function whereOf(q: BuktiAdminQuery): SQL {
  const parts: SQL[] = [sql`true`];
  if (q.id_kompetisi !== undefined) parts.push(sql`bt.id_kompetisi = ${q.id_kompetisi}`);
  if (q.search) {
    const p = contains(q.search);
    parts.push(sql`(d.nama_dojang ilike ${p} or p.nama_pelatih ilike ${p})`);
  }
  return sql.join(parts, sql` and `);
}

const ORDER = sql.raw('bt.created_at desc, bt.id_bukti_transfer desc');

export interface BuktiAdminPage {
  data: BuktiAdmin[];
  meta: { page: number; limit: number; total: number; totalPages: number; jumlah_status: JumlahStatus };
}

/**
 * GET /bukti-transfer/ (ADMIN): one page of proofs, newest first, each with the dojang's invoice for its
 * competition. One query: the proofs matching competition and search are counted per status (the tabs),
 * the status filter is applied and that page's ids taken; only the page's rows are built into JSON.
 * The one-row `ringkasan` is left-joined to the page, so an empty page still carries the counts.
 */
export async function listBuktiAdmin(db: DbOrTx, q: BuktiAdminQuery): Promise<BuktiAdminPage> {
  const rows = await queryRows<{ jumlah: JumlahStatus; total: number; packed: string | null }>(
    db,
    sql`
    with cocok as (
      select bt.id_bukti_transfer, bt.status_verifikasi, bt.created_at
      from bukti_transfer bt
      join dojang d on d.id_dojang = bt.id_dojang
      left join pelatih p on p.id_pelatih = bt.id_pelatih
      where ${whereOf(q)}
    ),
    terfilter as (
      select * from cocok where ${q.status === undefined ? sql`true` : sql`status_verifikasi = ${q.status}`}
    ),
    ringkasan as (
      select json_build_object(
        'MENUNGGU', count(*) filter (where status_verifikasi = 'MENUNGGU'),
        'DITERIMA', count(*) filter (where status_verifikasi = 'DITERIMA'),
        'DITOLAK', count(*) filter (where status_verifikasi = 'DITOLAK')) as jumlah,
        (select count(*) from terfilter)::int as total
      from cocok
    ),
    halaman as (
      select bt.id_bukti_transfer from terfilter bt order by ${ORDER} limit ${q.limit} offset ${(q.page - 1) * q.limit}
    )
    select r.jumlah, r.total, x.packed
    from ringkasan r
    left join (
      select ${BUKTI_JSON} as packed, bt.created_at, bt.id_bukti_transfer
      from halaman h join bukti_transfer bt on bt.id_bukti_transfer = h.id_bukti_transfer ${BUKTI_JOINS}
    ) x on true
    order by x.created_at desc, x.id_bukti_transfer desc`,
  );
  const first = rows[0];
  const total = Number(first?.total ?? 0);
  const jumlah = typeof first?.jumlah === 'string' ? (JSON.parse(first.jumlah) as JumlahStatus) : first?.jumlah;
  return {
    data: rows.flatMap((r) => (r.packed === null ? [] : [toBuktiAdmin(r.packed)])),
    meta: {
      page: q.page,
      limit: q.limit,
      total,
      totalPages: pageCount(total, q.limit),
      jumlah_status: {
        MENUNGGU: Number(jumlah?.MENUNGGU ?? 0),
        DITERIMA: Number(jumlah?.DITERIMA ?? 0),
        DITOLAK: Number(jumlah?.DITOLAK ?? 0),
      },
    },
  };
}

/** One proof of the review queue, or null. */
export async function findBuktiAdmin(db: DbOrTx, id: number): Promise<BuktiAdmin | null> {
  const [row] = await queryRows<{ packed: string }>(
    db,
    sql`
    select ${BUKTI_JSON} as packed from bukti_transfer bt ${BUKTI_JOINS} where bt.id_bukti_transfer = ${id}`,
  );
  return row ? toBuktiAdmin(row.packed) : null;
}
