import * as v from 'valibot';

/**
 * Where a certificate's texts go in the 'tanpa latar' mode (printing on pre-printed paper): per field, a
 * point on the A4 landscape sheet in millimetres from its top-left corner — a text is centred on x with its
 * baseline at y and set at `ukuran` points; the QR has its top-left corner at (x, y) and `ukuran` mm sides.
 * Kept per competition (kompetisi.piagam_tata_letak).
 */

export const KERTAS_MM = { lebar: 297, tinggi: 210 } as const;

export const BIDANG_PIAGAM = ['kompetisi', 'acara', 'judul', 'nama', 'dojang', 'kelas', 'nomor', 'qr'] as const;
export type BidangPiagam = (typeof BIDANG_PIAGAM)[number];

export const LABEL_BIDANG: Record<BidangPiagam, string> = {
  kompetisi: 'Nama kompetisi',
  acara: 'Tanggal dan tempat',
  judul: 'Juara / peringkat',
  nama: 'Nama',
  dojang: 'Dojang',
  kelas: 'Kelas',
  nomor: 'Nomor piagam',
  qr: 'QR verifikasi',
};

export interface PosisiBidang {
  x: number;
  y: number;
  ukuran: number;
}
export type TataLetak = Record<BidangPiagam, PosisiBidang>;

export const TATA_LETAK_BAWAAN: TataLetak = {
  kompetisi: { x: 148.5, y: 58, ukuran: 20 },
  acara: { x: 148.5, y: 67, ukuran: 11 },
  judul: { x: 148.5, y: 95, ukuran: 30 },
  nama: { x: 148.5, y: 118, ukuran: 26 },
  dojang: { x: 148.5, y: 130, ukuran: 14 },
  kelas: { x: 148.5, y: 141, ukuran: 12 },
  nomor: { x: 148.5, y: 192, ukuran: 9 },
  qr: { x: 250, y: 160, ukuran: 28 },
};

export const TATA_LETAK_MSG = {
  posisi: 'Posisi harus di dalam kertas A4 mendatar (x 0–297 mm, y 0–210 mm)',
  ukuranTeks: 'Ukuran huruf harus 6 sampai 72 pt',
  ukuranQr: 'Ukuran QR harus 10 sampai 60 mm',
  bidang: 'Tata letak harus memuat semua bidang piagam',
} as const;

const angka = (min: number, max: number, pesan: string) =>
  v.pipe(v.number(pesan), v.finite(pesan), v.minValue(min, pesan), v.maxValue(max, pesan));

const posisi = (ukuran: v.GenericSchema<number>) =>
  v.object(
    {
      x: angka(0, KERTAS_MM.lebar, TATA_LETAK_MSG.posisi),
      y: angka(0, KERTAS_MM.tinggi, TATA_LETAK_MSG.posisi),
      ukuran,
    },
    TATA_LETAK_MSG.bidang,
  );

const teks = posisi(angka(6, 72, TATA_LETAK_MSG.ukuranTeks));

/** PUT /kompetisi/{id}/piagam/tata-letak: every field's place; the QR must stay whole on the sheet. */
export const tataLetakSchema = v.pipe(
  v.object(
    {
      kompetisi: teks,
      acara: teks,
      judul: teks,
      nama: teks,
      dojang: teks,
      kelas: teks,
      nomor: teks,
      qr: posisi(angka(10, 60, TATA_LETAK_MSG.ukuranQr)),
    },
    TATA_LETAK_MSG.bidang,
  ),
  v.check((t) => t.qr.x + t.qr.ukuran <= KERTAS_MM.lebar && t.qr.y + t.qr.ukuran <= KERTAS_MM.tinggi, TATA_LETAK_MSG.posisi),
);

/** A stored layout, or the default when none is kept (or what is kept no longer fits). */
export function tataLetakAtauBawaan(simpanan: unknown): TataLetak {
  const r = v.safeParse(tataLetakSchema, simpanan);
  return r.success ? r.output : TATA_LETAK_BAWAAN;
}
