import type { KodeBagan } from '../../../domain/bagan/kode';
import type { KodeHakData } from '../../../domain/hak-data/kode';
import type { KodeLangkah } from '../../../domain/jadwal/langkah';
import type { KodePersetujuan } from '../../../domain/privasi/kode';
import type { KodeSkor } from '../../../domain/skor/kode';
import type { KodeUmum } from '../../../domain/tolak';
import type { JenisTulisVenue, KodeTolakVenue } from '../../../domain/tolak-venue';
import { baganKunci } from '../bagan/keys';
import { seimbangKunci } from '../jadwal/seimbang-keys';
import { partaiKunci } from '../lapangan/keys';
import { timbangKunci } from '../penimbangan/keys';
import { skorKunci } from '../skor/keys';

/**
 * What a refused write offers, chosen by its resource and the server's refusal code (never its words):
 * - 'pilih_kelas': the registration can go into another class ('Perbaiki' opens the class choice) or be dropped;
 * - 'perbaiki': the user can change what was sent ('Perbaiki' leads to where it is made again) or drop it;
 * - 'buang': sending it again cannot help (closed, past the deadline, approved, paid, not allowed, finished): only dropped;
 * - 'konflik': another device changed the record first (409 konflik_versi): 'Terapkan punya saya' / 'Pakai yang
 *   terbaru' where the resource declares the conflict and the answer carried the server's value, else only dropped;
 * - 'ulangi': what refused it may change by itself (the server busy, an earlier result still to be undone or to land):
 *   Retry, or drop;
 * - null: no rule for this code, or an entry queued before codes were kept: Perbaiki, Retry and Dismiss as always.
 */
export type AksiTolak = 'pilih_kelas' | 'perbaiki' | 'buang' | 'konflik' | 'ulangi';

const semua = (aksi: AksiTolak, kodes: readonly string[]) => kodes.map((k) => [k, aksi] as const);

/**
 * Consent (src/domain/privasi): an entry of an athlete without the statement lands once the statement made on the
 * athlete's page or in the wizard has landed (Retry); an athlete write is corrected with the statement (Perbaiki); a
 * withdrawn consent ends processing (dismiss).
 */
const PERSETUJUAN_PESERTA: Record<KodePersetujuan, AksiTolak> = { persetujuan_wajib: 'ulangi', persetujuan_dicabut: 'buang' };
const PERSETUJUAN_ATLET: Record<KodePersetujuan, AksiTolak> = { persetujuan_wajib: 'perbaiki', persetujuan_dicabut: 'buang' };

const PESERTA = new Map<string, AksiTolak>([
  ...Object.entries(PERSETUJUAN_PESERTA),
  ['hanya_di_pusat', 'ulangi'],
  ...semua('pilih_kelas', ['kelas_tidak_cocok', 'kuota_penuh', 'sudah_terdaftar', 'satu_kyorugi', 'kelas_tidak_ditemukan']),
  ...semua('buang', [
    'batas_pendaftaran_lewat',
    'pendaftaran_ditutup',
    'sudah_disetujui',
    'sudah_dibayar',
    'sudah_diskualifikasi',
    'akses_ditolak',
  ]),
]);

/**
 * The subject's rights (src/domain/hak-data), asked and handled online: a request already handled, an athlete already
 * erased, an erasure while a competition still holds the athlete — sending the same again cannot help.
 */
const HAK_DATA: Record<KodeHakData, AksiTolak> = {
  permintaan_sudah_ditangani: 'buang',
  data_sudah_dihapus: 'buang',
  hapus_kompetisi_berjalan: 'buang',
};

const ATLET = new Map<string, AksiTolak>([
  ...semua('perbaiki', ['validasi', 'nik_terdaftar', 'dokumen_wajib']),
  ...Object.entries(PERSETUJUAN_ATLET),
  ...Object.entries(HAK_DATA),
  // Sent to a venue hub: registration belongs to the central server; Retry once the device is back on it.
  ['hanya_di_pusat', 'ulangi'],
]);

