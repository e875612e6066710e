import { akhirLapangan, perkiraanSelesai } from './akhir-lapangan';
import { HARI_KOSONG, perkiraanDurasi, type RiwayatHari, type Waktu } from './eta';
import { etaLapangan, riwayatHariLain, riwayatLapangan, type PartaiJadwal } from './eta-lapangan';
import { atletDariKelas, nilaiPartai, type NilaiSusunan, type PartaiSusunan } from './nilai-susunan';
import { nomorPartai } from './nomor';
import { bisaDiLapangan, type InputSusun, type KelasSusun, type LapanganSusun, type PenempatanKelas } from './susun-tipe';
import type { PengaturanJadwal } from './types';

/**
 * 'Seimbangkan': a running day's classes that have not started move from the court expected to end last to one that
 * ends earlier, one class at a time, while the latest expected end gets earlier. Bouts that stay keep their numbers;
 * a moved class's bouts take the next numbers of its new court (nomorPartai after the court's own). Each step is
 * judged on the courts' live timing (the ETAs the desks show) with nilaiPartai, and taken only when every clash and
 * rest breach it leaves was already there (the same two bouts): a proposal never breaks a constraint the current
 * plan holds. A class moves at most once; the moves are applied in their order (the server numbers them the same way).
 */

const MENIT = 60_000;
const MAKS_PINDAH = 30;

export interface PartaiSeimbang extends PartaiJadwal {
  id_kelas_kejuaraan: number;
  id_lapangan: number;
}

export interface InputSeimbang {
  tanggal: string;
  /** The day's courts, in the day's order. */
  lapangan: readonly LapanganSusun[];
  /** The classes on the day's courts. */
  kelas: readonly KelasSusun[];
  penempatan: readonly PenempatanKelas[];
  /** Every numbered bout of the day. */
  partai: readonly PartaiSeimbang[];
  pengaturan: Pick<PengaturanJadwal, 'istirahat_partai' | 'menit_kyorugi' | 'menit_poomsae'>;
  sekarang: Waktu;
}

export interface PindahKelas {
  id_kelas_kejuaraan: number;
  dari: number;
  ke: number;
  /** Its place at the end of the new court's order. */
  urutan: number;
  /** Its bouts' new numbers there. */
  nomor: Array<{ id_match: string; nomor: number }>;
}

export interface AkhirSeimbang {
  id_lapangan: number;
  /** Planned end, epoch ms. */
  rencana: number;
  /** Expected end now and after the moves (epoch ms; null without bouts). */
  sebelum: number | null;
  sesudah: number | null;
  /** Drift now: expected − planned end, whole minutes. */
  geser_menit: number | null;
}

export interface UsulanSeimbang {
  pindah: PindahKelas[];
  lapangan: AkhirSeimbang[];
}

interface Keadaan {
  partai: PartaiSeimbang[];
  penempatan: PenempatanKelas[];
}

/** A class has started once any of its bouts left MENUNGGU. */
export function kelasDimulai(partai: readonly Pick<PartaiSeimbang, 'id_kelas_kejuaraan' | 'status'>[]): Set<number> {
  return new Set(partai.filter((p) => p.status !== 'MENUNGGU').map((p) => p.id_kelas_kejuaraan));
}

/** The numbers a class's bouts take at the end of a court: after the court's own (kept), in nomorPartai's order. */
export function nomorPindahan(
  kelasLapangan: readonly KelasSusun[],
  kelas: KelasSusun,
  tetap: ReadonlyMap<string, number>,
  istirahat: number,
  atletDari: (id: number) => readonly number[],
): Array<{ id_match: string; nomor: number }> {
  return nomorPartai({
    kelas: [...kelasLapangan, kelas].map((k) => ({ id_kelas_kejuaraan: k.id_kelas_kejuaraan, matches: k.matches })),
    istirahat,
    atletDari,
    tetap,
  })
    .filter((b) => b.id_kelas_kejuaraan === kelas.id_kelas_kejuaraan)
    .map(({ id_match, nomor }) => ({ id_match, nomor }));
}

/** What the day's courts taught each court, from the day's bouts (finished ones only count). */
function riwayatPerLapangan(input: InputSeimbang): Map<number, RiwayatHari> {
  const per = input.lapangan.map((l) => input.partai.filter((p) => p.id_lapangan === l.id_lapangan));
  return new Map(input.lapangan.map((l, i) => [l.id_lapangan, riwayatHariLain(per, i)]));
}

