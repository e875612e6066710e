import {
  JURI_DIGITAL_MSG,
  JURI_POOMSAE_MSG,
  KIRIM_POOMSAE_MSG,
  MAKS_TEKAN_JURI,
  isiJuriPoomsae,
  panelKelas,
  type KirimJuriPoomsae,
  type KirimTekan,
  type PanelPoomsaeKelas,
  type TekanDicatat,
} from '../../domain/skor';
import { JADWAL_MSG } from '../../domain/jadwal';
import { tolak, type KodeUmum } from '../../domain/tolak';
import type { DbOrTx } from '../db/types';
import { berhasil, sekarang, type Deps, type HasilTulis } from '../tulis/types';
import { simpanKirimanJuri } from './juri-poomsae';
import { adaTekan, jumlahTekan, simpanTekan } from './juri-tekan';
import type { KodeJuriDigital } from './juri-tolak';
import { aturanPartai, muatPartaiSkor, type PartaiSkor } from './muat';
import { bacaPengaturanSkor } from './pengaturan';
import type { IsiTautanJuri } from './tautan-juri';

/**
 * The judges' phones' writes, as (deps, aktor, input, tx). The actor is the seat the signed join link names (its
 * bout and seat number; the route checked the signature and the expiry): a judge has no account. Each locks the
 * bout's row first, so a seat's presses are counted and stored one at a time and nothing lands after the result.
 */
export type AktorJuri = Pick<IsiTautanJuri, 'id_match' | 'juri'>;
type KodeTolakJuri = KodeJuriDigital | KodeUmum;

/** Where the court's console hears a stored press or sheet (the route publishes `skor_tekan` for the court). */
export interface TujuanSiaran {
  id_lapangan: number;
  id_kompetisi: number;
}

export const panelPartai = async (db: DbOrTx, p: Pick<PartaiSkor, 'id_kompetisi' | 'id_kelas_kejuaraan'>): Promise<PanelPoomsaeKelas> =>
  panelKelas(await bacaPengaturanSkor(db, p.id_kompetisi), p.id_kelas_kejuaraan);

/**
 * POST /juri/{token}/tekan: one press of a novice Kyorugi bout's judge, stored once per id. A link is for what its
 * seat was made for: a Poomsae bout's link presses nothing (bukan_kyorugi), a bout scored without judges' phones
 * takes no press (bukan_pemula), a seat beyond the bout's judges neither (panel_tidak_sesuai). Once the bout is
 * SELESAI nothing new lands (partai_selesai); a press already stored is answered again (never refused); beyond
 * MAKS_TEKAN_JURI of the seat for the bout, counted under the bout's lock, it is refused (tekan_penuh).
 */
export async function catatTekan(
  deps: Deps,
  aktor: AktorJuri,
  input: KirimTekan,
  tx: DbOrTx,
): Promise<HasilTulis<TekanDicatat & TujuanSiaran, KodeTolakJuri>> {
  const p = await muatPartaiSkor(tx, aktor.id_match, true);
  if (!p) return tolak('tidak_ditemukan', JADWAL_MSG.partaiTidakDijadwalkan);
  if (p.cabang !== 'KYORUGI') return tolak('bukan_kyorugi', JURI_DIGITAL_MSG.bukanKyorugi);
  const digital = (await aturanPartai(tx, p)).skor_digital;
  if (!digital) return tolak('bukan_pemula', JURI_DIGITAL_MSG.bukanPemula);
  if (aktor.juri > digital.juri) return tolak('panel_tidak_sesuai', JURI_DIGITAL_MSG.kursiDiLuar(digital.juri));
  if (p.status === 'SELESAI') return tolak('partai_selesai', JURI_DIGITAL_MSG.partaiSelesai);
  const ulang = await adaTekan(tx, aktor.id_match, input.id);
  if (!ulang && (await jumlahTekan(tx, aktor.id_match, aktor.juri)) >= MAKS_TEKAN_JURI) {
    return tolak('tekan_penuh', JURI_DIGITAL_MSG.tekanPenuh);
  }
  const baru = !ulang && (await simpanTekan(tx, aktor.id_match, aktor.juri, input));
  return berhasil(
    {
      juri: aktor.juri,
      id: input.id,
      baru,
      sekarang: sekarang(deps).getTime(),
      id_lapangan: p.id_lapangan,
      id_kompetisi: p.id_kompetisi,
    },
    JURI_DIGITAL_MSG.tersimpan,
  );
}

export interface LembarDicatat extends TujuanSiaran {
  juri: number;
  mode: KirimJuriPoomsae['mode'];
  baru: boolean;
  sekarang: number;
}

/**
 * POST /juri/{token}/poomsae: a Poomsae judge's sheets (or flag), replacing what the seat sent before. Only for a
 * Poomsae bout (bukan_poomsae), a seat of the class's panel in its mode (panel_tidak_sesuai), until the bout is
 * SELESAI (partai_selesai: the bout's row is locked, so a sheet never lands after the tablet saved it).
 */
export async function kirimLembarJuri(
  deps: Deps,
  aktor: AktorJuri,
  input: KirimJuriPoomsae,
  tx: DbOrTx,
): Promise<HasilTulis<LembarDicatat, KodeTolakJuri>> {
  const p = await muatPartaiSkor(tx, aktor.id_match, true);
  if (!p) return tolak('tidak_ditemukan', JADWAL_MSG.partaiTidakDijadwalkan);
  if (p.cabang !== 'POOMSAE') return tolak('bukan_poomsae', KIRIM_POOMSAE_MSG.bukanPoomsae);
  const panel = await panelPartai(tx, p);
  if (aktor.juri > panel.juri) return tolak('panel_tidak_sesuai', JURI_POOMSAE_MSG.kursiDiLuarPanel(panel));
  if (input.mode !== panel.mode) return tolak('panel_tidak_sesuai', JURI_POOMSAE_MSG.modeBeda(panel));
  if (p.status === 'SELESAI') return tolak('partai_selesai', JURI_POOMSAE_MSG.selesai);
  const kini = sekarang(deps);
  const baru = await simpanKirimanJuri(tx, p.id_match, aktor.juri, isiJuriPoomsae(aktor.juri, input), kini);
  return berhasil(
    {
      juri: aktor.juri,
      mode: input.mode,
      baru,
      sekarang: kini.getTime(),
      id_lapangan: p.id_lapangan,
      id_kompetisi: p.id_kompetisi,
    },
    JURI_POOMSAE_MSG.tersimpan,
  );
}
