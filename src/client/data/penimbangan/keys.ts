import { jenisTulis } from '../sync/jenis';
import { keyCodec, type KeyOf } from '../sync/kunci';

/**
 * Dexie keys of the weigh-in desk. Entries: the `penimbangan` table, one row per account, competition and
 * entry. Settings: record 'timbang-atur:{id_kompetisi}'. A decision's pending match (offered as a DSQ win):
 * record 'timbang-tertunda:{id_kompetisi}:{id_peserta}'. Outbox entity key (and chain) of an attempt or a
 * decision: 'timbang:{id_kompetisi}:{id_peserta}', so one athlete's writes land in the order they were made.
 */
export const timbangKunci = keyCodec('timbang', { id_kompetisi: 'int', id_peserta: 'int' });
export type TimbangKunci = KeyOf<typeof timbangKunci>;
/** What an athlete's queued weigh-in write does: an attempt, the admin's decision, or an attempt's void. */
export const jenisTimbang = jenisTulis(timbangKunci, ['percobaan', 'keputusan', 'batal']);

export const timbangEntityKey = (id_kompetisi: number, id_peserta: number) => timbangKunci.encode({ id_kompetisi, id_peserta });
export const timbangPrefix = (id_kompetisi: number) => timbangKunci.within({ id_kompetisi });
export const aturKey = (id_kompetisi: number) => `timbang-atur:${id_kompetisi}`;
export const tertundaKey = (id_kompetisi: number, id_peserta: number) => `timbang-tertunda:${id_kompetisi}:${id_peserta}`;
export const barisKey = (ownerId: number, id_kompetisi: number, id_peserta: number) => `${ownerId}:${id_kompetisi}:${id_peserta}`;

type Tulis = { entityKey: string; kind?: string };
export const isKeputusan = (e: Tulis) => jenisTimbang.is(e, 'keputusan');
export const isPercobaan = (e: Tulis) => jenisTimbang.is(e, 'percobaan');
export const isBatal = (e: Tulis) => jenisTimbang.is(e, 'batal');

/** The progress figures the server counts (GET …/penimbangan/progres), out of date once a write landed. */
export const progresQueryKey = (id_kompetisi: number) => ['penimbangan-progres', id_kompetisi] as const;
export const entriQueryKey = (id_kompetisi: number) => ['penimbangan', id_kompetisi] as const;