/** Every court's bouts timed as the desks expect them: finished ones as they ran, the others at their ETA. */
function waktuHari(input: InputSeimbang, k: Keadaan, hari: ReadonlyMap<number, RiwayatHari>) {
  const perLapangan: PartaiSusunan[][] = [];
  const akhir = new Map<number, number | null>();
  for (const l of input.lapangan) {
    const ps = k.partai.filter((p) => p.id_lapangan === l.id_lapangan).sort((a, b) => a.nomor - b.nomor);
    const h = hari.get(l.id_lapangan) ?? HARI_KOSONG;
    const lap = { tanggal: input.tanggal, mulai: l.mulai };
    const eta = etaLapangan(lap, input.pengaturan, ps, input.sekarang, h);
    const d = perkiraanDurasi(input.pengaturan, riwayatLapangan(ps), h);
    perLapangan.push(
      ps.map((p) => {
        const e = eta.get(p.id_match);
        const selesai = p.selesai_pada === null ? null : Date.parse(String(p.selesai_pada));
        const mulai = e ? e.eta : p.mulai_pada !== null ? Date.parse(String(p.mulai_pada)) : (selesai ?? 0);
        return {
          id_match: p.id_match,
          id_kelas_kejuaraan: p.id_kelas_kejuaraan,
          id_lapangan: l.id_lapangan,
          nomor: p.nomor,
          mulai,
          selesai: e || selesai === null ? mulai + d[p.cabang] : selesai,
        };
      }),
    );
    akhir.set(l.id_lapangan, perkiraanSelesai(input.pengaturan, ps, eta, h));
  }
  return { perLapangan, akhir };
}

/**
 * A day's bouts (as they are, or after moves) judged as 'Seimbangkan' judges them: the live timing's clashes and rest
 * breaches (pelanggaranSusunan) and each court's expected end.
 */
export function nilaiHari(
  input: InputSeimbang,
  partai: readonly PartaiSeimbang[],
): { pelanggaran: Set<string>; akhir: Map<number, number | null> } {
  const w = waktuHari(input, { partai: [...partai], penempatan: [...input.penempatan] }, riwayatPerLapangan(input));
  return { pelanggaran: pelanggaranSusunan(nilaiPartai(inputSusun(input), w.perLapangan)), akhir: w.akhir };
}

const kunciPasangan = (jenis: string, a: string, b: string) => (a < b ? `${jenis}:${a}|${b}` : `${jenis}:${b}|${a}`);

/** The clashes and rest breaches of an evaluation, each as the two bouts it is between. */
export function pelanggaranSusunan(n: NilaiSusunan): Set<string> {
  return new Set([
    ...n.bentrok.map((b) => kunciPasangan('bentrok', b.a.id_match, b.b.id_match)),
    ...n.pelanggaran_istirahat.map((p) => kunciPasangan('istirahat', p.a.id_match, p.b.id_match)),
  ]);
}

function inputSusun(input: InputSeimbang): InputSusun {
  return {
    tanggal: input.tanggal,
    lapangan: input.lapangan,
    kelas: input.kelas,
    istirahat: input.pengaturan.istirahat_partai,
    menit_kyorugi: input.pengaturan.menit_kyorugi,
    menit_poomsae: input.pengaturan.menit_poomsae,
  };
}

/** The day after moving one class to the end of another court. */
function pindahkan(input: InputSeimbang, k: Keadaan, kelas: KelasSusun, ke: number, atletDari: (id: number) => readonly number[]) {
  const dari = k.penempatan.find((p) => p.id_kelas_kejuaraan === kelas.id_kelas_kejuaraan)!.id_lapangan;
  const diKe = k.penempatan.filter((p) => p.id_lapangan === ke).sort((a, b) => a.urutan - b.urutan);
  const byId = new Map(input.kelas.map((x) => [x.id_kelas_kejuaraan, x]));
  const tetap = new Map(k.partai.filter((p) => p.id_lapangan === ke).map((p) => [p.id_match, p.nomor]));
  const nomor = nomorPindahan(
    diKe.flatMap((p) => byId.get(p.id_kelas_kejuaraan) ?? []),
    kelas,
    tetap,
    input.pengaturan.istirahat_partai,
    atletDari,
  );
  const baru = new Map(nomor.map((n) => [n.id_match, n.nomor]));
  const urutan = Math.max(0, ...diKe.map((p) => p.urutan)) + 1;
  const pindah: PindahKelas = { id_kelas_kejuaraan: kelas.id_kelas_kejuaraan, dari, ke, urutan, nomor };
  const keadaan: Keadaan = {
    partai: k.partai.map((p) => (baru.has(p.id_match) ? { ...p, id_lapangan: ke, nomor: baru.get(p.id_match)! } : p)),
    penempatan: k.penempatan.map((p) => (p.id_kelas_kejuaraan === kelas.id_kelas_kejuaraan ? { ...p, id_lapangan: ke, urutan } : p)),
  };
  return { pindah, keadaan };
}

