import { and, desc, eq, inArray } from 'drizzle-orm';
import { alasanTolak } from '../../domain/akses';
import type { Atlet } from '../../domain/api-types';
import { todayWib } from '../../domain/atlet/umur';
import { displayName } from '../../domain/roles';
import type { KodePersetujuan } from '../../domain/privasi/kode';
import { PERSETUJUAN_MSG, cekPernyataan, perluWali, type Pernyataan, type StatusPersetujuan } from '../../domain/privasi/persetujuan';
import { logActivity } from '../activity/log';
import { atletDalam } from '../atlet/scope';
import { findAtlet } from '../atlet/serialize';
import { atlet, permintaanData, persetujuanData } from '../db/schema';
import type { DbOrTx } from '../db/types';
import { berhasil, sekarang, tolakTulis, type Aktor, type Deps, type HasilTulis, type TolakTulis } from '../tulis/types';
import type { KodeTolakPrivasi } from './tolak';

export const ATLET_TIDAK_DITEMUKAN = 'Data Atlit tidak ditemukan';

/** The athlete's consent now (its latest row). */
export async function statusPersetujuan(tx: DbOrTx, id_atlet: number): Promise<{ status: StatusPersetujuan; versi: string | null }> {
  const [row] = await tx
    .select({ jenis: persetujuanData.jenis, versi: persetujuanData.versi_kebijakan })
    .from(persetujuanData)
    .where(eq(persetujuanData.id_atlet, id_atlet))
    .orderBy(desc(persetujuanData.id))
    .limit(1);
  if (!row) return { status: 'BELUM', versi: null };
  return { status: row.jenis === 'PENCABUTAN' ? 'DICABUT' : 'ADA', versi: row.versi };
}

/** Holds a statement made now to the domain's rule; the refusal, or null. */
export function tolakPernyataan(
  deps: Pick<Deps, 'sekarang'>,
  tanggal_lahir: string | null | undefined,
  pernyataan: Pernyataan | null | undefined,
): TolakTulis<KodePersetujuan> | null {
  const t = cekPernyataan({ tanggal_lahir, pernyataan, hari: todayWib(sekarang(deps)) });
  return t ? tolakTulis(t.kode, t.pesan, t.field ? { field: t.field } : {}) : null;
}

/** Records a statement already checked (tolakPernyataan): the notice's version, who, when, the guardian for a child. */
export async function simpanPernyataan(
  deps: Pick<Deps, 'sekarang'>,
  tx: DbOrTx,
  aktor: Aktor,
  id_atlet: number,
  tanggal_lahir: string,
  p: Pernyataan,
): Promise<void> {
  const pada = sekarang(deps);
  const olehWali = perluWali(tanggal_lahir, todayWib(pada));
  await tx.insert(persetujuanData).values({
    id_atlet,
    jenis: 'PERNYATAAN',
    versi_kebijakan: p.versi_kebijakan,
    oleh_wali: olehWali,
    nama_wali: olehWali ? p.nama_wali : null,
    id_akun: aktor.id_akun,
    dicatat_oleh: displayName(aktor),
    pada,
  });
}

/** The coach's own dojang's athlete (another's is not found), with its birth date. */
async function atletMilik(tx: DbOrTx, aktor: Aktor, id_atlet: number) {
  const id_dojang = aktor.pelatih?.id_dojang;
  if (id_dojang === undefined) return null;
  const [row] = await tx
    .select({ id_atlet: atlet.id_atlet, nama_atlet: atlet.nama_atlet, tanggal_lahir: atlet.tanggal_lahir })
    .from(atlet)
    .where(and(eq(atlet.id_atlet, id_atlet), atletDalam({ id_dojang })));
  return row ?? null;
}

async function atletTerbaru(tx: DbOrTx, id_atlet: number): Promise<Atlet> {
  const data = await findAtlet(tx, id_atlet);
  if (!data) throw new Error('atlet tidak terbaca');
  return data;
}

export type NyatakanInput = { id_atlet: number; pernyataan: Pernyataan | null };

/**
 * POST /atlet/{id}/persetujuan: the coach states, for an athlete added before consent was asked, that the athlete (a
 * child: the parent or guardian) consented. Once per athlete: a standing statement answers 200 with nothing written;
 * a withdrawn one is not given again here (its erasure request is the ADMIN's).
 */
