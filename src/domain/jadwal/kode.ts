/**
 * A court's letter and a bout's label: 'Lapangan A' → 'A', so bout 12 there is 'A-12' on every screen, the PDF and
 * the desk. A court named by one letter ('Lapangan A', 'Matras B', 'C') keeps it; any other takes the first letter
 * not taken, by its order in the day (urutan, then name, then id).
 */
export interface LapanganBerkode {
  id_lapangan: number;
  nama: string;
  urutan: number;
}

const HURUF_NAMA = /^(?:(?:lapangan|lap\.?|matras|court)\s*)?([a-z])$/i;

/** The letter a court's name gives ('Lapangan A' → 'A'), else null. */
export function hurufDariNama(nama: string): string | null {
  const m = HURUF_NAMA.exec(nama.trim());
  return m?.[1] ? m[1].toUpperCase() : null;
}

/** 0 → 'A', 25 → 'Z', 26 → 'AA'. */
export function hurufKe(i: number): string {
  let s = '';
  let n = i;
  do {
    s = String.fromCharCode(65 + (n % 26)) + s;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return s;
}

/** Every court of one day with its letter: named letters first, the rest by order, never two alike. */
export function kodeLapanganHari(lapangan: readonly LapanganBerkode[]): Map<number, string> {
  const urut = [...lapangan].sort((a, b) => a.urutan - b.urutan || a.nama.localeCompare(b.nama) || a.id_lapangan - b.id_lapangan);
  const kode = new Map<number, string>();
  const dipakai = new Set<string>();
  for (const l of urut) {
    const h = hurufDariNama(l.nama);
    if (h && !dipakai.has(h)) {
      kode.set(l.id_lapangan, h);
      dipakai.add(h);
    }
  }
  let i = 0;
  for (const l of urut) {
    if (kode.has(l.id_lapangan)) continue;
    while (dipakai.has(hurufKe(i))) i++;
    const h = hurufKe(i);
    kode.set(l.id_lapangan, h);
    dipakai.add(h);
  }
  return kode;
}

/** One court's letter among its day's courts (the court itself included). */
export function kodeLapangan(lapangan: LapanganBerkode, hari: readonly LapanganBerkode[]): string {
  const semua = hari.some((l) => l.id_lapangan === lapangan.id_lapangan) ? hari : [...hari, lapangan];
  return kodeLapanganHari(semua).get(lapangan.id_lapangan) ?? hurufDariNama(lapangan.nama) ?? '';
}

/** 'A-12'; a bout whose court has no letter (an answer from before letters) keeps its number alone. */
export function labelPartai(kode: string | null | undefined, nomor: number): string {
  return kode ? `${kode}-${nomor}` : String(nomor);
}

/** Courts of several days (a competition's): each court's letter among its own day's. */
export function kodeLapanganSemua(lapangan: readonly (LapanganBerkode & { id_hari: number })[]): Map<number, string> {
  const hari = new Map<number, LapanganBerkode[]>();
  for (const l of lapangan) hari.set(l.id_hari, [...(hari.get(l.id_hari) ?? []), l]);
  return new Map([...hari.values()].flatMap((ls) => [...kodeLapanganHari(ls)]));
}

interface PartaiAsal {
  id_kelas_kejuaraan: number;
  ronde: number;
  posisi?: number;
  nomor: number;
}

/** The bout whose winner fills a still empty corner ('B' from posisi 2p−1, 'R' from 2p of the round before), if numbered. */
export function partaiAsal<P extends PartaiAsal>(partai: readonly P[], p: PartaiAsal, sudut: 'B' | 'R'): P | null {
  if (p.posisi === undefined) return null;
  const posisi = sudut === 'B' ? 2 * p.posisi - 1 : 2 * p.posisi;
  return partai.find((x) => x.id_kelas_kejuaraan === p.id_kelas_kejuaraan && x.ronde === p.ronde - 1 && x.posisi === posisi) ?? null;
}

/** An empty corner's text: 'Pemenang partai A-11' when that bout is on the court, else 'Pemenang partai sebelumnya'. */
export const teksPemenangAsal = (label: string | null) => (label ? `Pemenang partai ${label}` : 'Pemenang partai sebelumnya');
