import { isFreeDraw } from '../../domain/bagan/hasil';
import { namaRonde } from '../../domain/bagan/ronde';
import { KEPUTUSAN_LABEL, type MatchBagan } from '../../domain/bagan/types';
import { namaKelas } from '../../domain/kompetisi/label';
import type { KelasKejuaraan } from '../../domain/schemas/peserta-response';
import { SELISIH_JAM_MAKS_MS, jamWib } from './waktu';

/** The activity-log texts of drawing and scoring (who is the log row's actor). */

type Nama = (id: number | null) => string;

/** 'Final Galih 10–7 Budi': a match with its result, for the log. */
export function teksHasil(m: MatchBagan, jumlah_ronde: number, nama: Nama): string {
  return `${namaRonde(m.ronde, jumlah_ronde)} ${nama(m.id_peserta_a)} ${m.skor_a}–${m.skor_b} ${nama(m.id_peserta_b)}`;
}

/** The matches of a bracket that hold a result (free draws are none). */
export const matchBerhasil = (matches: readonly MatchBagan[]) => matches.filter((m) => m.id_pemenang !== null && !isFreeDraw(m));

export function teksUndian(p: {
  kelas: KelasKejuaraan;
  nama_event: string;
  seed: number | null;
  jumlah: number;
  versi: number;
  ulang: boolean;
  dibuang: readonly MatchBagan[];
  jumlah_ronde_lama: number;
  nama: Nama;
  /** When the draw was made and when it reached the server: a draw synced later says both. */
  diundi_pada?: Date;
  tersimpan_pada?: Date;
}): string {
  const cara = p.seed === null ? 'urutan daftar' : `seed ${p.seed}`;
  const dibuang =
    p.dibuang.length === 0 ? '' : `; hasil dibuang: ${p.dibuang.map((m) => teksHasil(m, p.jumlah_ronde_lama, p.nama)).join('; ')}`;
  const terlambat =
    p.diundi_pada && p.tersimpan_pada && p.tersimpan_pada.getTime() - p.diundi_pada.getTime() > SELISIH_JAM_MAKS_MS
      ? `; diundi ${jamWib(p.diundi_pada)}, tersimpan di server ${jamWib(p.tersimpan_pada)}`
      : '';
  return (
    `Bagan ${namaKelas(p.kelas)} (${p.nama_event}) ${p.ulang ? 'diundi ulang' : 'diundi'}: ${cara}, ` +
    `${p.jumlah} peserta, versi ${p.versi}${dibuang}${terlambat}`
  );
}

export function teksHasilMatch(p: { kelas: KelasKejuaraan; nama_event: string; m: MatchBagan; jumlah_ronde: number; nama: Nama }): string {
  const { m } = p;
  const keputusan = m.keputusan ? ` (${KEPUTUSAN_LABEL[m.keputusan]})` : '';
  return (
    `Hasil ${teksHasil(m, p.jumlah_ronde, p.nama)}, pemenang ${p.nama(m.id_pemenang)}${keputusan} — ` +
    `${namaKelas(p.kelas)} (${p.nama_event})`
  );
}

export function teksBatal(p: { kelas: KelasKejuaraan; nama_event: string; lama: MatchBagan; jumlah_ronde: number; nama: Nama }): string {
  return (
    `Hasil dibatalkan: ${teksHasil(p.lama, p.jumlah_ronde, p.nama)}, pemenang ${p.nama(p.lama.id_pemenang)} — ` +
    `${namaKelas(p.kelas)} (${p.nama_event})`
  );
}

/** 'Koreksi hasil Semi Final A 3–1 B, pemenang A (PTF) → A 1–3 B, pemenang B (PTF), alasan: …': old → new (null: undone). */
export function teksKoreksi(p: {
  kelas: KelasKejuaraan;
  nama_event: string;
  lama: MatchBagan;
  baru: MatchBagan | null;
  jumlah_ronde: number;
  nama: Nama;
  alasan: string;
}): string {
  const satu = (m: MatchBagan) =>
    `${teksHasil(m, p.jumlah_ronde, p.nama)}, pemenang ${p.nama(m.id_pemenang)}${m.keputusan ? ` (${m.keputusan})` : ''}`;
  return (
    `Koreksi hasil ${satu(p.lama)} → ${p.baru ? satu(p.baru) : 'dibatalkan'} — ${namaKelas(p.kelas)} (${p.nama_event}), ` +
    `alasan: ${p.alasan}`
  );
}
