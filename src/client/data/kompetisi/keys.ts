import { jenisTulis } from '../sync/jenis';
import { isLocal, keyCodec, type KeyOf, type Ref } from '../sync/kunci';

/**
 * Dexie keys of the competition data. Reads: 'kompetisi:list', 'kompetisi:{id}', 'kelas:{id}',
 * 'peserta:{id}' (the coach's entries of one competition), 'bukti:{id}' (the dojang's proofs for it).
 * Outbox entity keys (codecs): 'peserta:{id}:{pid}' for a write to an entry, 'peserta:{id}:new:{uuid}' for
 * a registration still queued, 'bukti:{id}:{id_bukti}' and 'bukti:{id}:new:{uuid}' for proofs.
 */
export const pesertaKunci = keyCodec('peserta', { id_kompetisi: 'int', peserta: 'ref' });
export const buktiKunci = keyCodec('bukti', { id_kompetisi: 'int', bukti: 'ref' });
export type PesertaKunci = KeyOf<typeof pesertaKunci>;
export type BuktiKunci = KeyOf<typeof buktiKunci>;
/** What an entry's queued write does: a registration, a class change, a delete, the organisers' status change. */
export const jenisPeserta = jenisTulis(pesertaKunci, ['daftar', 'ganti_kelas', 'hapus', 'status']);
export const jenisBukti = jenisTulis(buktiKunci, ['unggah', 'hapus']);

export const KOMPETISI_LIST_KEY = 'kompetisi:list';
export const kompetisiKey = (id: number) => `kompetisi:${id}`;
export const kelasKey = (id: number) => `kelas:${id}`;
export const pesertaListKey = (id: number) => `peserta:${id}`;
export const pesertaPrefix = (id_kompetisi: number) => pesertaKunci.within({ id_kompetisi });
export const pesertaEntityKey = (id_kompetisi: number, pid: number) => pesertaKunci.encode({ id_kompetisi, peserta: { id: pid } });
export const pesertaNewKey = (id_kompetisi: number, local: string) => pesertaKunci.encode({ id_kompetisi, peserta: { local } });
export const buktiListKey = (id: number) => `bukti:${id}`;
export const buktiPrefix = (id_kompetisi: number) => buktiKunci.within({ id_kompetisi });
export const buktiEntityKey = (id_kompetisi: number, idBukti: number) => buktiKunci.encode({ id_kompetisi, bukti: { id: idBukti } });
export const buktiNewKey = (id_kompetisi: number, local: string) => buktiKunci.encode({ id_kompetisi, bukti: { local } });

/** The server id of a Ref, or null for a record still queued. */
export const serverId = (ref: Ref): number | null => (isLocal(ref) ? null : ref.id);
