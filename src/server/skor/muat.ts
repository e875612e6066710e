import { asc, inArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { StatusPartai } from '../../domain/jadwal';
import { ATURAN_SCHEMA, LOG_SCHEMA, pilihAturan, type AturanKyorugi, type KejadianBout } from '../../domain/skor';
import { kategoriSkor } from '../../domain/skor/aturan-versi';
import { queryRows } from '../db/rows';
import { skorKejadian } from '../db/schema';
import type { DbOrTx } from '../db/types';
import { bacaPengaturanSkor } from './pengaturan';

/** A scheduled bout as the scoring log needs it: its court and competition, its class, the corners. */
export interface PartaiSkor {
  id_match: string;
  id_lapangan: number;
  id_kompetisi: number;
  id_kelas_kejuaraan: number;
  status: StatusPartai;
  cabang: 'KYORUGI' | 'POOMSAE';
  kategori: string;
  id_peserta_a: number | null;
  id_peserta_b: number | null;
  /** The rule set pinned when scoring started (as stored); null: not pinned yet. */
  aturan_skor: unknown;
}

/** The bout on its court (null: on no court); `kunci` locks the court's row so a bout's appends go one at a time. */
export async function muatPartaiSkor(tx: DbOrTx, id_match: string, kunci: boolean): Promise<PartaiSkor | null> {
  const [p] = await queryRows<PartaiSkor>(
    tx,
    sql`
    select p.id_match, p.id_lapangan, l.id_kompetisi, kk.id_kelas_kejuaraan, p.status, kk.cabang, ke.nama_kategori as kategori,
      m.id_peserta_a, m.id_peserta_b, p.aturan_skor
    from partai p join lapangan l on l.id_lapangan = p.id_lapangan join match m on m.id_match = p.id_match
    join bagan b on b.id_bagan = m.id_bagan join kelas_kejuaraan kk on kk.id_kelas_kejuaraan = b.id_kelas_kejuaraan
    join kategori_event ke on ke.id_kategori_event = kk.id_kategori_event
    where p.id_match = ${id_match} ${kunci ? sql`for update of p` : sql``}`,
  );
  return p ?? null;
}

/** A stored pinned set, checked again (a restored backup may carry anything); null when absent or unreadable. */
export function aturanTersemat(x: unknown): AturanKyorugi | null {
  if (x === null || x === undefined) return null;
  const r = v.safeParse(ATURAN_SCHEMA, x);
  return r.success ? r.output : null;
}

/**
 * The rule set a bout is scored under: the set pinned to it when scoring started, else its class category's set in
 * the competition's scoring setting as it is now ('pemula' → the novice category, any other → prestasi).
 */
export async function aturanPartai(tx: DbOrTx, p: Pick<PartaiSkor, 'kategori' | 'id_kompetisi' | 'aturan_skor'>): Promise<AturanKyorugi> {
  return aturanTersemat(p.aturan_skor) ?? pilihAturan(await bacaPengaturanSkor(tx, p.id_kompetisi), kategoriSkor(p.kategori));
}

/** The stored log, by seq (then device and id, so every read lists it the same way). */
export async function bacaLog(tx: DbOrTx, id_match: string): Promise<KejadianBout[]> {
  return (await bacaLogBanyak(tx, [id_match])).get(id_match) ?? [];
}

/** The stored logs of several bouts in one query, each as bacaLog reads it; a bout without events is absent. */
export async function bacaLogBanyak(tx: DbOrTx, id_match: readonly string[]): Promise<Map<string, KejadianBout[]>> {
  const out = new Map<string, KejadianBout[]>();
  if (id_match.length === 0) return out;
  const rows = await tx
    .select({ id_match: skorKejadian.id_match, isi: skorKejadian.isi })
    .from(skorKejadian)
    .where(inArray(skorKejadian.id_match, [...id_match]))
    .orderBy(asc(skorKejadian.id_match), asc(skorKejadian.seq), asc(skorKejadian.perangkat), asc(skorKejadian.id_kejadian));
  const mentah = new Map<string, unknown[]>();
  for (const r of rows) mentah.set(r.id_match, [...(mentah.get(r.id_match) ?? []), r.isi]);
  // Checked when stored; checked again here since a restored backup may carry anything.
  for (const [id, isi] of mentah) out.set(id, v.parse(LOG_SCHEMA, isi));
  return out;
}
