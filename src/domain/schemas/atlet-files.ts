import * as v from 'valibot';
import { IMAGE_MIMES, MB, type FileRule } from './files';

/** The four athlete documents, also the upload folders /uploads/atlet/<kind>/. */
export const ATLET_DOKUMEN = ['akte_kelahiran', 'pas_foto', 'sertifikat_belt', 'ktp'] as const;
export type AtletDokumen = (typeof ATLET_DOKUMEN)[number];

export const ATLET_DOKUMEN_LABEL: Record<AtletDokumen, string> = {
  akte_kelahiran: 'Akte Kelahiran',
  pas_foto: 'Pas Foto',
  sertifikat_belt: 'Sertifikat Sabuk',
  ktp: 'KK/KTP',
};

const JPG_PNG = ['image/jpeg', 'image/png'] as const;

const addRule = (mimes: readonly string[]): FileRule => ({
  maxBytes: 2 * MB,
  mimes,
  tooBig: 'File terlalu besar. Maksimal 2MB',
  badType: 'Format tidak didukung',
});

/** "Add athlete": 2MB each (after compression), JPG/PNG, PDF only for the belt certificate. */
export const ATLET_ADD_RULES: Record<AtletDokumen, FileRule> = {
  akte_kelahiran: addRule(JPG_PNG),
  pas_foto: addRule(JPG_PNG),
  sertifikat_belt: addRule([...JPG_PNG, 'application/pdf']),
  ktp: addRule(JPG_PNG),
};

const EDIT_IMAGE_RULE: FileRule = {
  maxBytes: 5 * MB,
  mimes: IMAGE_MIMES,
  tooBig: 'Ukuran file maksimal 5MB',
  badType: 'Format file harus JPG, PNG, JPEG, atau WebP',
};

/**
 * "Athlete edit": 5MB, JPG/PNG/WebP. The belt certificate also keeps PDF, which the add
 * form accepts, so a coach can replace a PDF certificate with a PDF.
 */
export const ATLET_EDIT_RULES: Record<AtletDokumen, FileRule> = {
  akte_kelahiran: EDIT_IMAGE_RULE,
  pas_foto: EDIT_IMAGE_RULE,
  sertifikat_belt: {
    ...EDIT_IMAGE_RULE,
    mimes: [...IMAGE_MIMES, 'application/pdf'],
    badType: 'Format file harus JPG, PNG, JPEG, WebP, atau PDF',
  },
  ktp: EDIT_IMAGE_RULE,
};

export const ATLET_TOTAL_MAX_BYTES = 8 * MB;

/** All documents of one add together at most 8MB. */
export function checkTotalSize(sizes: readonly number[]): string | null {
  const total = sizes.reduce((s, n) => s + n, 0);
  return total > ATLET_TOTAL_MAX_BYTES ? `Total file terlalu besar (${(total / MB).toFixed(1)}MB). Maksimal 8MB` : null;
}

/** Edit form: Pas Foto is required. */
export const PAS_FOTO_WAJIB = 'Pas foto wajib diupload';

/** From this age on an athlete must have the KK/KTP document (the rule: ../atlet/ktp). */
export const UMUR_WAJIB_KTP = 17;

/** Client-side compression. */
export const KOMPRESI = {
  maxSide: 1200,
  startQuality: 0.8,
  qualityStep: 0.1,
  minQuality: 0.1,
  targetBytes: 500 * 1024,
  targetBytesPasFoto: 300 * 1024,
} as const;

export const targetBytesFor = (kind: AtletDokumen) => (kind === 'pas_foto' ? KOMPRESI.targetBytesPasFoto : KOMPRESI.targetBytes);

/** Edit form preview: a stored name longer than this shows a generic label. */
export const PREVIEW_NAME_MAX = 50;

export const HAPUS_TIDAK_VALID = 'Permintaan hapus dokumen tidak valid';

const hapusFlag = v.optional(v.picklist(['1', 'true', '0', 'false', ''], HAPUS_TIDAK_VALID));

/** `hapus_<kind>` edit fields: '1' or 'true' removes the stored document; anything not a flag is refused. */
export const hapusDokumenSchema = v.object(
  Object.fromEntries(ATLET_DOKUMEN.map((kind) => [`hapus_${kind}`, hapusFlag])) as Record<`hapus_${AtletDokumen}`, typeof hapusFlag>,
);
