import { KELOMPOK_USIA } from '../../../../domain/catalogue/kelas';
import { kategoriUmur, parseTanggal } from '../../../../domain/atlet/umur';
import type { JenisKelamin } from '../../../../domain/roles';

export { parseAdminAtletSearch, type AdminAtletSearch } from './admin-atlet-search';

export const GENDER_OPSI: readonly { value: JenisKelamin | undefined; label: string }[] = [
  { value: undefined, label: 'Semua' },
  { value: 'LAKI_LAKI', label: 'Laki-laki' },
  { value: 'PEREMPUAN', label: 'Perempuan' },
];

export const KATEGORI_OPSI: readonly { value: number; label: string }[] = KELOMPOK_USIA.map((k) => ({
  value: k.id,
  label: `${k.nama} (${k.usia_max === null ? `${k.usia_min}+` : `${k.usia_min}-${k.usia_max}`} th)`,
}));

let tanggalFormat: Intl.DateTimeFormat | undefined;

/** id-ID date; a birth date that cannot be formatted shows 'Invalid date'. */
export function tanggalLahirText(value: string | null | undefined): string {
  const t = parseTanggal(value);
  if (!t) return 'Invalid date';
  tanggalFormat ??= new Intl.DateTimeFormat('id-ID', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return tanggalFormat.format(new Date(Date.UTC(t.y, t.m - 1, t.d)));
}

export const umurText = (umur: number | null | undefined) => (typeof umur === 'number' ? `${umur} tahun` : '-');

/** The age group by birth year (src/domain/atlet/umur.ts); '-' outside every group. */
export const kategoriText = (tanggal_lahir: string) => kategoriUmur(tanggal_lahir)?.nama ?? '-';

/** 'Menampilkan x-y dari n atlet'. */
export function rangeText(page: number, limit: number, shown: number, total: number): string {
  if (total === 0 || shown === 0) return `Menampilkan 0 dari ${total} atlet`;
  const from = (page - 1) * limit + 1;
  return `Menampilkan ${from}-${from + shown - 1} dari ${total} atlet`;
}
