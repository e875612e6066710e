import { hitungEta, waktuMulaiLapangan } from './eta';
import { nilaiSusunan, type NilaiSusunan } from './nilai-susunan';
import { nomorPartai } from './nomor';
import { banyakSusunan, susunAwal, susunTuntas, susunTurun, type MasalahSusun } from './susun-cari';
import { buatPenilai, kePenempatan } from './susun-penilai';
import { bisaDiLapangan, type InputSusun, type KelasSusun, type LapanganSusun } from './susun-tipe';
import type { CabangJadwal } from './types';

/**
 * 'Susun otomatis' for one match day: every class goes whole to one court that holds its branch, in an order that
 * keeps every athlete (Kyorugi, Poomsae, pairs and teams: an entry's athletes are its members) off two mats at once
 * whenever an arrangement allows it, then gives the rest the rule asks, then balances the courts' expected ends.
 */

export type { InputSusun, KelasSusun, LapanganSusun, PenempatanKelas } from './susun-tipe';

export interface HasilSusun {
  /** Each class's court and place in its order; a class no court holds is left out (in `tanpa_lapangan`). */
  penempatan: Array<{ id_kelas_kejuaraan: number; id_lapangan: number; urutan: number }>;
  tanpa_lapangan: number[];
  /** Pairs of classes that still may put one athlete on two mats at once (the first such athlete). */
  bentrok: Array<{ id_kelas_a: number; id_kelas_b: number; id_atlet: number }>;
  /** The arrangement returned, evaluated: its clashes, rest breaches and courts' ends exactly. */
  nilai: NilaiSusunan;
  /** Every arrangement was weighed: none is better. */
  tuntas: boolean;
  /** Arrangements evaluated. */
  evaluasi: number;
}

/** Each class's athletes who are in another class too. */
function atletGanda(kelas: readonly KelasSusun[]): Map<number, number[]> {
  const banyak = new Map<number, number>();
  const per = kelas.map((k) => [k.id_kelas_kejuaraan, [...new Set([...k.atlet.values()].flat())]] as const);
  for (const [, xs] of per) for (const a of xs) banyak.set(a, (banyak.get(a) ?? 0) + 1);
  return new Map(per.map(([id, xs]) => [id, xs.filter((a) => banyak.get(a)! > 1)]));
}

const nonBye = (k: KelasSusun) =>
  k.matches.filter((m) => !(m.ronde === 1 && (m.id_peserta_a === null) !== (m.id_peserta_b === null))).length;

/** Expected [start, end) of each class on each court, from the numbering and ETA of that court with no history. */
export function jendelaKelas(
  input: Pick<InputSusun, 'tanggal' | 'istirahat' | 'menit_kyorugi' | 'menit_poomsae'>,
  lapangan: LapanganSusun,
  kelas: readonly KelasSusun[],
): Map<number, [number, number]> {
  const atletDari = (id: number) => kelas.map((k) => k.atlet.get(id)).find((x) => x !== undefined) ?? [id];
  const nomor = nomorPartai({
    kelas: kelas.map((k) => ({ id_kelas_kejuaraan: k.id_kelas_kejuaraan, matches: k.matches })),
    istirahat: input.istirahat,
    atletDari,
  });
  const cabangOf = new Map(kelas.map((k) => [k.id_kelas_kejuaraan, k.cabang]));
  const mulai = waktuMulaiLapangan(input.tanggal, lapangan.mulai);
  const eta = hitungEta(
    { mulai_pada: mulai, menit_kyorugi: input.menit_kyorugi, menit_poomsae: input.menit_poomsae },
    nomor.map((b) => ({
      id_match: b.id_match,
      nomor: b.nomor,
      cabang: cabangOf.get(b.id_kelas_kejuaraan)!,
      status: 'MENUNGGU' as const,
      mulai_pada: null,
    })),
    [],
    mulai,
  );
  const menit = (c: CabangJadwal) => (c === 'KYORUGI' ? input.menit_kyorugi : input.menit_poomsae) * 60_000;
  const w = new Map<number, [number, number]>();
  for (const b of nomor) {
    const t = eta.get(b.id_match)!.eta;
    const end = t + menit(cabangOf.get(b.id_kelas_kejuaraan)!);
    const cur = w.get(b.id_kelas_kejuaraan);
    w.set(b.id_kelas_kejuaraan, cur ? [Math.min(cur[0], t), Math.max(cur[1], end)] : [t, end]);
  }
  return w;
}

