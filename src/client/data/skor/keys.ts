import { jenisTulis } from '../sync/jenis';
import { keyCodec, type KeyOf } from '../sync/kunci';

/**
 * Keys of a bout's scoring log. Dexie: the `skorKejadian` table, one row per event ('{id_match}:{perangkat}:{id}',
 * the pair the server knows an event by). Outbox entity key of an event batch: 'skor:{id_kompetisi}:{id_lapangan}:{id_match}';
 * its chain is the bout's bracket chain (as the court desk's writes), so the log lands before the result it gives.
 */
export const skorKunci = keyCodec('skor', { id_kompetisi: 'int', id_lapangan: 'int', id_match: 'id' });
export type SkorKunci = KeyOf<typeof skorKunci>;
export const jenisSkor = jenisTulis(skorKunci, ['kejadian']);

export const skorEntityKey = (id_kompetisi: number, id_lapangan: number, id_match: string) =>
  skorKunci.encode({ id_kompetisi, id_lapangan, id_match });
export const kejadianKey = (id_match: string, perangkat: string, id: string) => `${id_match}:${perangkat}:${id}`;
/** The rule set the server named for a bout (records table). */
export const aturanKey = (id_match: string) => `skor-aturan:${id_match}`;

export const pathKejadian = (id_match: string) => `/partai/${id_match}/kejadian`;
export const pathHasilSkor = (id_match: string) => `/partai/${id_match}/hasil-skor`;
export const pathPoomsae = (id_match: string) => `/partai/${id_match}/poomsae`;
