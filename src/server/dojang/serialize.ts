import { asc, count, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Dojang, DojangOption } from '../../domain/api-types';
import { dojang, pelatih } from '../db/schema';
import type { DbOrTx } from '../db/types';
import { uploadUrl } from '../uploads/store';

type DojangRow = typeof dojang.$inferSelect;

export function toDojang(row: DojangRow, jumlah_atlet: number): Dojang {
  return {
    ...row,
    logo_url: uploadUrl('dojang/logos', row.logo),
    jumlah_atlet,
    created_at: row.created_at.toISOString(),
    divalidasi_pada: row.divalidasi_pada?.toISOString() ?? null,
  };
}

/** One dojang with its athlete count, or null. */
export async function findDojang(db: DbOrTx, id_dojang: number): Promise<Dojang | null> {
  const [row] = await db
    .select({
      ...getTableColumns(dojang),
      jumlah_atlet: sql<number>`(select count(*)::int from atlet a where a.id_dojang = "dojang"."id_dojang")`,
    })
    .from(dojang)
    .where(eq(dojang.id_dojang, id_dojang));
  if (!row) return null;
  const { jumlah_atlet, ...rest } = row;
  return toDojang(rest, jumlah_atlet);
}

/** Options for the coach-registration select, with whether the dojang already has its coach. */
export async function listDojangOptions(db: DbOrTx): Promise<DojangOption[]> {
  const rows = await db
    .select({
      id_dojang: dojang.id_dojang,
      nama_dojang: dojang.nama_dojang,
      kota: dojang.kota,
      provinsi: dojang.provinsi,
      coaches: count(pelatih.id_pelatih),
    })
    .from(dojang)
    .leftJoin(pelatih, eq(pelatih.id_dojang, dojang.id_dojang))
    .groupBy(dojang.id_dojang)
    .orderBy(asc(dojang.nama_dojang), asc(dojang.id_dojang));
  return rows.map(({ coaches, ...d }) => ({ ...d, has_pelatih: Number(coaches) > 0 }));
}
