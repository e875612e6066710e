import { bolehPeran } from '../akses/boleh';
import { AKSES_MSG } from '../akses/pesan';
import { parseTanggal, todayWib } from '../atlet/umur';
import { cekEntriEligible } from './eligibility-tim';
import { formatTanggalId } from './tanggal';
import { OK, tolak, type AtletKompetisi, type EntriKompetisi, type Hasil, type KelasKejuaraanKompetisi, type KompetisiRow } from './types';

/**
 * The registering rules the server enforces and the offline wizard checks first (issue "Competitions
 * and registration"). Dates are 'YYYY-MM-DD' in WIB (todayWib), compared as text.
 */

export const REGISTRASI_MSG = {
  hanyaPelatih: AKSES_MSG.hanyaPelatih,
  ditutup: 'Pendaftaran kompetisi ini sudah ditutup',
  lewatBatas: (batas: string) => `Batas pendaftaran sudah lewat (${formatTanggalId(batas)})`,
  kelasTidakDitemukan: 'Kelas kejuaraan tidak ditemukan',
  sudahTerdaftar: 'Atlet sudah terdaftar di kelas ini',
  satuKyorugi: 'Atlet hanya boleh mengikuti satu kelas Kyorugi dalam satu kompetisi',
  kuotaPenuh: 'Kuota peserta kompetisi sudah penuh',
} as const;

/** Only PELATIH registers athletes. */
export function cekPeranPendaftar(role: string | null | undefined): Hasil {
  return role && bolehPeran({ role }, 'peserta.daftar') ? OK : tolak('akses_ditolak', REGISTRASI_MSG.hanyaPelatih);
}

/**
 * Open while the status is PENDAFTARAN, today (WIB) is not after batas_pendaftaran (the deadline day
 * itself is still open) and the competition has not begun (the same rule as statusTampil's).
 */
export function cekJendelaPendaftaran(
  kompetisi: Pick<KompetisiRow, 'status' | 'tanggal_mulai' | 'batas_pendaftaran'>,
  today: string = todayWib(),
): Hasil {
  if (kompetisi.status !== 'PENDAFTARAN') return tolak('pendaftaran_ditutup', REGISTRASI_MSG.ditutup);
  const hari = today.slice(0, 10);
  const mulai = parseTanggal(kompetisi.tanggal_mulai) ? kompetisi.tanggal_mulai.slice(0, 10) : null;
  if (mulai && hari >= mulai) return tolak('pendaftaran_ditutup', REGISTRASI_MSG.ditutup);
  const batas = parseTanggal(kompetisi.batas_pendaftaran) ? kompetisi.batas_pendaftaran?.slice(0, 10) : null;
  return batas && hari > batas ? tolak('batas_pendaftaran_lewat', REGISTRASI_MSG.lewatBatas(batas)) : OK;
}

/** Entries that hold a place: every one not REJECTED. */
export function jumlahEntriAktif(entri: readonly Pick<EntriKompetisi, 'status'>[]): number {
  let n = 0;
  for (const e of entri) if (e.status !== 'REJECTED') n++;
  return n;
}

/** Places left; null when the competition has no quota (kuota null). Quota counts entries, a team = 1. */
export function sisaKuota(kompetisi: Pick<KompetisiRow, 'kuota'>, entri: readonly Pick<EntriKompetisi, 'status'>[]): number | null {
  if (kompetisi.kuota == null) return null;
  return Math.max(0, kompetisi.kuota - jumlahEntriAktif(entri));
}

export function cekKuota(kompetisi: Pick<KompetisiRow, 'kuota'>, entri: readonly Pick<EntriKompetisi, 'status'>[], tambah = 1): Hasil {
  const sisa = sisaKuota(kompetisi, entri);
  return sisa === null || sisa >= tambah ? OK : tolak('kuota_penuh', REGISTRASI_MSG.kuotaPenuh);
}

const memuatSalahSatu = (e: EntriKompetisi, idAtlet: readonly number[]) => idAtlet.some((id) => e.anggota.includes(id));

