/**
 * What a refused write offers, chosen by its resource and the server's refusal code (never its words):
 * - 'pilih_kelas': the registration can go into another class ('Perbaiki' opens the class choice) or be dropped;
 * - 'perbaiki': the athlete's data must be corrected first ('Perbaiki') or dropped;
 * - 'buang': sending it again cannot help (closed, past the deadline, approved, paid, not allowed): only dropped;
 * - null: no rule for this code, or an entry queued before codes were kept: Perbaiki, Retry and Dismiss as always.
 */
export type AksiTolak = 'pilih_kelas' | 'perbaiki' | 'buang';

const semua = (aksi: AksiTolak, kodes: readonly string[]) => kodes.map((k) => [k, aksi] as const);

const PESERTA = new Map<string, AksiTolak>([
  ...semua('pilih_kelas', ['kelas_tidak_cocok', 'kuota_penuh', 'sudah_terdaftar', 'satu_kyorugi', 'kelas_tidak_ditemukan']),
  ...semua('buang', ['batas_pendaftaran_lewat', 'pendaftaran_ditutup', 'sudah_disetujui', 'sudah_dibayar', 'sudah_diskualifikasi', 'akses_ditolak']),
]);

const ATLET = new Map<string, AksiTolak>(semua('perbaiki', ['validasi', 'nik_terdaftar', 'dokumen_wajib']));

const BY_RESOURCE = new Map<string, ReadonlyMap<string, AksiTolak>>([['peserta', PESERTA], ['atlet', ATLET]]);

/** The action a refused write of `resource` (its key codec's name) offers for `kode`. */
export function aksiTolak(resource: string | null | undefined, kode: string | null | undefined): AksiTolak | null {
  if (!resource || !kode) return null;
  return BY_RESOURCE.get(resource)?.get(kode) ?? null;
}

/** The sync list's buttons for a refused (non-conflict) entry: Dismiss always; Perbaiki when it has a place to fix it; Retry unless the code says resending the same cannot help. */
export function tombolTolak(aksi: AksiTolak | null, adaFixPath: boolean): { perbaiki: boolean; ulangi: boolean } {
  if (aksi === 'buang') return { perbaiki: false, ulangi: false };
  if (aksi === null) return { perbaiki: adaFixPath, ulangi: true };
  return { perbaiki: adaFixPath, ulangi: false };
}
