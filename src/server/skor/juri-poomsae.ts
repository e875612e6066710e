import { and, asc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { ISI_JURI_POOMSAE_SCHEMA, type IsiJuriPoomsae, type KirimanJuriPoomsae } from '../../domain/skor';
import { skorPoomsaeJuri } from '../db/schema';
import type { DbOrTx } from '../db/types';
import { jsonKanonik } from '../../domain/json-kanonik';

/** Stores (or replaces) a seat's sheet; true when it changed what was stored. */
export async function simpanKirimanJuri(tx: DbOrTx, id_match: string, juri: number, isi: IsiJuriPoomsae, kini: Date): Promise<boolean> {
  const [ada] = await tx
    .select({ isi: skorPoomsaeJuri.isi })
    .from(skorPoomsaeJuri)
    .where(and(eq(skorPoomsaeJuri.id_match, id_match), eq(skorPoomsaeJuri.juri, juri)));
  if (ada && jsonKanonik(ada.isi) === jsonKanonik(isi)) return false;
  await tx
    .insert(skorPoomsaeJuri)
    .values({ id_match, juri, isi, dikirim_pada: kini })
    .onConflictDoUpdate({ target: [skorPoomsaeJuri.id_match, skorPoomsaeJuri.juri], set: { isi, dikirim_pada: kini } });
  return true;
}

/** What each seat sent, by seat. Rows of a restored backup that are not a sheet are skipped. */
export async function bacaKirimanJuri(db: DbOrTx, id_match: string, juri?: number): Promise<KirimanJuriPoomsae[]> {
  const rows = await db
    .select()
    .from(skorPoomsaeJuri)
    .where(
      juri === undefined
        ? eq(skorPoomsaeJuri.id_match, id_match)
        : and(eq(skorPoomsaeJuri.id_match, id_match), eq(skorPoomsaeJuri.juri, juri)),
    )
    .orderBy(asc(skorPoomsaeJuri.juri));
  const out: KirimanJuriPoomsae[] = [];
  for (const r of rows) {
    const isi = v.safeParse(ISI_JURI_POOMSAE_SCHEMA, r.isi);
    if (isi.success) out.push({ juri: r.juri, isi: isi.output, dikirim_pada: r.dikirim_pada.toISOString() });
  }
  return out;
}
