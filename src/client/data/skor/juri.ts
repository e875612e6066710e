import * as v from 'valibot';
import {
  JURI_TERHUBUNG_MS,
  konsensusJuri,
  TEKAN_TERSIMPAN_SCHEMA,
  type AturanKyorugi,
  type BacaTekan,
  type KejadianBout,
  type PoinKonsensus,
  type TautanJuri,
  type TautanKursiLapangan,
  type TekanJuri,
} from '../../../domain/skor';
import { requestData, send } from '../api';
import { getDb, type ArenaDatabase } from '../db';
import type { PartaiTampil } from '../lapangan/view';
import { bacaLog } from './store';
import { catatKejadian } from './write';

const pathJuri = (id_match: string) => `/partai/${id_match}/juri`;
const pathTekan = (id_match: string, sejak: number) => `/partai/${id_match}/tekan?sejak=${sejak}`;

const tautanSchema = v.object({
  juri: v.array(v.object({ nomor: v.number(), tautan: v.string(), kedaluwarsa: v.number() })),
});

/** Join links for the bout's judges (online only: the server signs them). */
export async function mintaTautanJuri(id_match: string): Promise<TautanJuri[]> {
  return (await requestData(pathJuri(id_match), tautanSchema, { method: 'POST' })).juri;
}

const kursiSchema = v.object({
  id_lapangan: v.number(),
  nama_lapangan: v.string(),
  tanggal: v.string(),
  kedaluwarsa: v.number(),
  juri: v.array(v.object({ nomor: v.number(), tautan: v.string(), kedaluwarsa: v.number(), dibuat_pada: v.string() })),
}) satisfies v.GenericSchema<unknown, TautanKursiLapangan>;

/**
 * The court's seat links of seats 1 … juri (online only: the server signs them; those not made yet are made now).
 * Each is valid for the court's day: scanned once, the phone follows every bout on the mat.
 */
export const mintaTautanKursi = (id_lapangan: number, juri: number): Promise<TautanKursiLapangan> =>
  requestData(`/lapangan/${id_lapangan}/juri`, kursiSchema, { method: 'POST', json: { juri } });

/** 'Cabut tautan': the seat's link stops at once (online only); true when there was one. */
export const cabutTautanKursi = async (id_lapangan: number, nomor: number): Promise<boolean> =>
  (await requestData(`/lapangan/${id_lapangan}/juri/${nomor}/cabut`, v.object({ dicabut: v.boolean() }), { method: 'POST' })).dicabut;

const bacaSchema = v.object({
  data: v.object({
    id_match: v.string(),
    tekan: v.array(TEKAN_TERSIMPAN_SCHEMA),
    terhubung: v.array(v.object({ juri: v.number(), terakhir: v.number() })),
    sekarang: v.number(),
  }),
});

/**
 * The judges' presses after `sejak` and when each judge was last heard; null when the server cannot be reached.
 * `selisih`: the server's clock minus this device's (the answer's `sekarang` against the middle of the request), so
 * the console puts its round start on the server's clock the presses are stamped on (mulaiRondeServer).
 */
export async function bacaTekanServer(id_match: string, sejak: number): Promise<(BacaTekan & { selisih: number }) | null> {
  const awal = Date.now();
  const res = await send(pathTekan(id_match, sejak));
  if (res.status < 200 || res.status >= 300) return null;
  const body = v.safeParse(bacaSchema, res.body);
  return body.success ? { ...body.output.data, selisih: body.output.data.sekarang - Math.round((awal + Date.now()) / 2) } : null;
}

/** Seats heard within the last 10 s by the server's clock (the phone's and tablet's clocks may differ). */
export const juriTerhubung = (b: Pick<BacaTekan, 'terhubung' | 'sekarang'>): Set<number> =>
  new Set(b.terhubung.filter((t) => b.sekarang - t.terakhir <= JURI_TERHUBUNG_MS).map((t) => t.juri));

type Bout = Pick<PartaiTampil, 'id_match' | 'id_lapangan' | 'id_kelas_kejuaraan' | 'nomor'>;

/** A consensus point's event id: from its first press, so the point is logged once however often it is heard. */
export const idPoinJuri = (poin: Pick<PoinKonsensus, 'kunci'>): string => `juri-${poin.kunci.replaceAll(':', '-')}`;

/**
 * The presses heard so far, through the domain's consensus: each point that counts becomes a normal `poin` event in
 * the bout's log (so it is queued, shown, undone and corrected like a tap). Its event id comes from the point's
 * first press, so hearing the same presses again never adds it twice (the ids the caller already shows may be
 * given as `dikenal`; one it missed is found in the write's own transaction and answered as it is). Returns the
 * events logged now.
 */
export async function catatPoinJuri(
  id_kompetisi: number,
  p: Bout,
  aturan: AturanKyorugi,
  tekan: readonly TekanJuri[],
  db: ArenaDatabase = getDb(),
  dikenal?: ReadonlySet<string>,
): Promise<KejadianBout[]> {
  if (!aturan.skor_digital) return [];
  const semua = konsensusJuri(tekan, aturan.skor_digital).poin;
  if (semua.length === 0) return [];
  const ada = dikenal ?? new Set((await bacaLog(db, p.id_match)).map((k) => k.id));
  const baru: KejadianBout[] = [];
  for (const poin of semua) {
    const id = idPoinJuri(poin);
    if (ada.has(id)) continue;
    baru.push(await catatKejadian(id_kompetisi, p, { jenis: 'poin', sudut: poin.sudut, teknik: poin.teknik }, db, id));
  }
  return baru;
}

/** catatPoinJuri, answering how many points were new. */
export const terapkanTekanJuri = async (...a: Parameters<typeof catatPoinJuri>): Promise<number> => (await catatPoinJuri(...a)).length;
