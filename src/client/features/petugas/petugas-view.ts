import * as v from 'valibot';
import type { PeranPetugas } from '../../../domain/penimbangan/schemas';
import { ROLE_LABEL } from '../../../domain/roles';
import { ApiError, errorMessage } from '../../data/api-error';
import type { Hari } from '../../data/jadwal';
import type { Petugas } from '../../data/online/petugas';
import { namaHari } from '../../ui/jadwal/format';
import type { HariLapangan } from './Isian';

export type Galat<K extends string> = Partial<Record<K, string>>;

/** A schema's refusals by field (the first per field). */
export function galatDari<K extends string>(issues: v.BaseIssue<unknown>[]): Galat<K> {
  const out: Galat<K> = {};
  for (const i of issues) {
    const k = v.getDotPath(i) as K | null;
    if (k && !out[k]) out[k] = i.message;
  }
  return out;
}

/**
 * A refused call, to show in place: the fields the server named (under their field), else the message for the
 * form. `fields` are the ones the form shows; a refusal naming another goes to the form's line.
 */
export function tolakanDari<K extends string>(err: unknown, fields: readonly K[]): { field: Galat<K>; form: string | null } {
  const errors = err instanceof ApiError ? (err.errors ?? {}) : {};
  const field: Galat<K> = {};
  for (const k of fields) if (errors[k]) field[k] = errors[k];
  return Object.keys(field).length > 0 ? { field, form: null } : { field, form: errorMessage(err, 'Gagal menyimpan') };
}

/** The competition's match days and their courts, for the court pickers. */
export function hariLapangan(hari: readonly Hari[] | undefined): HariLapangan[] {
  return (hari ?? []).map((h) => ({
    id_hari: h.id_hari,
    label: namaHari(h.tanggal),
    lapangan: h.lapangan.map((l) => ({ id_lapangan: l.id_lapangan, nama: l.nama })),
  }));
}

/** A staff member's court with its day ('Lapangan A · Sabtu, 2 Jan'), its name alone before the days are read; null: none. */
export function labelLapangan(hari: readonly HariLapangan[], p: Pick<Petugas, 'id_lapangan' | 'nama_lapangan'>): string | null {
  if (p.id_lapangan === null) return null;
  const h = hari.find((x) => x.lapangan.some((l) => l.id_lapangan === p.id_lapangan));
  return h ? `${p.nama_lapangan ?? ''} · ${h.label}` : p.nama_lapangan;
}

/** Each role's section, in the page's order. */
export const BAGIAN: readonly { role: PeranPetugas; judul: string; keterangan: string }[] = [
  { role: 'PETUGAS_TIMBANG', judul: ROLE_LABEL.PETUGAS_TIMBANG, keterangan: 'Hanya dapat membuka meja penimbangan kompetisi ini.' },
  {
    role: 'PETUGAS_LAPANGAN',
    judul: ROLE_LABEL.PETUGAS_LAPANGAN,
    keterangan: 'Masing-masing menjalankan satu lapangan: meja lapangan, konsol skor dan papan skornya.',
  },
];

export const perPeran = (list: readonly Petugas[], role: PeranPetugas) => list.filter((p) => p.role === role);
