import type { MaintenanceState } from '../../domain/schemas/sistem';
import { SISTEM_MSG } from '../../domain/schemas/sistem';
import { satuSatu } from './satu-satu';

const berjalan = new Map<string, string>();

/**
 * While a restore runs (from the moment an ADMIN's upload is accepted until the data is in place) the server
 * is in maintenance for everyone, ADMINs included: a write made in between would be wiped by the restore.
 */
export function pemulihanBerjalan(dataDir: string): MaintenanceState | null {
  const sejak = berjalan.get(dataDir);
  return sejak ? { aktif: true, pesan: SISTEM_MSG.pemulihanBerjalan, sejak } : null;
}

/** Runs a restore: one backup or restore at a time (409 otherwise), maintenance while it runs. */
export function selamaPemulihan<T>(dataDir: string, fn: () => Promise<T>): Promise<T> {
  return satuSatu(dataDir, async () => {
    berjalan.set(dataDir, new Date().toISOString());
    try {
      return await fn();
    } finally {
      berjalan.delete(dataDir);
    }
  });
}
