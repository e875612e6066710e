import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { CabangBagan, Keputusan, MatchBagan, StatusBagan } from '../../domain/bagan/types';
import { bagan, kelasKejuaraan, kompetisi, match } from '../db/schema';
import type { DbOrTx } from '../db/types';
import { queryRows } from '../db/rows';
import { namaAkun } from '../db/sql-nama';

/** The locks and writes of drawing and scoring. A draw locks the class row, then its bracket row; a result locks the bracket row. */

export interface KelasLocked {
  id_kelas_kejuaraan: number;
  id_kompetisi: number;
  cabang: CabangBagan;
}

export type BaganRow = typeof bagan.$inferSelect;

/**
 * The class, row-locked (null when unknown). Its competition is share-locked first, so a participant status
 * change (which locks the competition for update) cannot slip between the check of the approved entries and the commit.
 */
export async function lockKelas(tx: DbOrTx, id_kelas_kejuaraan: number): Promise<KelasLocked | null> {
  const cols = {
    id_kelas_kejuaraan: kelasKejuaraan.id_kelas_kejuaraan,
    id_kompetisi: kelasKejuaraan.id_kompetisi,
    cabang: kelasKejuaraan.cabang,
  };
  const [lepas] = await tx.select(cols).from(kelasKejuaraan).where(eq(kelasKejuaraan.id_kelas_kejuaraan, id_kelas_kejuaraan));
  if (!lepas) return null;
  await tx.select({ id: kompetisi.id_kompetisi }).from(kompetisi).where(eq(kompetisi.id_kompetisi, lepas.id_kompetisi)).for('share');
  const [row] = await tx.select(cols).from(kelasKejuaraan).where(eq(kelasKejuaraan.id_kelas_kejuaraan, id_kelas_kejuaraan)).for('update');
  return row ?? null;
}

/** The class's bracket row, locked, or null. */
export async function lockBaganKelas(tx: DbOrTx, id_kelas_kejuaraan: number): Promise<BaganRow | null> {
  const [row] = await tx.select().from(bagan).where(eq(bagan.id_kelas_kejuaraan, id_kelas_kejuaraan)).for('update');
  return row ?? null;
}

/** The bracket holding `id_match`, locked, with its class; null when no bracket holds it. */
export async function lockBaganMatch(tx: DbOrTx, id_match: string): Promise<{ bagan: BaganRow; kelas: KelasLocked } | null> {
  const [ref] = await tx.select({ id_bagan: match.id_bagan }).from(match).where(eq(match.id_match, id_match));
  if (!ref) return null;
  const [row] = await tx.select().from(bagan).where(eq(bagan.id_bagan, ref.id_bagan)).for('update');
  if (!row) return null;
  const [kelas] = await tx
    .select({
      id_kelas_kejuaraan: kelasKejuaraan.id_kelas_kejuaraan,
      id_kompetisi: kelasKejuaraan.id_kompetisi,
      cabang: kelasKejuaraan.cabang,
    })
    .from(kelasKejuaraan)
    .where(eq(kelasKejuaraan.id_kelas_kejuaraan, row.id_kelas_kejuaraan));
  return kelas ? { bagan: row, kelas } : null;
}

const matchCols = {
  id_match: match.id_match,
  ronde: match.ronde,
  posisi: match.posisi,
  id_peserta_a: match.id_peserta_a,
  id_peserta_b: match.id_peserta_b,
  skor_a: match.skor_a,
  skor_b: match.skor_b,
  id_pemenang: match.id_pemenang,
  keputusan: match.keputusan,
  versi: match.versi,
};

/** Every match of a bracket, round 1 first. */
export async function matchesOf(tx: DbOrTx, id_bagan: number): Promise<MatchBagan[]> {
  const rows = await tx.select(matchCols).from(match).where(eq(match.id_bagan, id_bagan)).orderBy(asc(match.ronde), asc(match.posisi));
  return rows.map((r) => ({ ...r, skor_a: Number(r.skor_a), skor_b: Number(r.skor_b), keputusan: r.keputusan as Keputusan | null }));
}

/** Which of `ids` a bracket other than `id_bagan` already uses. */
export async function idDipakaiLain(tx: DbOrTx, ids: readonly string[], id_bagan: number | null): Promise<string[]> {
  const found: string[] = [];
  for (let i = 0; i < ids.length; i += 1000) {
    const part = ids.slice(i, i + 1000);
    const rows = await tx
      .select({ id: match.id_match })
      .from(match)
      .where(and(inArray(match.id_match, part), id_bagan === null ? undefined : ne(match.id_bagan, id_bagan)));
    found.push(...rows.map((r) => r.id));
  }
  return found;
}

export interface BaganBaru {
  id_kelas_kejuaraan: number;
  seed: number | null;
  participants: number[];
  unggulan: number[];
  ukuran: number;
  jumlah_ronde: number;
  versi: number;
  diundi_oleh: number;
  /** When the draw was made (the device's time when plausible, see waktuUndian). */
  diundi_pada: Date;
}

/** Replaces the class's bracket (upsert) and all its matches (delete + insert). */
export async function gantiBagan(tx: DbOrTx, lama: BaganRow | null, baru: BaganBaru, matches: readonly MatchBagan[]): Promise<number> {
  const values = { ...baru, status: 'created' as const, updated_at: new Date() };
  let id_bagan: number;
  if (lama) {
    await tx.update(bagan).set(values).where(eq(bagan.id_bagan, lama.id_bagan));
    await tx.delete(match).where(eq(match.id_bagan, lama.id_bagan));
    id_bagan = lama.id_bagan;
  } else {
    const [row] = await tx.insert(bagan).values(values).returning({ id: bagan.id_bagan });
    id_bagan = row.id;
  }
  for (let i = 0; i < matches.length; i += 500) {
    await tx.insert(match).values(matches.slice(i, i + 500).map((m) => ({ ...m, id_bagan })));
  }
  return id_bagan;
}

/** Writes the matches a result changed, then the bracket's status and versi + 1. */
export async function tulisPerubahan(
  tx: DbOrTx,
  id_bagan: number,
  berubah: readonly MatchBagan[],
  status: Exclude<StatusBagan, 'not_created'>,
  id_akun: number,
): Promise<void> {
  const now = new Date();
  for (const m of berubah) {
    await tx
      .update(match)
      .set({
        id_peserta_a: m.id_peserta_a,
        id_peserta_b: m.id_peserta_b,
        skor_a: m.skor_a,
        skor_b: m.skor_b,
        id_pemenang: m.id_pemenang,
        keputusan: m.keputusan,
        versi: m.versi,
        diubah_oleh: id_akun,
        diubah_pada: now,
      })
      .where(and(eq(match.id_match, m.id_match), eq(match.id_bagan, id_bagan)));
  }
  await tx
    .update(bagan)
    .set({ status, versi: sql`${bagan.versi} + 1`, updated_at: now })
    .where(eq(bagan.id_bagan, id_bagan));
}

/** Who last changed a match (by name, never the e-mail) and when; null when nobody has. */
export async function pengubahMatch(tx: DbOrTx, id_match: string): Promise<{ diubah_oleh: string | null; diubah_pada: string | null }> {
  const [row] = await queryRows<{ oleh: string | null; pada: Date | string | null }>(
    tx,
    sql`
    select ${namaAkun('m.diubah_oleh')} as oleh, m.diubah_pada as pada from match m where m.id_match = ${id_match}`,
  );
  return {
    diubah_oleh: row?.oleh ?? null,
    diubah_pada: row?.pada ? new Date(row.pada).toISOString() : null,
  };
}
