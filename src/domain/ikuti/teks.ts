import { labelPartai } from '../jadwal/kode';
import { jamWibTeks } from '../jadwal/konflik';
import { hasilDariSisi, type HasilPartai } from '../jadwal/hasil-sisi';
import type { Sudut } from '../sudut';
import type { JenisKabar } from './aturan';

/** The words of an alert, the same in a Web Push notification and in the open page's banner. */

export interface PartaiKabar extends HasilPartai {
  id_match: string;
  nomor: number;
  nama_kelas: string;
  partai_lagi: number | null;
  /** Expected start (ISO), null once finished. */
  eta: string | null;
  sudut_a: { id_peserta_kompetisi: number; nama: string } | null;
  sudut_b: { id_peserta_kompetisi: number; nama: string } | null;
}

export interface LapanganKabar {
  nama: string;
  /** Its letter in the day ('A'). */
  kode?: string | null;
}

export interface Kabar {
  judul: string;
  isi: string;
}

/** 'Lapangan A' by the court's letter (as bouts are numbered 'A-12'), else its name. */
export function namaLapanganKabar(l: LapanganKabar): string {
  return l.kode ? `Lapangan ${l.kode}` : l.nama;
}

/** '3 partai lagi'; the bout next up (none before it) 'Partai berikutnya'. */
export function teksPartaiLagi(n: number): string {
  return n > 0 ? `${n} partai lagi` : 'Partai berikutnya';
}

const sudutDari = (p: PartaiKabar, id: number): Sudut[] =>
  [p.sudut_a?.id_peserta_kompetisi === id ? 'B' : null, p.sudut_b?.id_peserta_kompetisi === id ? 'R' : null].filter(
    (s): s is Sudut => s !== null,
  );

/**
 * The alert of `jenis` for the followed entry `id_peserta` in bout `p` on court `l`:
 * - lagi: '3 partai lagi' — 'Budi · partai A-12 di Lapangan A, perkiraan 10.24 WIB';
 * - dipanggil: 'Dipanggil ke Lapangan A' — 'Budi · partai A-12 · <kelas>';
 * - hasil: 'Hasil partai A-12' — 'Budi: Menang 3–1 (PTF)'.
 */
export function teksKabar(jenis: JenisKabar, p: PartaiKabar, id_peserta: number, l: LapanganKabar): Kabar {
  const nama = (p.sudut_a?.id_peserta_kompetisi === id_peserta ? p.sudut_a : p.sudut_b)?.nama ?? 'Atlet';
  const label = labelPartai(l.kode, p.nomor);
  const lapangan = namaLapanganKabar(l);
  if (jenis === 'lagi') {
    const jam = jamWibTeks(p.eta);
    return {
      judul: teksPartaiLagi(p.partai_lagi ?? 0),
      isi: `${nama} · partai ${label} di ${lapangan}${jam ? `, perkiraan ${jam} WIB` : ''}`,
    };
  }
  if (jenis === 'dipanggil') return { judul: `Dipanggil ke ${lapangan}`, isi: `${nama} · partai ${label} · ${p.nama_kelas}` };
  return { judul: `Hasil partai ${label}`, isi: `${nama}: ${hasilDariSisi(p, sudutDari(p, id_peserta)).teks}` };
}