/*
 * Venue writes: every code the server's status tables can give them (src/domain/tolak-venue.ts) has its action here,
 * each table typed over the whole list, so a new code does not compile until it is given one.
 */

/** Codes any answer may carry. A 401, 429, 5xx and maintenance hold the chain and are not refusals; kept for entries refused before. */
const UMUM: Record<KodeUmum, AksiTolak> = {
  validasi: 'perbaiki',
  perlu_login: 'ulangi',
  akses_ditolak: 'buang',
  tidak_ditemukan: 'buang',
  konflik_versi: 'konflik',
  konflik: 'buang',
  sedang_diproses: 'ulangi',
  terlalu_besar: 'buang',
  // Retry sends it under a new Idempotency-Key.
  kunci_idempotensi_dipakai: 'ulangi',
  tidak_dapat_diproses: 'buang',
  terlalu_banyak: 'ulangi',
  pemeliharaan: 'ulangi',
  kesalahan_server: 'ulangi',
  // A venue hub holds the competition: once this device is connected to the hub, Retry sends it there.
  dikelola_hub: 'ulangi',
};

const BAGAN: Record<KodeBagan, AksiTolak> = {
  tidak_ditemukan: 'buang',
  // The next match has a result: once that one is undone, the same result lands.
  hasil_terkunci: 'ulangi',
  hasil_tidak_sah: 'perbaiki',
  // A result by hand the scoring record does not give: enter the record's result (or the competition admin corrects it).
  hasil_bertentangan_log: 'perbaiki',
  alasan_koreksi_wajib: 'perbaiki',
  konflik_versi: 'konflik',
  // A draw over results, a draw of entries no longer the approved ones, one the engine does not give: draw again ('Undi ulang').
  bagan_ada_hasil: 'perbaiki',
  peserta_berubah: 'perbaiki',
  undian_tidak_sah: 'perbaiki',
  id_match_dipakai: 'perbaiki',
  peserta_kurang: 'buang',
};

/** The court desk's steps carry the moment they were made: the same step sent again is judged at the same moment. */
const LANGKAH: Record<KodeLangkah, AksiTolak> = {
  partai_selesai: 'buang',
  partai_berjalan: 'buang',
  // The previous bout's winner is not known yet: once its result lands, the same call lands.
  belum_lengkap: 'ulangi',
  belum_dipanggil: 'buang',
  tunggu_belum_habis: 'buang',
};

const SKOR: Record<KodeSkor, AksiTolak> = {
  // The console's log is behind: read the bout's log again; this batch never lands.
  kejadian_bentrok: 'buang',
  partai_selesai: 'buang',
  hasil_belum_ada: 'buang',
  bukan_kyorugi: 'buang',
  log_penuh: 'buang',
  bukan_poomsae: 'buang',
  // The two perform again: enter the new scores.
  nilai_sama: 'perbaiki',
  // The class's panel changed: fill in the sheets for its panel.
  panel_tidak_sesuai: 'perbaiki',
};

const MEJA: Record<KodeTolakVenue<'meja'>, AksiTolak> = { ...UMUM, ...BAGAN, ...LANGKAH, ...SKOR };

const TIMBANG: Record<KodeTolakVenue<'timbang'>, AksiTolak> = {
  ...UMUM,
  bukan_peserta_timbang: 'buang',
  kunci_dipakai: 'buang',
  // Another desk's failed attempt may still be on its way: once it lands, the same decision does.
  belum_gagal: 'ulangi',
  // Another decision (disqualification, another class) can be made instead.
  pindah_tidak_diizinkan: 'perbaiki',
  kelas_tidak_cocok: 'perbaiki',
  kelas_sudah_diundi: 'perbaiki',
  sudah_diskualifikasi: 'buang',
  undian_sudah_ada: 'buang',
  tidak_ada_peserta: 'buang',
  percobaan_habis: 'buang',
  // A weight no athlete has: weigh again with the right figure.
  berat_tidak_wajar: 'perbaiki',
  // A void the desk may not make (a decision stands on the attempt, another desk's, too late): the competition admin decides.
  sudah_diputuskan: 'buang',
  batal_bukan_milik_meja: 'buang',
  batas_waktu_batal: 'buang',
};

