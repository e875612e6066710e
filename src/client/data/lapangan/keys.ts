import { baganKunci } from '../bagan/keys';
import { jenisTulis } from '../sync/jenis';
import { keyCodec, type KeyOf } from '../sync/kunci';

/**
 * Dexie keys of the court desk. Bouts: the `partai` table, one row per account and bout. The court itself
 * (name, start, branch, settings): record 'lapangan:{id_lapangan}'. Outbox entity key of a call, a start, a
 * no-show or a result made at the desk: 'partai:{id_kompetisi}:{id_lapangan}:{id_match}'; its chain is the
 * bout's bracket chain 'bagan:{id_kompetisi}:{id_kelas}', so a bout's call, start and result go in the order
 * they were made, after the results of the bouts it depends on.
 */
export const partaiKunci = keyCodec('partai', { id_kompetisi: 'int', id_lapangan: 'int', id_match: 'id' });
export type PartaiKunci = KeyOf<typeof partaiKunci>;

export const partaiEntityKey = (id_kompetisi: number, id_lapangan: number, id_match: string) =>
  partaiKunci.encode({ id_kompetisi, id_lapangan, id_match });
export const partaiPrefix = (id_kompetisi: number, id_lapangan: number) => partaiKunci.within({ id_kompetisi, id_lapangan });
export const rantaiPartai = (id_kompetisi: number, id_kelas: number) => baganKunci.encode({ id_kompetisi, id_kelas });
export const lapanganKey = (id_lapangan: number) => `lapangan:${id_lapangan}`;
export const barisKey = (ownerId: number, id_match: string) => `${ownerId}:${id_match}`;

export const lapanganQueryKey = (id_lapangan: number) => ['lapangan', id_lapangan] as const;
export const daftarLapanganQueryKey = (id_kompetisi: number) => ['lapangan-daftar', id_kompetisi] as const;

/** What a queued desk write does (OutboxEntry.kind), set where it is queued: here and by the scoring console's results. */
export const jenisPartai = jenisTulis(partaiKunci, ['panggil', 'mulai', 'tidak-hadir', 'hasil']);
export type AksiPartai = (typeof jenisPartai.semua)[number];

/** What a queued desk write does, from its kind (entries queued before kinds got theirs when the database upgraded). */
export const aksiDari = (e: { entityKey: string; kind?: string }): AksiPartai | null => jenisPartai.of(e);
