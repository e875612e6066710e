import { apiUrl, initApi } from '../api-url';
import { catatKontak } from './koneksi';

/** A probe that gets no answer in this long counts as 'not reachable' (venue wifi hangs rather than fails). */
export const PROBE_TIMEOUT_MS = 3_000;

/**
 * Can the server be reached right now? One small GET of the public status, never from a cache: any
 * answer of our server counts (even 503 during maintenance), a network error, a gateway error or the
 * timeout does not.
 */
export async function probeServer(timeoutMs = PROBE_TIMEOUT_MS): Promise<boolean> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  let reached = false;
  try {
    const res = await fetch(
      apiUrl('/status'),
      initApi({ cache: 'no-store', headers: { Accept: 'application/json' }, signal: abort.signal }),
    );
    reached = res.status !== 502 && res.status !== 504;
    await res.body?.cancel().catch(() => undefined);
  } catch {
    reached = false;
  } finally {
    clearTimeout(timer);
  }
  catatKontak(reached);
  return reached;
}

/**
 * A request still without an answer after this long makes the device ask the server whether it is there (the
 * request itself keeps its own, longer timeout): on a network that hangs the screens say 'Offline' after
 * DIAM_MS + PROBE_TIMEOUT_MS (4.5 s), not after a write's 20 s.
 */
export const DIAM_MS = 1_500;

let berjalan: Promise<boolean> | null = null;

/** One probe for every request waiting at the same time. */
export function periksaServer(): Promise<boolean> {
  berjalan ??= probeServer().finally(() => {
    berjalan = null;
  });
  return berjalan;
}
