import * as v from 'valibot';
import { jamWibTeks } from './konflik';
import { labelPartai } from './kode';
import type { NilaiSusunan, PartaiSusunan } from './nilai-susunan';

/**
 * What 'Susun otomatis' answers about the arrangement it made, in the words the schedule page shows: the athletes
 * still on two mats at once (which bouts, by how much), the rest breaches (who, which bouts, the rest they get), each
 * court's expected end; bouts by the label 'Nomori partai' will give them ('A-12').
 */

const bentrokSchema = v.object({
  atlet: v.array(v.string()),
  partai_a: v.string(),
  partai_b: v.string(),
  kelas_a: v.string(),
  kelas_b: v.string(),
  menit: v.number(),
});
const istirahatSchema = v.object({
  atlet: v.array(v.string()),
  /** The bout whose winner rests too little (a later round's bout after its feeder), else null. */
  pemenang_dari: v.nullable(v.string()),
  partai_a: v.string(),
  partai_b: v.string(),
  /** Bouts between them on one court; null on two courts. */
  partai: v.nullable(v.number()),
  menit: v.number(),
});
export const ringkasanSusunSchema = v.object({
  id_hari: v.number(),
  /** Every arrangement was weighed: none is better. */
  tuntas: v.boolean(),
  istirahat_minimal: v.number(),
  bentrok: v.array(bentrokSchema),
  pelanggaran_istirahat: v.array(istirahatSchema),
  selesai: v.array(v.object({ id_lapangan: v.number(), nama: v.string(), selesai: v.string() })),
});
export type RingkasanSusun = v.InferOutput<typeof ringkasanSusunSchema>;
export type BentrokTeks = RingkasanSusun['bentrok'][number];
export type IstirahatTeks = RingkasanSusun['pelanggaran_istirahat'][number];

export interface KonteksRingkasan {
  id_hari: number;
  tuntas: boolean;
  istirahat: number;
  namaAtlet: (id_atlet: number) => string;
  namaKelas: (id_kelas: number) => string;
  lapangan: readonly { id_lapangan: number; nama: string; kode?: string }[];
  /** The bouts feeding each bout (id_match → id_match[]). */
  pemasok: (id_match: string) => readonly string[];
  /** The athletes who may fight in a bout (ascending ids). */
  atletPartai: (id_match: string) => readonly number[];
}

/**
 * A breach on one court already named through a bout between (a semi-final's athletes reach the final through the
 * bout after it): shown once, at that later pair.
 */
function lewatAntara(p: NilaiSusunan['pelanggaran_istirahat'][number], n: NilaiSusunan, c: KonteksRingkasan): boolean {
  if (p.partai === null || p.atlet.length === 0) return false;
  return n.partai.some(
    (q) =>
      q.id_lapangan === p.a.id_lapangan &&
      q.nomor > p.a.nomor &&
      q.nomor < p.b.nomor &&
      p.atlet.every((a) => c.atletPartai(q.id_match).includes(a)),
  );
}

export function ringkasSusun(n: NilaiSusunan, c: KonteksRingkasan): RingkasanSusun {
  const kode = new Map(c.lapangan.map((l) => [l.id_lapangan, l.kode ?? '']));
  const label = (p: PartaiSusunan) => labelPartai(kode.get(p.id_lapangan), p.nomor);
  return {
    id_hari: c.id_hari,
    tuntas: c.tuntas,
    istirahat_minimal: c.istirahat,
    bentrok: n.bentrok.map((b) => ({
      atlet: b.atlet.map(c.namaAtlet),
      partai_a: label(b.a),
      partai_b: label(b.b),
      kelas_a: c.namaKelas(b.a.id_kelas_kejuaraan),
      kelas_b: c.namaKelas(b.b.id_kelas_kejuaraan),
      menit: Math.round(b.menit * 10) / 10,
    })),
    pelanggaran_istirahat: n.pelanggaran_istirahat
      .filter((p) => !lewatAntara(p, n, c))
      .map((p) => ({
        atlet: p.atlet.map(c.namaAtlet),
        pemenang_dari: c.pemasok(p.b.id_match).includes(p.a.id_match) ? label(p.a) : null,
        partai_a: label(p.a),
        partai_b: label(p.b),
        partai: p.partai,
        menit: Math.round(p.menit * 10) / 10,
      })),
    selesai: n.selesai.map((s) => ({
      id_lapangan: s.id_lapangan,
      nama: c.lapangan.find((l) => l.id_lapangan === s.id_lapangan)?.nama ?? '',
      selesai: new Date(s.selesai).toISOString(),
    })),
  };
}

const menitTeks = (m: number) => `${String(m).replace('.', ',')} menit`;
/** 'Budi, Sari dan 3 lainnya'. */
export function daftarNama(nama: readonly string[], paling = 3): string {
  if (nama.length <= paling) return nama.length > 1 ? `${nama.slice(0, -1).join(', ')} dan ${nama[nama.length - 1]}` : (nama[0] ?? '');
  return `${nama.slice(0, paling).join(', ')} dan ${nama.length - paling} lainnya`;
}

/** 'Budi: partai A-3 (Kyorugi …) dan C-5 (Poomsae …) bertumpuk 4 menit'. */
export const kalimatBentrok = (b: BentrokTeks) =>
  `${daftarNama(b.atlet)}: partai ${b.partai_a} (${b.kelas_a}) dan ${b.partai_b} (${b.kelas_b}) bertumpuk ${menitTeks(b.menit)}`;

/** 'Pemenang partai A-3: lanjut ke A-4, istirahat 0 partai (minimal 1)' / 'Budi: partai A-3 lalu C-2 di lapangan lain, jeda 2 menit'. */
export function kalimatIstirahat(p: IstirahatTeks, minimal: number): string {
  const siapa = p.pemenang_dari ? `Pemenang partai ${p.pemenang_dari}` : daftarNama(p.atlet);
  if (p.partai === null) return `${siapa}: partai ${p.partai_a} lalu ${p.partai_b} di lapangan lain, jeda ${menitTeks(p.menit)}`;
  const lalu = p.pemenang_dari ? `lanjut ke ${p.partai_b}` : `partai ${p.partai_a} lalu ${p.partai_b}`;
  return `${siapa}: ${lalu}, istirahat ${p.partai} partai (minimal ${minimal})`;
}

/** 'Lapangan A 16.12' */
export const kalimatSelesai = (s: RingkasanSusun['selesai'][number]) => `${s.nama} ${jamWibTeks(s.selesai)}`;
