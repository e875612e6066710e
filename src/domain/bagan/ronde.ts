/**
 * Rounds and corners of a single-elimination bracket: the size is the next power of two,
 * the number of rounds is ceil(log2 n), and the last rounds are named Final, Semi Final, Quarter Final.
 */

function cekJumlah(n: number): void {
  if (!Number.isInteger(n) || n < 0) throw new RangeError('Jumlah peserta harus bilangan bulat 0 atau lebih');
}

/** The next power of two ≥ n (1 for n ≤ 1). */
export function ukuranBagan(n: number): number {
  cekJumlah(n);
  let ukuran = 1;
  while (ukuran < n) ukuran *= 2;
  return ukuran;
}

/** ceil(log2 n): 0 for n ≤ 1, 1 for 2, 2 for 3–4, 3 for 5–8 … (integer arithmetic, no rounding errors). */
export function jumlahRonde(n: number): number {
  let ronde = 0;
  for (let ukuran = ukuranBagan(n); ukuran > 1; ukuran /= 2) ronde += 1;
  return ronde;
}

/** 'Final' for the last round, then 'Semi Final', 'Quarter Final', otherwise 'Round n'. */
export function namaRonde(ronde: number, jumlah_ronde: number): string {
  const dariAkhir = jumlah_ronde - ronde;
  if (dariAkhir === 0) return 'Final';
  if (dariAkhir === 1) return 'Semi Final';
  if (dariAkhir === 2) return 'Quarter Final';
  return `Round ${ronde}`;
}

/**
 * The round as the venue names it in Indonesian (court desk, console, scoreboards, hall screen, public and coach's
 * schedules, the court PDF): 'Final', 'Semifinal', 'Perempat final', before that the round by how many it holds
 * ('Babak 16 besar', 'Babak 32 besar', …), so a bracket round never reads like a scoring round ('Ronde 1/3'). The
 * bracket screen keeps the spec's English (namaRonde).
 */
export function namaBabak(ronde: number, jumlah_ronde: number): string {
  const dariAkhir = jumlah_ronde - ronde;
  if (dariAkhir <= 0) return 'Final';
  if (dariAkhir === 1) return 'Semifinal';
  if (dariAkhir === 2) return 'Perempat final';
  return `Babak ${2 ** (dariAkhir + 1)} besar`;
}

/** Corner label: 'B/12' (corner B, id_peserta_a) or 'R/12' (corner R, id_peserta_b). */
export function labelSudut(sudut: 'B' | 'R', id: number): string {
  return `${sudut}/${id}`;
}
