import { KIRIM_POOMSAE_MSG, KIRIM_POOMSAE_SCHEMA, hitungPanelPoomsae, poomsaeKeBagan, type NilaiJuri } from '../../../domain/skor';
import * as v from 'valibot';
import { ApiError } from '../api-error';
import { getDb, type ArenaDatabase } from '../db';
import { partaiEntityKey, rantaiPartai } from '../lapangan/keys';
import type { PartaiTampil } from '../lapangan/view';
import { enqueueWrite } from '../outbox';
import { requireUser } from '../kompetisi/settle';
import { syncNow } from '../sync/engine';
import { pathPoomsae } from './keys';

const fixPath = '/admin-kompetisi/lapangan';

/**
 * 'Simpan hasil' of a Poomsae panel: the judges' sheets go to the server (POST …/poomsae on the match's versi, on
 * the bracket's chain), which computes the result itself. It is a court-desk write of the bout, so the desk shows
 * the bout finished at once; the scores and winner in the body are for that view only. A tie after every
 * tie-break is refused here already: the two perform again.
 */
export async function simpanPanelPoomsae(id_kompetisi: number, p: PartaiTampil, juri: { B: readonly NilaiJuri[]; R: readonly NilaiJuri[] }, db: ArenaDatabase = getDb()): Promise<string> {
  const user = requireUser();
  const cek = v.safeParse(KIRIM_POOMSAE_SCHEMA, { versi_match: p.versi_match, juri });
  if (!cek.success) throw new ApiError(400, cek.issues[0].message);
  const hasil = hitungPanelPoomsae(cek.output.juri);
  const input = poomsaeKeBagan(hasil.knockout, { id_peserta_a: p.sudut_a?.id_peserta_kompetisi ?? null, id_peserta_b: p.sudut_b?.id_peserta_kompetisi ?? null });
  if (!input) throw new ApiError(422, KIRIM_POOMSAE_MSG.ulang);
  const entry = await enqueueWrite(db, {
    method: 'POST', path: pathPoomsae(p.id_match), ownerId: user.id_akun,
    body: { versi_match: p.versi_match, juri: cek.output.juri, skor_a: input.skor_a, skor_b: input.skor_b, id_pemenang: input.id_pemenang, keputusan: input.keputusan, pada: new Date().toISOString() },
    label: `Partai ${p.nomor}: Poomsae ${input.skor_a.toFixed(2)}–${input.skor_b.toFixed(2)} (${input.keputusan})`,
    entityKey: partaiEntityKey(id_kompetisi, p.id_lapangan, p.id_match), chain: rantaiPartai(id_kompetisi, p.id_kelas_kejuaraan), fixPath,
  });
  void syncNow().catch(() => undefined);
  return entry.id;
}
