import {
  JURI_DIGITAL_MSG,
  JURI_POOMSAE_MSG,
  KIRIM_POOMSAE_MSG,
  MAKS_TEKAN_JURI,
  TAUTAN_KURSI_MSG,
  isiJuriPoomsae,
  panelKelas,
  tutupLembarKursi,
  tutupTekanKursi,
  type KirimJuriPoomsae,
  type KirimTekan,
  type PanelPoomsaeKelas,
  type TekanDicatat,
  type TekanSiaran,
  type TutupKursi,
} from '../../domain/skor';
import { JADWAL_MSG } from '../../domain/jadwal';
import { tolak, type KodeUmum } from '../../domain/tolak';
import type { DbOrTx } from '../db/types';
import { berhasil, sekarang, type Deps, type HasilTulis, type TolakTulis } from '../tulis/types';
import { simpanKirimanJuri } from './juri-poomsae';
import { keadaanTekan, simpanTekan, simpanTekanBila } from './juri-tekan';
import type { KodeJuriDigital } from './juri-tolak';
import { kursiBerlaku, partaiDiMatras } from './juri-kursi';
import { aturanPartai, bacaLog, muatPartaiSkor, type PartaiSkor } from './muat';
import { bacaPengaturanSkor } from './pengaturan';
import type { IsiTautanJuri, IsiTautanKursi } from './tautan-juri';

/**
 * The judges' phones' writes, as (deps, aktor, input, tx). The actor is the seat the signed join link names (its
 * bout and seat number; the route checked the signature and the expiry): a judge has no account. Each locks the
 * bout's row first, so a seat's presses are counted and stored one at a time and nothing lands after the result.
 */
export type AktorJuri = Pick<IsiTautanJuri, 'id_match' | 'juri'> | AktorKursi;
/** A court's seat link: its row (read again under the bout's lock: a revoked link stops at once), court and seat. */
export type AktorKursi = Pick<IsiTautanKursi, 'id_tautan' | 'id_lapangan' | 'juri'>;
export const adalahKursi = (a: AktorJuri): a is AktorKursi => 'id_tautan' in a;
type KodeTolakJuri = KodeJuriDigital | KodeUmum;

/** Where the court's console hears a stored press or sheet (the route publishes `skor_tekan` for the court). */
export interface TujuanSiaran {
  id_lapangan: number;
  id_kompetisi: number;
}

export const panelPartai = async (db: DbOrTx, p: Pick<PartaiSkor, 'id_kompetisi' | 'id_kelas_kejuaraan'>): Promise<PanelPoomsaeKelas> =>
  panelKelas(await bacaPengaturanSkor(db, p.id_kompetisi), p.id_kelas_kejuaraan);

/**
 * The bout a press or sheet is for: a per-bout link's own bout; a seat link's, the bout the phone names (else the one
 * on the mat), which must be on the link's court, while the link is live (tautan_juri_dicabut).
 */
async function partaiJuri(tx: DbOrTx, aktor: AktorJuri, id_match?: string): Promise<{ p: PartaiSkor } | TolakTulis<KodeTolakJuri>> {
  if (!adalahKursi(aktor)) {
    const p = await muatPartaiSkor(tx, aktor.id_match, true);
    return p ? { p } : tolak('tidak_ditemukan', JADWAL_MSG.partaiTidakDijadwalkan);
  }
  if (!(await kursiBerlaku(tx, aktor))) return tolak('tautan_juri_dicabut', TAUTAN_KURSI_MSG.dicabut);
  const id = id_match ?? (await partaiDiMatras(tx, aktor.id_lapangan));
  if (!id) return tolak('partai_belum_mulai', TAUTAN_KURSI_MSG.partaiBelumMulai);
  const p = await muatPartaiSkor(tx, id, true);
  if (!p) return tolak('tidak_ditemukan', JADWAL_MSG.partaiTidakDijadwalkan);
  return p.id_lapangan === aktor.id_lapangan ? { p } : tolak('lapangan_lain', TAUTAN_KURSI_MSG.lapanganLain);
}

