import { getDb, type ArenaDatabase } from '../db';
import { createReplayer, type Replayer, type ReplayReport } from '../replayer';
import { currentUser } from '../session';
import { catatKontak, catatMengirim, koneksi } from './koneksi';
import { createSyncLoop, type SyncLoop } from './loop';
import { probeServer } from './probe';

let replayer: { db: ArenaDatabase; run: Replayer['run'] } | null = null;
let loop: SyncLoop | null = null;
let started = false;

const ownerId = () => currentUser()?.id_akun ?? null;

function getReplayer(): Replayer {
  const db = getDb();
  if (replayer?.db !== db) {
    replayer = {
      db,
      ...createReplayer({
        db,
        ownerId,
        onSending: catatMengirim,
        // A send that timed out on hanging wifi is no answer either: from now on the loop probes.
        onUnreachable: () => catatKontak(false),
      }),
    };
  }
  return replayer;
}

/** Writes of the signed-in account still to send (refused ones wait for the user, not for the network). */
async function waiting(): Promise<number> {
  const owner = ownerId();
  if (owner === null) return 0;
  return getDb()
    .outbox.where('ownerId')
    .equals(owner)
    .filter((e) => e.status !== 'rejected')
    .count();
}

const emptyReport = (): ReplayReport => ({ delivered: [], rejected: [], held: [], stalledAt: null, unreachable: true });

/**
 * Replays now, ignoring backoff: after a write, 'Sinkronkan', the end of maintenance. When the last attempt
 * could not reach the server it first asks whether it can now (a quick probe), so a form offline answers
 * 'queued' at once instead of after a send's timeout.
 */
export async function syncNow(): Promise<ReplayReport> {
  if (koneksi().terhubung === false && !(await probeServer())) return emptyReport();
  return getReplayer().run(true);
}

function getLoop(): SyncLoop {
  loop ??= createSyncLoop({
    run: (force) => getReplayer().run(force),
    probe: () => probeServer(),
    waiting,
    reachable: () => koneksi().terhubung,
    visible: () => typeof document === 'undefined' || document.visibilityState === 'visible',
  });
  return loop;
}

/**
 * Starts replaying: at once, then on the sync loop's clock (probe while the server is out of reach, replay
 * the moment it answers), and at once on `online`, focus or the tab becoming visible. `offline` is the one
 * browser signal taken at its word: the browser knows it has no network at all.
 */
export function startSync(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  const kick = () => void getLoop().kick();
  window.addEventListener('online', kick);
  window.addEventListener('offline', () => catatKontak(false));
  window.addEventListener('focus', kick);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') kick();
  });
  // The first pass ignores backoff (a write held before a reload goes at once), then the clock runs.
  void syncNow().finally(() => getLoop().start());
}

/** After a write is queued: try to deliver it, and tell whether it reached the server (a refusal with its message and code). */
export async function deliver(entryId: string): Promise<'delivered' | 'queued' | { rejected: string; kode?: string }> {
  await syncNow();
  const entry = await getDb().outbox.get(entryId);
  if (!entry) return 'delivered';
  if (entry.status === 'rejected') return { rejected: entry.lastError ?? 'Ditolak server', kode: entry.lastKode };
  return 'queued';
}