/** One entry per athlete per class, whatever its status (the DB's unique (id_atlet, id_kelas_kejuaraan)). */
export function cekSudahTerdaftar(
  kelas: Pick<KelasKejuaraanKompetisi, 'id_kelas_kejuaraan'>,
  idAtlet: readonly number[],
  entri: readonly EntriKompetisi[],
  kecualiPeserta?: number,
): Hasil {
  const ada = entri.some(
    (e) => e.id_peserta_kompetisi !== kecualiPeserta && e.id_kelas_kejuaraan === kelas.id_kelas_kejuaraan && memuatSalahSatu(e, idAtlet),
  );
  return ada ? tolak('sudah_terdaftar', REGISTRASI_MSG.sudahTerdaftar) : OK;
}

/** At most one Kyorugi class per athlete per competition; a REJECTED entry no longer counts. */
export function cekSatuKyorugi(
  kelas: Pick<KelasKejuaraanKompetisi, 'cabang'>,
  idAtlet: readonly number[],
  entri: readonly EntriKompetisi[],
  kecualiPeserta?: number,
): Hasil {
  if (kelas.cabang !== 'KYORUGI') return OK;
  const ada = entri.some(
    (e) => e.id_peserta_kompetisi !== kecualiPeserta && e.cabang === 'KYORUGI' && e.status !== 'REJECTED' && memuatSalahSatu(e, idAtlet),
  );
  return ada ? tolak('satu_kyorugi', REGISTRASI_MSG.satuKyorugi) : OK;
}

/** Athletes that cannot enter `kelas` any more (same rules as the two checks above), for the step-3 list. */
export function atletTerkunci(
  kelas: Pick<KelasKejuaraanKompetisi, 'id_kelas_kejuaraan' | 'cabang'>,
  entri: readonly EntriKompetisi[],
  kecualiPeserta?: number,
): Set<number> {
  const terkunci = new Set<number>();
  for (const e of entri) {
    if (e.id_peserta_kompetisi === kecualiPeserta) continue;
    const kelasSama = e.id_kelas_kejuaraan === kelas.id_kelas_kejuaraan;
    const kyorugi = kelas.cabang === 'KYORUGI' && e.cabang === 'KYORUGI' && e.status !== 'REJECTED';
    if (kelasSama || kyorugi) for (const id of e.anggota) terkunci.add(id);
  }
  return terkunci;
}

export interface PendaftaranInput {
  kompetisi: KompetisiRow;
  /** The class named by kelasKejuaraanId; null/undefined when no such class. */
  kelas: KelasKejuaraanKompetisi | null | undefined;
  /** Slot by slot (atlitId, atlitId2, atlitId3): undefined = not sent, null = no such athlete. */
  atlet: readonly (AtletKompetisi | null | undefined)[];
  /** The registering coach's dojang. */
  idDojang: number;
  /** Every entry of this competition (all dojangs: the quota is the competition's). */
  entri: readonly EntriKompetisi[];
  today?: string;
}

/** POST /kompetisi/{id}/register: every rule, first failure first. */
export function cekPendaftaran(input: PendaftaranInput): Hasil {
  const { kompetisi, kelas, entri } = input;
  const jendela = cekJendelaPendaftaran(kompetisi, input.today);
  if (!jendela.ok) return jendela;
  if (!kelas || (kelas.id_kompetisi !== undefined && kelas.id_kompetisi !== kompetisi.id_kompetisi)) {
    return tolak('kelas_tidak_ditemukan', REGISTRASI_MSG.kelasTidakDitemukan);
  }
  const eligible = cekEntriEligible(kelas, kompetisi, input.atlet, input.idDojang);
  if (!eligible.ok) return eligible;
  const ids = input.atlet.flatMap((a) => (a ? [a.id_atlet] : []));
  const duplikat = cekSudahTerdaftar(kelas, ids, entri);
  if (!duplikat.ok) return duplikat;
  const kyorugi = cekSatuKyorugi(kelas, ids, entri);
  if (!kyorugi.ok) return kyorugi;
  return cekKuota(kompetisi, entri);
}
