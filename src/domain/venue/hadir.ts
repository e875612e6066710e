import * as v from 'valibot';
import { JURI_TERHUBUNG_MS } from '../skor/juri-digital';

/**
 * Who is at a court: each device of it (its desk, its scoreboard, a judge's seat) says so while its page is open
 * and visible (POST /lapangan/{id}/hadir, every HADIR_DETAK_MS); the venue overview shows which are connected and
 * when each was last heard. Judges' phones say it through their own heartbeat (/juri/{token}/detak).
 */
export const JENIS_PERANGKAT = ['meja', 'papan', 'juri'] as const;
export type JenisPerangkat = (typeof JENIS_PERANGKAT)[number];
export const JENIS_PERANGKAT_LABEL: Record<JenisPerangkat, string> = { meja: 'Meja lapangan', papan: 'Papan skor', juri: 'Juri' };

/** A device's heartbeat while its page is open and visible. */
export const HADIR_DETAK_MS = 20_000;
/** A device counts as connected this long after it was last heard (three heartbeats missed: gone). */
export const HADIR_BATAS_MS = 65_000;
/** A judge's phone beats every few seconds: connected as the scoring console counts it. */
export const HADIR_BATAS_JURI_MS = JURI_TERHUBUNG_MS;
/** Seats of a judges' panel (Poomsae up to 7). */
export const KURSI_MAKS = 7;

export const HADIR_MSG = {
  jenis: 'Jenis perangkat harus meja, papan atau juri',
  perangkat: 'ID perangkat tidak valid (huruf, angka, - atau _, 8 sampai 64 karakter)',
  kursi: `Kursi juri harus angka 1 sampai ${KURSI_MAKS}`,
  kursiWajib: 'Kursi juri wajib diisi untuk perangkat juri',
  hadir: 'Perangkat tercatat hadir',
  pergi: 'Perangkat tercatat pergi',
} as const;

const PERANGKAT = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * POST/DELETE /lapangan/{id}/hadir: which device, of what kind, at which seat (judges only; the others are seat 0,
 * whatever they send).
 */
export const hadirSchema = v.pipe(
  v.object({
    jenis: v.picklist(JENIS_PERANGKAT, HADIR_MSG.jenis),
    perangkat: v.pipe(v.string(HADIR_MSG.perangkat), v.regex(PERANGKAT, HADIR_MSG.perangkat)),
    kursi: v.optional(
      v.pipe(
        v.number(HADIR_MSG.kursi),
        v.integer(HADIR_MSG.kursi),
        v.minValue(1, HADIR_MSG.kursi),
        v.maxValue(KURSI_MAKS, HADIR_MSG.kursi),
      ),
    ),
  }),
  v.forward(
    v.check((x) => x.jenis !== 'juri' || x.kursi !== undefined, HADIR_MSG.kursiWajib),
    ['kursi'],
  ),
  v.transform((x) => ({ jenis: x.jenis, perangkat: x.perangkat, kursi: x.jenis === 'juri' ? (x.kursi ?? 0) : 0 })),
);
export type HadirInput = v.InferOutput<typeof hadirSchema>;

/** A device of a court as the overview shows it: when it was last heard and how long that counts as connected. */
export interface PerangkatHadir {
  jenis: JenisPerangkat;
  /** A judge's seat (1 …); 0 for the desk and the scoreboard. */
  kursi: number;
  /** The device's id; null for a judge's phone (known by its seat's link, not by a device). */
  perangkat: string | null;
  /** When it was last heard (ISO, the server's clock). */
  terakhir: string;
  batas_ms: number;
}

/** Whether a device counts as connected at `sekarang` (ms, the server's clock). */
export function terhubung(p: Pick<PerangkatHadir, 'terakhir' | 'batas_ms'>, sekarang: number): boolean {
  const t = Date.parse(p.terakhir);
  return Number.isFinite(t) && sekarang - t <= p.batas_ms;
}

/**
 * A heartbeat that makes a device appear (the overview is told): nothing heard from it before, or not within its
 * limit. Later heartbeats only move its time.
 */
export function munculLagi(sebelumnya: number | null, kini: number, batas_ms: number = HADIR_BATAS_MS): boolean {
  return sebelumnya === null || kini - sebelumnya > batas_ms;
}
