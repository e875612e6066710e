import { jenisTulis } from '../sync/jenis';
import { keyCodec, type KeyOf } from '../sync/kunci';

/**
 * Dexie keys of the brackets. Read: 'bagan:{id_kompetisi}' (every class of the competition with its bracket,
 * GET /kompetisi/{id}/bagan). Outbox entity key (and chain) of a draw or a result: 'bagan:{id_kompetisi}:{id_kelas}'.
 * A draw not yet saved: 'bagan-draf:{id_kompetisi}:{id_kelas}'.
 */
export const baganKunci = keyCodec('bagan', { id_kompetisi: 'int', id_kelas: 'int' });
export type BaganKunci = KeyOf<typeof baganKunci>;
/** What a class's queued write does: its draw, a result, a result undone. */
export const jenisBagan = jenisTulis(baganKunci, ['undian', 'hasil', 'batal_hasil']);

export const baganKey = (id_kompetisi: number) => `bagan:${id_kompetisi}`;
export const baganPrefix = (id_kompetisi: number) => baganKunci.within({ id_kompetisi });
export const baganEntityKey = (id_kompetisi: number, id_kelas: number) => baganKunci.encode({ id_kompetisi, id_kelas });
export const drafPrefix = (id_kompetisi: number) => `bagan-draf:${id_kompetisi}:`;
export const drafKey = (id_kompetisi: number, id_kelas: number) => `bagan-draf:${id_kompetisi}:${id_kelas}`;

type Tulis = { entityKey: string; kind?: string };
export const isSimpanBagan = (e: Tulis) => jenisBagan.is(e, 'undian');
export const isBatalHasil = (e: Tulis) => jenisBagan.is(e, 'batal_hasil');
/** The match a result (or its undo) is on: the one its path names (PUT /matches/{id}, DELETE /matches/{id}/result). */
export const idMatchOfWrite = (e: { path: string }): string | null => /^\/matches\/([^/]+)(\/result)?$/.exec(e.path)?.[1] ?? null;
