import { KATEGORI, type KategoriEvent } from '../kompetisi/types';

/**
 * A certificate's code, in the style of the card codes (src/domain/kartu/kode.ts): its parts in base 36
 * joined by '-', then the server's signature. The second part says what the certificate is for and never
 * starts with the letters of a card ('P', 'L'), so no card code reads as a certificate or back.
 *   Juara 1/2/3 of an entry's class  K-J<tempat>-<peserta>-<atlet>
 *   participation in an entry         K-S-<peserta>-<atlet>
 *   a dojang's general-champion place K-U<tempat>-<PR|PM>-<dojang>
 *   best athlete of a category        K-T-<PR|PM>-<peserta>-<atlet>
 * A team entry gives each member (id_atlet) a certificate of their own.
 */

export type TempatJuara = 1 | 2 | 3;

export type IsiPiagam =
  | { jenis: 'JUARA'; id_kompetisi: number; tempat: TempatJuara; id_peserta_kompetisi: number; id_atlet: number }
  | { jenis: 'PESERTA'; id_kompetisi: number; id_peserta_kompetisi: number; id_atlet: number }
  | { jenis: 'JUARA_UMUM'; id_kompetisi: number; tempat: TempatJuara; kategori: KategoriEvent; id_dojang: number }
  | { jenis: 'ATLET_TERBAIK'; id_kompetisi: number; kategori: KategoriEvent; id_peserta_kompetisi: number; id_atlet: number };

export type JenisPiagam = IsiPiagam['jenis'];

const KODE_KATEGORI: Record<KategoriEvent, string> = { prestasi: 'PR', pemula: 'PM' };
const DARI_KODE_KATEGORI = new Map(KATEGORI.map((k) => [KODE_KATEGORI[k], k]));

const b36 = (n: number) => n.toString(36).toUpperCase();
const dari36 = (s: string | undefined): number | null => {
  if (!s || !/^[0-9A-Z]+$/.test(s)) return null;
  const n = parseInt(s, 36);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};
const tempatDari = (s: string): TempatJuara | null => (s === '1' || s === '2' || s === '3' ? (Number(s) as TempatJuara) : null);

/** The parts of a certificate code, without its signature. */
export function bagianPiagam(isi: IsiPiagam): string {
  const k = b36(isi.id_kompetisi);
  switch (isi.jenis) {
    case 'JUARA':
      return `${k}-J${isi.tempat}-${b36(isi.id_peserta_kompetisi)}-${b36(isi.id_atlet)}`;
    case 'PESERTA':
      return `${k}-S-${b36(isi.id_peserta_kompetisi)}-${b36(isi.id_atlet)}`;
    case 'JUARA_UMUM':
      return `${k}-U${isi.tempat}-${KODE_KATEGORI[isi.kategori]}-${b36(isi.id_dojang)}`;
    case 'ATLET_TERBAIK':
      return `${k}-T-${KODE_KATEGORI[isi.kategori]}-${b36(isi.id_peserta_kompetisi)}-${b36(isi.id_atlet)}`;
  }
}

/** What the parts of a certificate code name, or null when they are not a certificate's. */
export function bacaBagianPiagam(bagian: string): IsiPiagam | null {
  const p = bagian.split('-');
  const id_kompetisi = dari36(p[0]);
  const tag = p[1] ?? '';
  if (id_kompetisi === null) return null;
  if (p.length === 4 && tag.length === 2 && tag[0] === 'J') {
    const tempat = tempatDari(tag[1]);
    const id_peserta_kompetisi = dari36(p[2]);
    const id_atlet = dari36(p[3]);
    return tempat && id_peserta_kompetisi && id_atlet ? { jenis: 'JUARA', id_kompetisi, tempat, id_peserta_kompetisi, id_atlet } : null;
  }
  if (p.length === 4 && tag === 'S') {
    const id_peserta_kompetisi = dari36(p[2]);
    const id_atlet = dari36(p[3]);
    return id_peserta_kompetisi && id_atlet ? { jenis: 'PESERTA', id_kompetisi, id_peserta_kompetisi, id_atlet } : null;
  }
  if (p.length === 4 && tag.length === 2 && tag[0] === 'U') {
    const tempat = tempatDari(tag[1]);
    const kategori = DARI_KODE_KATEGORI.get(p[2]);
    const id_dojang = dari36(p[3]);
    return tempat && kategori && id_dojang ? { jenis: 'JUARA_UMUM', id_kompetisi, tempat, kategori, id_dojang } : null;
  }
  if (p.length === 5 && tag === 'T') {
    const kategori = DARI_KODE_KATEGORI.get(p[2]);
    const id_peserta_kompetisi = dari36(p[3]);
    const id_atlet = dari36(p[4]);
    return kategori && id_peserta_kompetisi && id_atlet
      ? { jenis: 'ATLET_TERBAIK', id_kompetisi, kategori, id_peserta_kompetisi, id_atlet }
      : null;
  }
  return null;
}

const KATEGORI_TAMPIL: Record<KategoriEvent, string> = { prestasi: 'Prestasi', pemula: 'Pemula' };

/** The title a certificate prints: 'Juara 1', 'Peserta', 'Juara Umum 2 Prestasi', 'Atlet Terbaik Pemula'. */
export function judulPiagam(isi: IsiPiagam): string {
  switch (isi.jenis) {
    case 'JUARA':
      return `Juara ${isi.tempat}`;
    case 'PESERTA':
      return 'Peserta';
    case 'JUARA_UMUM':
      return `Juara Umum ${isi.tempat} ${KATEGORI_TAMPIL[isi.kategori]}`;
    case 'ATLET_TERBAIK':
      return `Atlet Terbaik ${KATEGORI_TAMPIL[isi.kategori]}`;
  }
}
