import { randomBytes } from 'node:crypto';
import type { TestServer } from './helpers/server';
import type { PartaiLapangan } from '../../src/domain/jadwal';
import type { browserPalsu, PushMasuk } from './notifikasi-alat';

/** Helpers of the 'Ikuti atlet' tests: a device's secret, its follow, what a stand-in push service received. */

export const tokenPerangkat = () => randomBytes(32).toString('base64url');

export type Browser = ReturnType<typeof browserPalsu>;

/** The alerts one browser received, decrypted: [judul, isi] in order. */
export function kabarMasuk(masuk: readonly PushMasuk[], b: Browser): { judul: string; isi: string; berhenti_url: string }[] {
  const path = new URL(b.langganan.endpoint).pathname;
  return masuk.filter((m) => m.path === path).map((m) => JSON.parse(b.buka(m.body)));
}

export const panggil = (t: TestServer, token: string, id: string, aksi: 'panggil' | 'mulai', versi: number) =>
  t.api('POST', `/api/partai/${id}/${aksi}`, { token, json: { versi } });

/** The bout numbered `nomor` of a court, as the desk reads it. */
export async function partaiNomor(t: TestServer, token: string, id_lapangan: number, nomor: number) {
  const semua = (await t.api('GET', `/api/lapangan/${id_lapangan}/partai`, { token })).body.data.partai as PartaiLapangan[];
  const p = semua.find((x) => x.nomor === nomor);
  if (!p) throw new Error(`partai ${nomor} tidak ada`);
  return p;
}
