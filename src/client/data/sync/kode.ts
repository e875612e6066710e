import { PESAN_PEMELIHARAAN } from '../../../domain/schemas/sistem';
import type { OutboxEntry } from '../db';

/**
 * The refusal codes (`kode` of the server's error answer, kept on the outbox entry as lastKode) the client
 * branches on; the words are for people. An answer of a server from before codes has none: then the rule
 * the code stands for is read from the status (and, for maintenance, its one fixed message).
 */
export const KODE = {
  /** Another device changed the record first (409 with the server's value). */
  konflikVersi: 'konflik_versi',
  /** The server is in maintenance: writes wait (503 with Retry-After). */
  pemeliharaan: 'pemeliharaan',
} as const;

type Jawaban = Pick<OutboxEntry, 'lastStatus' | 'lastKode' | 'lastError'>;

/** A refusal that met another device's change first. */
export function isKonflikVersi(e: Jawaban): boolean {
  if (e.lastStatus !== 409) return false;
  return e.lastKode === undefined || e.lastKode === KODE.konflikVersi;
}

/** A write held back because the server is in maintenance. */
export function isPemeliharaan(e: Jawaban): boolean {
  return e.lastKode === undefined ? e.lastError === PESAN_PEMELIHARAAN : e.lastKode === KODE.pemeliharaan;
}