/** The latest expected end of a day and the spread below it (smaller is better). */
function skorAkhir(akhir: ReadonlyMap<number, number | null>): [number, number] {
  const xs = [...akhir.values()].filter((x): x is number => x !== null);
  const paling = Math.max(0, ...xs);
  return [paling, xs.reduce((s, x) => s + ((paling - x) / MENIT) ** 2, 0)];
}

/** The proposal for a running day: the moves, and each court's planned end, drift and expected end before → after. */
export function seimbangkan(input: InputSeimbang): UsulanSeimbang {
  const hari = riwayatPerLapangan(input);
  const atletDari = atletDariKelas(input.kelas);
  const susun = inputSusun(input);
  const awal: Keadaan = { partai: [...input.partai], penempatan: [...input.penempatan] };
  const w0 = waktuHari(input, awal, hari);
  const boleh = pelanggaranSusunan(nilaiPartai(susun, w0.perLapangan));
  const dimulai = kelasDimulai(input.partai);
  const bernomor = new Set(input.partai.map((p) => p.id_kelas_kejuaraan));
  let k = awal;
  let akhir = w0.akhir;
  const pindah: PindahKelas[] = [];
  for (let langkah = 0; langkah < MAKS_PINDAH; langkah += 1) {
    const [paling] = skorAkhir(akhir);
    const telat = [...akhir.entries()].find(([, x]) => x === paling)?.[0];
    if (telat === undefined) break;
    let terbaik: { skor: [number, number]; pindah: PindahKelas; keadaan: Keadaan; akhir: Map<number, number | null> } | null = null;
    const calon = k.penempatan.filter(
      (p) =>
        p.id_lapangan === telat &&
        !dimulai.has(p.id_kelas_kejuaraan) &&
        bernomor.has(p.id_kelas_kejuaraan) &&
        !pindah.some((x) => x.id_kelas_kejuaraan === p.id_kelas_kejuaraan),
    );
    for (const c of calon) {
      const kelas = input.kelas.find((x) => x.id_kelas_kejuaraan === c.id_kelas_kejuaraan);
      if (!kelas) continue;
      for (const l of input.lapangan) {
        if (l.id_lapangan === telat || !bisaDiLapangan(l, kelas.cabang)) continue;
        const ke = akhir.get(l.id_lapangan);
        if (ke !== null && ke !== undefined && ke >= paling) continue;
        const hasil = pindahkan(input, k, kelas, l.id_lapangan, atletDari);
        const w = waktuHari(input, hasil.keadaan, hari);
        const skor = skorAkhir(w.akhir);
        if (skor[0] > paling - MENIT) continue;
        if (terbaik && (skor[0] > terbaik.skor[0] || (skor[0] === terbaik.skor[0] && skor[1] >= terbaik.skor[1]))) continue;
        const baru = pelanggaranSusunan(nilaiPartai(susun, w.perLapangan));
        if ([...baru].some((x) => !boleh.has(x))) continue;
        terbaik = { skor, ...hasil, akhir: w.akhir };
      }
    }
    if (!terbaik) break;
    k = terbaik.keadaan;
    akhir = terbaik.akhir;
    pindah.push(terbaik.pindah);
  }
  return {
    pindah,
    lapangan: input.lapangan.map((l) => {
      const ps = input.partai.filter((p) => p.id_lapangan === l.id_lapangan);
      const a = akhirLapangan({ tanggal: input.tanggal, mulai: l.mulai }, input.pengaturan, ps, input.sekarang, hari.get(l.id_lapangan));
      return {
        id_lapangan: l.id_lapangan,
        rencana: a.rencana,
        sebelum: w0.akhir.get(l.id_lapangan) ?? null,
        sesudah: akhir.get(l.id_lapangan) ?? null,
        geser_menit: a.geser_menit,
      };
    }),
  };
}
