import { randomBytes } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { alasanTolak } from '../../domain/akses';
import { undiTimbangAcak, type UndianAcakInput, type UndianTimbangAcak } from '../../domain/penimbangan';
import { tolak } from '../../domain/tolak';
import { logActivity } from '../activity/log';
import { queryRows } from '../db/rows';
import { undianTimbangAcak } from '../db/schema';
import type { DbOrTx } from '../db/types';
import { lockKompetisi } from '../kompetisi/baris';
import { berhasil, tolakTulis, type Aktor, type Deps, type HasilTulis } from '../tulis/types';
import { pengaturanDari } from './kelas';
import { HASIL_SQL, IKUT_TIMBANG } from './sql-hasil';
import { NAMA_KELAS } from '../db/sql-label';
import { TIMBANG_API_MSG, type KodeTolakPenimbangan } from './tolak';

type Undian = typeof undianTimbangAcak.$inferSelect;

/** The drawn entries named, in the order drawn (id order). */
async function dengaNama(db: DbOrTx, u: Undian): Promise<UndianTimbangAcak> {
  const peserta =
    u.peserta.length === 0
      ? []
      : await queryRows<UndianTimbangAcak['peserta'][number]>(
          db,
          sql`
    select pk.id_peserta_kompetisi, a.nama_atlet, d.nama_dojang, ${NAMA_KELAS} as kelas_label
    from peserta_kompetisi pk
    join kelas_kejuaraan kk on kk.id_kelas_kejuaraan = pk.id_kelas_kejuaraan
    join kelas_berat kb on kb.id_kelas_berat = kk.id_kelas_berat
    join kategori_event ke on ke.id_kategori_event = kk.id_kategori_event
    join kelompok_usia ku on ku.id_kelompok = kk.id_kelompok
    join atlet a on a.id_atlet = pk.id_atlet join dojang d on d.id_dojang = a.id_dojang
    where pk.id_peserta_kompetisi in (${sql.join(
      u.peserta.map((id) => sql`${id}`),
      sql`, `,
    )})
    order by pk.id_peserta_kompetisi`,
        );
  return {
    id_undian: u.id_undian,
    tanggal: u.tanggal,
    seed: u.seed,
    persen: u.persen,
    toleransi_persen: u.toleransi_persen,
    peserta,
    dibuat_pada: u.created_at.toISOString(),
  };
}

/** The competition's random weigh-in draws, newest day first (one day when `tanggal` is given). */
export async function daftarUndian(db: DbOrTx, id_kompetisi: number, tanggal?: string): Promise<UndianTimbangAcak[]> {
  const rows = await db
    .select()
    .from(undianTimbangAcak)
    .where(and(eq(undianTimbangAcak.id_kompetisi, id_kompetisi), tanggal ? eq(undianTimbangAcak.tanggal, tanggal) : undefined))
    .orderBy(desc(undianTimbangAcak.tanggal));
  return Promise.all(rows.map((u) => dengaNama(db, u)));
}

/**
 * POST /kompetisi/{id}/penimbangan/acak: draws `persen` % of the entries that passed the official weigh-in (of
 * the day's classes when given) with a seed (the one sent, else a new one), and keeps the draw with the
 * competition's allowance then. One draw per day: a second is 409 carrying the first.
 */
export async function undiAcak(
  _deps: Deps,
  aktor: Aktor,
  input: UndianAcakInput & { id_kompetisi: number },
  tx: DbOrTx,
): Promise<HasilTulis<UndianTimbangAcak, KodeTolakPenimbangan>> {
  const { id_kompetisi } = input;
  const akses = alasanTolak(aktor, 'penimbangan.atur', { id_kompetisi });
  if (akses) return akses;
  const k = await lockKompetisi(tx, id_kompetisi);
  if (!k) return tolak('tidak_ditemukan', TIMBANG_API_MSG.kompetisi);
  const [ada] = await tx
    .select()
    .from(undianTimbangAcak)
    .where(and(eq(undianTimbangAcak.id_kompetisi, id_kompetisi), eq(undianTimbangAcak.tanggal, input.tanggal)));
  if (ada) return tolakTulis('undian_sudah_ada', TIMBANG_API_MSG.undianAda, { data: await dengaNama(tx, ada) });
  const kelas =
    input.kelas && input.kelas.length > 0
      ? sql`and pk.id_kelas_kejuaraan in (${sql.join(
          input.kelas.map((x) => sql`${x}`),
          sql`, `,
        )})`
      : sql``;
  const pool = await queryRows<{ id: number }>(
    tx,
    sql`
    select pk.id_peserta_kompetisi as id from peserta_kompetisi pk
    join kelas_kejuaraan kk on kk.id_kelas_kejuaraan = pk.id_kelas_kejuaraan
    join kelas_berat kb on kb.id_kelas_berat = kk.id_kelas_berat
    where kk.id_kompetisi = ${id_kompetisi} and ${IKUT_TIMBANG} and pk.status = 'APPROVED' ${kelas} and ${HASIL_SQL} = 'LOLOS'`,
  );
  if (pool.length === 0) return tolak('tidak_ada_peserta', TIMBANG_API_MSG.tidakAdaPeserta);
  const seed = input.seed ?? randomBytes(8).toString('hex');
  const peserta = undiTimbangAcak(
    pool.map((p) => p.id),
    input.persen,
    seed,
  );
  const [u] = await tx
    .insert(undianTimbangAcak)
    .values({
      id_kompetisi,
      tanggal: input.tanggal,
      seed,
      persen: input.persen,
      toleransi_persen: pengaturanDari(k).acak_toleransi_persen,
      peserta,
      dibuat_oleh: aktor.id_akun,
    })
    .returning();
  await logActivity(tx, {
    action: 'UNDI_TIMBANG_ACAK',
    actor: aktor.email,
    id_akun: aktor.id_akun,
    details: `Undian timbang acak ${input.tanggal} (${k.nama_event}): ${peserta.length} dari ${pool.length} peserta, ${input.persen}%, seed ${seed}`,
  });
  return berhasil(await dengaNama(tx, u), TIMBANG_API_MSG.undianDibuat(peserta.length));
}
