import type { PartaiLapangan } from '../../domain/jadwal';
import type { KelasBaganDetail } from '../../domain/schemas/bagan';
import {
  KIRIM_POOMSAE_MSG,
  hasilPoomsaeKeBagan,
  hitungPoomsae,
  panelKelas,
  panelSesuai,
  type HasilPoomsae,
  type KirimPoomsae,
} from '../../domain/skor';
import { ubahHasil } from '../bagan/hasil';
import { lockBaganMatch } from '../bagan/tulis';
import { skorPoomsae } from '../db/schema';
import type { DbOrTx } from '../db/types';
import { bacaPartai } from '../lapangan/baca';
import { berhasil, tolakTulis, type Aktor, type Deps, type HasilTulis } from '../tulis/types';
import { partaiUntukSkor } from './catat';
import { bacaPengaturanSkor } from './pengaturan';
import type { KodeTolakSkor } from './tolak';

export interface PoomsaeTersimpan {
  partai: PartaiLapangan;
  hasil: HasilPoomsae;
  bagan: KelasBaganDetail;
}

/**
 * A Poomsae knockout bout's panel: the server computes both corners' scores and the winner from the judges' sheets,
 * or counts their flags in 'bendera' mode (the tablet's own totals are never taken); a panel of another size or
 * mode than the class's is refused (panel_tidak_sesuai). The result goes in the bracket through the bracket's
 * result write (the winner advances, the bout becomes SELESAI) and the sheets (or flags) are kept. A tie after
 * every tie-break is refused (nilai_sama): the two perform again and the panel is entered anew.
 */
export async function simpanPanelPoomsae(
  deps: Deps,
  aktor: Aktor,
  input: KirimPoomsae & { id_match: string },
  tx: DbOrTx,
): Promise<HasilTulis<PoomsaeTersimpan, KodeTolakSkor>> {
  // Bracket before bout, the order every result write takes its locks in (two orders could deadlock).
  await lockBaganMatch(tx, input.id_match);
  const p = await partaiUntukSkor(aktor, input.id_match, tx, 'POOMSAE');
  if ('ok' in p) return p;
  const kelas = panelKelas(await bacaPengaturanSkor(tx, p.id_kompetisi), p.id_kelas_kejuaraan);
  if (!panelSesuai(input, kelas)) return tolakTulis('panel_tidak_sesuai', KIRIM_POOMSAE_MSG.panelKelas(kelas), { data: { panel: kelas } });
  const hasil = hitungPoomsae(input);
  const masukan = hasilPoomsaeKeBagan(hasil, p);
  if (!masukan) return tolakTulis('nilai_sama', KIRIM_POOMSAE_MSG.ulang, { data: hasil });
  const r = await ubahHasil(deps, aktor, { id_match: input.id_match, hasil: masukan, versi: input.versi_match, dariLog: true }, tx);
  if (!r.ok) return r;
  const panel = input.mode === 'bendera' ? { mode: 'bendera', bendera: input.bendera } : input.juri;
  const baris = { panel, dicatat_oleh: aktor.id_akun, dicatat_pada: deps.sekarang?.() ?? new Date() };
  await tx
    .insert(skorPoomsae)
    .values({ id_match: input.id_match, ...baris })
    .onConflictDoUpdate({ target: skorPoomsae.id_match, set: baris });
  const partai = await bacaPartai(tx, input.id_match, deps.sekarang?.() ?? new Date());
  if (!partai) throw new Error('partai hilang di tengah transaksi');
  return berhasil({ partai, hasil, bagan: r.data }, KIRIM_POOMSAE_MSG.tersimpan);
}
