import * as v from 'valibot';
import { SUDUT } from './aturan';
import type { NilaiJuri } from './poomsae';

/** What a judge (or the court staff for them) sends for one performance, and a panel of 3, 5 or 7. */

export const POOMSAE_MSG = {
  juri: 'Nomor juri harus 1 sampai 7',
  kesalahanKecil: 'Jumlah kesalahan kecil (−0,1) harus bilangan bulat 0 sampai 40',
  kesalahanBesar: 'Jumlah kesalahan besar (−0,3) harus bilangan bulat 0 sampai 14',
  presentasi: 'Presentasi terdiri dari tiga nilai 0,5 sampai 2,0',
  presentasiLangkah: 'Nilai presentasi harus kelipatan 0,1',
  panel: 'Panel juri Poomsae harus 3, 5 atau 7 juri',
  juriGanda: 'Setiap juri hanya memberi satu nilai',
  juriDiLuarPanel: 'Nomor juri melebihi jumlah juri panel',
  bendera: 'Setiap juri memilih B atau R',
} as const;

const M = POOMSAE_MSG;
const bulat = (msg: string, min: number, max: number) => v.pipe(v.number(msg), v.integer(msg), v.minValue(min, msg), v.maxValue(max, msg));
const bagian = v.pipe(
  v.number(M.presentasi),
  v.minValue(0.5, M.presentasi),
  v.maxValue(2, M.presentasi),
  v.check((x) => Math.abs(x * 10 - Math.round(x * 10)) < 1e-9, M.presentasiLangkah),
);

export const NILAI_JURI_SCHEMA = v.object({
  juri: bulat(M.juri, 1, 7),
  kesalahan_kecil: bulat(M.kesalahanKecil, 0, 40),
  kesalahan_besar: bulat(M.kesalahanBesar, 0, 14),
  presentasi: v.tuple([bagian, bagian, bagian], M.presentasi),
}) satisfies v.GenericSchema<unknown, NilaiJuri>;

const ukuranPanel = (n: number) => n === 3 || n === 5 || n === 7;

export const PANEL_POOMSAE_SCHEMA = v.pipe(
  v.array(NILAI_JURI_SCHEMA, M.panel),
  v.check((xs) => ukuranPanel(xs.length), M.panel),
  v.check((xs) => new Set(xs.map((x) => x.juri)).size === xs.length, M.juriGanda),
  v.check((xs) => xs.every((x) => x.juri <= xs.length), M.juriDiLuarPanel),
);

export const SUARA_BENDERA_SCHEMA = v.pipe(
  v.array(v.picklist(SUDUT, M.bendera), M.bendera),
  v.check((xs) => ukuranPanel(xs.length), M.panel),
);
