import type { TataLetak } from '../../../domain/piagam/tata-letak';

/** Where the fields go on a certificate printed with its frame ('dengan latar'), in mm from the top-left. */
export const TATA_LETAK_LATAR: TataLetak = {
  nama: { x: 148.5, y: 66, ukuran: 28 },
  dojang: { x: 148.5, y: 78, ukuran: 14 },
  judul: { x: 148.5, y: 108, ukuran: 30 },
  kelas: { x: 148.5, y: 119, ukuran: 12 },
  kompetisi: { x: 148.5, y: 142, ukuran: 18 },
  acara: { x: 148.5, y: 151, ukuran: 11 },
  nomor: { x: 148.5, y: 196, ukuran: 8 },
  qr: { x: 240, y: 150, ukuran: 30 },
};
