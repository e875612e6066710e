import { sql } from 'drizzle-orm';
import type { AturanKyorugi } from '../../domain/skor';
import type { DbOrTx } from '../db/types';
import { aturanPartai, muatPartaiSkor, type PartaiSkor } from './muat';

/**
 * Pins the rule set a Kyorugi bout is scored under, once, when scoring starts (the desk's Mulai, the console's
 * first stored events): the competition's current set for the class category. Later edits of the setting never
 * reach a pinned bout, so its result is always derived with the rules it was fought under. The desk's versi is
 * left alone (a pin is no desk change: a queued call or start must not conflict over it).
 */
export async function sematkanAturan(tx: DbOrTx, p: PartaiSkor): Promise<AturanKyorugi | null> {
  if (p.cabang !== 'KYORUGI') return null;
  const aturan = await aturanPartai(tx, p);
  if (p.aturan_skor === null || p.aturan_skor === undefined) {
    await tx.execute(
      sql`update partai set aturan_skor = ${JSON.stringify(aturan)}::jsonb where id_match = ${p.id_match} and aturan_skor is null`,
    );
  }
  return aturan;
}

/** The same by the bout's id (the court desk's Mulai, whose own read does not carry the class). */
export async function sematkanAturanPartai(tx: DbOrTx, id_match: string): Promise<void> {
  const p = await muatPartaiSkor(tx, id_match, false);
  if (p) await sematkanAturan(tx, p);
}
