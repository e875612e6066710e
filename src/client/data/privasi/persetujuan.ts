import * as v from 'valibot';
import { atletSchema } from '../../../domain/api-types';
import { fieldsPernyataan, perluWali, type Pernyataan, type PersetujuanAtlet } from '../../../domain/privasi/persetujuan';
import { displayName } from '../../../domain/roles';
import { ApiError } from '../api-error';
import { request } from '../api';
import { getDb } from '../db';
import { dismissEntry, enqueueWrite } from '../outbox';
import { currentUser } from '../session';
import { deliver } from '../sync/engine';
import { editKey, jenisAtlet, putServerAtlet } from '../atlet/store';

function requireUser() {
  const user = currentUser();
  if (!user) throw new ApiError(401, 'Anda harus login terlebih dahulu');
  return user;
}

/** How a statement shows on the device until the server's answer replaces it. */
export function persetujuanLokal(p: Pernyataan, tanggal_lahir: string | null | undefined, oleh: string): PersetujuanAtlet {
  const olehWali = perluWali(tanggal_lahir);
  return {
    status: 'ADA',
    versi_kebijakan: p.versi_kebijakan,
    pada: new Date().toISOString(),
    oleh_wali: olehWali,
    nama_wali: olehWali ? p.nama_wali : null,
    dicatat_oleh: oleh,
  };
}

/** The fields and patch of a statement sent with an athlete write (the add, an edit). */
export function pernyataanTulis(p: Pernyataan, tanggal_lahir: string | null | undefined) {
  const user = currentUser();
  return { fields: fieldsPernyataan(p), patch: { persetujuan: persetujuanLokal(p, tanggal_lahir, user ? displayName(user) : '') } };
}

/**
 * The coach's statement for an athlete added before consent was asked (POST /atlet/{id}/persetujuan), through the
 * outbox on the athlete's own line: it shows at once, works offline, and a registration made after it waits for it.
 * Refused while the coach is here: the entry is dropped and the refusal thrown.
 */
export async function nyatakanPersetujuan(input: {
  id_atlet: number;
  nama_atlet: string;
  tanggal_lahir: string | null | undefined;
  pernyataan: Pernyataan;
}): Promise<{ queued: boolean }> {
  const user = requireUser();
  const db = getDb();
  const { fields, patch } = pernyataanTulis(input.pernyataan, input.tanggal_lahir);
  const entry = await enqueueWrite(db, {
    method: 'POST',
    path: `/atlet/${input.id_atlet}/persetujuan`,
    kind: jenisAtlet.kind('persetujuan'),
    body: fields,
    ownerId: user.id_akun,
    label: `Persetujuan data ${input.nama_atlet}`,
    entityKey: editKey(input.id_atlet),
    patch,
    fixPath: `/dashboard/atlit/${input.id_atlet}`,
  });
  const outcome = await deliver(entry.id);
  if (typeof outcome !== 'object') return { queued: outcome === 'queued' };
  const refused = await db.outbox.get(entry.id);
  await dismissEntry(db, entry.id);
  throw new ApiError(refused?.lastStatus ?? 422, outcome.rejected, refused?.lastErrors, refused?.lastKode);
}

/**
 * 'Cabut persetujuan' (online only, after a confirmation): ends the processing of the athlete's data and records an
 * erasure request; the athlete's copy on this device follows the server's answer.
 */
export async function cabutPersetujuan(id_atlet: number, alasan: string): Promise<string> {
  const user = requireUser();
  const { message, data } = await request(`/atlet/${id_atlet}/persetujuan/cabut`, {
    method: 'POST',
    json: alasan.trim() ? { alasan: alasan.trim() } : {},
  });
  const atlet = v.safeParse(atletSchema, data);
  if (atlet.success) await putServerAtlet(getDb(), user.id_akun, atlet.output);
  return message;
}
