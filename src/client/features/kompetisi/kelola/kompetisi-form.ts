import * as v from 'valibot';
import { fieldErrors } from '../../../../domain/schemas/common';
import { kompetisiCreateSchema } from '../../../../domain/schemas/kompetisi-admin';
import type { KompetisiBody } from '../../../data/online/admin-kompetisi';
import type { Kompetisi } from '../../../data/online/kompetisi';

/** The competition form's fields as the inputs hold them (text; fees and quota as digits only). */
export const TEKS = [
  'nama_event',
  'deskripsi',
  'lokasi',
  'tanggal_mulai',
  'tanggal_selesai',
  'batas_pendaftaran',
  'biaya_pendaftaran',
  'biaya_wna',
  'kuota',
  'kontak_nama',
  'kontak_whatsapp',
  'kontak_email',
  'bank_nama',
  'bank_nomor_rekening',
  'bank_atas_nama',
] as const;
export type FieldTeks = (typeof TEKS)[number];
export type KompetisiValues = Record<FieldTeks, string> & { is_featured: boolean };

const ANGKA: readonly FieldTeks[] = ['biaya_pendaftaran', 'biaya_wna', 'kuota'];

/** A new competition starts with the spec's fees (Rp 500.000 WNI, Rp 1.000.000 WNA). */
export function nilaiAwal(k?: Kompetisi): KompetisiValues {
  const out = { is_featured: k?.is_featured ?? false } as KompetisiValues;
  for (const f of TEKS) {
    const value = k?.[f];
    out[f] = value === null || value === undefined ? '' : String(value);
  }
  if (!k) {
    out.biaya_pendaftaran = '500000';
    out.biaya_wna = '1000000';
  }
  return out;
}

/** The request body: trimmed text, '' as null (cleared), digits as numbers. */
export function keBody(values: KompetisiValues): KompetisiBody {
  const body: KompetisiBody = { is_featured: values.is_featured };
  for (const f of TEKS) {
    const t = values[f].trim();
    body[f] = t === '' ? null : ANGKA.includes(f) ? Number(t) : t;
  }
  return body;
}

/** The same rules the server applies (domain schema), as field → message. */
export function periksa(values: KompetisiValues): Record<string, string> {
  const result = v.safeParse(kompetisiCreateSchema, keBody(values));
  return result.success ? {} : fieldErrors(result.issues);
}

export const samaDengan = (a: KompetisiValues, b: KompetisiValues) => a.is_featured === b.is_featured && TEKS.every((f) => a[f] === b[f]);

/** Digits only, for the fee and quota inputs. */
export const hanyaAngka = (s: string) => s.replace(/\D/g, '').slice(0, 12);

/** '500000' → '500.000' as the input shows it. */
export function ribuan(digits: string): string {
  return digits ? Number(digits).toLocaleString('id-ID') : '';
}
