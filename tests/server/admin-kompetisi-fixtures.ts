import { eq } from 'drizzle-orm';
import { activityLog, kelasKejuaraan, kompetisi, pesertaKompetisi } from '../../src/server/db/schema';
import { POOMSAE_CADET_INDIVIDU, cadet, hari, kelasId, type Dunia } from './helpers/peserta';
import type { TestServer } from './helpers/server';

export const BARU = {
  nama_event: 'Kejuaraan Baru',
  deskripsi: 'Kejuaraan terbuka se-Sumatera',
  lokasi: 'GOR Jakabaring',
  tanggal_mulai: hari(60),
  tanggal_selesai: hari(62),
  batas_pendaftaran: hari(50),
  biaya_pendaftaran: 350_000,
  biaya_wna: 750_000,
  kuota: 300,
  is_featured: false,
};
export const KEY_45 = 'KYORUGI|prestasi|3|LAKI_LAKI|Under 45 kg';
export const KEY_49 = 'KYORUGI|prestasi|3|LAKI_LAKI|Under 49 kg';
export const KEY_INDIVIDU = 'POOMSAE|prestasi|3|LAKI_LAKI|Individu';

/** Calls and reads both competition-administration files make, over the file's server. */
export function alatKompetisi(t: TestServer) {
  const api = (method: string, path: string, token: string, json?: unknown, headers?: Record<string, string>) =>
    t.api(method, `/api/kompetisi${path}`, { token: token || undefined, json, headers });
  const logs = async (action: string) => t.db.select().from(activityLog).where(eq(activityLog.action, action));
  const stored = async (id: number) => (await t.db.select().from(kompetisi).where(eq(kompetisi.id_kompetisi, id)))[0];
  const kelasCount = async (id: number) => (await t.db.select().from(kelasKejuaraan).where(eq(kelasKejuaraan.id_kompetisi, id))).length;
  async function entri(w: Dunia, kelas = POOMSAE_CADET_INDIVIDU, status: 'PENDING' | 'APPROVED' | 'REJECTED' = 'PENDING', nama = 'Galih') {
    const a = await cadet(t.db, w.pelatih.id_dojang, { nama_atlet: nama });
    const [p] = await t.db
      .insert(pesertaKompetisi)
      .values({ id_atlet: a.id_atlet, id_kelas_kejuaraan: await kelasId(t.db, w.a.id_kompetisi, kelas), status })
      .returning();
    return p;
  }
  return { api, logs, stored, kelasCount, entri };
}
