import type { EntriTampil, HasilTimbang } from '../../data/penimbangan';

/** The desk list's filters: class, dojang, status and a name search. */
export interface FilterMeja {
  kelas: string;
  dojang: string;
  hasil: '' | HasilTimbang;
  cari: string;
}
export const FILTER_MEJA_KOSONG: FilterMeja = { kelas: '', dojang: '', hasil: '', cari: '' };

export const HASIL_LABEL: Record<HasilTimbang, string> = { BELUM: 'Belum ditimbang', LOLOS: 'Lolos', GAGAL: 'Gagal' };

export function saringEntri(xs: readonly EntriTampil[], f: FilterMeja): EntriTampil[] {
  const cari = f.cari.trim().toLowerCase();
  return xs
    .filter(
      (x) =>
        (!f.kelas || String(x.entri.id_kelas_kejuaraan) === f.kelas) &&
        (!f.dojang || String(x.entri.id_dojang) === f.dojang) &&
        (!f.hasil || x.hasil === f.hasil) &&
        (!cari || x.entri.nama_atlet.toLowerCase().includes(cari) || x.entri.kode_kartu.toLowerCase().includes(cari)),
    )
    .sort((a, b) => a.entri.nama_atlet.localeCompare(b.entri.nama_atlet, 'id'));
}

export interface Hitung {
  jumlah: number;
  lolos: number;
  gagal: number;
  belum: number;
}
export interface BarisProgres extends Hitung {
  id: number;
  nama: string;
}

const kosong = (): Hitung => ({ jumlah: 0, lolos: 0, gagal: 0, belum: 0 });
function tambah(h: Hitung, hasil: HasilTimbang) {
  h.jumlah += 1;
  if (hasil === 'LOLOS') h.lolos += 1;
  else if (hasil === 'GAGAL') h.gagal += 1;
  else h.belum += 1;
}

/** Weighed / not yet / failed, in total, per class and per dojang: counted on the device, so offline too. */
export function hitungProgres(xs: readonly EntriTampil[]): { total: Hitung; perKelas: BarisProgres[]; perDojang: BarisProgres[] } {
  const total = kosong();
  const kelas = new Map<number, BarisProgres>();
  const dojang = new Map<number, BarisProgres>();
  for (const x of xs) {
    tambah(total, x.hasil);
    const k = kelas.get(x.entri.id_kelas_kejuaraan) ?? { id: x.entri.id_kelas_kejuaraan, nama: x.entri.kelas_label, ...kosong() };
    tambah(k, x.hasil);
    kelas.set(k.id, k);
    const d = dojang.get(x.entri.id_dojang) ?? { id: x.entri.id_dojang, nama: x.entri.nama_dojang, ...kosong() };
    tambah(d, x.hasil);
    dojang.set(d.id, d);
  }
  const urut = (m: Map<number, BarisProgres>) => [...m.values()].sort((a, b) => a.nama.localeCompare(b.nama, 'id'));
  return { total, perKelas: urut(kelas), perDojang: urut(dojang) };
}

/** Options of the class and dojang filters, from the entries themselves. */
export function opsiFilter(xs: readonly EntriTampil[]) {
  const kelas = new Map<number, string>();
  const dojang = new Map<number, string>();
  for (const x of xs) {
    kelas.set(x.entri.id_kelas_kejuaraan, x.entri.kelas_label);
    dojang.set(x.entri.id_dojang, x.entri.nama_dojang);
  }
  const urut = (m: Map<number, string>) => [...m.entries()].sort((a, b) => a[1].localeCompare(b[1], 'id'));
  return { kelas: urut(kelas), dojang: urut(dojang) };
}

/** '45,6' from grams, always one decimal (the scale's step). */
export const kg1 = (g: number) => (g / 1000).toFixed(1).replace('.', ',');

/** A typed weight ('45,6', '45.6', '45') to grams on the 0.1 kg step, or null. */
export function bacaBerat(teks: string): number | null {
  const t = teks.trim().replace(',', '.');
  if (!/^\d{1,3}(\.\d)?$/.test(t)) return null;
  const g = Math.round(Number(t) * 10) * 100;
  return g >= 1000 && g <= 300_000 ? g : null;
}

const WAKTU = new Intl.DateTimeFormat('id-ID', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  day: '2-digit',
  month: 'short',
  timeZone: 'Asia/Jakarta',
});
export const waktuTimbang = (iso: string) => WAKTU.format(new Date(iso));