/** Arrangements few enough to weigh every one. */
const BATAS_TUNTAS = 1_000;
/** Evaluations the descent may spend on a large day, and a wall-clock cap as a safety net. */
const BATAS_EVALUASI = 300;
const BATAS_MS = 4_000;

/**
 * 'Susun otomatis': the arrangement with, in turn, the fewest athletes on two mats at once (and the fewest minutes
 * of it), the fewest rest breaches (and bouts of rest missing), the earliest last court and the most even ends, as
 * nilaiSusunan judges it. Every arrangement is weighed when there are few (the answer is then optimal); otherwise a
 * descent from a balanced start (susun-cari.ts) with an evaluation budget, so the same day always gets the same answer.
 */
export function susunOtomatis(input: InputSusun, opsi: { sekarang?: () => number } = {}): HasilSusun {
  const sekarang = opsi.sekarang ?? Date.now;
  const tanpa = input.kelas.filter((k) => !input.lapangan.some((l) => bisaDiLapangan(l, k.cabang))).map((k) => k.id_kelas_kejuaraan);
  const ditaruh = input.kelas.filter((k) => !tanpa.includes(k.id_kelas_kejuaraan));
  const menitBout = (k: KelasSusun) => (k.cabang === 'KYORUGI' ? input.menit_kyorugi : input.menit_poomsae);
  const mulai0 = Math.min(...input.lapangan.map((l) => waktuMulaiLapangan(input.tanggal, l.mulai)));
  const m: MasalahSusun = {
    kelas: ditaruh.map((k) => k.id_kelas_kejuaraan),
    boleh: new Map(
      ditaruh.map((k) => [k.id_kelas_kejuaraan, input.lapangan.filter((l) => bisaDiLapangan(l, k.cabang)).map((l) => l.id_lapangan)]),
    ),
    lapangan: input.lapangan.map((l) => l.id_lapangan),
    menit: new Map(ditaruh.map((k) => [k.id_kelas_kejuaraan, nonBye(k) * menitBout(k)])),
    awal: new Map(input.lapangan.map((l) => [l.id_lapangan, (waktuMulaiLapangan(input.tanggal, l.mulai) - mulai0) / 60_000])),
    ganda: atletGanda(ditaruh),
    jeda: input.istirahat * Math.max(input.menit_kyorugi, input.menit_poomsae),
  };
  const penilai = buatPenilai(input);
  const hasil =
    banyakSusunan(m, BATAS_TUNTAS) <= BATAS_TUNTAS
      ? susunTuntas(m, penilai)
      : susunTurun(m, penilai, susunAwal(m), { evaluasi: BATAS_EVALUASI, tenggat: sekarang() + BATAS_MS, sekarang });
  const bentrok: Bentrok[] = [];
  for (const b of hasil.nilai.bentrok) {
    const [x, y] = [b.a.id_kelas_kejuaraan, b.b.id_kelas_kejuaraan].sort((p, q) => p - q);
    if (!bentrok.some((z) => z.id_kelas_a === x && z.id_kelas_b === y))
      bentrok.push({ id_kelas_a: x, id_kelas_b: y, id_atlet: b.atlet[0] });
  }
  return {
    penempatan: kePenempatan(hasil.isi),
    tanpa_lapangan: tanpa,
    bentrok,
    nilai: hasil.nilai,
    tuntas: hasil.tuntas,
    evaluasi: penilai.jumlah,
  };
}

type Bentrok = HasilSusun['bentrok'][number];

/** Classes on two courts that may put one athlete on both mats at once (nilaiSusunan), a pair once with its first athlete. */
export function cariBentrok(
  input: Pick<InputSusun, 'tanggal' | 'istirahat' | 'menit_kyorugi' | 'menit_poomsae' | 'lapangan'>,
  isi: ReadonlyMap<number, readonly KelasSusun[]>,
  _atlet?: ReadonlyMap<number, Set<number>>,
): Bentrok[] {
  const kelas = [...isi.values()].flat();
  const penempatan = [...isi].flatMap(([id_lapangan, ks]) =>
    ks.map((k, i) => ({ id_kelas_kejuaraan: k.id_kelas_kejuaraan, id_lapangan, urutan: i + 1 })),
  );
  const out: Bentrok[] = [];
  for (const b of nilaiSusunan({ ...input, kelas }, penempatan).bentrok) {
    const [x, y] = [b.a.id_kelas_kejuaraan, b.b.id_kelas_kejuaraan].sort((p, q) => p - q);
    if (!out.some((z) => z.id_kelas_a === x && z.id_kelas_b === y)) out.push({ id_kelas_a: x, id_kelas_b: y, id_atlet: b.atlet[0] });
  }
  return out;
}
