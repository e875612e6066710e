/**
 * How a card and a certificate name an entry's class: branch and category, age group and gender, and the
 * weight or poomsae class — 'Kyorugi Prestasi · Cadet Putra · Under 45 kg'.
 */

export interface KelasKartu {
  cabang: 'KYORUGI' | 'POOMSAE';
  nama_kategori: string;
  nama_kelompok: string;
  jenis_kelamin: string | null;
  /** The weight class ('Under 45 kg') or the poomsae class ('Individu'). */
  nama_kelas: string | null;
}

const GENDER: Record<string, string> = { LAKI_LAKI: 'Putra', PEREMPUAN: 'Putri' };
const besar = (s: string) => s.trim().replace(/^\p{L}/u, (c) => c.toUpperCase());

/** 'Kyorugi Prestasi' */
export function cabangKartu(k: Pick<KelasKartu, 'cabang' | 'nama_kategori'>): string {
  return `${k.cabang === 'KYORUGI' ? 'Kyorugi' : 'Poomsae'} ${besar(k.nama_kategori)}`.trim();
}

/** 'Kyorugi Prestasi · Cadet Putra · Under 45 kg' (parts that are missing are left out). */
export function labelKelasKartu(k: KelasKartu): string {
  const kelompok = [k.nama_kelompok.trim(), k.jenis_kelamin ? (GENDER[k.jenis_kelamin] ?? '') : ''].filter(Boolean).join(' ');
  return [cabangKartu(k), kelompok, k.nama_kelas?.trim() ?? ''].filter(Boolean).join(' · ');
}

/** Up to two initials of a name, for a card without a photo: 'Dewi Kartika Sari' → 'DK'. */
export function inisial(nama: string): string {
  const kata = nama
    .trim()
    .split(/\s+/)
    .filter((w) => /\p{L}/u.test(w));
  return (
    kata
      .slice(0, 2)
      .map((w) => [...w].find((c) => /\p{L}/u.test(c))?.toUpperCase() ?? '')
      .join('') || '?'
  );
}

/** A championship class (the API's KelasKejuaraan shape) as labelKelasKartu reads it. */
export function kelasKartuDari(k: {
  cabang: 'KYORUGI' | 'POOMSAE';
  kategori_event: { nama_kategori: string };
  kelompok: { nama_kelompok: string };
  jenis_kelamin: string | null;
  kelas_berat: { nama_kelas: string; jenis_kelamin?: string | null } | null;
  poomsae: { nama_kelas: string } | null;
}): KelasKartu {
  return {
    cabang: k.cabang,
    nama_kategori: k.kategori_event.nama_kategori,
    nama_kelompok: k.kelompok.nama_kelompok,
    jenis_kelamin: k.jenis_kelamin ?? k.kelas_berat?.jenis_kelamin ?? null,
    nama_kelas: k.kelas_berat?.nama_kelas ?? k.poomsae?.nama_kelas ?? null,
  };
}