export async function nyatakanPersetujuan(
  deps: Deps,
  aktor: Aktor,
  input: NyatakanInput,
  tx: DbOrTx,
): Promise<HasilTulis<Atlet, KodeTolakPrivasi>> {
  const akses = alasanTolak(aktor, 'privasi.persetujuan');
  if (akses) return akses;
  const row = await atletMilik(tx, aktor, input.id_atlet);
  if (!row) return tolakTulis('tidak_ditemukan', ATLET_TIDAK_DITEMUKAN);
  const { status } = await statusPersetujuan(tx, row.id_atlet);
  if (status === 'DICABUT') return tolakTulis('persetujuan_dicabut', PERSETUJUAN_MSG.sudahDicabut);
  if (status === 'ADA') return berhasil(await atletTerbaru(tx, row.id_atlet), PERSETUJUAN_MSG.sudahAda);
  const t = tolakPernyataan(deps, row.tanggal_lahir, input.pernyataan);
  if (t) return t;
  await simpanPernyataan(deps, tx, aktor, row.id_atlet, row.tanggal_lahir, input.pernyataan!);
  await logActivity(tx, {
    action: 'PERSETUJUAN_DATA',
    actor: aktor.email,
    id_akun: aktor.id_akun,
    details: `Persetujuan pemrosesan data ${row.nama_atlet} dicatat (Kebijakan Privasi ${input.pernyataan!.versi_kebijakan})`,
  });
  return berhasil(await atletTerbaru(tx, row.id_atlet), 'Persetujuan pemrosesan data atlet tercatat');
}

export const CABUT_BERHASIL = 'Persetujuan dicabut. Permintaan penghapusan data atlet tercatat dan akan diproses admin.';

/**
 * POST /atlet/{id}/persetujuan/cabut: the coach withdraws the athlete's consent. It ends processing (no new entries,
 * no edits) and records an erasure request (permintaan_data HAPUS) that the ADMIN lists; a second withdrawal is 409.
 */
export async function cabutPersetujuan(
  deps: Deps,
  aktor: Aktor,
  input: { id_atlet: number; alasan?: string },
  tx: DbOrTx,
): Promise<HasilTulis<Atlet, KodeTolakPrivasi>> {
  const akses = alasanTolak(aktor, 'privasi.persetujuan');
  if (akses) return akses;
  const row = await atletMilik(tx, aktor, input.id_atlet);
  if (!row) return tolakTulis('tidak_ditemukan', ATLET_TIDAK_DITEMUKAN);
  const { status, versi } = await statusPersetujuan(tx, row.id_atlet);
  if (status === 'DICABUT') return tolakTulis('persetujuan_dicabut', PERSETUJUAN_MSG.sudahDicabut);
  const pada = sekarang(deps);
  const oleh = displayName(aktor);
  await tx.insert(persetujuanData).values({
    id_atlet: row.id_atlet,
    jenis: 'PENCABUTAN',
    versi_kebijakan: versi,
    id_akun: aktor.id_akun,
    dicatat_oleh: oleh,
    pada,
  });
  await tx.insert(permintaanData).values({
    jenis: 'HAPUS',
    id_atlet: row.id_atlet,
    id_akun_peminta: aktor.id_akun,
    diminta_oleh: oleh,
    diminta_pada: pada,
    alasan: input.alasan || null,
  });
  await logActivity(tx, {
    action: 'CABUT_PERSETUJUAN',
    actor: aktor.email,
    id_akun: aktor.id_akun,
    details: `Persetujuan pemrosesan data ${row.nama_atlet} dicabut; permintaan penghapusan data dicatat`,
  });
  return berhasil(await atletTerbaru(tx, row.id_atlet), CABUT_BERHASIL);
}

/**
 * The consent of several athletes (an entry's registering athlete and team members) in one query, each as the domain's
 * cekPersetujuan reads it.
 */
export async function persetujuanAtlet(tx: DbOrTx, ids: readonly number[]): Promise<Map<number, StatusPersetujuan>> {
  const out = new Map<number, StatusPersetujuan>(ids.map((id) => [id, 'BELUM']));
  if (ids.length === 0) return out;
  const rows = await tx
    .selectDistinctOn([persetujuanData.id_atlet], { id_atlet: persetujuanData.id_atlet, jenis: persetujuanData.jenis })
    .from(persetujuanData)
    .where(inArray(persetujuanData.id_atlet, [...ids]))
    .orderBy(persetujuanData.id_atlet, desc(persetujuanData.id));
  for (const r of rows) out.set(r.id_atlet, r.jenis === 'PENCABUTAN' ? 'DICABUT' : 'ADA');
  return out;
}
