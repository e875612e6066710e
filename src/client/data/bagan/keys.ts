/**
 * Dexie keys of the brackets. Read: 'bagan:{id_kompetisi}' (every class of the competition with its bracket,
 * GET /kompetisi/{id}/bagan). Outbox entity key of a draw or a result: 'bagan:{id_kompetisi}:{id_kelas}'.
 * A draw not yet saved: 'bagan-draf:{id_kompetisi}:{id_kelas}'.
 */
export const baganKey = (id_kompetisi: number) => `bagan:${id_kompetisi}`;
export const baganPrefix = (id_kompetisi: number) => `bagan:${id_kompetisi}:`;
export const baganEntityKey = (id_kompetisi: number, id_kelas: number) => `bagan:${id_kompetisi}:${id_kelas}`;
export const drafPrefix = (id_kompetisi: number) => `bagan-draf:${id_kompetisi}:`;
export const drafKey = (id_kompetisi: number, id_kelas: number) => `bagan-draf:${id_kompetisi}:${id_kelas}`;

export function parseBaganEntityKey(key: string): { id_kompetisi: number; id_kelas: number } | null {
  const m = /^bagan:(\d+):(\d+)$/.exec(key);
  return m ? { id_kompetisi: Number(m[1]), id_kelas: Number(m[2]) } : null;
}

export const isSimpanBagan = (e: { method: string; path: string }) => e.method === 'POST' && e.path === '/brackets';
export const idMatchOfWrite = (e: { path: string }): string | null => /^\/matches\/([^/]+)(\/result)?$/.exec(e.path)?.[1] ?? null;
export const isBatalHasil = (e: { method: string; path: string }) => e.method === 'DELETE' && /\/result$/.test(e.path);

let deliveries = 0;
/** How many bracket writes have landed: a read that overlapped one may predate it and is read again. */
export const baganDeliveries = () => deliveries;
export const noteBaganDelivered = () => {
  deliveries += 1;
};
