import { cekAlasanTolak } from '../../../domain/kompetisi/alasan-tolak';
import { namaPeserta } from '../../../domain/kompetisi/label';
import { ApiError } from '../api-error';
import { getDb } from '../db';
import { dismissEntry, enqueueWrite } from '../outbox';
import { deliver } from '../sync/engine';
import { jenisPeserta, pesertaEntityKey } from './keys';
import type { PesertaView } from './peserta-view';
import { requireUser } from './settle';
import { konflikStatusOf } from './status-konflik';

export type StatusValidasi = 'APPROVED' | 'REJECTED';
const AKSI: Record<StatusValidasi, string> = { APPROVED: 'Setujui', REJECTED: 'Tolak' };

/**
 * 'Setujui' / 'Tolak' through the outbox: shown at once, sent when the desk is online,
 * carrying the status it was made from and, for 'Tolak', the reason (checked here as the server will).
 * A refusal other than a conflict is thrown (the row rolls back); a conflict (another organiser changed
 * the entry first) stays, to choose from on the row and in the sync list.
 */
export async function ubahStatusPeserta(input: { id_kompetisi: number; peserta: PesertaView; status: StatusValidasi; alasan?: string }) {
  const user = requireUser();
  const { id_kompetisi, peserta, status } = input;
  if (peserta.id_peserta_kompetisi === 0) throw new ApiError(409, 'Pendaftaran ini belum tersinkron dari perangkat pelatih.');
  const alasan_ditolak = status === 'REJECTED' ? (input.alasan ?? '').trim() : null;
  const salahAlasan = status === 'REJECTED' ? cekAlasanTolak(alasan_ditolak) : null;
  if (salahAlasan) throw new ApiError(400, salahAlasan, { alasan_ditolak: salahAlasan });
  const db = getDb();
  if (peserta.outboxId && peserta.konflik) await dismissEntry(db, peserta.outboxId);
  const entry = await enqueueWrite(db, {
    method: 'PUT',
    path: `/kompetisi/${id_kompetisi}/participants/${peserta.id_peserta_kompetisi}/status`,
    kind: jenisPeserta.kind('status'),
    body: { status, status_sebelumnya: peserta.status, ...(alasan_ditolak ? { alasan_ditolak } : {}) },
    ownerId: user.id_akun,
    label: `${AKSI[status]} ${namaPeserta(peserta)}`,
    entityKey: pesertaEntityKey(id_kompetisi, peserta.id_peserta_kompetisi),
    patch: { status_baru: status, alasan_ditolak },
  });
  const outcome = await deliver(entry.id);
  if (typeof outcome !== 'object') return { queued: outcome === 'queued', konflik: false };
  const refused = await db.outbox.get(entry.id);
  if (refused && konflikStatusOf(refused)) return { queued: false, konflik: true };
  await dismissEntry(db, entry.id);
  throw new ApiError(refused?.lastStatus ?? 400, outcome.rejected, refused?.lastErrors, refused?.lastKode);
}

/** The answers to a conflict live with the registry (sync/konflik.ts): the same for every resource. */
export { pakaiYangTerbaru, terapkanPunyaSaya } from '../sync/konflik';
