import * as v from 'valibot';
import type { KirimTekan } from '../../../domain/skor';
import { send } from '../api';

/**
 * The judge's phone (no account: the join link's token is the key). Each answer carries the server's clock; the
 * phone keeps its offset so its presses are stamped on the server's clock and meet other phones' in one window.
 */
const jawabSchema = v.object({ data: v.object({ juri: v.number(), sekarang: v.number() }) });
const gagalSchema = v.object({ message: v.string() });

export type HasilJuri = { ok: true; juri: number; selisih: number } | { ok: false; pesan: string; tetap: boolean };

async function kirim(path: string, json: unknown): Promise<HasilJuri> {
  const awal = Date.now();
  let res: Awaited<ReturnType<typeof send>>;
  try {
    res = await send(path, { method: 'POST', json });
  } catch {
    return { ok: false, pesan: 'Tidak terhubung ke server', tetap: false };
  }
  const akhir = Date.now();
  const ok = v.safeParse(jawabSchema, res.body);
  if (res.status >= 200 && res.status < 300 && ok.success) {
    return { ok: true, juri: ok.output.data.juri, selisih: ok.output.data.sekarang - Math.round((awal + akhir) / 2) };
  }
  const g = v.safeParse(gagalSchema, res.body);
  // A refused link (4xx) will not work by trying again; anything else is the network.
  return { ok: false, pesan: g.success ? g.output.message : 'Tidak terhubung ke server', tetap: res.status >= 400 && res.status < 500 };
}

const jalur = (token: string, aksi: string) => `/juri/${encodeURIComponent(token)}/${aksi}`;

export const detakJuri = (token: string) => kirim(jalur(token, 'detak'), {});
export const kirimTekanJuri = (token: string, tekan: KirimTekan) => kirim(jalur(token, 'tekan'), tekan);
