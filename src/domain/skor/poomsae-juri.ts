import * as v from 'valibot';
import { SUDUT, type PanelPoomsaeKelas, type Sudut, type Teknik } from './aturan';
import type { NilaiJuri } from './poomsae';
import { NILAI_JURI_SCHEMA } from './poomsae-schema';

/**
 * A Poomsae judge's own phone at the mat (joined by the console's QR, no account): the judge sends their sheet for
 * blue (B) and for red (R), or their flag; a resend replaces it until the bout is saved. The console fills its
 * panel from what the phones sent; the court staff may still edit before saving.
 */

export const JURI_POOMSAE_MSG = {
  tidakLengkap: 'Kirim nilai B dan R, atau satu bendera',
  bendera: 'Bendera harus B atau R',
  mode: 'Mode nilai harus nilai atau bendera',
  modeBeda: (p: PanelPoomsaeKelas) => `Kelas ini dinilai dengan ${p.mode === 'bendera' ? 'bendera' : 'nilai'}; muat ulang halaman juri.`,
  kursiDiLuarPanel: (p: PanelPoomsaeKelas) => `Panel kelas ini hanya ${p.juri} juri; minta kode QR baru di konsol.`,
  selesai: 'Partai sudah selesai; nilai tidak bisa dikirim lagi.',
  tersimpan: 'Nilai juri terkirim ke meja',
  idMatch: 'ID partai tidak valid',
} as const;

/** One corner's sheet as the phone sends it (the seat comes from the link). */
export const LEMBAR_JURI_SCHEMA = v.omit(NILAI_JURI_SCHEMA, ['juri']);

/** The bout the phone shows (a court's seat link names no bout): the sheet is for that bout only. */
const ID_MATCH = v.optional(v.pipe(v.string(JURI_POOMSAE_MSG.idMatch), v.uuid(JURI_POOMSAE_MSG.idMatch)));

export const KIRIM_JURI_POOMSAE_SCHEMA = v.variant(
  'mode',
  [
    v.object(
      {
        mode: v.optional(v.literal('nilai', JURI_POOMSAE_MSG.mode), 'nilai'),
        B: LEMBAR_JURI_SCHEMA,
        R: LEMBAR_JURI_SCHEMA,
        id_match: ID_MATCH,
      },
      JURI_POOMSAE_MSG.tidakLengkap,
    ),
    v.object(
      { mode: v.literal('bendera', JURI_POOMSAE_MSG.mode), bendera: v.picklist(SUDUT, JURI_POOMSAE_MSG.bendera), id_match: ID_MATCH },
      JURI_POOMSAE_MSG.tidakLengkap,
    ),
  ],
  JURI_POOMSAE_MSG.mode,
);
export type KirimJuriPoomsae = v.InferOutput<typeof KIRIM_JURI_POOMSAE_SCHEMA>;

/** What is stored per seat and the console reads: the sheets carry the seat's number, as the tablet's panel does. */
export type IsiJuriPoomsae = { mode: 'nilai'; B: NilaiJuri; R: NilaiJuri } | { mode: 'bendera'; bendera: Sudut };

export const ISI_JURI_POOMSAE_SCHEMA = v.variant('mode', [
  v.object({ mode: v.literal('nilai'), B: NILAI_JURI_SCHEMA, R: NILAI_JURI_SCHEMA }),
  v.object({ mode: v.literal('bendera'), bendera: v.picklist(SUDUT) }),
]) satisfies v.GenericSchema<unknown, IsiJuriPoomsae>;

export const isiJuriPoomsae = (juri: number, k: KirimJuriPoomsae): IsiJuriPoomsae =>
  k.mode === 'bendera' ? { mode: 'bendera', bendera: k.bendera } : { mode: 'nilai', B: { juri, ...k.B }, R: { juri, ...k.R } };

export interface KirimanJuriPoomsae {
  juri: number;
  isi: IsiJuriPoomsae;
  /** ISO time the server stored it. */
  dikirim_pada: string;
}

/** GET /partai/{id}/poomsae-juri: the class's panel, what each seat sent, and who was heard when (server clock, ms). */
export interface BacaJuriPoomsae {
  id_match: string;
  panel: PanelPoomsaeKelas;
  kiriman: KirimanJuriPoomsae[];
  terhubung: { juri: number; terakhir: number }[];
  sekarang: number;
}

/** GET /juri/{token}: what a join link is for, so the phone shows the right sheet. Nothing private. */
export interface InfoTautanJuri {
  id_match: string;
  juri: number;
  cabang: 'KYORUGI' | 'POOMSAE';
  nomor: number | null;
  nama_kelas: string;
  status: string;
  /** Poomsae: the class's panel; null for Kyorugi. */
  panel: PanelPoomsaeKelas | null;
  sudut: Record<Sudut, { nama: string; nama_dojang: string | null } | null>;
  /** What this seat already sent (Poomsae), so a reloaded phone shows it. */
  kiriman: IsiJuriPoomsae | null;
  /** Kyorugi: the points of each technique under the bout's rule set (the phone's labels); null for Poomsae. */
  poin_teknik: Record<Teknik, number> | null;
  sekarang: number;
}
