import { and, eq, sql } from 'drizzle-orm';
import { alasanTolak } from '../../domain/akses';
import { JADWAL_MSG, type HariInput, type JadwalKompetisi, type LapanganBaruInput, type LapanganUbahInput } from '../../domain/jadwal';
import { tolak } from '../../domain/tolak';
import { logActivity, type ActivityAction } from '../activity/log';
import { isUniqueViolation } from '../db/errors';
import { hariPertandingan, lapangan } from '../db/schema';
import { queryRows } from '../db/rows';
import type { DbOrTx } from '../db/types';
import { berhasil, tolakTulis, type Aktor, type Deps, type HasilTulis } from '../tulis/types';
import { bacaJadwal, muatKompetisiJadwal, type KompetisiJadwal } from './baca';
import type { KodeTolakJadwal } from './tolak';

type Hasil = Promise<HasilTulis<JadwalKompetisi, KodeTolakJadwal>>;

/** The competition for a schedule write: the policy's 'jadwal.kelola', then the competition locked. */
export async function bukaKompetisi(
  aktor: Aktor,
  id_kompetisi: number,
  tx: DbOrTx,
): Promise<{ ok: true; k: KompetisiJadwal } | { ok: false; t: Awaited<Hasil> }> {
  const akses = alasanTolak(aktor, 'jadwal.kelola', { id_kompetisi });
  if (akses) return { ok: false, t: akses };
  await tx.execute(sql`select 1 from kompetisi where id_kompetisi = ${id_kompetisi} for update`);
  const k = await muatKompetisiJadwal(tx, id_kompetisi);
  if (!k) return { ok: false, t: tolak('tidak_ditemukan', 'Kompetisi tidak ditemukan') };
  return { ok: true, k };
}

/** Whether a bout of the day (or of one court) left MENUNGGU. */
export async function hariDimulai(tx: DbOrTx, where: { id_hari?: number; id_lapangan?: number }): Promise<boolean> {
  const [r] = await queryRows<{ ada: boolean }>(
    tx,
    sql`select exists (select 1 from partai p join lapangan l on l.id_lapangan = p.id_lapangan
    where ${where.id_lapangan !== undefined ? sql`l.id_lapangan = ${where.id_lapangan}` : sql`l.id_hari = ${where.id_hari!}`}
    and p.status <> 'MENUNGGU') as ada`,
  );
  return Boolean(r?.ada);
}

const luar = (k: KompetisiJadwal, tanggal: string) => tanggal < k.tanggal_mulai || tanggal > k.tanggal_selesai;
export const log = (tx: DbOrTx, aktor: Aktor, action: ActivityAction, details: string) =>
  logActivity(tx, { action, actor: aktor.email, id_akun: aktor.id_akun, details });

/** POST /kompetisi/{id}/hari and PUT …/hari/{id_hari}: a match day within the competition's dates, one per date. */
export async function simpanHari(
  _deps: Deps,
  aktor: Aktor,
  input: HariInput & { id_kompetisi: number; id_hari?: number },
  tx: DbOrTx,
): Hasil {
  const b = await bukaKompetisi(aktor, input.id_kompetisi, tx);
  if (!b.ok) return b.t;
  if (luar(b.k, input.tanggal)) return tolakTulis('tanggal_luar', JADWAL_MSG.tanggalLuar, { field: 'tanggal' });
  try {
    if (input.id_hari === undefined) {
      await tx.insert(hariPertandingan).values({ id_kompetisi: input.id_kompetisi, tanggal: input.tanggal });
    } else {
      if (await hariDimulai(tx, { id_hari: input.id_hari })) return tolakTulis('hari_dimulai', JADWAL_MSG.hariDimulai);
      const r = await tx
        .update(hariPertandingan)
        .set({ tanggal: input.tanggal })
        .where(and(eq(hariPertandingan.id_hari, input.id_hari), eq(hariPertandingan.id_kompetisi, input.id_kompetisi)))
        .returning();
      if (r.length === 0) return tolak('tidak_ditemukan', JADWAL_MSG.hariTidakDitemukan);
    }
  } catch (e) {
    if (isUniqueViolation(e)) return tolakTulis('tanggal_ada', JADWAL_MSG.tanggalAda, { field: 'tanggal' });
    throw e;
  }
  await log(tx, aktor, 'SIMPAN_HARI_PERTANDINGAN', `Hari pertandingan ${input.tanggal} untuk ${b.k.nama_event}`);
  return berhasil(await bacaJadwal(tx, b.k), JADWAL_MSG.hariTersimpan);
}

