import type { NilaiJuri } from './poomsae';

/**
 * One judge's sheet for one corner while it is filled in, on the court tablet or the judge's phone: the
 * deductions in the order tapped (in tenths: 1 small, 3 big) and the three presentation parts (null until chosen).
 */
export interface LembarPoomsae {
  potong: (1 | 3)[];
  presentasi: [number | null, number | null, number | null];
}

export const lembarKosong = (): LembarPoomsae => ({ potong: [], presentasi: [null, null, null] });

/** Accuracy in tenths: 4.0 minus the deductions. */
export const akurasiLembar = (l: LembarPoomsae): number => 40 - l.potong.reduce((s: number, x) => s + x, 0);

/** A deduction tapped: kept only while the accuracy stays at 0 or above. */
export const tambahPotong = (l: LembarPoomsae, n: 1 | 3): LembarPoomsae => (akurasiLembar(l) >= n ? { ...l, potong: [...l.potong, n] } : l);

export const isiPresentasi = (l: LembarPoomsae, bagian: number, nilai: number | null): LembarPoomsae => ({
  ...l,
  presentasi: l.presentasi.map((y, k) => (k === bagian ? nilai : y)) as LembarPoomsae['presentasi'],
});

export const lembarLengkap = (l: LembarPoomsae): boolean => l.presentasi.every((x) => x !== null);

/** A sheet already sent, back as taps: big mistakes first, never below 0. */
export function lembarDariNilai(n: Omit<NilaiJuri, 'juri'>): LembarPoomsae {
  const potong: (1 | 3)[] = [];
  let sisa = 40;
  for (const [x, kali] of [
    [3, n.kesalahan_besar],
    [1, n.kesalahan_kecil],
  ] as const) {
    for (let k = 0; k < kali && sisa >= x; k++, sisa -= x) potong.push(x);
  }
  return { potong, presentasi: [...n.presentasi] };
}

/** The sheet as scored (complete sheets only: see lembarLengkap). */
export const nilaiDariLembar = (
  l: LembarPoomsae,
): { kesalahan_kecil: number; kesalahan_besar: number; presentasi: [number, number, number] } => ({
  kesalahan_kecil: l.potong.filter((x) => x === 1).length,
  kesalahan_besar: l.potong.filter((x) => x === 3).length,
  presentasi: l.presentasi as [number, number, number],
});
