/**
 * The fair bracket draw (replacing plain pairing): single elimination on the standard
 * seed positions, byes opposite the best ranks (all in round 1, spread over the halves and quarters), seeds
 * (unggulan) on their standard positions, and the athletes of one dojang kept apart as far as the field allows.
 * Deterministic: the list order (seed null) or the list shuffled by a seeded PRNG decides every free choice, so
 * the server re-runs it and compares the pairs with samaPasangan.
 */
import { MAX_PESERTA_BAGAN, type HasilUndian, type OpsiUndian, type PasanganRonde1, type PesertaUndian } from './types';
import { kocok, mulberry32 } from './undian-acak';
import { tempatkan } from './undian-pisah';
import { ukuranDanRonde } from './undian-posisi';

export const UNDIAN_MSG = {
  minimal: 'Minimal 2 peserta untuk membuat bagan',
  maksimal: `Maksimal ${MAX_PESERTA_BAGAN} peserta dalam satu bagan`,
  peserta: 'Daftar peserta bagan tidak valid',
  ganda: 'Peserta ganda dalam daftar',
  unggulan: 'Unggulan bukan peserta kelas ini',
  unggulanGanda: 'Unggulan ganda dalam daftar',
  seed: 'Seed undian tidak valid',
} as const;

const SEED_MAX = 2_147_483_647;

function cekInput(peserta: readonly PesertaUndian[], opsi: OpsiUndian): Map<number, number> {
  if (peserta.length < 2) throw new RangeError(UNDIAN_MSG.minimal);
  if (peserta.length > MAX_PESERTA_BAGAN) throw new RangeError(UNDIAN_MSG.maksimal);
  const { seed } = opsi;
  if (seed !== null && (!Number.isInteger(seed) || seed < 0 || seed > SEED_MAX)) throw new RangeError(UNDIAN_MSG.seed);
  const indeks = new Map<number, number>();
  peserta.forEach((p, i) => {
    if (!Number.isSafeInteger(p.id) || (p.id_dojang !== null && !Number.isSafeInteger(p.id_dojang))) {
      throw new RangeError(UNDIAN_MSG.peserta);
    }
    if (indeks.has(p.id)) throw new RangeError(UNDIAN_MSG.ganda);
    indeks.set(p.id, i);
  });
  const unggulan = opsi.unggulan ?? [];
  const dilihat = new Set<number>();
  for (const id of unggulan) {
    if (!indeks.has(id)) throw new RangeError(UNDIAN_MSG.unggulan);
    if (dilihat.has(id)) throw new RangeError(UNDIAN_MSG.unggulanGanda);
    dilihat.add(id);
  }
  return indeks;
}

/** Draws the round-1 pairs of a class. Throws RangeError with an Indonesian message for bad input. */
export function undiBagan(peserta: readonly PesertaUndian[], opsi: OpsiUndian): HasilUndian {
  cekInput(peserta, opsi);
  const n = peserta.length;
  const { ukuran, jumlah_ronde } = ukuranDanRonde(n);
  const daftar = opsi.seed === null ? peserta : kocok(peserta, mulberry32(opsi.seed));

  // Dense group per participant (list position): one per dojang, and one of its own for every 'no dojang'.
  const kelompok = new Int32Array(n);
  const grupDojang = new Map<number, number>();
  let jumlahKelompok = 0;
  const posisi = new Map<number, number>();
  daftar.forEach((p, i) => {
    posisi.set(p.id, i);
    if (p.id_dojang === null) {
      kelompok[i] = jumlahKelompok++;
      return;
    }
    let g = grupDojang.get(p.id_dojang);
    if (g === undefined) {
      g = jumlahKelompok++;
      grupDojang.set(p.id_dojang, g);
    }
    kelompok[i] = g;
  });
  const unggulan = (opsi.unggulan ?? []).map((id) => posisi.get(id) as number);
  const adalahUnggulan = new Uint8Array(n);
  for (const q of unggulan) adalahUnggulan[q] = 1;
  const bebas: number[] = [];
  for (let i = 0; i < n; i++) if (adalahUnggulan[i] === 0) bebas.push(i);

  const isi = tempatkan({ ukuran, kelompok, jumlahKelompok, unggulan, bebas });
  const pasangan: PasanganRonde1[] = [];
  for (let p = 0; p < ukuran / 2; p++) {
    const a = isi[2 * p];
    const b = isi[2 * p + 1];
    pasangan.push([a < 0 ? null : daftar[a].id, b < 0 ? null : daftar[b].id]);
  }
  return { ukuran, jumlah_ronde, pasangan };
}

/** A random seed 0 … 2^31-1 for 'Shuffle & Generate' (Web Crypto). */
export function seedAcak(): number {
  const buf = new Uint32Array(1);
  globalThis.crypto.getRandomValues(buf);
  return buf[0] >>> 1;
}

/** True when both lists hold the same round-1 pairs in the same order and corners. */
export function samaPasangan(a: readonly PasanganRonde1[], b: readonly PasanganRonde1[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    if (a[i][0] !== b[i][0] || a[i][1] !== b[i][1]) return false;
  }
  return true;
}
