/**
 * 'Susun otomatis' (issue 29). (1) A day of a 2,800-athlete championship, generated from a seed: 2,240 Kyorugi
 * athletes in classes of 2–24, 560 Poomsae-only athletes (200 of them in 100 pairs), and a fifth of all athletes
 * (560 Kyorugi athletes) also in a Poomsae class; 8 courts (5 Kyorugi, 2 Poomsae, 1 both) from 08:00. Prints the
 * time of susunOtomatis (target ≤ 5 s), the athletes still clashing, the rest breaches and each court's end.
 * (2) Days small enough to weigh every arrangement (6–7 classes, 2–3 courts, shared athletes, rest 1–2): the
 * solver's clashes and rest breaches beside the exact optimum (brute force over every arrangement with
 * nilaiSusunan), the solver running its budgeted descent there (past the size it weighs whole).
 *
 *   npx tsx bench/jadwal-susun.ts [--seed N] [--kecil N]
 */
import { isFreeDraw } from '../src/domain/bagan/hasil';
import { jumlahRonde, ukuranBagan } from '../src/domain/bagan/ronde';
import { susunMatches } from '../src/domain/bagan/susun';
import {
  bandingSkor,
  nilaiSusunan,
  skorNilai,
  susunOtomatis,
  type InputSusun,
  type KelasSusun,
  type LapanganSusun,
  type PenempatanKelas,
} from '../src/domain/jadwal';

