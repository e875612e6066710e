import * as v from 'valibot';

/** 'Seimbangkan' on the wire: the proposal the server reads (GET) and the moves it applies (POST), with their messages. */

export const SEIMBANG_MSG = {
  hari: 'Hari pertandingan tidak valid',
  pindah: 'Daftar pindah kelas tidak valid (1 sampai 100 kelas, masing-masing sekali)',
  lapangan: 'Lapangan tidak valid',
  kelas: 'Kelas tidak valid',
  diterapkan: (n: number) => `${n} kelas dipindah: jadwal diseimbangkan`,
  kelasPindah: (kelas: string, lapangan: string) =>
    `Kelas ${kelas} sudah tidak di lapangan ${lapangan}: usulan sudah usang, buka Seimbangkan lagi`,
  kelasBerjalan: (kelas: string) => `Kelas ${kelas} sudah mulai bertanding: usulan sudah usang, buka Seimbangkan lagi`,
  melanggar: (n: number) => `Pindahan ini sekarang membuat ${n} bentrok atau istirahat kurang yang belum ada: buka Seimbangkan lagi`,
  lapanganLain: 'Lapangan tujuan tidak di hari pertandingan ini',
} as const;

const id = (message: string) =>
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,10}$/), v.transform(Number))], message),
    v.number(message),
    v.integer(message),
    v.minValue(1, message),
    v.maxValue(2_147_483_647, message),
  );

export const seimbangQuerySchema = v.object({ id_hari: id(SEIMBANG_MSG.hari) });

/** POST /kompetisi/{id}/jadwal/seimbangkan: the proposal's moves, in its order. */
export const terapkanSeimbangSchema = v.object({
  id_hari: id(SEIMBANG_MSG.hari),
  pindah: v.pipe(
    v.array(
      v.object({ id_kelas_kejuaraan: id(SEIMBANG_MSG.kelas), dari: id(SEIMBANG_MSG.lapangan), ke: id(SEIMBANG_MSG.lapangan) }),
      SEIMBANG_MSG.pindah,
    ),
    v.minLength(1, SEIMBANG_MSG.pindah),
    v.maxLength(100, SEIMBANG_MSG.pindah),
    v.check((xs) => new Set(xs.map((x) => x.id_kelas_kejuaraan)).size === xs.length, SEIMBANG_MSG.pindah),
  ),
});
export type TerapkanSeimbangInput = v.InferOutput<typeof terapkanSeimbangSchema>;

/** GET /kompetisi/{id}/jadwal/seimbangkan?id_hari=: each court's ends and drift, and the proposed moves. */
export interface SeimbangHari {
  id_hari: number;
  tanggal: string;
  lapangan: Array<{
    id_lapangan: number;
    nama: string;
    kode: string;
    /** Planned end, expected end now and after the moves (ISO; null without bouts). */
    rencana: string;
    sebelum: string | null;
    sesudah: string | null;
    /** Drift: expected − planned end, whole minutes. */
    geser_menit: number | null;
  }>;
  pindah: Array<{ id_kelas_kejuaraan: number; nama_kelas: string; dari: number; ke: number; jumlah_partai: number }>;
  dibaca_pada: string;
}
