/** File rules shared by the forms (before upload) and the server (after sniffing the content). */
export const MB = 1024 * 1024;

export interface FileRule {
  maxBytes: number;
  mimes: readonly string[];
  tooBig: string;
  badType: string;
}

export const IMAGE_MIMES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Dojang logo (registration and edit). */
export const LOGO_RULE: FileRule = {
  maxBytes: 5 * MB,
  mimes: IMAGE_MIMES,
  tooBig: 'Ukuran file maksimal 5MB',
  badType: 'Format file harus JPG, PNG, JPEG, atau WebP',
};

/** Coach ID-card photo: images only. */
export const FOTO_KTP_RULE: FileRule = {
  maxBytes: 5 * MB,
  mimes: IMAGE_MIMES,
  tooBig: 'Ukuran file maksimal 5MB',
  badType: 'Format file harus JPG, PNG, JPEG, atau WebP',
};

/** Coach belt certificate: images or PDF. */
export const SERTIFIKAT_SABUK_RULE: FileRule = {
  maxBytes: 5 * MB,
  mimes: [...IMAGE_MIMES, 'application/pdf'],
  tooBig: 'Ukuran file maksimal 5MB',
  badType: 'Format file harus JPG, PNG, JPEG, WebP, atau PDF',
};

export const FILE_NAME_MAX = 255;
export const FILE_NAME_TOO_LONG = 'Nama file terlalu panjang';

/** Checks what the browser or the server knows of a file; returns the message or null. */
export function checkFile(file: { name: string; size: number; type: string }, rule: FileRule): string | null {
  if (file.name.length > FILE_NAME_MAX) return FILE_NAME_TOO_LONG;
  if (file.size > rule.maxBytes) return rule.tooBig;
  if (!rule.mimes.includes(file.type)) return rule.badType;
  return null;
}