const arg = (name: string, d: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : d;
};
let s = arg('seed', 29) >>> 0;
const rnd = () => {
  s = (s + 0x6d2b79f5) >>> 0;
  let t = s;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const antara = (a: number, b: number) => a + Math.floor(rnd() * (b - a + 1));
const acak = <T>(xs: T[]) => {
  for (let i = xs.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rnd() * (i + 1));
    [xs[i], xs[j]] = [xs[j], xs[i]];
  }
  return xs;
};
let idMatch = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++idMatch).padStart(12, '0')}`;
function bagan(peserta: readonly number[]) {
  const ukuran = ukuranBagan(peserta.length);
  const pasangan: [number | null, number | null][] = [];
  for (let i = 0; i < ukuran / 2; i += 1) pasangan.push([peserta[i] ?? null, peserta[ukuran - 1 - i] ?? null]);
  const ids = Array.from({ length: ukuran - 1 }, uuid);
  return susunMatches({ ukuran, jumlah_ronde: jumlahRonde(peserta.length), pasangan, seed: null } as never, ids);
}

let idEntri = 0;
let idKelas = 0;
/** Entries (each: its athletes) cut into classes of `min`–`max`. */
function kelasDari(cabang: KelasSusun['cabang'], entri: number[][], min: number, max: number): KelasSusun[] {
  const out: KelasSusun[] = [];
  for (let i = 0; i < entri.length; ) {
    let n = Math.min(entri.length - i, antara(min, max));
    if (entri.length - i - n < min) n = entri.length - i;
    const ids = entri.slice(i, i + n).map((a) => [++idEntri, a] as const);
    out.push({ id_kelas_kejuaraan: ++idKelas, cabang, matches: bagan(ids.map(([e]) => e)), atlet: new Map(ids) });
    i += n;
  }
  return out;
}

function kejuaraan(): InputSusun {
  const ky = acak(Array.from({ length: 2240 }, (_, i) => i + 1));
  const po = Array.from({ length: 560 }, (_, i) => 2241 + i);
  const ganda = acak([...ky]).slice(0, 560);
  const kyorugi = kelasDari(
    'KYORUGI',
    ky.map((a) => [a]),
    2,
    24,
  );
  const individu = acak([...po.slice(200).map((a) => [a]), ...ganda.map((a) => [a])]);
  const poomsae = [
    ...kelasDari('POOMSAE', individu, 6, 24),
    ...kelasDari(
      'POOMSAE',
      Array.from({ length: 100 }, (_, i) => [po[2 * i], po[2 * i + 1]]),
      6,
      16,
    ),
  ];
  const lapangan: LapanganSusun[] = ['KYORUGI', 'KYORUGI', 'KYORUGI', 'KYORUGI', 'KYORUGI', 'POOMSAE', 'POOMSAE', 'SEMUA'].map(
    (cabang, i) => ({ id_lapangan: i + 1, cabang: cabang as LapanganSusun['cabang'], mulai: '08:00' }),
  );
  return { tanggal: '2026-03-01', istirahat: 3, menit_kyorugi: 6, menit_poomsae: 4, kelas: [...kyorugi, ...poomsae], lapangan };
}

const besar = kejuaraan();
const bouts = besar.kelas.reduce((n, k) => n + k.matches.filter((m) => !isFreeDraw(m)).length, 0);
const t0 = performance.now();
const r = susunOtomatis(besar);
const ms = performance.now() - t0;
const atletBentrok = new Set(r.nilai.bentrok.flatMap((b) => b.atlet));
const jam = (t: number) => new Date(t + 7 * 3_600_000).toISOString().slice(11, 16);
console.log(
  `2,800 athletes, ${besar.kelas.length} classes, ${bouts} bouts, 8 courts: susunOtomatis ${(ms / 1000).toFixed(2)} s (target ≤ 5 s), ${r.evaluasi} arrangements evaluated`,
);
console.log(
  `  athletes clashing ${atletBentrok.size}, rest breaches across courts ${r.nilai.pelanggaran_istirahat.filter((p) => p.partai === null).length}, on one court ${r.nilai.pelanggaran_istirahat.filter((p) => p.partai !== null).length}`,
);
console.log(`  courts end ${r.nilai.selesai.map((x) => jam(x.selesai)).join(' ')}`);

/** A day small enough to weigh every arrangement. */
function kecil(): InputSusun {
  const n = antara(6, 7);
  const kelas = kelasDari(
    'KYORUGI',
    Array.from({ length: n * 3 }, (_, i) => [10_000 + i]),
    2,
    4,
  ).slice(0, n);
  for (const k of kelas) if (rnd() < 0.5) (k as { cabang: string }).cabang = 'POOMSAE';
  const semua = kelas.flatMap((k) => [...k.atlet.keys()].map((e) => ({ k, e })));
  for (let i = 0; i < 6; i += 1) {
    const a = semua[antara(0, semua.length - 1)];
    const b = semua[antara(0, semua.length - 1)];
    if (a.k !== b.k) (b.k.atlet as Map<number, number[]>).set(b.e, [...a.k.atlet.get(a.e)!]);
  }
  const jenis: LapanganSusun['cabang'][] = ['KYORUGI', 'POOMSAE', 'SEMUA'];
  const lapangan = Array.from({ length: antara(2, 3) }, (_, i) => ({
    id_lapangan: 100 + i,
    // A Kyorugi court and a Poomsae court (shared athletes must be kept apart in time), maybe a third of any kind.
    cabang: i < 2 ? jenis[i] : jenis[antara(0, 2)],
    mulai: rnd() < 0.3 ? '08:10' : '08:00',
  }));
  return { tanggal: '2026-03-01', istirahat: antara(1, 2), menit_kyorugi: 6, menit_poomsae: 4, kelas, lapangan };
}

function tuntas(input: InputSusun): number[] {
  let best: number[] | null = null;
  const isi = new Map<number, number[]>(input.lapangan.map((l) => [l.id_lapangan, []]));
  const jalan = (i: number) => {
    if (i === input.kelas.length) {
      const p: PenempatanKelas[] = [...isi].flatMap(([id_lapangan, ids]) =>
        ids.map((id_kelas_kejuaraan, u) => ({ id_kelas_kejuaraan, id_lapangan, urutan: u + 1 })),
      );
      const x = skorNilai(nilaiSusunan(input, p));
      if (!best || bandingSkor(x, best) < 0) best = x;
      return;
    }
    const k = input.kelas[i];
    for (const l of input.lapangan) {
      if (l.cabang !== 'SEMUA' && l.cabang !== k.cabang) continue;
      const xs = isi.get(l.id_lapangan)!;
      for (let p = 0; p <= xs.length; p += 1) {
        xs.splice(p, 0, k.id_kelas_kejuaraan);
        jalan(i + 1);
        xs.splice(p, 1);
      }
    }
  };
  jalan(0);
  return best!;
}

const N = arg('kecil', 12);
let samaBentrok = 0;
let samaIstirahat = 0;
let samaSemua = 0;
const baris: string[] = [];
for (let i = 0; i < N; i += 1) {
  const input = kecil();
  const t = performance.now();
  const x = skorNilai(susunOtomatis(input).nilai);
  const dt = performance.now() - t;
  const o = tuntas(input);
  if (x[0] === o[0] && x[1] === o[1]) samaBentrok += 1;
  const langgar = (v: number[]) => v[2] + v[6];
  if (langgar(x) === langgar(o)) samaIstirahat += 1;
  if (bandingSkor(x, o) === 0) samaSemua += 1;
  baris.push(
    `  day ${i + 1}: ${input.kelas.length} classes, ${input.lapangan.length} courts, rest ${input.istirahat}: clashing athletes ${x[0]} (optimum ${o[0]}), rest breaches ${langgar(x)} (optimum ${langgar(o)}), latest end +${((x[4] - o[4]) / 60_000).toFixed(0)} min vs optimum, ${dt.toFixed(0)} ms`,
  );
}
console.log(
  `small days weighed whole (${N}): clashes as the optimum on ${samaBentrok}, rest breaches as the optimum on ${samaIstirahat}, the whole order (clashes, rest across courts, end, spread, rest on one court) optimal on ${samaSemua}`,
);
for (const b of baris) console.log(b);
