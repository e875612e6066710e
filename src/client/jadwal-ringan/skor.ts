import * as v from 'valibot';
import { keJamLokal, papanPublikSchema, type PapanState } from '../../domain/skor/papan';
import { satuPerSatu } from '../data/live/satu-per-satu';

/** The live score of each court's bout on the mat (GET /api/public/kompetisi/{id}/papan), by id_match. */
export const skorLangsung = new Map<string, PapanState>();

const jawabanSchema = v.object({ data: papanPublikSchema });
let minta: { id_kompetisi: number; selesai: () => void } | null = null;

const baca = satuPerSatu(async () => {
  if (!minta) return;
  const { id_kompetisi, selesai } = minta;
  try {
    const res = await fetch(`/api/public/kompetisi/${id_kompetisi}/papan`, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(10_000),
    });
    const body = v.safeParse(jawabanSchema, await res.json());
    if (!res.ok || !body.success) return;
    const kini = Date.now();
    skorLangsung.clear();
    for (const l of body.output.data.lapangan) {
      if (l.papan) skorLangsung.set(l.id_match, keJamLokal(l.papan, body.output.data.dikirim, kini));
    }
    selesai();
  } catch {
    // offline: the last scores stay until the stream is back
  }
});

/** Reads the boards again (one read at a time; a request meanwhile reads once more after it); `selesai` redraws. */
export function segarkanSkor(id_kompetisi: number, selesai: () => void): Promise<void> {
  minta = { id_kompetisi, selesai };
  return baca();
}
