import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { SUDUT, TEKNIK, type KirimTekan, type TekanTersimpan } from '../../domain/skor';
import { queryRows } from '../db/rows';
import { skorTekan } from '../db/schema';
import type { DbOrTx } from '../db/types';

/** Stores a judge's press once per (bout, id): its seq when it was new, else null. */
export async function simpanTekan(db: DbOrTx, id_match: string, juri: number, t: KirimTekan): Promise<number | null> {
  const rows = await db
    .insert(skorTekan)
    .values({ id_match, juri, id_tekan: t.id, sudut: t.sudut, teknik: t.teknik, waktu: t.waktu })
    .onConflictDoNothing()
    .returning({ seq: skorTekan.seq });
  return rows[0]?.seq ?? null;
}

/**
 * In one read (a press is on the judges' hot path): whether the bout already holds the press with this id (a
 * resend), and how many presses the judge's seat has stored for the bout.
 */
export async function keadaanTekan(db: DbOrTx, id_match: string, juri: number, id: string): Promise<{ ada: boolean; jumlah: number }> {
  const [r] = await db
    .select({
      ada: sql<boolean>`coalesce(bool_or(${skorTekan.id_tekan} = ${id}), false)`,
      jumlah: sql<number>`count(*) filter (where ${skorTekan.juri} = ${juri})`,
    })
    .from(skorTekan)
    .where(eq(skorTekan.id_match, id_match));
  return { ada: r?.ada === true, jumlah: Number(r?.jumlah ?? 0) };
}

/**
 * A per-bout link's press in one statement (the judges' hot path): stored unless the bout already holds its id (a
 * resend) or the seat has `maks` presses. Returns whether it was a resend, the seat's count before, and the new
 * press's seq (null: not stored). The caller holds the bout's lock.
 */
export async function simpanTekanBila(
  db: DbOrTx,
  id_match: string,
  juri: number,
  t: KirimTekan,
  maks: number,
): Promise<{ ada: boolean; jumlah: number; seq: number | null }> {
  const [r] = await queryRows<{ ada: boolean; jumlah: number; seq: number | string | null }>(
    db,
    sql`with k as (
      select coalesce(bool_or(id_tekan = ${t.id}), false) as ada, count(*) filter (where juri = ${juri})::int as jumlah
      from skor_tekan where id_match = ${id_match}
    ), baru as (
      insert into skor_tekan (id_match, juri, id_tekan, sudut, teknik, waktu)
      select ${id_match}, ${juri}, ${t.id}, ${t.sudut}, ${t.teknik}, ${t.waktu} from k where not k.ada and k.jumlah < ${maks}
      on conflict do nothing returning seq
    )
    select k.ada, k.jumlah, (select seq from baru) as seq from k`,
  );
  return { ada: r?.ada === true, jumlah: Number(r?.jumlah ?? 0), seq: r?.seq == null ? null : Number(r.seq) };
}

const MAKS_BACA = 2000;

/** The bout's presses after `sejak`, by seq. Rows of a restored backup that are not a press are skipped. */
export async function bacaTekan(db: DbOrTx, id_match: string, sejak: number): Promise<TekanTersimpan[]> {
  const rows = await db
    .select()
    .from(skorTekan)
    .where(and(eq(skorTekan.id_match, id_match), gt(skorTekan.seq, sejak)))
    .orderBy(asc(skorTekan.seq))
    .limit(MAKS_BACA);
  const out: TekanTersimpan[] = [];
  for (const r of rows) {
    const sudut = SUDUT.find((s) => s === r.sudut);
    const teknik = TEKNIK.find((k) => k === r.teknik);
    if (sudut && teknik) out.push({ seq: r.seq, juri: r.juri, sudut, teknik, waktu: r.waktu, id: r.id_tekan });
  }
  return out;
}

/**
 * When each judge of a bout (or seat of a court: kunciDetak) was last heard (press or heartbeat), in this process's
 * memory: a heartbeat is not worth a write. With several server processes a console may see a judge as connected a few seconds late.
 */
export class DetakJuri {
  private readonly terakhir = new Map<string, Map<number, number>>();

  /** Seats heard for any of these keys (a bout, its court's seat links): each seat's latest. */
  baca(...kunci: string[]): { juri: number; terakhir: number }[] {
    const semua = new Map<number, number>();
    for (const k of kunci) for (const [juri, t] of this.terakhir.get(k) ?? []) semua.set(juri, Math.max(t, semua.get(juri) ?? 0));
    return [...semua.entries()].map(([juri, terakhir]) => ({ juri, terakhir })).sort((a, b) => a.juri - b.juri);
  }

  catat(kunci: string, juri: number, kini: number): void {
    let m = this.terakhir.get(kunci);
    if (!m) {
      if (this.terakhir.size > 5000) this.terakhir.clear();
      m = new Map();
      this.terakhir.set(kunci, m);
    }
    m.set(juri, kini);
  }

  /** A seat no longer heard (its link revoked). */
  lupa(kunci: string, juri: number): void {
    this.terakhir.get(kunci)?.delete(juri);
  }
}

/** Where a link's heartbeats are kept: a per-bout link's bout, a seat link's court. */
export const kunciDetak = (a: { id_match: string } | { id_lapangan: number }): string =>
  'id_lapangan' in a ? `lapangan:${a.id_lapangan}` : a.id_match;
