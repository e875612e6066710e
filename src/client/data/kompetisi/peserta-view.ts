import * as v from 'valibot';
import { pesertaKompetisiSchema, type PesertaKompetisi } from '../../../domain/schemas/peserta-response';
import type { OutboxEntry } from '../db';
import { aksiTolak, type AksiTolak } from '../sync/aksi-tolak';
import { isLocal } from '../sync/kunci';
import { pesertaKunci } from './keys';
import { konflikStatusOf, statusPatchSchema, type KonflikStatus } from './status-konflik';

/**
 * What the participant view shows: the server's entries with the queued writes laid over them.
 * key 'id:{pid}' or 'new:{uuid}'; a queued registration has id_peserta_kompetisi 0 and status PENDING.
 */
export type PesertaView = PesertaKompetisi & {
  key: string;
  pending: boolean;
  /** The server's message when the last write for it was refused; outboxId is then that entry. */
  rejected: string | null;
  /** What that refusal offers, from the server's code (absent: no rule for it, or refused before codes were kept). */
  aksiDitolak?: AksiTolak;
  outboxId: string | null;
  /** The refused write was a status change made from a status the entry no longer had: what it has now. */
  konflik: KonflikStatus | null;
};

/** The patch a queued registration or class change carries (the local look of the entry). */
export const pesertaPatchSchema = v.object({ peserta: pesertaKompetisiSchema });
const hapusPatchSchema = v.object({ dihapus: v.literal(true) });

const parsePeserta = (patch: unknown) => {
  const parsed = v.safeParse(pesertaPatchSchema, patch);
  return parsed.success ? parsed.output.peserta : null;
};

const isHapus = (e: OutboxEntry) => v.safeParse(hapusPatchSchema, e.patch).success;
const statusBaru = (e: OutboxEntry) => {
  const parsed = v.safeParse(statusPatchSchema, e.patch);
  return parsed.success ? { status: parsed.output.status_baru, alasan_ditolak: parsed.output.alasan_ditolak } : null;
};
const aksiOf = (e: OutboxEntry) => {
  const aksi = aksiTolak(pesertaKunci.name, e.lastKode);
  return aksi ? { aksiDitolak: aksi } : {};
};
const byName = new Intl.Collator('id', { sensitivity: 'base' });

/**
 * Queued registrations first (newest on top), then the server's entries by athlete name. A queued
 * delete hides its entry until refused; a queued class change shows the new class. The latest refused
 * write of an entry is shown with it, to correct or dismiss. Entries of other records are ignored; `prefix`
 * (pesertaPrefix) keeps those of one competition.
 */
export function buildPesertaList(rows: readonly PesertaKompetisi[], entries: readonly OutboxEntry[], prefix = ''): PesertaView[] {
  const sorted = [...entries].filter((e) => e.entityKey.startsWith(prefix)).sort((a, b) => a.seq - b.seq);
  const adds: PesertaView[] = [];
  const writes = new Map<number, OutboxEntry[]>();
  for (const e of sorted) {
    const ref = pesertaKunci.decode(e.entityKey)?.peserta;
    if (!ref) continue;
    if (!isLocal(ref)) {
      writes.set(ref.id, [...(writes.get(ref.id) ?? []), e]);
      continue;
    }
    const peserta = parsePeserta(e.patch);
    if (!peserta) continue;
    adds.unshift({
      ...peserta,
      key: `new:${ref.local}`,
      pending: e.status !== 'rejected',
      rejected: e.status === 'rejected' ? (e.lastError ?? 'Ditolak server') : null,
      ...(e.status === 'rejected' ? aksiOf(e) : {}),
      outboxId: e.id,
      konflik: null,
    });
  }
  const server = [...rows].sort(
    (a, b) => byName.compare(a.atlet.nama_atlet, b.atlet.nama_atlet) || a.id_peserta_kompetisi - b.id_peserta_kompetisi,
  );
  const out: PesertaView[] = [];
  for (const row of server) {
    const own = writes.get(row.id_peserta_kompetisi) ?? [];
    const live = own.filter((e) => e.status !== 'rejected');
    if (live.some(isHapus)) continue;
    const changed = live
      .map((e) => parsePeserta(e.patch))
      .filter((p) => p !== null)
      .at(-1);
    const status = live
      .map(statusBaru)
      .filter((s) => s !== null)
      .at(-1);
    const refused = own.filter((e) => e.status === 'rejected').at(-1);
    out.push({
      ...row,
      ...(changed ? { id_kelas_kejuaraan: changed.id_kelas_kejuaraan, kelas_kejuaraan: changed.kelas_kejuaraan } : {}),
      ...(status ?? {}),
      key: `id:${row.id_peserta_kompetisi}`,
      pending: live.length > 0,
      rejected: refused ? (refused.lastError ?? 'Ditolak server') : null,
      ...(refused ? aksiOf(refused) : {}),
      outboxId: refused?.id ?? null,
      konflik: refused ? konflikStatusOf(refused) : null,
    });
  }
  return [...adds, ...out];
}
