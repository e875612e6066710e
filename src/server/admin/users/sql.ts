import { sql } from 'drizzle-orm';
import type { AdminUser } from '../../../domain/schemas/admin-user';
import type { DbOrTx } from '../../db/types';
import { queryRows } from '../../db/rows';

/** The profile tables of an account `a`: ad (admin), p (pelatih) and d (its dojang), ak (admin_kompetisi) and k. */
export const USER_JOINS = sql.raw(`left join admin ad on ad.id_akun = a.id_akun
  left join pelatih p on p.id_akun = a.id_akun
  left join dojang d on d.id_dojang = p.id_dojang
  left join admin_kompetisi ak on ak.id_akun = a.id_akun
  left join kompetisi k on k.id_kompetisi = ak.id_kompetisi`);

/** One account as AdminUser, as JSON text. */
export const USER_JSON = sql.raw(`json_build_object(
  'id_akun', a.id_akun, 'email', a.email, 'role', a.role, 'status', a.status,
  'created_at', to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'harus_ganti_password', a.harus_ganti_password,
  'admin', case when ad.id_admin is null then null else json_build_object('nama_admin', ad.nama_admin) end,
  'pelatih', case when p.id_pelatih is null then null else json_build_object('nama_pelatih', p.nama_pelatih,
    'dojang', case when d.id_dojang is null then null
      else json_build_object('id_dojang', d.id_dojang, 'nama_dojang', d.nama_dojang) end) end,
  'admin_kompetisi', case when ak.id_admin_kompetisi is null then null else json_build_object('nama', ak.nama,
    'id_kompetisi', ak.id_kompetisi,
    'kompetisi', case when k.id_kompetisi is null then null else json_build_object('nama_event', k.nama_event) end) end)`);

/** One account, or null. */
export async function findAdminUser(db: DbOrTx, id_akun: number): Promise<AdminUser | null> {
  const [row] = await queryRows<{ packed: string }>(
    db,
    sql`
    select ${USER_JSON}::text as packed from akun a ${USER_JOINS} where a.id_akun = ${id_akun}`,
  );
  return row ? (JSON.parse(row.packed) as AdminUser) : null;
}
