import * as v from 'valibot';
import { tolak, type Tolak } from '../tolak';
import type { KodeHakData } from './kode';

/**
 * What an erasure removes from an athlete, and what stays. The public record — entries, brackets, results and medals —
 * keeps the athlete's name and dojang (and what the class already says: gender, belt, citizenship for the fee paid).
 * The row itself stays (entries and bouts point at it), so the personal columns are emptied; the birth date cannot be
 * empty (the age group is read from it), so only its year is kept, which is all the age group needs.
 */
export const KOLOM_DIKOSONGKAN = ['nik', 'no_telp', 'alamat', 'provinsi', 'kota', 'berat_badan', 'tinggi_badan'] as const;
export type KolomDikosongkan = (typeof KOLOM_DIKOSONGKAN)[number];

/** The athlete's files, removed from disk (the pas foto's card-size copy goes with it). */
export const BERKAS_ATLET = ['akte_kelahiran', 'ktp', 'pas_foto', 'sertifikat_belt'] as const;
export type BerkasAtlet = (typeof BERKAS_ATLET)[number];

export const LABEL_DATA_ATLET: Record<KolomDikosongkan | BerkasAtlet | 'tanggal_lahir', string> = {
  nik: 'NIK',
  no_telp: 'Nomor telepon',
  alamat: 'Alamat',
  provinsi: 'Provinsi',
  kota: 'Kota',
  berat_badan: 'Berat badan',
  tinggi_badan: 'Tinggi badan',
  tanggal_lahir: 'Tanggal lahir (tersisa tahunnya)',
  akte_kelahiran: 'Akta kelahiran',
  ktp: 'KK/KTP',
  pas_foto: 'Pas foto',
  sertifikat_belt: 'Sertifikat sabuk',
};

export const DATA_TETAP_TEKS =
  'Nama atlet, dojang, jenis kelamin, sabuk dan kewarganegaraan tetap ada bersama pendaftaran, bagan, hasil dan medali sebagai catatan kejuaraan.';

/** The birth date an erased athlete keeps: the 1st of January of its year ('YYYY-MM-DD' in, the same shape out). */
export function tanggalLahirTersisa(tanggal_lahir: string): string {
  return `${tanggal_lahir.slice(0, 4)}-01-01`;
}

export const HAK_DATA_MSG = {
  alasanWajib: 'Alasan wajib diisi (minimal 5 karakter)',
  alasanPanjang: 'Alasan maksimal 500 karakter',
  sudahDiminta: 'Permintaan penghapusan data atlet ini sudah tercatat dan menunggu diproses admin.',
  diminta: 'Permintaan penghapusan data tercatat. Admin memprosesnya paling lambat 3 × 24 jam.',
  sudahDihapus: (pada: string) => `Data pribadi atlet ini sudah dihapus (${pada} WIB).`,
  sudahDitangani: (status: string) => `Permintaan ini sudah ditangani (${status}).`,
  bukanHapus: 'Permintaan ini bukan permintaan penghapusan data.',
  kompetisiBerjalan: (event: string) =>
    `Atlet masih terdaftar di kompetisi yang belum selesai (${event}): dokumennya masih dipakai untuk pemeriksaan kelayakan. Batalkan pendaftarannya lebih dulu, atau tolak permintaan ini dengan alasan.`,
  dihapus: (nama: string) => `Data pribadi ${nama} dihapus. Hasil, bagan dan medali tetap tercatat dengan nama dan dojang.`,
  ditolak: 'Permintaan ditolak. Alasan tercatat dan terlihat oleh pelatih.',
} as const;

const alasan = v.pipe(
  v.string(HAK_DATA_MSG.alasanWajib),
  v.trim(),
  v.minLength(5, HAK_DATA_MSG.alasanWajib),
  v.maxLength(500, HAK_DATA_MSG.alasanPanjang),
);

/** The ADMIN's 'Hapus data' or 'Tolak': the reason is required and recorded on the request. */
export const tanganiSchema = v.object({ alasan });

/** The coach's 'Minta hapus data': the reason is optional. */
export const mintaHapusSchema = v.object({
  alasan: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500, HAK_DATA_MSG.alasanPanjang))),
});

type TolakHakData = Tolak<KodeHakData | 'validasi'>;

/** May the ADMIN handle this request now? Only an open one; 'Hapus data' only an erasure request. */
export function cekTangani(p: { jenis: string; status: string }, aksi: 'hapus' | 'tolak'): TolakHakData | null {
  if (p.status === 'SELESAI' || p.status === 'DITOLAK') {
    return tolak('permintaan_sudah_ditangani', HAK_DATA_MSG.sudahDitangani(p.status === 'SELESAI' ? 'Selesai' : 'Ditolak'));
  }
  if (aksi === 'hapus' && p.jenis !== 'HAPUS') return tolak('validasi', HAK_DATA_MSG.bukanHapus);
  return null;
}

/** An athlete in a competition that has not ended (its entry not rejected) keeps its documents until it ends. */
export function cekHapusData(kompetisiBerjalan: readonly { nama_event: string }[]): TolakHakData | null {
  if (kompetisiBerjalan.length === 0) return null;
  return tolak('hapus_kompetisi_berjalan', HAK_DATA_MSG.kompetisiBerjalan(kompetisiBerjalan.map((k) => k.nama_event).join(', ')));
}
