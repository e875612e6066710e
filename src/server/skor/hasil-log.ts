import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import type { InputHasil } from '../../domain/bagan/types';
import { KIRIM_POOMSAE_SCHEMA, hasilKeBagan, hasilPoomsaeKeBagan, hitungPoomsae, turunkanHasil } from '../../domain/skor';
import { skorPoomsae } from '../db/schema';
import type { DbOrTx } from '../db/types';
import { aturanPartai, bacaLog, muatPartaiSkor } from './muat';

/**
 * What a bout's scoring record gives the bracket: null when the bout has none (no event of the console and no
 * Poomsae panel kept), else the result it gives (`hasil` null while the record gives no finished bout).
 */
export async function hasilMenurutLog(tx: DbOrTx, id_match: string): Promise<{ hasil: InputHasil | null } | null> {
  const p = await muatPartaiSkor(tx, id_match, false);
  if (!p) return null;
  if (p.cabang === 'POOMSAE') {
    const [row] = await tx.select({ panel: skorPoomsae.panel }).from(skorPoomsae).where(eq(skorPoomsae.id_match, id_match));
    if (!row) return null;
    const panel = row.panel as { mode?: unknown; bendera?: unknown } | null;
    const kiriman = v.safeParse(
      KIRIM_POOMSAE_SCHEMA,
      panel !== null && typeof panel === 'object' && panel.mode === 'bendera'
        ? { mode: 'bendera', versi_match: 0, bendera: panel.bendera }
        : { mode: 'nilai', versi_match: 0, juri: panel },
    );
    return { hasil: kiriman.success ? hasilPoomsaeKeBagan(hitungPoomsae(kiriman.output), p) : null };
  }
  const log = await bacaLog(tx, id_match);
  if (log.length === 0) return null;
  return { hasil: hasilKeBagan(turunkanHasil(await aturanPartai(tx, p), log), p) };
}