/** A judge's phone (no outbox: the phone shows the refusal and tries again only on 'ulangi'). */
const JURI: Record<KodeTolakVenue<'juri'>, AksiTolak> = {
  ...UMUM,
  bukan_pemula: 'buang',
  tautan_juri_tidak_sah: 'buang',
  tautan_juri_kedaluwarsa: 'buang',
  bukan_poomsae: 'buang',
  panel_tidak_sesuai: 'buang',
  partai_selesai: 'buang',
  tekan_penuh: 'buang',
  bukan_kyorugi: 'buang',
  // A court's seat link: revoked (scan the seat's new QR), a bout of another court, a bout or round not running
  // (a late or early press would not count: the phone waits for the bout on the mat), a day over.
  tautan_juri_dicabut: 'buang',
  lapangan_lain: 'buang',
  partai_belum_mulai: 'buang',
  ronde_belum_mulai: 'buang',
  hari_lewat: 'buang',
};

/**
 * 'Seimbangkan' is a proposal of a moment: a class started or moved since, or a move that would now clash, cannot land by
 * sending it again; the organiser opens Seimbangkan again for a fresh proposal. Only the common codes may retry.
 */
const JADWAL: Record<KodeTolakVenue<'jadwal'>, AksiTolak> = {
  ...UMUM,
  tanggal_ada: 'buang',
  lapangan_ada: 'buang',
  hari_dimulai: 'buang',
  kelas_berjalan: 'buang',
  tanggal_luar: 'buang',
  kelas_tidak_sah: 'buang',
  cabang_tidak_cocok: 'buang',
  urutan_tidak_sah: 'buang',
  susunan_berubah: 'buang',
  seimbang_melanggar: 'buang',
};

/** The judges' phones' writes, which no offline resource carries: aksiTolak(JURI_DIGITAL, kode). */
export const JURI_DIGITAL = 'juri';

/** Which venue list each resource's writes answer from (the resource by its key codec's name). */
export const VENUE: Readonly<Record<string, JenisTulisVenue>> = {
  [partaiKunci.name]: 'meja',
  [skorKunci.name]: 'meja',
  [baganKunci.name]: 'bagan',
  [timbangKunci.name]: 'timbang',
  [JURI_DIGITAL]: 'juri',
  [seimbangKunci.name]: 'jadwal',
};

const PER_JENIS: { [J in JenisTulisVenue]: Record<KodeTolakVenue<J>, AksiTolak> } = {
  meja: MEJA,
  bagan: { ...UMUM, ...BAGAN },
  timbang: TIMBANG,
  juri: JURI,
  jadwal: JADWAL,
};

const BY_RESOURCE = new Map<string, ReadonlyMap<string, AksiTolak>>([
  ['peserta', PESERTA],
  ['atlet', ATLET],
  ...Object.entries(VENUE).map(([resource, jenis]) => [resource, new Map(Object.entries(PER_JENIS[jenis]))] as const),
]);

/** The action a refused write of `resource` (its key codec's name) offers for `kode`. */
export function aksiTolak(resource: string | null | undefined, kode: string | null | undefined): AksiTolak | null {
  if (!resource || !kode) return null;
  return BY_RESOURCE.get(resource)?.get(kode) ?? null;
}

/**
 * The sync list's buttons for a refused entry besides Dismiss: Perbaiki when the code lets the user change the write
 * and it has a place to do it; Retry only when the same write may still land ('ulangi', or no rule). A conflict's
 * choices come from its resource (syncListView), not from here.
 */
export function tombolTolak(aksi: AksiTolak | null, adaFixPath: boolean): { perbaiki: boolean; ulangi: boolean } {
  if (aksi === null) return { perbaiki: adaFixPath, ulangi: true };
  if (aksi === 'ulangi') return { perbaiki: false, ulangi: true };
  if (aksi === 'perbaiki' || aksi === 'pilih_kelas') return { perbaiki: adaFixPath, ulangi: false };
  return { perbaiki: false, ulangi: false };
}
