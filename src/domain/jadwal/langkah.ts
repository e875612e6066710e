import type { Sudut } from '../sudut';
import { tolak, type Tolak } from '../tolak';
import type { Waktu } from './eta';
import { JADWAL_MSG } from './schemas';
import type { PartaiLapangan } from './types';

/**
 * The court desk's steps on one bout, the rule the desk runs to show its buttons and to lay its queued writes over
 * its copy, and the server runs again to refuse what breaks it: Panggil (MENUNGGU or DIPANGGIL again → DIPANGGIL),
 * Mulai (→ BERTANDING), Tidak hadir (a called corner did not come once the wait after the call ran out: SELESAI,
 * the opponent wins WDR through the bracket's result), and what a result entered or undone does to the bout.
 */

export type AksiMeja = 'panggil' | 'mulai' | 'tidak-hadir';
export type KodeLangkah = 'partai_selesai' | 'partai_berjalan' | 'belum_lengkap' | 'belum_dipanggil' | 'tunggu_belum_habis';

/** What the steps read and change of a bout. */
export type KeadaanPartai = Pick<PartaiLapangan, 'status' | 'dipanggil_pada' | 'mulai_pada' | 'selesai_pada' | 'sudut_tidak_hadir'>;

const ms = (t: Waktu) => (typeof t === 'number' ? t : Date.parse(t));
const keadaanDari = ({ status, dipanggil_pada, mulai_pada, selesai_pada, sudut_tidak_hadir }: KeadaanPartai): KeadaanPartai => ({
  status,
  dipanggil_pada,
  mulai_pada,
  selesai_pada,
  sudut_tidak_hadir,
});

/**
 * Seconds of the no-show wait left at `pada` after the bout was called (0 or less: over); null when the bout is
 * not waiting for its athletes (not called, or called at an unknown time). `tunggu_detik` is the competition's
 * setting (PengaturanJadwal.tunggu_detik).
 */
export function sisaTunggu(p: Pick<KeadaanPartai, 'status' | 'dipanggil_pada'>, tunggu_detik: number, pada: Waktu): number | null {
  if (p.status !== 'DIPANGGIL' || !p.dipanggil_pada) return null;
  const dipanggil = ms(p.dipanggil_pada);
  return Number.isFinite(dipanggil) ? tunggu_detik - (ms(pada) - dipanggil) / 1000 : null;
}

export type Langkah = { ok: true; partai: KeadaanPartai } | Tolak<KodeLangkah>;

/**
 * A desk step at `pada` (ISO): the bout's new state, or why not. `lengkap`: both corners are known. A finished
 * bout refuses every step; a bout on the mat is not called or started again; a no-show needs the call first and
 * the wait (`tunggu_detik`) over, measured from the call on the same clock as the step; `sudut`: the corner that did
 * not appear, 'B' (biru, sudut_a) or 'R' (merah, sudut_b).
 */
export function langkahPartai(
  p: KeadaanPartai & { lengkap: boolean },
  aksi: AksiMeja,
  pada: string,
  tunggu_detik: number,
  sudut?: Sudut,
): Langkah {
  if (p.status === 'SELESAI') return tolak('partai_selesai', JADWAL_MSG.sudahSelesai);
  if (!p.lengkap) return tolak('belum_lengkap', JADWAL_MSG.belumLengkap);
  const keadaan = keadaanDari(p);
  const { dipanggil_pada } = keadaan;
  if (aksi === 'tidak-hadir') {
    if (p.status === 'MENUNGGU') return tolak('belum_dipanggil', JADWAL_MSG.belumDipanggil);
    if (p.status === 'BERTANDING') return tolak('partai_berjalan', JADWAL_MSG.sudahBertanding);
    const sisa = sisaTunggu(p, tunggu_detik, pada);
    if (sisa !== null && sisa > 0) return tolak('tunggu_belum_habis', JADWAL_MSG.tungguBelumHabis(Math.ceil(sisa)));
    // Recorded beside the result, not fought: no start, so no bout length is learned from it.
    return { ok: true, partai: { ...keadaan, status: 'SELESAI', mulai_pada: null, selesai_pada: pada, sudut_tidak_hadir: sudut ?? null } };
  }
  if (p.status === 'BERTANDING') return tolak('partai_berjalan', JADWAL_MSG.sudahBertanding);
  return aksi === 'panggil'
    ? { ok: true, partai: { ...keadaan, status: 'DIPANGGIL', dipanggil_pada: pada } }
    : { ok: true, partai: { ...keadaan, status: 'BERTANDING', mulai_pada: pada, dipanggil_pada: dipanggil_pada ?? pada } };
}

/**
 * Whether the bout already holds what a desk step made on `versi` aims at, or has gone past it the same way, so the
 * step is answered with the bout as it is and writes nothing (no conflict to choose): a call once the bout is called,
 * on the mat or finished; a start once it is on the mat or finished after being fought (a no-show is the other way:
 * the athlete did not come); a no-show once the same corner's no-show is recorded. A call on a called bout made on its
 * current versi is a new call (the wait starts again), not held. The server runs it before the versi check; the desk
 * lays a held write over its copy as nothing, the same.
 */
export function sudahBerlaku(
  p: Pick<KeadaanPartai, 'status' | 'sudut_tidak_hadir'> & { versi: number },
  aksi: AksiMeja,
  versi: number,
  sudut?: Sudut,
): boolean {
  if (aksi === 'panggil') return p.status === 'DIPANGGIL' ? versi !== p.versi : p.status !== 'MENUNGGU';
  if (aksi === 'mulai') return p.status === 'BERTANDING' || (p.status === 'SELESAI' && p.sudut_tidak_hadir === null);
  return p.status === 'SELESAI' && sudut !== undefined && p.sudut_tidak_hadir === sudut;
}

/** The bout once the no-show wait is over and 'Tidak hadir' may be recorded at `pada` (the desk's button). */
export const bolehTidakHadir = (p: KeadaanPartai & { lengkap: boolean }, tunggu_detik: number, pada: Waktu): boolean =>
  langkahPartai(p, 'tidak-hadir', new Date(ms(pada)).toISOString(), tunggu_detik, 'B').ok;

/**
 * The bout after its match's result was entered (`adaHasil`) or undone, at `pada`: a result ends it (the first
 * result's time kept; a correction changes nothing); an undone one puts it back on the mat when it had started,
 * else back to waiting, no longer a no-show. null: nothing changes.
 */
export function setelahHasil(p: KeadaanPartai, adaHasil: boolean, pada: string): KeadaanPartai | null {
  const k = keadaanDari(p);
  if (adaHasil) return k.status === 'SELESAI' ? null : { ...k, status: 'SELESAI', selesai_pada: pada };
  if (k.status !== 'SELESAI') return null;
  return { ...k, status: k.mulai_pada === null ? 'MENUNGGU' : 'BERTANDING', selesai_pada: null, sudut_tidak_hadir: null };
}
