import { sql } from 'drizzle-orm';
import type { KelasBagan, KelasBaganDetail, KompetisiHeader } from '../../domain/schemas/bagan';
import type { DbOrTx } from '../db/types';
import { gagalUmum } from '../http/api-error';
import type { AppDeps } from '../http/env';
import { jsonAnswer, type JsonAnswer } from '../http/json-answer';
import { KOMPETISI_NOT_FOUND } from '../kompetisi/baris';
import { queryRows } from '../db/rows';
import { BAGAN_API_MSG } from './akses';
import { muatHeader, muatKelasBagan } from './muat';
import { muatAtletTerbaik } from '../piagam/atlet-terbaik';
import { rekapKompetisi } from './rekap';
import { jsonBertanggal } from './jawaban';
import { sekaliJalan } from './sekali-jalan';

/** A bracket read is built again at least this often, even without writes (every write clears it at once). */
const BAGAN_CACHE_MS = 60_000;

interface DataKompetisi {
  kompetisi: KompetisiHeader;
  kelas: KelasBagan[];
  dibaca_pada: string;
}

/** The read cache's answer for `key`, built once even when many readers miss it together. */
const cached = <T>(deps: AppDeps, key: string, load: () => Promise<T>) =>
  deps.readCache.get(key, BAGAN_CACHE_MS, () => sekaliJalan(deps.readCache, key, load));

/** Every class of the competition with its bracket, read once between writes for all readers (404: no such competition). */
function dataKompetisi(deps: AppDeps, id_kompetisi: number): Promise<DataKompetisi> {
  return cached(deps, `bagan-data:${id_kompetisi}`, async () => {
    const kompetisi = await muatHeader(deps.db, id_kompetisi);
    if (!kompetisi) throw gagalUmum('tidak_ditemukan', KOMPETISI_NOT_FOUND);
    return { kompetisi, kelas: await muatKelasBagan(deps.db, { id_kompetisi }), dibaca_pada: new Date().toISOString() };
  });
}

/**
 * A public read (the microsite): one build shared by every visitor until the next write (ReadCache.shared);
 * while the cache is off, for the cache's short public time only.
 */
const cachedPublik = <T>(deps: AppDeps, key: string, load: () => Promise<T>) =>
  deps.readCache.shared(`publik:${key}`, BAGAN_CACHE_MS, load);

/** GET /kompetisi/{id}/bagan and its public twin: KompetisiBagan as built JSON (text, ETag of the data, gzip). */
export function jawabanBagan(deps: AppDeps, id_kompetisi: number, publik = false): Promise<JsonAnswer> {
  return (publik ? cachedPublik : cached)(deps, `bagan:${id_kompetisi}`, async () => {
    const { dibaca_pada, kompetisi, kelas } = await dataKompetisi(deps, id_kompetisi);
    return jsonBertanggal({ kompetisi, kelas: publik ? kelas.map(tanpaTimbang) : kelas }, dibaca_pada);
  });
}

/** A class as the public answer has it: the entries' weigh-in results are the organisers' (the draw screen's) only. */
const tanpaTimbang = (k: KelasBagan): KelasBagan => ({ ...k, peserta: k.peserta.map(({ timbang: _t, ...p }) => p) });

/** GET /kompetisi/{id}/medali and its public twin: RekapMedaliResponse (with the chosen best athletes) as built JSON. */
export function jawabanMedali(deps: AppDeps, id_kompetisi: number, publik = false): Promise<JsonAnswer> {
  return (publik ? cachedPublik : cached)(deps, `medali:${id_kompetisi}`, async () => {
    const d = await dataKompetisi(deps, id_kompetisi);
    const atlet_terbaik = await muatAtletTerbaik(deps.db, id_kompetisi);
    return jsonBertanggal({ ...rekapKompetisi(d.kompetisi, d.kelas), atlet_terbaik }, d.dibaca_pada);
  });
}

/** GET /brackets/{id_kelas}: one class as built JSON (the caller has checked access with kompetisiOfKelas). */
export function jawabanKelas(deps: AppDeps, id_kompetisi: number, id_kelas_kejuaraan: number): Promise<JsonAnswer> {
  return cached(deps, `bagan-kelas:${id_kelas_kejuaraan}`, async () => {
    const data = await detailKelas(deps.db, id_kompetisi, id_kelas_kejuaraan);
    return jsonAnswer({ success: true, data });
  });
}

/** The competition a class belongs to (404 'Kelas kejuaraan tidak ditemukan'). */
export async function kompetisiOfKelas(db: DbOrTx, id_kelas_kejuaraan: number): Promise<number> {
  const [row] = await queryRows<{ id_kompetisi: number }>(
    db,
    sql`
    select id_kompetisi from kelas_kejuaraan where id_kelas_kejuaraan = ${id_kelas_kejuaraan}`,
  );
  if (!row) throw gagalUmum('tidak_ditemukan', BAGAN_API_MSG.kelas);
  return row.id_kompetisi;
}

/** One class with its bracket and the competition's header (KelasBaganDetail); inside a write, its transaction. */
export async function detailKelas(db: DbOrTx, id_kompetisi: number, id_kelas_kejuaraan: number): Promise<KelasBaganDetail> {
  const kompetisi = await muatHeader(db, id_kompetisi);
  const [kelas] = kompetisi ? await muatKelasBagan(db, { id_kompetisi, id_kelas_kejuaraan }) : [];
  if (!kompetisi || !kelas) throw gagalUmum('tidak_ditemukan', BAGAN_API_MSG.kelas);
  return { ...kelas, kompetisi };
}
