/**
 * What is known about reaching the server, from real requests only (navigator.onLine says nothing about a
 * venue wifi with no route to the server): whether the last attempt got an answer, when one last came
 * (kept across reloads), and whether the outbox is sending right now.
 */
export interface Koneksi {
  /** null until something was tried since the page loaded. */
  terhubung: boolean | null;
  /** When the server last answered (ms since epoch), null when never on this device. */
  terakhirTerhubung: number | null;
  mengirim: boolean;
}

const STORAGE_KEY = 'arena:terakhir-terhubung';

function stored(): number | null {
  try {
    const n = Number(globalThis.localStorage?.getItem(STORAGE_KEY));
    return Number.isFinite(n) && n > 0 ? n : null;
  } catch {
    return null;
  }
}

let state: Koneksi = { terhubung: null, terakhirTerhubung: stored(), mengirim: false };
const listeners = new Set<() => void>();
let lastSaved = 0;

function set(next: Koneksi) {
  if (next.terhubung === state.terhubung && next.terakhirTerhubung === state.terakhirTerhubung && next.mengirim === state.mengirim) return;
  state = next;
  listeners.forEach((l) => l());
}

/** Any answer from the server (whatever its status) or none at all (network error, timeout). */
export function catatKontak(terjawab: boolean, at = Date.now()): void {
  if (!terjawab) return set({ ...state, terhubung: false });
  // Every answer moves the clock, but the disk is written at most every 10 s.
  if (at - lastSaved > 10_000) {
    lastSaved = at;
    try {
      globalThis.localStorage?.setItem(STORAGE_KEY, String(at));
    } catch {
      /* private mode or full: the age is then only known for this page */
    }
  }
  set({ ...state, terhubung: true, terakhirTerhubung: at });
}

export function catatMengirim(mengirim: boolean): void {
  set({ ...state, mengirim });
}

export const koneksi = (): Koneksi => state;

export function subscribeKoneksi(cb: () => void): () => void {
  listeners.add(cb);
  return () => listeners.delete(cb);
}

/** 'baru saja', '2 menit lalu', '3 jam lalu', '2 hari lalu'. */
export function umurKontak(at: number, now = Date.now()): string {
  const s = Math.max(0, Math.floor((now - at) / 1000));
  if (s < 60) return 'baru saja';
  const m = Math.floor(s / 60);
  if (m < 60) return `${m} menit lalu`;
  const h = Math.floor(m / 60);
  if (h < 24) return `${h} jam lalu`;
  return `${Math.floor(h / 24)} hari lalu`;
}
