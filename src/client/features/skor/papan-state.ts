/**
 * The console posts the board's picture (PapanState) over BroadcastChannel('arena-skor-<id_match>') after every
 * tap, every second of the clock and on a board's 'halo', so a board opened late needs nothing else.
 */
export { buatPapan, papanSchema, type PapanState } from '../../../domain/skor';

export const kanalPapan = (id_match: string) => `arena-skor-${id_match}`;
export const pesanHalo = { jenis: 'halo' } as const;
