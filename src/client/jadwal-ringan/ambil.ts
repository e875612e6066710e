import * as v from 'valibot';
import { jadwalPublikSchema, type JadwalPublik } from '../data/jadwal-publik/schema';
import { bacaSalinan, idSalinanTerbaru, kunciSalinan, simpanSalinan } from './simpan';

/** The light page's reads: which competition the event site shows, and its schedule of a day (kept for offline). */

const daftarSchema = v.object({
  data: v.array(v.looseObject({ id_kompetisi: v.number(), is_featured: v.optional(v.boolean(), false) })),
});
const jawabanSchema = v.object({ data: jadwalPublikSchema });

/** A venue wifi with no route to the server may never answer: after this long the kept copy is what there is. */
const TUNGGU_MS = 10_000;

export type KeadaanSalinan = 'terkini' | 'offline' | 'gagal';

export interface JadwalDibaca {
  data: JadwalPublik;
  fetchedAt: number;
}

/**
 * The event site's competition: the featured one of GET /api/kompetisi, else the first (as the React pages choose).
 * Without an answer (offline, no service-worker copy), the competition of the newest copy kept here.
 */
export async function idKompetisiEvent(): Promise<number | null> {
  try {
    const res = await fetch('/api/kompetisi', { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(TUNGGU_MS) });
    const body = v.safeParse(daftarSchema, await res.json());
    if (res.ok && body.success) {
      const list = body.output.data;
      const k = list.find((x) => x.is_featured) ?? list[0];
      if (k) return k.id_kompetisi;
    }
  } catch {
    // offline: fall through to the kept copy
  }
  return idSalinanTerbaru();
}

/** The copy kept for this competition and day, when it still fits the schema. */
export async function jadwalTersimpan(id_kompetisi: number, tanggal: string): Promise<JadwalDibaca | null> {
  const s = await bacaSalinan(kunciSalinan(id_kompetisi, tanggal));
  const data = s ? v.safeParse(jadwalPublikSchema, s.data) : null;
  return s && data?.success ? { data: data.output, fetchedAt: s.fetchedAt } : null;
}

/**
 * Asks GET /api/public/kompetisi/{id}/jadwal?tanggal= with the kept copy's ETag (a 304 only renews its time) and
 * keeps the answer. Returns the schedule to show, or the state that says why the kept copy is shown instead.
 */
export async function segarkanJadwal(id_kompetisi: number, tanggal: string): Promise<JadwalDibaca | KeadaanSalinan> {
  const kunci = kunciSalinan(id_kompetisi, tanggal);
  const lama = await bacaSalinan(kunci);
  const lamaValid = lama ? v.safeParse(jadwalPublikSchema, lama.data) : null;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (lama?.etag && lamaValid?.success) headers['If-None-Match'] = lama.etag;
  let res: Response;
  try {
    res = await fetch(`/api/public/kompetisi/${id_kompetisi}/jadwal${tanggal ? `?tanggal=${encodeURIComponent(tanggal)}` : ''}`, {
      headers,
      cache: 'no-cache',
      signal: AbortSignal.timeout(TUNGGU_MS),
    });
  } catch {
    return 'offline';
  }
  // A gateway's 502/504 means our server itself did not answer.
  if (res.status === 502 || res.status === 504) return 'offline';
  const fetchedAt = Date.now();
  if (res.status === 304 && lama && lamaValid?.success) {
    await simpanSalinan({ ...lama, fetchedAt });
    return { data: lamaValid.output, fetchedAt };
  }
  if (!res.ok) return 'gagal';
  let raw: unknown;
  try {
    raw = await res.json();
  } catch {
    return 'gagal';
  }
  const body = v.safeParse(jawabanSchema, raw);
  if (!body.success) return 'gagal';
  await simpanSalinan({ kunci, id_kompetisi, data: (raw as { data: unknown }).data, etag: res.headers.get('etag'), fetchedAt });
  return { data: body.output.data, fetchedAt };
}
