/**
 * The printed codes of the venue days: an ID card's number and a certificate's number. A code is its
 * parts (what it names, in base 36, joined by '-') and the server's signature over them (8 characters
 * of base 32). The parts can be read anywhere, so an offline desk finds the entry in its cached list;
 * only the server, holding the key, can tell a forged code from a real one.
 */

const ANGKA = /^[0-9A-Z]+$/;
const TANDA = /^[A-Z2-7]{8}$/;
export const PANJANG_TANDA = 8;

export type IsiKartu =
  /** A card for an entry; a team entry gives each member a card (id_atlet). */
  | { jenis: 'PESERTA'; id_kompetisi: number; id_peserta_kompetisi: number; id_atlet: number }
  /** A coach's card for the competition. */
  | { jenis: 'PELATIH'; id_kompetisi: number; id_pelatih: number };

const b36 = (n: number) => n.toString(36).toUpperCase();
const dari36 = (s: string): number | null => {
  if (!ANGKA.test(s)) return null;
  const n = parseInt(s, 36);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

/** The parts of a card code, without its signature. */
export function bagianKartu(isi: IsiKartu): string {
  return isi.jenis === 'PESERTA'
    ? `${b36(isi.id_kompetisi)}-P${b36(isi.id_peserta_kompetisi)}-${b36(isi.id_atlet)}`
    : `${b36(isi.id_kompetisi)}-L${b36(isi.id_pelatih)}`;
}

/** What the parts of a card code name, or null when they are not a card's. */
export function bacaBagianKartu(bagian: string): IsiKartu | null {
  const p = bagian.split('-');
  const id_kompetisi = dari36(p[0] ?? '');
  if (id_kompetisi === null) return null;
  if (p.length === 3 && p[1]?.startsWith('P')) {
    const id_peserta_kompetisi = dari36(p[1].slice(1));
    const id_atlet = dari36(p[2] ?? '');
    return id_peserta_kompetisi && id_atlet ? { jenis: 'PESERTA', id_kompetisi, id_peserta_kompetisi, id_atlet } : null;
  }
  if (p.length === 2 && p[1]?.startsWith('L')) {
    const id_pelatih = dari36(p[1].slice(1));
    return id_pelatih ? { jenis: 'PELATIH', id_kompetisi, id_pelatih } : null;
  }
  return null;
}

/** A whole code split into its parts and signature; null when it is not shaped like one. */
export function pisahKode(kode: string): { bagian: string; tanda: string } | null {
  const i = kode.lastIndexOf('-');
  if (i <= 0) return null;
  const bagian = kode.slice(0, i);
  const tanda = kode.slice(i + 1);
  if (!TANDA.test(tanda) || !bagian.split('-').every((s) => ANGKA.test(s))) return null;
  return { bagian, tanda };
}

/**
 * The code in what a scanner or a keyboard gave: a QR holds the verification address
 * (…/kartu/<kode> or …/verifikasi/<kode>), a person types the code printed under it, in any case and
 * with stray spaces. Null when nothing code-shaped is there.
 */
export function kodeDariPindaian(teks: string): string | null {
  const bersih = teks
    .trim()
    .replace(/[?#].*$/, '')
    .replace(/\/+$/, '');
  const akhir = bersih
    .slice(bersih.lastIndexOf('/') + 1)
    .replace(/\s+/g, '')
    .toUpperCase();
  return pisahKode(akhir) ? akhir : null;
}

/**
 * A card number as a person types it from the card: the whole printed code (parts and signature), or only its
 * parts ('1-P5B-5J'), which name the entry just as well. `kode` is the whole code when the signature was there,
 * so it can be checked against the card issued; null when only the parts were typed. A scanned QR (an address)
 * must carry its signature: its parts alone are not accepted.
 */
export function nomorKartuDariKetikan(teks: string): { bagian: string; kode: string | null } | null {
  const utuh = kodeDariPindaian(teks);
  if (utuh) {
    const p = pisahKode(utuh);
    if (p && bacaBagianKartu(p.bagian)) return { bagian: p.bagian, kode: utuh };
  }
  if (teks.includes('/')) return null;
  const bagian = teks.replace(/\s+/g, '').toUpperCase();
  return bacaBagianKartu(bagian) ? { bagian, kode: null } : null;
}
