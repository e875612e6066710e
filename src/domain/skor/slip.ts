import { KEPUTUSAN_LABEL, type Keputusan } from '../bagan/types';
import type { Sudut } from './aturan';
import type { RekapRonde } from './rekap-ronde';

/**
 * The result slip of one bout: what it says, as pure text, for the one PDF layout (src/client/ui/hasil/slip-pdf.ts)
 * wherever it is printed — the console after 'Simpan hasil', the court desk and the bracket screen.
 */

export interface SudutSlip {
  nama: string;
  dojang: string | null;
}

export interface DataSlip {
  nama_event: string;
  kelas: string;
  /** The bout's label with its court ('A-12'); null for a match on no court. */
  partai: string | null;
  babak: string;
  cabang: 'KYORUGI' | 'POOMSAE';
  B: SudutSlip | null;
  R: SudutSlip | null;
  /** As the bracket keeps them: Kyorugi rounds won, Poomsae panel totals. */
  skor_a: number;
  skor_b: number;
  pemenang: Sudut | null;
  keputusan: Keputusan | null;
  /** When the result was kept (ISO); null when not known. */
  disimpan_pada: string | null;
  /** Kyorugi: the rounds as the bout's scoring log gives them; null without a log (a result entered by hand). */
  ronde: RekapRonde | null;
}

export interface TabelSlip {
  kepala: string[];
  /** Each row's cells and an optional note printed under it (the points per technique). */
  baris: { sel: string[]; catatan?: string }[];
  /** Relative column widths. */
  lebar: number[];
}

export interface IsiSlip {
  judul: string;
  acara: string;
  keterangan: [string, string][];
  sudut: { sudut: Sudut; label: string; nama: string; dojang: string }[];
  tabel: TabelSlip;
  hasil: string[];
  tanda: string[];
  namaFile: string;
}

export const LABEL_SUDUT_SLIP: Record<Sudut, string> = { B: 'Biru (B)', R: 'Merah (R)' };

let fmtWaktu: Intl.DateTimeFormat | undefined;
/** '12 Nov 2025 14.05 WIB' (the venue's time, whatever the device's zone). */
export function waktuSlip(iso: string): string {
  const t = new Date(iso);
  if (Number.isNaN(t.getTime())) return '-';
  fmtWaktu ??= new Intl.DateTimeFormat('id-ID', {
    timeZone: 'Asia/Jakarta',
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });
  return `${fmtWaktu.format(t).replace(',', '').replace(':', '.')} WIB`;
}

const angka = (x: number, cabang: DataSlip['cabang']) =>
  cabang === 'POOMSAE' ? x.toFixed(2).replace('.', ',') : String(Math.round(x * 100) / 100);

function tabelKyorugi(r: RekapRonde): TabelSlip {
  const gj = (s: Sudut) => r.baris.reduce((n, b) => n + b[s].gam_jeom, 0);
  const catatan = (b: RekapRonde['baris'][number]) => {
    const isi = (['B', 'R'] as const).filter((s) => b[s].rincian).map((s) => `${s}: ${b[s].rincian}`);
    return isi.length ? isi.join(' · ') : undefined;
  };
  return {
    kepala: ['Ronde', 'Skor B', 'Gam-jeom B', 'Skor R', 'Gam-jeom R', 'Pemenang', 'Cara'],
    lebar: [1, 1, 1.3, 1, 1.3, 1.2, 2.6],
    baris: [
      ...r.baris.map((b) => ({
        sel: [String(b.ronde), String(b.B.skor), String(b.B.gam_jeom), String(b.R.skor), String(b.R.gam_jeom), b.pemenang ?? '-', b.cara],
        catatan: catatan(b),
      })),
      {
        sel: [
          'Total',
          String(r.total.B),
          String(gj('B')),
          String(r.total.R),
          String(gj('R')),
          `${r.menang_ronde.B}–${r.menang_ronde.R}`,
          'Ronde dimenangkan',
        ],
      },
    ],
  };
}

function tabelSkor(d: DataSlip): TabelSlip {
  const judul = d.cabang === 'POOMSAE' ? 'Nilai' : 'Skor';
  return {
    kepala: ['Sudut', judul],
    lebar: [2, 1],
    baris: (['B', 'R'] as const).map((s) => ({ sel: [LABEL_SUDUT_SLIP[s], angka(s === 'B' ? d.skor_a : d.skor_b, d.cabang)] })),
  };
}

const aman = (s: string) =>
  s
    .replace(/[\\/:*?"<>|\u0000-\u001f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The slip's text: heading, the bout, both corners, the rounds (or the scores), the result and the signature lines. */
export function isiSlip(d: DataSlip): IsiSlip {
  const nama = (s: Sudut) => d[s]?.nama ?? '-';
  const hasil: string[] = [];
  if (d.pemenang) {
    const dojang = d[d.pemenang]?.dojang;
    hasil.push(`Pemenang: ${LABEL_SUDUT_SLIP[d.pemenang]} — ${nama(d.pemenang)}${dojang ? ` (${dojang})` : ''}`);
  } else hasil.push('Pemenang: belum ada');
  if (d.keputusan) hasil.push(`Keputusan: ${KEPUTUSAN_LABEL[d.keputusan]}`);
  hasil.push(
    d.cabang === 'POOMSAE'
      ? `Nilai B–R: ${angka(d.skor_a, d.cabang)} – ${angka(d.skor_b, d.cabang)}`
      : `Ronde dimenangkan B–R: ${d.skor_a}–${d.skor_b}`,
  );
  const partai = d.partai ? `Partai ${d.partai}` : 'Partai';
  return {
    judul: 'SLIP HASIL PERTANDINGAN',
    acara: d.nama_event,
    keterangan: [
      ['Kelas', d.kelas],
      ['Partai', d.partai ?? '-'],
      ['Babak', d.babak],
      ['Hasil disimpan', d.disimpan_pada ? waktuSlip(d.disimpan_pada) : '-'],
    ],
    sudut: (['B', 'R'] as const).map((s) => ({ sudut: s, label: LABEL_SUDUT_SLIP[s], nama: nama(s), dojang: d[s]?.dojang ?? '-' })),
    tabel: d.ronde ? tabelKyorugi(d.ronde) : tabelSkor(d),
    hasil,
    tanda: ['Wasit', 'Pencatat'],
    namaFile: `Slip ${aman(`${partai} ${d.kelas}`) || 'hasil'}`.slice(0, 140).trimEnd() + '.pdf',
  };
}
