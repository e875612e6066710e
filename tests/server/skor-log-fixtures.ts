/** A scoring event as a test writes it, before the console's seq, device, id and clock. */
export type Isi = Record<string, unknown> & { jenis: string };

export const T0 = 1_764_000_000_000;

/** Events as the console appends them: seq from `awal`, one device, ids e1, e2 …, a clock 1 s apart. */
export const log = (isi: Isi[], awal = 1, perangkat = 'konsol-1') =>
  isi.map((x, i) => ({ ...x, seq: awal + i, perangkat, id: `e${awal + i}`, waktu: T0 + (awal + i) * 1000 }));

/** A round won by `sudut` with one head kick. */
export const ronde = (n: number, sudut: 'B' | 'R'): Isi[] => [
  { jenis: 'ronde_mulai', ronde: n },
  { jenis: 'poin', sudut, teknik: 'kepala' },
  { jenis: 'ronde_selesai', ronde: n },
];
