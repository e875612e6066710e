import * as v from 'valibot';
import { KEPUTUSAN_SKOR_LABEL, type AturanKyorugi, type KeputusanAturan, type Sudut } from './aturan';
import type { HasilBout } from './hasil';
import type { StatusTimer } from './timer';

/**
 * A scoreboard's whole picture of a bout: what the console posts to the board beside it after every tap, and what
 * the server gives any other screen from the stored log. Clocks carry the moment they were read, so a board counts
 * down between pictures by itself.
 */

const sudutSchema = v.object({
  nama: v.string(),
  dojang: v.nullable(v.string()),
  skor: v.number(),
  gam_jeom: v.number(),
  menang_ronde: v.number(),
  /** Video-review cards left; null where the rule set has no video (absent in pictures from before). */
  ivr: v.optional(v.nullable(v.number()), null),
});
export const papanSchema = v.object({
  jenis: v.literal('papan'),
  nomor: v.number(),
  kelas: v.string(),
  nama_ronde: v.string(),
  ronde: v.number(),
  ronde_jumlah: v.number(),
  B: sudutSchema,
  R: sudutSchema,
  fase: v.string(),
  /** Clock shown (ms) when read at `dibaca`, and whether it runs down. */
  jam_ms: v.number(),
  jam_jalan: v.boolean(),
  jam_label: v.string(),
  dibaca: v.number(),
  pemenang: v.nullable(v.picklist(['B', 'R'])),
  keputusan: v.nullable(v.string()),
  keterangan: v.nullable(v.string()),
});
export type PapanState = v.InferOutput<typeof papanSchema>;

/** The bout as a board names it. */
export interface PartaiPapan {
  nomor: number;
  nama_kelas: string;
  nama_ronde: string;
  sudut_a: { nama: string; nama_dojang?: string | null } | null;
  sudut_b: { nama: string; nama_dojang?: string | null } | null;
}

/** The clock the board shows: the round's, or the rest / kye-shi countdown while one runs. */
export function jamTampil(t: StatusTimer): { ms: number; jalan: boolean; label: string } {
  if (t.sisa_kye_shi_ms !== null)
    return { ms: t.sisa_kye_shi_ms, jalan: t.sisa_kye_shi_ms > 0, label: `Kye-shi ${t.kye_shi_sudut ?? ''}`.trim() };
  if (t.sisa_istirahat_ms !== null) return { ms: t.sisa_istirahat_ms, jalan: t.sisa_istirahat_ms > 0, label: 'Istirahat' };
  if (t.fase === 'selesai') return { ms: t.sisa_ronde_ms, jalan: false, label: 'Selesai' };
  return {
    ms: t.sisa_ronde_ms,
    jalan: t.berjalan,
    label: t.fase === 'ronde' && !t.berjalan && !t.habis ? 'Jeda' : t.ronde > 0 ? `Ronde ${t.ronde}` : 'Belum mulai',
  };
}

export const labelKeputusan = (k: KeputusanAturan | null) => (k ? KEPUTUSAN_SKOR_LABEL[k] : null);

export function buatPapan(p: PartaiPapan, aturan: AturanKyorugi, h: HasilBout, t: StatusTimer, dibaca: number): PapanState {
  const r = h.ronde.at(-1);
  const sudut = (s: Sudut) => {
    const isi = s === 'B' ? p.sudut_a : p.sudut_b;
    return {
      nama: isi?.nama ?? '–',
      dojang: isi?.nama_dojang ?? null,
      skor: r?.[s].skor ?? 0,
      gam_jeom: r?.[s].gam_jeom ?? 0,
      menang_ronde: h.menang_ronde[s],
      ivr: aturan.ivr ? h.ivr.kartu[s] : null,
    };
  };
  const jam = jamTampil(t);
  const tinjau = h.status !== 'selesai' ? h.ivr.menunggu : null;
  const ket = tinjau
    ? `Tinjauan video (IVR) diminta ${tinjau.sudut === 'B' ? 'B (biru)' : 'R (merah)'}`
    : h.status === 'menunggu_sup'
      ? 'Menunggu keputusan wasit (SUP)'
      : h.status === 'antara_ronde' && r?.pemenang
        ? `Ronde ${r.ronde}: ${r.pemenang} menang (${r.cara === 'PTG' || r.cara === 'PUN' || r.cara === 'SUP' ? r.cara : 'PTF'})`
        : null;
  return {
    jenis: 'papan',
    nomor: p.nomor,
    kelas: p.nama_kelas,
    nama_ronde: p.nama_ronde,
    ronde: Math.max(1, t.ronde),
    ronde_jumlah: aturan.ronde_jumlah,
    B: sudut('B'),
    R: sudut('R'),
    fase: t.fase,
    jam_ms: jam.ms,
    jam_jalan: jam.jalan,
    jam_label: jam.label,
    dibaca,
    pemenang: h.pemenang,
    keputusan: labelKeputusan(h.keputusan),
    keterangan: ket,
  };
}

/** GET /public/kompetisi/{id}/papan: each court's bout on the mat and, for Kyorugi, its board (server clock in `sekarang`). */
export interface PapanLapangan {
  id_lapangan: number;
  nama_lapangan: string;
  kode_lapangan: string;
  id_match: string;
  nama_kelas: string;
  nomor: number;
  cabang: 'KYORUGI' | 'POOMSAE';
  papan: PapanState | null;
}
export interface PapanPublik {
  id_kompetisi: number;
  sekarang: number;
  lapangan: PapanLapangan[];
}
const papanLapanganSchema = v.object({
  id_lapangan: v.number(),
  nama_lapangan: v.string(),
  /** The court's letter ('A': bout 'A-12'); absent in answers from before. */
  kode_lapangan: v.optional(v.string(), ''),
  id_match: v.string(),
  nama_kelas: v.string(),
  nomor: v.number(),
  cabang: v.picklist(['KYORUGI', 'POOMSAE']),
  papan: v.nullable(papanSchema),
});
export const papanPublikSchema = v.object({
  id_kompetisi: v.number(),
  sekarang: v.number(),
  dikirim: v.number(),
  lapangan: v.array(papanLapanganSchema),
});

/**
 * A board picture read from another machine, put on this device's clock: `dibaca` was the server's time, so the
 * countdown between pictures does not depend on the two clocks agreeing.
 */
export function keJamLokal(p: PapanState, sekarangServer: number, sekarangLokal: number): PapanState {
  return { ...p, dibaca: sekarangLokal - (sekarangServer - p.dibaca) };
}
