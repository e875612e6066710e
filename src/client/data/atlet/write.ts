import * as v from 'valibot';
import { atletSchema } from '../../../domain/api-types';
import { fieldErrors, firstMessage } from '../../../domain/schemas/common';
import { checkFile, type FileRule } from '../../../domain/schemas/files';
import { atletCreateSchema, atletUpdateSchema, ATLET_MSG } from '../../../domain/schemas/atlet';
import { ATLET_ADD_RULES, ATLET_DOKUMEN, ATLET_EDIT_RULES, checkTotalSize, type AtletDokumen } from '../../../domain/schemas/atlet-files';
import { dojangSchema } from '../../../domain/api-types';
import { ApiError } from '../api-error';
import { getDb, type ArenaDatabase, type OutboxEntry, type StoredFormField } from '../db';
import { dismissEntry, enqueueWrite, newId } from '../outbox';
import { currentUser } from '../session';
import { deliver } from '../sync/engine';
import { dojangKey } from '../profil/resource';
import { pernyataanTulis } from '../privasi/persetujuan';
import type { Pernyataan } from '../../../domain/privasi/persetujuan';
import { editKey, jenisAtlet, localIdOf, newKey } from './store';
import { fieldsOf, localView, type AtletView } from './view';

export type AtletFiles = Partial<Record<AtletDokumen, File | Blob>>;

const fileName = (kind: AtletDokumen, blob: Blob) =>
  blob instanceof File && blob.name
    ? blob.name
    : `${kind}.${blob.type === 'application/pdf' ? 'pdf' : blob.type === 'image/png' ? 'png' : 'jpg'}`;

function checkFiles(files: AtletFiles, rules: Record<AtletDokumen, FileRule>, total: boolean) {
  const errors: Record<string, string> = {};
  for (const kind of ATLET_DOKUMEN) {
    const blob = files[kind];
    const problem = blob ? checkFile({ name: fileName(kind, blob), size: blob.size, type: blob.type }, rules[kind]) : null;
    if (problem) errors[kind] = problem;
  }
  const first = Object.values(errors)[0];
  if (first) throw new ApiError(400, first, errors);
  const sizes = ATLET_DOKUMEN.map((k) => files[k]?.size ?? 0);
  const tooMuch = total ? checkTotalSize(sizes) : null;
  if (tooMuch) throw new ApiError(400, tooMuch);
}

function multipart(fields: Record<string, unknown>, files: AtletFiles, extra: Record<string, string> = {}): StoredFormField[] {
  const out: StoredFormField[] = Object.entries({ ...fields, ...extra })
    .filter(([, val]) => val !== undefined && val !== null && val !== '')
    .map(([name, val]) => ({ name, value: String(val) }));
  for (const kind of ATLET_DOKUMEN) {
    const blob = files[kind];
    if (blob) out.push({ name: kind, blob, filename: fileName(kind, blob) });
  }
  return out;
}

function requireUser() {
  const user = currentUser();
  if (!user) throw new ApiError(401, 'Anda harus login terlebih dahulu');
  return user;
}

/**
 * A refusal while the user is on the form: the form keeps the data, so the new entry is dropped. An entry
 * it corrects (`replaces`) goes only once the correction has been delivered or queued, so a second refusal
 * never loses the athlete.
 */
async function settle(db: ArenaDatabase, entryId: string, replaces?: string): Promise<boolean> {
  const outcome = await deliver(entryId);
  if (typeof outcome !== 'object') {
    if (replaces) await dismissEntry(db, replaces);
    return outcome === 'queued';
  }
  const entry = await db.outbox.get(entryId);
  await dismissEntry(db, entryId);
  throw new ApiError(entry?.lastStatus ?? 400, outcome.rejected, entry?.lastErrors, entry?.lastKode);
}

async function nameOfDojang(db: ArenaDatabase, id: number): Promise<string | null> {
  const parsed = v.safeParse(dojangSchema, (await db.records.get(dojangKey(id)))?.value);
  return parsed.success ? parsed.output.nama_dojang : null;
}

export interface AddAtletInput {
  fields: Record<string, string>;
  files: AtletFiles;
  /** The coach's consent statement, sent with the athlete (the server refuses an athlete without it). */
  pernyataan: Pernyataan;
  /** Correcting a refused queued add: that entry is replaced (a new Idempotency-Key, since the body changed). */
  replaceOutboxId?: string;
}

