import { and, eq, inArray, sql } from 'drizzle-orm';
import { JADWAL_MSG, type JadwalKelasInput, type JadwalKompetisi, type PengaturanJadwalInput } from '../../domain/jadwal';
import { jadwalKelas, kompetisi, lapangan } from '../db/schema';
import { queryRows } from '../db/rows';
import type { DbOrTx } from '../db/types';
import { berhasil, tolakTulis, type Aktor, type Deps, type HasilTulis } from '../tulis/types';
import { bacaJadwal } from './baca';
import { bukaKompetisi, log } from './hari';
import { muatKelasTerundi } from './muat';
import type { KodeTolakJadwal } from './tolak';

type Hasil = Promise<HasilTulis<JadwalKompetisi, KodeTolakJadwal>>;

/** Drops the numbered bouts of classes (all still waiting: checked by the caller), to be numbered again on their court. */
export async function lepasPartai(tx: DbOrTx, id_kelas: readonly number[]): Promise<void> {
  if (id_kelas.length === 0) return;
  await tx.execute(sql`delete from partai where id_match in (select m.id_match from match m join bagan b on b.id_bagan = m.id_bagan
    where b.id_kelas_kejuaraan in (select (jsonb_array_elements_text(${JSON.stringify(id_kelas)}::jsonb))::int))`);
}

/** Classes of these whose bouts already left MENUNGGU. */
export async function kelasBerjalan(tx: DbOrTx, id_kelas: readonly number[]): Promise<Set<number>> {
  if (id_kelas.length === 0) return new Set();
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`select distinct b.id_kelas_kejuaraan as id from partai p join match m on m.id_match = p.id_match
    join bagan b on b.id_bagan = m.id_bagan where p.status <> 'MENUNGGU'
    and b.id_kelas_kejuaraan in (select (jsonb_array_elements_text(${JSON.stringify(id_kelas)}::jsonb))::int)`,
  );
  return new Set(rows.map((r) => r.id));
}

/**
 * PUT /kompetisi/{id}/jadwal: each listed drawn class to a court of this competition holding its branch (null: off
 * the schedule) at a place in the court's order. A class that moves court leaves its numbered bouts (to be
 * numbered again); one that already fought stays where it is (409).
 */
export async function aturJadwal(_deps: Deps, aktor: Aktor, input: JadwalKelasInput & { id_kompetisi: number }, tx: DbOrTx): Hasil {
  const b = await bukaKompetisi(aktor, input.id_kompetisi, tx);
  if (!b.ok) return b.t;
  const terundi = new Map((await muatKelasTerundi(tx, input.id_kompetisi)).map((k) => [k.id_kelas_kejuaraan, k]));
  const courts = new Map(
    (await tx.select().from(lapangan).where(eq(lapangan.id_kompetisi, input.id_kompetisi))).map((l) => [l.id_lapangan, l]),
  );
  const berjalan = await kelasBerjalan(
    tx,
    input.kelas.map((x) => x.id_kelas_kejuaraan),
  );
  const pindah: number[] = [];
  for (const [i, x] of input.kelas.entries()) {
    const k = terundi.get(x.id_kelas_kejuaraan);
    if (!k)
      return tolakTulis('kelas_tidak_sah', `${JADWAL_MSG.kelasTidakDitemukan} (${JADWAL_MSG.kelasBelumDiundi})`, {
        field: `kelas.${i}.id_kelas_kejuaraan`,
      });
    const l = x.id_lapangan === null ? null : courts.get(x.id_lapangan);
    if (l === undefined) return tolakTulis('tidak_ditemukan', JADWAL_MSG.lapanganTidakDitemukan, { field: `kelas.${i}.id_lapangan` });
    if (l && l.cabang !== 'SEMUA' && l.cabang !== k.cabang)
      return tolakTulis('cabang_tidak_cocok', JADWAL_MSG.kelasCabang(l.nama), { field: `kelas.${i}.id_lapangan` });
    if (x.id_lapangan !== k.id_lapangan) {
      if (berjalan.has(k.id_kelas_kejuaraan))
        return tolakTulis('kelas_berjalan', JADWAL_MSG.kelasBerjalan, { field: `kelas.${i}.id_lapangan` });
      pindah.push(k.id_kelas_kejuaraan);
    }
  }
  await lepasPartai(tx, pindah);
  const lepas = input.kelas.filter((x) => x.id_lapangan === null).map((x) => x.id_kelas_kejuaraan);
  if (lepas.length) await tx.delete(jadwalKelas).where(inArray(jadwalKelas.id_kelas_kejuaraan, lepas));
  for (const x of input.kelas.filter((y) => y.id_lapangan !== null)) {
    await tx
      .insert(jadwalKelas)
      .values({ id_kelas_kejuaraan: x.id_kelas_kejuaraan, id_lapangan: x.id_lapangan!, urutan: x.urutan })
      .onConflictDoUpdate({ target: jadwalKelas.id_kelas_kejuaraan, set: { id_lapangan: x.id_lapangan!, urutan: x.urutan } });
  }
  await log(
    tx,
    aktor,
    'UBAH_JADWAL',
    `${b.k.nama_event}: ${input.kelas.map((x) => `kelas ${x.id_kelas_kejuaraan} → ${x.id_lapangan === null ? '-' : courts.get(x.id_lapangan)?.nama} #${x.urutan}`).join('; ')}`,
  );
  return berhasil(await bacaJadwal(tx, b.k), JADWAL_MSG.jadwalTersimpan);
}

/** PUT /kompetisi/{id}/jadwal/pengaturan: rest between bouts, no-show wait, default bout minutes. */
export async function aturPengaturanJadwal(
  _deps: Deps,
  aktor: Aktor,
  input: PengaturanJadwalInput & { id_kompetisi: number },
  tx: DbOrTx,
): Hasil {
  const b = await bukaKompetisi(aktor, input.id_kompetisi, tx);
  if (!b.ok) return b.t;
  const set = {
    ...(input.istirahat_partai !== undefined ? { jadwal_istirahat_partai: input.istirahat_partai } : {}),
    ...(input.tunggu_detik !== undefined ? { jadwal_tunggu_detik: input.tunggu_detik } : {}),
    ...(input.menit_kyorugi !== undefined ? { jadwal_menit_kyorugi: input.menit_kyorugi } : {}),
    ...(input.menit_poomsae !== undefined ? { jadwal_menit_poomsae: input.menit_poomsae } : {}),
  };
  if (Object.keys(set).length)
    await tx
      .update(kompetisi)
      .set(set)
      .where(and(eq(kompetisi.id_kompetisi, input.id_kompetisi)));
  await log(tx, aktor, 'UBAH_JADWAL', `${b.k.nama_event}: pengaturan jadwal ${JSON.stringify(set)}`);
  const k = {
    ...b.k,
    pengaturan: {
      ...b.k.pengaturan,
      ...Object.fromEntries(Object.entries(input).filter(([key, x]) => key !== 'id_kompetisi' && x !== undefined)),
    },
  };
  return berhasil(await bacaJadwal(tx, k), JADWAL_MSG.pengaturanTersimpan);
}
