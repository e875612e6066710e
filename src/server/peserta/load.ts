import { eq, inArray, sql } from 'drizzle-orm';
import type { Cabang, EntriKompetisi } from '../../domain/kompetisi/types';
import { atlet } from '../db/schema';
import type { DbOrTx } from '../db/types';
import { queryRows } from '../db/rows';

type PackedEntri = [id: number, id_kelas: number, cabang: Cabang, status: string, id_atlet: number, anggota: number[]];

/** Every entry of the competition, flattened for the registering rules (one JSON value for all of them). */
export async function entriKompetisi(db: DbOrTx, id_kompetisi: number): Promise<EntriKompetisi[]> {
  const [row] = await queryRows<{ packed: string }>(
    db,
    sql`
    select coalesce(json_agg(json_build_array(pk.id_peserta_kompetisi, pk.id_kelas_kejuaraan, kk.cabang, pk.status, pk.id_atlet,
      case when pk.is_team then coalesce((select json_agg(pta.id_atlet) from peserta_tim_anggota pta
        where pta.id_peserta_kompetisi = pk.id_peserta_kompetisi), '[]'::json) else '[]'::json end)), '[]'::json)::text as packed
    from peserta_kompetisi pk join kelas_kejuaraan kk on kk.id_kelas_kejuaraan = pk.id_kelas_kejuaraan
    where kk.id_kompetisi = ${id_kompetisi}`,
  );
  const packed = JSON.parse(row?.packed ?? '[]') as PackedEntri[];
  return packed.map(([id, id_kelas, cabang, status, id_atlet, anggota]) => ({
    id_peserta_kompetisi: id,
    id_kelas_kejuaraan: id_kelas,
    cabang,
    status,
    anggota: [id_atlet, ...anggota.filter((m) => m !== id_atlet)],
  }));
}

const atletColumns = {
  id_atlet: atlet.id_atlet,
  nama_atlet: atlet.nama_atlet,
  jenis_kelamin: atlet.jenis_kelamin,
  tanggal_lahir: atlet.tanggal_lahir,
  berat_badan: atlet.berat_badan,
  tinggi_badan: atlet.tinggi_badan,
  provinsi: atlet.provinsi,
  belt: atlet.belt,
  id_dojang: atlet.id_dojang,
  kewarganegaraan: atlet.kewarganegaraan,
};

/** Athletes by id, in no particular order (missing ids are simply absent). */
export async function atletByIds(db: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select(atletColumns)
    .from(atlet)
    .where(inArray(atlet.id_atlet, [...ids]));
}

/** A dojang's athletes, by name. */
export function atletOfDojang(db: DbOrTx, id_dojang: number) {
  return db.select(atletColumns).from(atlet).where(eq(atlet.id_dojang, id_dojang)).orderBy(atlet.nama_atlet, atlet.id_atlet);
}