/** "Add athlete" through the outbox: shows in the list at once, reaches the server exactly once. */
export async function addAtlet(input: AddAtletInput): Promise<{ queued: boolean; atlet: AtletView }> {
  const user = requireUser();
  const parsed = v.safeParse(atletCreateSchema, input.fields);
  if (!parsed.success) throw new ApiError(400, ATLET_MSG.formGagal, fieldErrors(parsed.issues));
  checkFiles(input.files, ATLET_ADD_RULES, true);
  const db = getDb();
  // A correction keeps the add's local key: writes waiting for this athlete (a registration) still find it.
  const replaced = input.replaceOutboxId ? await db.outbox.get(input.replaceOutboxId) : undefined;
  const localId = (replaced && localIdOf(replaced.entityKey)) ?? newId();
  const id_dojang = user.pelatih?.id_dojang;
  const nama_dojang = id_dojang ? await nameOfDojang(db, id_dojang) : null;
  const persetujuan = pernyataanTulis(input.pernyataan, parsed.output.tanggal_lahir);
  const entry = await db.transaction('rw', db.outbox, db.records, async () => {
    const added = await enqueueWrite(db, {
      method: 'POST',
      path: '/atlet',
      kind: jenisAtlet.kind('tambah'),
      // Lists both ids in the body; the server takes them from the session whatever is sent.
      files: multipart(parsed.output, input.files, {
        id_dojang: String(id_dojang ?? ''),
        id_pelatih_pembuat: String(user.pelatih?.id_pelatih ?? ''),
        ...persetujuan.fields,
      }),
      ownerId: user.id_akun,
      label: `Tambah atlet ${parsed.output.nama_atlet}`,
      entityKey: newKey(localId),
      patch: { ...parsed.output, ...persetujuan.patch, id_dojang, dojang: nama_dojang ? { id_dojang, nama_dojang } : null },
    });
    const fixPath = `/dashboard/TambahAtlit?outbox=${added.id}`;
    await db.outbox.update(added.id, { fixPath });
    return { ...added, fixPath };
  });
  const queued = await settle(db, entry.id, input.replaceOutboxId);
  if (!queued) {
    const delivered = v.safeParse(atletSchema, (await db.records.get(newKey(localId)))?.value);
    if (delivered.success) {
      const atlet = {
        ...localView(entry),
        ...delivered.output,
        key: `id:${delivered.output.id_atlet}`,
        pending: false,
        localFiles: {},
        outboxId: null,
      };
      return { queued, atlet: { ...atlet, idSementara: null, kunciLokal: null } };
    }
  }
  return { queued, atlet: localView(entry) };
}

export interface UpdateAtletInput {
  id_atlet: number;
  fields: Record<string, string>;
  files: AtletFiles;
  /** Stored documents to remove. */
  hapus: AtletDokumen[];
  /** Correcting a refused queued edit: that entry is replaced once this one is delivered or queued. */
  replaceOutboxId?: string;
  /** The consent statement, asked once with the next edit of an athlete added before consent existed. */
  pernyataan?: Pernyataan;
}

/** "Athlete edit" through the outbox (PUT /atlet/{id}, multipart). */
export async function updateAtlet(input: UpdateAtletInput): Promise<{ queued: boolean }> {
  const user = requireUser();
  const parsed = v.safeParse(atletUpdateSchema, input.fields);
  if (!parsed.success) throw new ApiError(400, firstMessage(parsed.issues), fieldErrors(parsed.issues));
  checkFiles(input.files, ATLET_EDIT_RULES, false);
  const hapus = input.hapus.filter((k) => !input.files[k]);
  const changes = Object.fromEntries(Object.entries(parsed.output).filter(([, val]) => val !== undefined));
  const persetujuan = input.pernyataan ? pernyataanTulis(input.pernyataan, parsed.output.tanggal_lahir) : { fields: {}, patch: {} };
  const db = getDb();
  const entry = await enqueueWrite(db, {
    method: 'PUT',
    path: `/atlet/${input.id_atlet}`,
    kind: jenisAtlet.kind('ubah'),
    files: multipart(changes, input.files, {
      ...Object.fromEntries(hapus.map((k) => [`hapus_${k}`, '1'])),
      ...persetujuan.fields,
    }),
    ownerId: user.id_akun,
    label: `Ubah data atlet ${parsed.output.nama_atlet}`,
    entityKey: editKey(input.id_atlet),
    patch: { ...changes, ...persetujuan.patch, ...Object.fromEntries(hapus.map((k) => [k, null])) },
    fixPath: `/dashboard/atlit/${input.id_atlet}`,
  });
  return { queued: await settle(db, entry.id, input.replaceOutboxId) };
}

/** A refused queued add, for the form to prefill ("correct and resend"). */
export async function loadQueuedAdd(outboxId: string): Promise<{
  fields: Record<string, string>;
  files: Partial<Record<AtletDokumen, File>>;
  lastError?: string;
} | null> {
  const entry: OutboxEntry | undefined = await getDb().outbox.get(outboxId);
  if (!entry || entry.method !== 'POST' || entry.path !== '/atlet') return null;
  return { fields: fieldsOf(entry), files: storedFiles(entry), lastError: entry.lastError ?? undefined };
}

export interface RefusedEdit {
  outboxId: string;
  message: string;
  fields: Record<string, string>;
  files: Partial<Record<AtletDokumen, File>>;
  hapus: AtletDokumen[];
}

const isDokumen = (name: string): name is AtletDokumen => (ATLET_DOKUMEN as readonly string[]).includes(name);

/** The documents of a queued write as Files with the names they were chosen under. */
function storedFiles(entry: OutboxEntry): Partial<Record<AtletDokumen, File>> {
  const files: Partial<Record<AtletDokumen, File>> = {};
  for (const f of entry.files ?? []) {
    if ('blob' in f && isDokumen(f.name)) files[f.name] = new File([f.blob], f.filename, { type: f.blob.type });
  }
  return files;
}

/** The latest edit of this athlete the server refused, to show on the profile and correct. */
export function refusedEditOf(entries: readonly OutboxEntry[]): RefusedEdit | null {
  const entry = [...entries].filter((e) => e.status === 'rejected' && e.method === 'PUT').sort((a, b) => b.seq - a.seq)[0];
  if (!entry) return null;
  const fields = fieldsOf(entry);
  const files = storedFiles(entry);
  const hapus = ATLET_DOKUMEN.filter((k) => fields[`hapus_${k}`] === '1');
  return { outboxId: entry.id, message: entry.lastError ?? 'Ditolak server', fields, files, hapus };
}

/** Drops a refused queued write the coach gave up on (the athlete falls back to the server's data). */
export async function discardQueued(outboxId: string): Promise<void> {
  await dismissEntry(getDb(), outboxId);
}
