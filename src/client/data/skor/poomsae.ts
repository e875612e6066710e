import * as v from 'valibot';
import {
  KIRIM_POOMSAE_MSG,
  KIRIM_POOMSAE_SCHEMA,
  PANEL_KELAS_SCHEMA,
  PANEL_POOMSAE_BAWAAN,
  hasilPoomsaeKeBagan,
  hitungPoomsae,
  type NilaiJuri,
  type PanelPoomsaeKelas,
  type Sudut,
} from '../../../domain/skor';
import { ApiError } from '../api-error';
import { getDb, type ArenaDatabase } from '../db';
import { jenisPartai, partaiEntityKey, rantaiPartai } from '../lapangan/keys';
import type { PartaiTampil } from '../lapangan/view';
import { enqueueWrite } from '../outbox';
import { requireUser } from '../kompetisi/settle';
import { syncNow } from '../sync/engine';
import { pathPoomsae } from './keys';

const fixPath = '/admin-kompetisi/lapangan';

/** The class's panel as the court list carries it; a list read before panels were settable uses the default. */
export function panelPartai(p: { panel_poomsae?: unknown }): PanelPoomsaeKelas {
  const r = v.safeParse(PANEL_KELAS_SCHEMA, p.panel_poomsae);
  return r.success ? r.output : PANEL_POOMSAE_BAWAAN;
}

/** The judges' sheets for B and R ('nilai'), or the flags of judge 1, 2, … ('bendera'). */
export type PanelDikirim = { B: readonly NilaiJuri[]; R: readonly NilaiJuri[] } | { bendera: readonly Sudut[] };

/**
 * 'Simpan hasil' of a Poomsae panel: the judges' sheets or flags go to the server (POST …/poomsae on the match's
 * versi, on the bracket's chain), which computes the result itself. It is a court-desk write of the bout, so the
 * desk shows the bout finished at once; the scores and winner in the body are for that view only. A tie after
 * every tie-break is refused here already: the two perform again.
 */
export async function simpanPanelPoomsae(
  id_kompetisi: number,
  p: PartaiTampil,
  panel: PanelDikirim,
  db: ArenaDatabase = getDb(),
): Promise<string> {
  const user = requireUser();
  const kirim = 'bendera' in panel ? { mode: 'bendera', bendera: panel.bendera } : { mode: 'nilai', juri: panel };
  const cek = v.safeParse(KIRIM_POOMSAE_SCHEMA, { versi_match: p.versi_match, ...kirim });
  if (!cek.success) throw new ApiError(400, cek.issues[0].message);
  const hasil = hitungPoomsae(cek.output);
  const input = hasilPoomsaeKeBagan(hasil, {
    id_peserta_a: p.sudut_a?.id_peserta_kompetisi ?? null,
    id_peserta_b: p.sudut_b?.id_peserta_kompetisi ?? null,
  });
  if (!input) throw new ApiError(422, KIRIM_POOMSAE_MSG.ulang);
  const skor =
    cek.output.mode === 'bendera' ? `${input.skor_a}–${input.skor_b} bendera` : `${input.skor_a.toFixed(2)}–${input.skor_b.toFixed(2)}`;
  const entry = await enqueueWrite(db, {
    method: 'POST',
    path: pathPoomsae(p.id_match),
    kind: jenisPartai.kind('hasil'),
    ownerId: user.id_akun,
    body: {
      ...cek.output,
      skor_a: input.skor_a,
      skor_b: input.skor_b,
      id_pemenang: input.id_pemenang,
      keputusan: input.keputusan,
      pada: new Date().toISOString(),
    },
    label: `Partai ${p.nomor}: Poomsae ${skor} (${input.keputusan})`,
    entityKey: partaiEntityKey(id_kompetisi, p.id_lapangan, p.id_match),
    chain: rantaiPartai(id_kompetisi, p.id_kelas_kejuaraan),
    fixPath,
  });
  void syncNow().catch(() => undefined);
  return entry.id;
}
