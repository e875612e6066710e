import { sql } from 'drizzle-orm';
import { pageCount } from '../../domain/atlet/pagination';
import type { PermintaanData, JenisPermintaan, StatusPermintaan } from '../../domain/privasi/permintaan';
import { queryRows } from '../db/rows';
import type { DbOrTx } from '../db/types';

type Baris = {
  total: number;
  id: number;
  jenis: JenisPermintaan;
  status: StatusPermintaan;
  id_atlet: number | null;
  nama_atlet: string | null;
  nama_dojang: string | null;
  diminta_oleh: string;
  diminta_pada: Date | string;
  alasan: string | null;
};

/**
 * GET /privasi/permintaan: the subjects' requests, newest first, one page in one query (the total as a window), with
 * the athlete's name and dojang as they are now.
 */
export async function halamanPermintaan(db: DbOrTx, q: { page: number; limit: number; status: StatusPermintaan | '' }) {
  const saring = q.status ? sql`where p.status = ${q.status}` : sql``;
  const rows = await queryRows<Baris>(
    db,
    sql`select count(*) over ()::int as total, p.id, p.jenis, p.status, p.id_atlet, a.nama_atlet, d.nama_dojang,
        p.diminta_oleh, p.diminta_pada, p.alasan
      from permintaan_data p
      left join atlet a on a.id_atlet = p.id_atlet
      left join dojang d on d.id_dojang = a.id_dojang
      ${saring}
      order by p.diminta_pada desc, p.id desc
      limit ${q.limit} offset ${(q.page - 1) * q.limit}`,
  );
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && q.page > 1) {
    const [c] = await queryRows<{ total: number }>(db, sql`select count(*)::int as total from permintaan_data p ${saring}`);
    total = Number(c?.total ?? 0);
  }
  const data: PermintaanData[] = rows.map(({ total: _t, diminta_pada, ...r }) => ({
    ...r,
    diminta_pada: (diminta_pada instanceof Date ? diminta_pada : new Date(diminta_pada)).toISOString(),
  }));
  return { data, meta: { page: q.page, limit: q.limit, total, totalPages: pageCount(total, q.limit) } };
}
