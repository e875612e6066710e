/**
 * Dexie keys of the competition data. Reads: 'kompetisi:list', 'kompetisi:{id}', 'kelas:{id}',
 * 'peserta:{id}' (the coach's entries of one competition), 'bukti:{id}' (the dojang's proofs for it).
 * Outbox entity keys: 'peserta:{id}:{pid}' for a write to an entry, 'peserta:{id}:new:{uuid}' for a
 * registration still queued, 'bukti:{id}:{id_bukti}' and 'bukti:{id}:new:{uuid}' for proofs.
 */
export const KOMPETISI_LIST_KEY = 'kompetisi:list';
export const kompetisiKey = (id: number) => `kompetisi:${id}`;
export const kelasKey = (id: number) => `kelas:${id}`;
export const pesertaListKey = (id: number) => `peserta:${id}`;
export const pesertaPrefix = (id: number) => `peserta:${id}:`;
export const pesertaEntityKey = (id: number, pid: number) => `peserta:${id}:${pid}`;
export const pesertaNewKey = (id: number, localId: string) => `peserta:${id}:new:${localId}`;
export const buktiListKey = (id: number) => `bukti:${id}`;
export const buktiPrefix = (id: number) => `bukti:${id}:`;
export const buktiEntityKey = (id: number, idBukti: number) => `bukti:${id}:${idBukti}`;
export const buktiNewKey = (id: number, localId: string) => `bukti:${id}:new:${localId}`;

/** The competition and the rest of an outbox entity key ('123', 'new:uuid'), or null for other keys. */
export function parseEntityKey(key: string): { kind: 'peserta' | 'bukti'; id_kompetisi: number; rest: string } | null {
  const m = /^(peserta|bukti):(\d+):(.+)$/.exec(key);
  return m ? { kind: m[1] as 'peserta' | 'bukti', id_kompetisi: Number(m[2]), rest: m[3]! } : null;
}

let deliveries = 0;
const listeners = new Set<() => void>();

/** How many competition writes have landed: a list read that overlapped one is stale and read again. */
export const kompetisiDeliveries = () => deliveries;

export function noteKompetisiDelivered(): void {
  deliveries += 1;
  listeners.forEach((l) => l());
}

export function onKompetisiDelivered(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
