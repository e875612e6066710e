import type { OutboxEntry, OutboxStatus } from '../db';
import { aksiTolak, tombolTolak } from './aksi-tolak';
import { watchOutbox } from './outbox-live';
import { registry } from './resources';

/** One line of the header's sync list. */
export interface OutboxEntryView {
  id: string;
  ownerId: number;
  label: string;
  lastError: string | null;
  /** The server's code for the refusal (branch on this, not on lastError). */
  kode?: string;
  createdAt: number;
  status: OutboxStatus;
  /** Where the refused write can be corrected and sent again. */
  fixPath?: string;
  /** Its resource offers a choice: another device changed the record first ('Terapkan punya saya' / 'Pakai yang terbaru'). */
  konflik: boolean;
  /** A refused entry's buttons besides Dismiss, from its resource and kode (an entry without kode: Perbaiki when it has fixPath, and Retry). */
  perbaiki: boolean;
  ulangi: boolean;
}

/** An outbox entry as the sync list shows it; its resource (from the registry) says whether it is a conflict, its kode what else it offers. */
export function syncListView(e: OutboxEntry): OutboxEntryView {
  const resource = registry.match(e.entityKey);
  const konflik = e.status === 'rejected' && (resource?.conflict(e) ?? null) !== null;
  const tombol = tombolTolak(aksiTolak(resource?.name, e.lastKode), Boolean(e.fixPath));
  return {
    id: e.id,
    ownerId: e.ownerId,
    label: e.label,
    lastError: e.lastError,
    kode: e.lastKode,
    createdAt: e.createdAt,
    status: e.status,
    fixPath: e.fixPath,
    konflik,
    ...tombol,
  };
}

/** The header's sync list, every account's entries (the hook keeps the signed-in one's); loaded on demand. */
export function watchSyncList(onChange: (views: OutboxEntryView[]) => void): () => void {
  return watchOutbox((entries) => onChange(entries.map(syncListView)));
}
