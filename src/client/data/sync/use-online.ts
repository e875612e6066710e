import { useEffect, useSyncExternalStore } from 'react';
import { koneksi, subscribeKoneksi, type Koneksi } from './koneksi';
import { nextTickMs } from './loop';
import { probeServer } from './probe';

function subscribeBrowser(cb: () => void) {
  window.addEventListener('online', cb);
  window.addEventListener('offline', cb);
  return () => {
    window.removeEventListener('online', cb);
    window.removeEventListener('offline', cb);
  };
}

const SERVER_KONEKSI: Koneksi = { terhubung: null, terakhirTerhubung: null, mengirim: false };

/** What real requests found out about reaching the server (not what the browser guesses). */
export function useKoneksi(): Koneksi {
  return useSyncExternalStore(subscribeKoneksi, koneksi, () => SERVER_KONEKSI);
}

/** While a screen says 'offline' although the browser has a network: ask the server again this often (± 20 %). */
export const RECHECK_MS = 10_000;

let watchers = 0;
let timer: ReturnType<typeof setTimeout> | null = null;
let probing = false;

async function recheck() {
  if (probing || koneksi().terhubung !== false || document.visibilityState !== 'visible') return;
  probing = true;
  await probeServer().finally(() => {
    probing = false;
  });
}

function schedule() {
  timer = setTimeout(
    () => {
      void recheck().finally(() => {
        if (watchers > 0) schedule();
      });
    },
    nextTickMs(Math.random, RECHECK_MS),
  );
}

const onBrowserOnline = () => void recheck();

/** Screens showing 'offline' keep asking the server (one shared clock), so they turn back once it answers. */
function watchUnreachable(): () => void {
  watchers += 1;
  if (watchers === 1) {
    window.addEventListener('online', onBrowserOnline);
    schedule();
  }
  return () => {
    watchers -= 1;
    if (watchers > 0) return;
    window.removeEventListener('online', onBrowserOnline);
    if (timer) clearTimeout(timer);
    timer = null;
  };
}

/**
 * Whether the server can be reached, as every screen should say it: no when the browser has no network,
 * no when the last request (a read, a replayed write, a probe) got no answer, else yes (also before any
 * request was made). While it is no with a network present, the server is asked again every ~10 s.
 */
export function useOnline(): boolean {
  const browser = useSyncExternalStore(
    subscribeBrowser,
    () => navigator.onLine,
    () => true,
  );
  const { terhubung } = useKoneksi();
  const unreachable = browser && terhubung === false;
  useEffect(() => (unreachable ? watchUnreachable() : undefined), [unreachable]);
  return browser && terhubung !== false;
}
