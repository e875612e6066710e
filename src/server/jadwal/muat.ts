import { sql } from 'drizzle-orm';
import type { MatchBagan } from '../../domain/bagan/types';
import { isFreeDraw } from '../../domain/bagan/hasil';
import { kodeLapanganSemua, type CabangJadwal, type HariPertandingan, type Lapangan } from '../../domain/jadwal';
import { muatBagan } from '../bagan/muat';
import { queryRows } from '../db/rows';
import type { DbOrTx } from '../db/types';
import { JOIN_KELAS, NAMA_KELAS } from '../db/sql-label';

/** Days of a competition with their courts; `dimulai` once a bout of the day left MENUNGGU. */
export async function muatHari(db: DbOrTx, id_kompetisi: number): Promise<HariPertandingan[]> {
  const hari = await queryRows<{ id_hari: number; tanggal: string; dimulai: boolean }>(
    db,
    sql`
    select h.id_hari, h.tanggal::text as tanggal, exists (select 1 from partai p join lapangan l on l.id_lapangan = p.id_lapangan
      where l.id_hari = h.id_hari and p.status <> 'MENUNGGU') as dimulai
    from hari_pertandingan h where h.id_kompetisi = ${id_kompetisi} order by h.tanggal`,
  );
  const lapangan = await queryRows<Lapangan>(
    db,
    sql`
    select l.id_lapangan, l.id_hari, l.id_kompetisi, h.tanggal::text as tanggal, l.nama, l.mulai, l.cabang, l.urutan
    from lapangan l join hari_pertandingan h on h.id_hari = l.id_hari
    where l.id_kompetisi = ${id_kompetisi} order by l.urutan, l.nama, l.id_lapangan`,
  );
  const kode = kodeLapanganSemua(lapangan);
  return hari.map((h) => ({
    ...h,
    id_kompetisi,
    dimulai: Boolean(h.dimulai),
    lapangan: lapangan.filter((l) => l.id_hari === h.id_hari).map((l) => ({ ...l, kode: kode.get(l.id_lapangan) ?? '' })),
  }));
}

/** A drawn class with its matches, athletes and place on the schedule. */
export interface KelasTerundi {
  id_kelas_kejuaraan: number;
  nama: string;
  cabang: CabangJadwal;
  matches: MatchBagan[];
  /** Each entry's athletes (a team: its members). */
  atlet: Map<number, number[]>;
  id_lapangan: number | null;
  urutan: number;
  bernomor: number;
}

/** Every drawn class of the competition (three queries). */
export async function muatKelasTerundi(db: DbOrTx, id_kompetisi: number): Promise<KelasTerundi[]> {
  const bagan = await muatBagan(db, { id_kompetisi });
  const info = await queryRows<{
    id_kelas_kejuaraan: number;
    nama: string;
    cabang: CabangJadwal;
    id_lapangan: number | null;
    urutan: number | null;
    bernomor: number;
  }>(
    db,
    sql`
    select kk.id_kelas_kejuaraan, ${NAMA_KELAS} as nama, kk.cabang, jk.id_lapangan, jk.urutan,
      (select count(*)::int from partai p join match m on m.id_match = p.id_match join bagan b on b.id_bagan = m.id_bagan
        where b.id_kelas_kejuaraan = kk.id_kelas_kejuaraan) as bernomor
    from kelas_kejuaraan kk ${JOIN_KELAS}
    left join jadwal_kelas jk on jk.id_kelas_kejuaraan = kk.id_kelas_kejuaraan
    where kk.id_kompetisi = ${id_kompetisi} and exists (select 1 from bagan b where b.id_kelas_kejuaraan = kk.id_kelas_kejuaraan)`,
  );
  const anggota = await queryRows<{ id: number; atlet: number[] }>(
    db,
    sql`
    select pk.id_peserta_kompetisi as id, array(select pk.id_atlet union select pta.id_atlet from peserta_tim_anggota pta
      where pta.id_peserta_kompetisi = pk.id_peserta_kompetisi) as atlet
    from peserta_kompetisi pk join kelas_kejuaraan kk on kk.id_kelas_kejuaraan = pk.id_kelas_kejuaraan
    where kk.id_kompetisi = ${id_kompetisi}`,
  );
  const atletOf = new Map(anggota.map((a) => [a.id, a.atlet.map(Number)]));
  const byKelas = new Map(info.map((k) => [k.id_kelas_kejuaraan, k]));
  return bagan.flatMap((b) => {
    const k = byKelas.get(b.id_kelas_kejuaraan);
    if (!k) return [];
    const atlet = new Map<number, number[]>();
    for (const m of b.matches) for (const id of [m.id_peserta_a, m.id_peserta_b]) if (id !== null) atlet.set(id, atletOf.get(id) ?? [id]);
    return [{ ...k, urutan: k.urutan ?? 0, matches: b.matches, atlet }];
  });
}

export const jumlahPartai = (k: Pick<KelasTerundi, 'matches'>) => k.matches.filter((m) => !isFreeDraw(m)).length;
