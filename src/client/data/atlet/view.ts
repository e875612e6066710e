import { ATLET_DOKUMEN, type AtletDokumen } from '../../../domain/schemas/atlet-files';
import type { Atlet } from '../../../domain/api-types';
import { umurPada } from '../../../domain/atlet/umur';
import * as v from 'valibot';
import { persetujuanAtletSchema } from '../../../domain/privasi/persetujuan';
import type { OutboxEntry } from '../db';
import { localIdOf } from './store';

/** What every athlete screen renders: a server row with its queued edits, or an add still in the outbox. */
export interface AtletView extends Omit<Atlet, 'id_atlet' | 'dojang' | 'id_pelatih_pembuat' | 'created_at' | 'updated_at'> {
  /** 'id:12' for a server row, 'local:<uuid>' for an add still queued. */
  key: string;
  id_atlet: number | null;
  id_pelatih_pembuat: number | null;
  dojang: { id_dojang?: number; nama_dojang: string } | null;
  created_at: string | null;
  /** Files of a queued add or edit, shown from the device until the server has them. */
  localFiles: Partial<Record<AtletDokumen, Blob>>;
  pending: boolean;
  /** The server refused the queued add: its message. */
  rejected: string | null;
  outboxId: string | null;
  /**
   * An add still queued: a stand-in id (negative, so never a server id) under which it can already be
   * entered into a competition; that registration waits for the add (see registerDependencies).
   */
  idSementara: number | null;
  /** An add still queued: the entity key a write that needs it names. */
  kunciLokal: string | null;
}

const isDokumen = (name: string): name is AtletDokumen => (ATLET_DOKUMEN as readonly string[]).includes(name);

export function filesOf(entry: OutboxEntry): Partial<Record<AtletDokumen, Blob>> {
  const out: Partial<Record<AtletDokumen, Blob>> = {};
  for (const f of entry.files ?? []) if ('blob' in f && isDokumen(f.name)) out[f.name] = f.blob;
  return out;
}

/** Text fields of a queued multipart write, as the form sent them. */
export function fieldsOf(entry: OutboxEntry): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of entry.files ?? []) if ('value' in f) out[f.name] = f.value;
  return out;
}

/** A server row with the queued edits of that athlete laid over it, in order. */
export function serverView(atlet: Atlet, edits: readonly OutboxEntry[]): AtletView {
  let view: AtletView = {
    ...atlet,
    key: `id:${atlet.id_atlet}`,
    localFiles: {},
    pending: false,
    rejected: null,
    outboxId: null,
    idSementara: null,
    kunciLokal: null,
  };
  for (const edit of edits) {
    if (edit.status === 'rejected') continue;
    view = { ...view, ...(edit.patch as Partial<AtletView>), localFiles: { ...view.localFiles, ...filesOf(edit) }, pending: true };
  }
  if (view.pending) view.umur = umurPada(view.tanggal_lahir);
  return view;
}

const text = (patch: Record<string, unknown>, name: string): string | null =>
  typeof patch[name] === 'string' ? (patch[name] as string) : null;
const num = (patch: Record<string, unknown>, name: string): number | null =>
  typeof patch[name] === 'number' ? (patch[name] as number) : null;

/** An add still in the outbox (pending, or refused by the server and waiting for a correction). */
export function localView(entry: OutboxEntry): AtletView {
  const p = entry.patch ?? {};
  const dojang = p.dojang as AtletView['dojang'] | undefined;
  return {
    key: `local:${localIdOf(entry.entityKey) ?? ''}`,
    id_atlet: null,
    nama_atlet: text(p, 'nama_atlet') ?? '',
    jenis_kelamin: p.jenis_kelamin === 'PEREMPUAN' ? 'PEREMPUAN' : 'LAKI_LAKI',
    tanggal_lahir: text(p, 'tanggal_lahir') ?? '',
    umur: umurPada(text(p, 'tanggal_lahir')),
    nik: text(p, 'nik'),
    no_telp: text(p, 'no_telp'),
    alamat: text(p, 'alamat'),
    provinsi: text(p, 'provinsi'),
    kota: text(p, 'kota'),
    belt: text(p, 'belt'),
    berat_badan: num(p, 'berat_badan'),
    tinggi_badan: num(p, 'tinggi_badan'),
    id_dojang: num(p, 'id_dojang') ?? 0,
    id_pelatih_pembuat: num(p, 'id_pelatih_pembuat'),
    dojang: dojang ?? null,
    akte_kelahiran: null,
    pas_foto: null,
    sertifikat_belt: null,
    ktp: null,
    created_at: null,
    persetujuan: v.is(persetujuanAtletSchema, p.persetujuan) ? p.persetujuan : undefined,
    localFiles: filesOf(entry),
    pending: entry.status !== 'rejected',
    rejected: entry.status === 'rejected' ? (entry.lastError ?? 'Ditolak server') : null,
    outboxId: entry.id,
    idSementara: entry.status !== 'rejected' ? -entry.seq : null,
    kunciLokal: entry.entityKey,
  };
}

/** Route parameter of an athlete's profile: '12' or 'local-<uuid>'. */
export function atletPath(a: Pick<AtletView, 'key'>): string {
  return `/dashboard/atlit/${a.key.startsWith('local:') ? `local-${a.key.slice(6)}` : a.key.slice(3)}`;
}
