/**
 * The last answer of each competition and day, kept in IndexedDB (raw, no Dexie: the light page carries no
 * database library). One object store, keyed '{id_kompetisi}:{tanggal}' ('' = the day the server picks).
 * Every call resolves; a browser without IndexedDB (or a blocked one) simply keeps nothing.
 */

export interface Salinan {
  kunci: string;
  id_kompetisi: number;
  /** The server's answer (validated again when read). */
  data: unknown;
  etag: string | null;
  /** When the server last confirmed it (device clock, ms). */
  fetchedAt: number;
}

const DB = 'arena-jadwal-ringan';
const STORE = 'salinan';

export const kunciSalinan = (id_kompetisi: number, tanggal: string) => `${id_kompetisi}:${tanggal}`;

let buka: Promise<IDBDatabase | null> | undefined;

function db(): Promise<IDBDatabase | null> {
  buka ??= new Promise((resolve) => {
    try {
      const req = indexedDB.open(DB, 1);
      req.onupgradeneeded = () => req.result.createObjectStore(STORE, { keyPath: 'kunci' });
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => resolve(null);
      req.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
  return buka;
}

function jalankan<T>(mode: IDBTransactionMode, kerja: (s: IDBObjectStore) => IDBRequest<T>): Promise<T | undefined> {
  return db().then(
    (d) =>
      new Promise<T | undefined>((resolve) => {
        if (!d) return resolve(undefined);
        try {
          const req = kerja(d.transaction(STORE, mode).objectStore(STORE));
          req.onsuccess = () => resolve(req.result);
          req.onerror = () => resolve(undefined);
        } catch {
          resolve(undefined);
        }
      }),
  );
}

export function bacaSalinan(kunci: string): Promise<Salinan | undefined> {
  return jalankan<Salinan | undefined>('readonly', (s) => s.get(kunci));
}

export async function simpanSalinan(s: Salinan): Promise<void> {
  await jalankan('readwrite', (store) => store.put(s));
}

/** The competition of the newest copy on this device (offline, when the featured one cannot be asked). */
export async function idSalinanTerbaru(): Promise<number | null> {
  const semua = (await jalankan<Salinan[]>('readonly', (s) => s.getAll())) ?? [];
  let best: Salinan | null = null;
  for (const s of semua) if (!best || s.fetchedAt > best.fetchedAt) best = s;
  return best?.id_kompetisi ?? null;
}
