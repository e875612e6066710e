import { ATLET_FIELDS, type AtletField } from '../../../../domain/schemas/atlet';
import type { AtletDokumen } from '../../../../domain/schemas/atlet-files';
import { nikTersamar } from '../../../../domain/privasi/nik';

export type AtletEditValues = Record<AtletField, string>;

/** What the edit form reads of an athlete (an AtletView fits). */
export type AtletEditSource = { [K in AtletField]?: string | number | null };

const ALWAYS_SENT: readonly AtletField[] = ['nama_atlet', 'jenis_kelamin', 'tanggal_lahir'];
const MEASURES: readonly AtletField[] = ['berat_badan', 'tinggi_badan'];

/**
 * Form values of the last saved athlete; the birth date as its first 10 characters. A masked NIK (the server never
 * sends it whole) starts empty: the edit sends a NIK only when one is typed.
 */
export function atletToValues(a: AtletEditSource | undefined): AtletEditValues {
  const out = {} as AtletEditValues;
  for (const key of ATLET_FIELDS) {
    const value = a?.[key];
    out[key] = value === null || value === undefined ? '' : String(value);
  }
  out.tanggal_lahir = out.tanggal_lahir.slice(0, 10);
  if (nikTersamar(out.nik)) out.nik = '';
  out.kewarganegaraan ||= 'WNI';
  return out;
}

/**
 * "Athlete edit": name, gender and birth date are always sent; other text fields only when
 * non-empty after trimming; height and weight only when a positive number.
 */
export function valuesToUpdateFields(values: AtletEditValues): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of ATLET_FIELDS) {
    const value = values[key].trim();
    if (ALWAYS_SENT.includes(key)) out[key] = value;
    else if (MEASURES.includes(key)) {
      const n = Number(value.replace(',', '.'));
      if (value !== '' && Number.isFinite(n) && n > 0) out[key] = value;
    } else if (value) out[key] = value;
  }
  return out;
}

export interface PasFotoState {
  stored: string | null;
  /** A queued edit's or add's file still in the outbox. */
  pending: Blob | undefined;
  chosen: Blob | undefined;
  removed: boolean;
}

/** Whether the athlete still has the document after the change (chosen now, or kept: stored or queued, not removed). */
export function punyaDokumen({ stored, pending, chosen, removed }: PasFotoState): boolean {
  return !!chosen || (!removed && (!!stored || !!pending));
}

/** Pas Foto is required at edit: after the change there must still be one. */
export const punyaPasFoto = punyaDokumen;

/** Adds or removes a kind from the documents whose stored file is to be deleted. */
export function withHapus(hapus: readonly AtletDokumen[], kind: AtletDokumen, on: boolean): AtletDokumen[] {
  const rest = hapus.filter((k) => k !== kind);
  return on ? [...rest, kind] : rest;
}
