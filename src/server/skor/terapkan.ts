import type { PartaiLapangan } from '../../domain/jadwal';
import type { KelasBaganDetail } from '../../domain/schemas/bagan';
import { KIRIM_SKOR_MSG, hasilKeBagan, turunkanHasil, type HasilBout } from '../../domain/skor';
import { ubahHasil } from '../bagan/hasil';
import { lockBaganMatch } from '../bagan/tulis';
import type { DbOrTx } from '../db/types';
import { bacaPartai } from '../lapangan/baca';
import { berhasil, tolakTulis, type Aktor, type Deps, type HasilTulis } from '../tulis/types';
import { partaiUntukSkor } from './catat';
import { aturanPartai, bacaLog } from './muat';
import type { KodeTolakSkor } from './tolak';

export interface HasilSkorInput {
  id_match: string;
  /** The match versi the console knew (a result entered elsewhere since: 409 as the bracket's). */
  versi_match: number;
}

export interface HasilSkorTersimpan {
  partai: PartaiLapangan;
  hasil: HasilBout;
  bagan: KelasBaganDetail;
}

/**
 * Puts the result the stored log gives into the bracket, through the bracket's own result write (the winner
 * advances, the bout on its court becomes SELESAI). The console sends no scores: a log that gives no finished
 * match is refused (hasil_belum_ada), so a result the log does not give never lands.
 */
export async function terapkanHasilSkor(
  deps: Deps,
  aktor: Aktor,
  input: HasilSkorInput,
  tx: DbOrTx,
): Promise<HasilTulis<HasilSkorTersimpan, KodeTolakSkor>> {
  // Bracket before bout, the order every result write takes its locks in (two orders could deadlock).
  await lockBaganMatch(tx, input.id_match);
  const p = await partaiUntukSkor(aktor, input.id_match, tx);
  if ('ok' in p) return p;
  const hasil = turunkanHasil(await aturanPartai(tx, p), await bacaLog(tx, input.id_match));
  const masukan = hasilKeBagan(hasil, p);
  if (!masukan) return tolakTulis('hasil_belum_ada', KIRIM_SKOR_MSG.belumAda, { data: hasil });
  const r = await ubahHasil(deps, aktor, { id_match: input.id_match, hasil: masukan, versi: input.versi_match, dariLog: true }, tx);
  if (!r.ok) return r;
  const partai = await bacaPartai(tx, input.id_match, deps.sekarang?.() ?? new Date());
  if (!partai) throw new Error('partai hilang di tengah transaksi');
  return berhasil({ partai, hasil, bagan: r.data }, KIRIM_SKOR_MSG.hasilTersimpan);
}
