import * as v from 'valibot';
import { ISI_JURI_POOMSAE_SCHEMA, PANEL_KELAS_SCHEMA, type BacaJuriPoomsae } from '../../../domain/skor';
import { send } from '../api';

const bacaSchema = v.object({
  data: v.object({
    id_match: v.string(),
    panel: PANEL_KELAS_SCHEMA,
    // A sheet this client cannot read is left out, never the whole answer.
    kiriman: v.pipe(
      v.array(v.object({ juri: v.number(), isi: v.unknown(), dikirim_pada: v.string() })),
      v.transform((xs) =>
        xs.flatMap((k) => {
          const isi = v.safeParse(ISI_JURI_POOMSAE_SCHEMA, k.isi);
          return isi.success ? [{ ...k, isi: isi.output }] : [];
        }),
      ),
    ),
    terhubung: v.array(v.object({ juri: v.number(), terakhir: v.number() })),
    sekarang: v.number(),
  }),
});

/**
 * What each Poomsae judge sent from their phone for a bout, and who was heard when (the court tablet's read);
 * null when the server cannot be reached or refuses: the court staff then enter the sheets by hand.
 */
export async function bacaJuriPoomsae(id_match: string): Promise<BacaJuriPoomsae | null> {
  let res: Awaited<ReturnType<typeof send>>;
  try {
    res = await send(`/partai/${id_match}/poomsae-juri`);
  } catch {
    return null;
  }
  if (res.status < 200 || res.status >= 300) return null;
  const body = v.safeParse(bacaSchema, res.body);
  return body.success ? body.output.data : null;
}
