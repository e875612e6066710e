import type { KirimanDitolak, SewaHubInfo } from '../../../domain/hub/kontrak';
import { umurKontak } from '../../data/sync/koneksi';
import type { KeadaanHub } from '../../data/hub';

let fmt: Intl.DateTimeFormat | undefined;
/** '21 Nov 14.32 WIB' of an ISO time. */
export function waktuWib(iso: string | null): string {
  if (!iso) return '–';
  const ms = Date.parse(iso);
  if (!Number.isFinite(ms)) return '–';
  const teks = (fmt ??= new Intl.DateTimeFormat('id-ID', {
    timeZone: 'Asia/Jakarta',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })).format(ms);
  return `${teks.replace(/,/g, '')} WIB`;
}

export const umurIso = (iso: string | null, now: number) => (iso ? umurKontak(Date.parse(iso), now) : 'belum pernah');

export type NadaSewa = 'netral' | 'menunggu' | 'aktif' | 'selesai';

export interface TampilSewa {
  judul: string;
  rincian: string[];
  nada: NadaSewa;
  /** What the admin may do now. */
  bolehBuatKode: boolean;
  bolehCabut: boolean;
  bolehAkhiri: boolean;
}

/** The lease as the competition's admin reads it on the central server's 'Hub venue' page. */
export function tampilSewa(sewa: SewaHubInfo | null, now: number): TampilSewa {
  const dasar = { bolehBuatKode: true, bolehCabut: false, bolehAkhiri: false };
  if (!sewa) return { ...dasar, judul: 'Belum ada hub venue', rincian: ['Kompetisi ini dijalankan server pusat.'], nada: 'netral' };
  const diterima = `Perubahan diterima dari hub: ${sewa.seq_diterima}`;
  switch (sewa.status) {
    case 'menunggu':
      if (Date.parse(sewa.kode_berlaku_sampai) <= now) {
        return { ...dasar, judul: 'Kode kedaluwarsa', rincian: ['Buat kode baru untuk memasangkan hub venue.'], nada: 'netral' };
      }
      return {
        ...dasar,
        bolehCabut: true,
        judul: 'Menunggu hub',
        rincian: [`Kode pasangan berlaku sampai ${waktuWib(sewa.kode_berlaku_sampai)}.`, 'Server pusat masih menerima semua perubahan.'],
        nada: 'menunggu',
      };
    case 'aktif':
      return {
        bolehBuatKode: false,
        bolehCabut: false,
        bolehAkhiri: true,
        judul: `Dikelola hub "${sewa.nama_hub ?? 'Hub venue'}" sejak ${waktuWib(sewa.diambil_pada)}`,
        rincian: [
          `Kontak terakhir: ${umurIso(sewa.kontak_terakhir, now)}`,
          diterima,
          'Perubahan data pertandingan hanya diterima dari hub ini.',
        ],
        nada: 'aktif',
      };
    case 'selesai':
      return {
        ...dasar,
        judul: `Selesai (${sewa.selesai_cara ?? 'dikembalikan'})`,
        rincian: [`${sewa.nama_hub ?? 'Hub venue'} · ${waktuWib(sewa.selesai_pada)}`, diterima],
        nada: 'selesai',
      };
    case 'dicabut':
      return { ...dasar, judul: 'Kode dicabut', rincian: [`Dicabut ${waktuWib(sewa.selesai_pada)}.`], nada: 'netral' };
  }
}

/** A refused change as a line: '#1042 partai — Partai tidak ditemukan'. */
export const barisDitolak = (d: KirimanDitolak) => `#${d.seq} ${d.tabel} — ${d.pesan}`;

/** The hub's link to the central server, on the hub's own page. */
export function teksTautan(k: KeadaanHub, now: number): { teks: string; baik: boolean } {
  const menunggu = `${k.tertinggal} perubahan menunggu`;
  if (k.tersambung) {
    return { teks: `Tersambung ke pusat · ${umurIso(k.kontak_terakhir, now)}${k.tertinggal > 0 ? ` · ${menunggu}` : ''}`, baik: true };
  }
  return { teks: `Pusat tidak terjangkau · ${menunggu}`, baik: false };
}

/** The address for devices: the hub's first address on the hall's network, else this page's. */
export const alamatPerangkat = (k: KeadaanHub, asalHalaman: string) => k.alamat_lokal[0] ?? asalHalaman;
