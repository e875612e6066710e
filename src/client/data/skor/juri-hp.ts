import * as v from 'valibot';
import type { InfoKursiJuri, InfoTautanJuri, KirimJuriPoomsae, KirimTekan } from '../../../domain/skor';
import { send } from '../api';
import { infoJawabSchema } from './juri-info';
import { aksiTolak, JURI_DIGITAL } from '../sync/aksi-tolak';

/**
 * The judge's phone (no account: the join link's token is the key). Each answer carries the server's clock; the
 * phone keeps its offset so its presses are stamped on the server's clock and meet other phones' in one window.
 */
const jawabSchema = v.object({ data: v.object({ juri: v.number(), sekarang: v.number() }) });
const gagalSchema = v.object({ message: v.string(), kode: v.optional(v.string()) });

/**
 * An answer: accepted (with the server's clock offset), or why not — the server's words and its `kode` (the phone
 * branches on the code, never on the words); `tetap`: a refusal (4xx) that trying again will not change.
 */
export type HasilJuri = { ok: true; juri: number; selisih: number } | { ok: false; pesan: string; kode?: string; tetap: boolean };
type Gagal = Extract<HasilJuri, { ok: false }>;

const TIDAK_TERHUBUNG = 'Tidak terhubung ke server';

/**
 * A refusal whose code says trying again cannot help (aksiTolak: anything but 'ulangi') is `tetap`; without a code,
 * a 4xx is; anything else is the network.
 */
function gagal(res: Awaited<ReturnType<typeof send>>): Gagal {
  const g = v.safeParse(gagalSchema, res.body);
  const tetap4xx = res.status >= 400 && res.status < 500;
  if (!g.success) return { ok: false, pesan: TIDAK_TERHUBUNG, tetap: tetap4xx };
  const { message: pesan, kode } = g.output;
  const aksi = aksiTolak(JURI_DIGITAL, kode);
  const tetap = aksi === null ? tetap4xx : aksi !== 'ulangi';
  return kode === undefined ? { ok: false, pesan, tetap } : { ok: false, pesan, kode, tetap };
}

async function kirim(path: string, json: unknown): Promise<HasilJuri> {
  const awal = Date.now();
  let res: Awaited<ReturnType<typeof send>>;
  try {
    res = await send(path, { method: 'POST', json });
  } catch {
    return { ok: false, pesan: TIDAK_TERHUBUNG, tetap: false };
  }
  const akhir = Date.now();
  const ok = v.safeParse(jawabSchema, res.body);
  if (res.status >= 200 && res.status < 300 && ok.success) {
    return { ok: true, juri: ok.output.data.juri, selisih: ok.output.data.sekarang - Math.round((awal + akhir) / 2) };
  }
  return gagal(res);
}

const jalur = (token: string, aksi?: string) => `/juri/${encodeURIComponent(token)}${aksi ? `/${aksi}` : ''}`;

export const detakJuri = (token: string) => kirim(jalur(token, 'detak'), {});
export const kirimTekanJuri = (token: string, tekan: KirimTekan) => kirim(jalur(token, 'tekan'), tekan);
/** A Poomsae judge's sheets for B and R, or their flag; a resend replaces what the seat sent. */
export const kirimPoomsaeJuri = (token: string, isi: KirimJuriPoomsae) => kirim(jalur(token, 'poomsae'), isi);

/**
 * What the join link is for, read when the phone opens it and again on each change of its court: a per-bout link's
 * bout (Kyorugi presses, or a Poomsae sheet or flag), or a court's seat link's court, bout on the mat and next bout.
 */
export async function bacaInfoJuri(token: string): Promise<{ ok: true; info: InfoTautanJuri | InfoKursiJuri } | Gagal> {
  let res: Awaited<ReturnType<typeof send>>;
  try {
    res = await send(jalur(token));
  } catch {
    return { ok: false, pesan: TIDAK_TERHUBUNG, tetap: false };
  }
  const info = v.safeParse(infoJawabSchema, res.body);
  if (res.status >= 200 && res.status < 300 && info.success) return { ok: true, info: info.output.data };
  return gagal(res);
}