/** DELETE /kompetisi/{id}/hari/{id_hari}: with its courts and their schedule, unless the day started. */
export async function hapusHari(_deps: Deps, aktor: Aktor, input: { id_kompetisi: number; id_hari: number }, tx: DbOrTx): Hasil {
  const b = await bukaKompetisi(aktor, input.id_kompetisi, tx);
  if (!b.ok) return b.t;
  if (await hariDimulai(tx, { id_hari: input.id_hari })) return tolakTulis('hari_dimulai', JADWAL_MSG.hariDimulai);
  const r = await tx
    .delete(hariPertandingan)
    .where(and(eq(hariPertandingan.id_hari, input.id_hari), eq(hariPertandingan.id_kompetisi, input.id_kompetisi)))
    .returning();
  if (r.length === 0) return tolak('tidak_ditemukan', JADWAL_MSG.hariTidakDitemukan);
  await log(tx, aktor, 'HAPUS_HARI_PERTANDINGAN', `Hari pertandingan ${r[0].tanggal} ${b.k.nama_event} dihapus`);
  return berhasil(await bacaJadwal(tx, b.k), JADWAL_MSG.hariDihapus);
}

/** POST /kompetisi/{id}/lapangan: a court of one of the competition's days. */
export async function tambahLapangan(_deps: Deps, aktor: Aktor, input: LapanganBaruInput & { id_kompetisi: number }, tx: DbOrTx): Hasil {
  const b = await bukaKompetisi(aktor, input.id_kompetisi, tx);
  if (!b.ok) return b.t;
  const [h] = await tx
    .select()
    .from(hariPertandingan)
    .where(and(eq(hariPertandingan.id_hari, input.id_hari), eq(hariPertandingan.id_kompetisi, input.id_kompetisi)));
  if (!h) return tolak('tidak_ditemukan', JADWAL_MSG.hariTidakDitemukan);
  const [n] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from lapangan where id_hari = ${h.id_hari}`);
  try {
    await tx.insert(lapangan).values({
      id_hari: h.id_hari,
      id_kompetisi: input.id_kompetisi,
      nama: input.nama,
      mulai: input.mulai,
      cabang: input.cabang,
      urutan: input.urutan ?? (n?.n ?? 0) + 1,
    });
  } catch (e) {
    if (isUniqueViolation(e)) return tolakTulis('lapangan_ada', JADWAL_MSG.lapanganAda, { field: 'nama' });
    throw e;
  }
  await log(tx, aktor, 'SIMPAN_LAPANGAN', `${input.nama} (${h.tanggal}, mulai ${input.mulai}, ${input.cabang}) ${b.k.nama_event}`);
  return berhasil(await bacaJadwal(tx, b.k), JADWAL_MSG.lapanganTersimpan);
}

/** PUT /kompetisi/{id}/lapangan/{id_lapangan}: name, start, branch, order. */
export async function ubahLapangan(
  _deps: Deps,
  aktor: Aktor,
  input: LapanganUbahInput & { id_kompetisi: number; id_lapangan: number },
  tx: DbOrTx,
): Hasil {
  const b = await bukaKompetisi(aktor, input.id_kompetisi, tx);
  if (!b.ok) return b.t;
  const { id_kompetisi, id_lapangan, ...set } = input;
  const isi = Object.fromEntries(Object.entries(set).filter(([, x]) => x !== undefined));
  try {
    const where = and(eq(lapangan.id_lapangan, id_lapangan), eq(lapangan.id_kompetisi, id_kompetisi));
    const r = Object.keys(isi).length
      ? await tx.update(lapangan).set(isi).where(where).returning()
      : await tx.select().from(lapangan).where(where);
    if (r.length === 0) return tolak('tidak_ditemukan', JADWAL_MSG.lapanganTidakDitemukan);
    await log(tx, aktor, 'SIMPAN_LAPANGAN', `${r[0].nama} diubah: ${JSON.stringify(isi)}`);
  } catch (e) {
    if (isUniqueViolation(e)) return tolakTulis('lapangan_ada', JADWAL_MSG.lapanganAda, { field: 'nama' });
    throw e;
  }
  return berhasil(await bacaJadwal(tx, b.k), JADWAL_MSG.lapanganTersimpan);
}

/** DELETE /kompetisi/{id}/lapangan/{id_lapangan}: its classes go off the schedule; refused once it ran a bout. */
export async function hapusLapangan(_deps: Deps, aktor: Aktor, input: { id_kompetisi: number; id_lapangan: number }, tx: DbOrTx): Hasil {
  const b = await bukaKompetisi(aktor, input.id_kompetisi, tx);
  if (!b.ok) return b.t;
  if (await hariDimulai(tx, { id_lapangan: input.id_lapangan })) return tolakTulis('hari_dimulai', JADWAL_MSG.lapanganDimulai);
  const r = await tx
    .delete(lapangan)
    .where(and(eq(lapangan.id_lapangan, input.id_lapangan), eq(lapangan.id_kompetisi, input.id_kompetisi)))
    .returning();
  if (r.length === 0) return tolak('tidak_ditemukan', JADWAL_MSG.lapanganTidakDitemukan);
  await log(tx, aktor, 'HAPUS_LAPANGAN', `${r[0].nama} ${b.k.nama_event} dihapus`);
  return berhasil(await bacaJadwal(tx, b.k), JADWAL_MSG.lapanganDihapus);
}
