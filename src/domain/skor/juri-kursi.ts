import * as v from 'valibot';
import type { AturanKyorugi, Sudut } from './aturan';
import { turunkanHasil } from './hasil';
import type { KejadianBout } from './kejadian';
import type { InfoTautanJuri } from './poomsae-juri';
import { statusTimer } from './timer';

/**
 * A judge's seat link of a court: one per court and seat (1 … 7), signed, valid until the end of the court's day
 * (WIB) or until the console revokes it ('Cabut tautan'). Scanned once in the morning, it follows whatever bout is
 * on the mat of its court: the server takes a press or a sheet from it only for that bout, only while it runs.
 */

export const TAUTAN_KURSI_MSG = {
  dicabut: 'Tautan juri ini sudah dicabut; minta kode QR baru di meja lapangan',
  lapanganLain: 'Tautan juri ini untuk lapangan lain: partai ini tidak dinilai dari kursi ini',
  partaiBelumMulai: 'Partai belum dimulai: tombol juri aktif setelah partai dimulai',
  rondeBelumMulai: 'Ronde tidak sedang berjalan: tombol juri aktif saat ronde berjalan',
  partaiSelesai: 'Partai ini sudah selesai: tekan tidak dicatat lagi',
  hariLewat: 'Hari pertandingan lapangan ini sudah berakhir: tautan juri tidak dapat dibuat',
  juri: 'Jumlah kursi juri harus 1 sampai 7',
  dibuat: 'Tautan juri lapangan siap',
  dicabutOk: 'Tautan juri dicabut',
  tidakAda: 'Kursi ini tidak punya tautan yang berlaku',
} as const;

/** The most seats a court's links cover (a Poomsae panel of 7). */
export const MAKS_KURSI = 7;

/** The end of a match day at the venue (WIB, UTC+7, no daylight saving), ms since epoch: `tanggal` 'YYYY-MM-DD'. */
export function akhirHariWib(tanggal: string): number {
  return Date.parse(`${tanggal}T00:00:00.000+07:00`) + 86_400_000;
}

/** POST /lapangan/{id}/juri: links for seats 1 … juri (those not made yet are made). */
export const BUAT_TAUTAN_KURSI_SCHEMA = v.object({
  juri: v.pipe(
    v.number(TAUTAN_KURSI_MSG.juri),
    v.integer(TAUTAN_KURSI_MSG.juri),
    v.minValue(1, TAUTAN_KURSI_MSG.juri),
    v.maxValue(MAKS_KURSI, TAUTAN_KURSI_MSG.juri),
  ),
});

/** One seat's link as the console shows it. */
export interface TautanKursi {
  nomor: number;
  tautan: string;
  /** ms since epoch: the end of the court's day. */
  kedaluwarsa: number;
  /** ISO: when this link was made (a revoked seat gets a new one). */
  dibuat_pada: string;
}

/** What POST /lapangan/{id}/juri answers. */
export interface TautanKursiLapangan {
  id_lapangan: number;
  nama_lapangan: string;
  tanggal: string;
  kedaluwarsa: number;
  juri: TautanKursi[];
}

/** Why a seat link's press or sheet is not taken now; null: it is. */
export type TutupKursi = 'partai_belum_mulai' | 'ronde_belum_mulai' | 'partai_selesai' | 'panel_tidak_sesuai';
type StatusPartaiKursi = 'MENUNGGU' | 'DIPANGGIL' | 'BERTANDING' | 'SELESAI';

/**
 * Whether a round of a Kyorugi bout is in play by its log: a round started and not ended, the match not over. The
 * console scores (and counts judges' presses) only then; the server takes a seat link's press only then.
 */
export function rondeBerjalan(aturan: AturanKyorugi, log: readonly KejadianBout[]): boolean {
  const hasil = turunkanHasil(aturan, log);
  const r = hasil.ronde.at(-1);
  const fase = statusTimer(aturan, log, 0).fase;
  return hasil.status === 'berlangsung' && r?.status === 'berlangsung' && (fase === 'ronde' || fase === 'kye_shi');
}

/**
 * A seat link's press on a Kyorugi bout of its court: only while the bout is BERTANDING and a round runs by its
 * stored log (rondeBerjalan), from a seat of the bout's judges. The phone shows its buttons by the same answer.
 */
export function tutupTekanKursi(
  status: StatusPartaiKursi,
  aturan: AturanKyorugi,
  log: readonly KejadianBout[],
  kursi: number,
): TutupKursi | null {
  if (status === 'SELESAI') return 'partai_selesai';
  if (status !== 'BERTANDING') return 'partai_belum_mulai';
  if (!aturan.skor_digital || kursi > aturan.skor_digital.juri) return 'panel_tidak_sesuai';
  if (turunkanHasil(aturan, log).status === 'selesai') return 'partai_selesai';
  return rondeBerjalan(aturan, log) ? null : 'ronde_belum_mulai';
}

/** A seat link's Poomsae sheet: only while the bout on the mat is BERTANDING, from a seat of the class's panel. */
export function tutupLembarKursi(status: StatusPartaiKursi, juriPanel: number, kursi: number): TutupKursi | null {
  if (status === 'SELESAI') return 'partai_selesai';
  if (status !== 'BERTANDING') return 'partai_belum_mulai';
  return kursi > juriPanel ? 'panel_tidak_sesuai' : null;
}

/** A bout as the waiting phone names it. */
export interface PartaiBerikut {
  id_match: string;
  nomor: number;
  nama_kelas: string;
  sudut: Record<Sudut, { nama: string; nama_dojang: string | null } | null>;
}

/** GET /juri/{token} of a seat link: the seat, its court, and the bout on the mat (or the next one). Nothing private. */
export interface InfoKursiJuri {
  jenis: 'kursi';
  id_kompetisi: number;
  id_lapangan: number;
  nama_lapangan: string;
  /** The court's letter in its day ('A': bout 12 there is 'A-12', labelPartai); '' from a server before letters. */
  kode_lapangan: string;
  juri: number;
  kedaluwarsa: number;
  /** The bout on the mat (BERTANDING), as a per-bout link reads it; null between bouts. */
  partai: InfoTautanJuri | null;
  /** Why the bout on the mat takes no press or sheet now (tutupTekanKursi / tutupLembarKursi); null: it does. */
  tutup: TutupKursi | null;
  /** The running round (Kyorugi), for the phone's line; null before the first. */
  ronde: number | null;
  /** Called, or the first waiting: what the phone names between bouts. */
  berikutnya: PartaiBerikut | null;
  sekarang: number;
}

/** What the phone says while its buttons are locked, by the reason. */
export const PESAN_TUTUP: Record<TutupKursi, string> = {
  partai_belum_mulai: 'Menunggu partai dimulai',
  ronde_belum_mulai: 'Menunggu ronde berjalan',
  partai_selesai: 'Partai selesai',
  panel_tidak_sesuai: 'Kursi ini tidak dipakai di partai ini',
};