/** A seat link's refusal by the domain's reason (tutupTekanKursi / tutupLembarKursi), with its words. */
function tolakTutup(kode: TutupKursi, pesanSelesai: string, pesanKursi: string): TolakTulis<KodeTolakJuri> {
  const pesan: Record<TutupKursi, string> = {
    partai_belum_mulai: TAUTAN_KURSI_MSG.partaiBelumMulai,
    ronde_belum_mulai: TAUTAN_KURSI_MSG.rondeBelumMulai,
    partai_selesai: pesanSelesai,
    panel_tidak_sesuai: pesanKursi,
  };
  return tolak(kode, pesan[kode]);
}

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
): Promise<HasilTulis<TekanDicatat & TujuanSiaran & { siaran: TekanSiaran | null }, KodeTolakJuri>> {
  const cari = await partaiJuri(tx, aktor, input.id_match);
  if (!('p' in cari)) return cari;
  const { p } = cari;
  if (p.cabang !== 'KYORUGI') return tolak('bukan_kyorugi', JURI_DIGITAL_MSG.bukanKyorugi);
  const aturan = await aturanPartai(tx, p);
  const digital = aturan.skor_digital;
  if (!digital) return tolak('bukan_pemula', JURI_DIGITAL_MSG.bukanPemula);
  if (aktor.juri > digital.juri) return tolak('panel_tidak_sesuai', JURI_DIGITAL_MSG.kursiDiLuar(digital.juri));
  let seq: number | null;
  if (adalahKursi(aktor)) {
    const { ada: ulang, jumlah } = await keadaanTekan(tx, p.id_match, aktor.juri, input.id);
    // A seat link presses only while a round of the bout on the mat runs (a resend already stored is answered).
    const tutup = ulang ? null : tutupTekanKursi(p.status, aturan, await bacaLog(tx, p.id_match), aktor.juri);
    if (tutup) return tolakTutup(tutup, JURI_DIGITAL_MSG.partaiSelesai, JURI_DIGITAL_MSG.kursiDiLuar(digital.juri));
    if (p.status === 'SELESAI') return tolak('partai_selesai', JURI_DIGITAL_MSG.partaiSelesai);
    if (!ulang && jumlah >= MAKS_TEKAN_JURI) return tolak('tekan_penuh', JURI_DIGITAL_MSG.tekanPenuh);
    seq = ulang ? null : await simpanTekan(tx, p.id_match, aktor.juri, input);
  } else {
    if (p.status === 'SELESAI') return tolak('partai_selesai', JURI_DIGITAL_MSG.partaiSelesai);
    // Checked and stored in one statement: the same rules (a resend is answered, a full seat refused).
    const r = await simpanTekanBila(tx, p.id_match, aktor.juri, input, MAKS_TEKAN_JURI);
    if (!r.ada && r.seq === null && r.jumlah >= MAKS_TEKAN_JURI) return tolak('tekan_penuh', JURI_DIGITAL_MSG.tekanPenuh);
    seq = r.seq;
  }
  const { id, sudut, teknik, waktu } = input;
  return berhasil(
    {
      juri: aktor.juri,
      id,
      id_match: p.id_match,
      baru: seq !== null,
      sekarang: sekarang(deps).getTime(),
      id_lapangan: p.id_lapangan,
      id_kompetisi: p.id_kompetisi,
      siaran: seq === null ? null : { seq, juri: aktor.juri, sudut, teknik, waktu, id, id_match: p.id_match },
    },
    JURI_DIGITAL_MSG.tersimpan,
  );
}

export interface LembarDicatat extends TujuanSiaran {
  juri: number;
  id_match: string;
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
  const cari = await partaiJuri(tx, aktor, input.id_match);
  if (!('p' in cari)) return cari;
  const { p } = cari;
  if (p.cabang !== 'POOMSAE') return tolak('bukan_poomsae', KIRIM_POOMSAE_MSG.bukanPoomsae);
  const panel = await panelPartai(tx, p);
  const kursiDiLuar = JURI_POOMSAE_MSG.kursiDiLuarPanel(panel);
  const tutup = adalahKursi(aktor) ? tutupLembarKursi(p.status, panel.juri, aktor.juri) : null;
  if (tutup) return tolakTutup(tutup, JURI_POOMSAE_MSG.selesai, kursiDiLuar);
  if (aktor.juri > panel.juri) return tolak('panel_tidak_sesuai', kursiDiLuar);
  if (input.mode !== panel.mode) return tolak('panel_tidak_sesuai', JURI_POOMSAE_MSG.modeBeda(panel));
  if (p.status === 'SELESAI') return tolak('partai_selesai', JURI_POOMSAE_MSG.selesai);
  const kini = sekarang(deps);
  const baru = await simpanKirimanJuri(tx, p.id_match, aktor.juri, isiJuriPoomsae(aktor.juri, input), kini);
  return berhasil(
    {
      juri: aktor.juri,
      id_match: p.id_match,
      mode: input.mode,
      baru,
      sekarang: kini.getTime(),
      id_lapangan: p.id_lapangan,
      id_kompetisi: p.id_kompetisi,
    },
    JURI_POOMSAE_MSG.tersimpan,
  );
}
