import { describe, expect, it } from 'vitest';
import type { KeadaanServer, SewaHubInfo } from '../../src/domain/hub/kontrak';
import { tampilSewa } from '../../src/client/features/hub/hub-view';
import { teksLencana } from '../../src/client/ui/lencana/lencana-server';

/** What the server badge and the 'Hub Venue' page say, at a fixed moment (never today's date). */

const NOW = Date.parse('2030-03-09T03:00:00Z');
const menitLalu = (m: number) => new Date(NOW - m * 60_000).toISOString();

const hub = (x: Partial<Extract<KeadaanServer, { peran: 'hub' }>>): KeadaanServer => ({
  peran: 'hub',
  pusat_url: 'https://arena.contoh.id',
  id_kompetisi: 7,
  nama_kompetisi: 'Kejuaraan',
  status: 'aktif',
  kontak_terakhir: menitLalu(2),
  tersambung: true,
  tertinggal: 0,
  ditolak: [],
  galat_terakhir: null,
  alamat_lokal: ['http://192.168.1.10:3000'],
  ...x,
});

describe('the server badge', () => {
  it('names the server and its link to the central one', () => {
    const pusat: KeadaanServer = { peran: 'pusat', dikelola_hub: [{ id_kompetisi: 7, nama_hub: 'GOR', kontak_terakhir: menitLalu(2) }] };
    expect(teksLencana(pusat, false, 3, NOW)?.teks).toBe('Server pusat');
    expect(teksLencana(pusat, false, 7, NOW)?.teks).toBe('Dikelola hub venue · data terakhir 2 menit lalu');
    expect(teksLencana(pusat, false, null, NOW)?.teks).toBe('Dikelola hub venue · data terakhir 2 menit lalu');
    expect(teksLencana(pusat, true, 7, NOW)?.teks).toBe('Server pusat · Luring');
    expect(teksLencana(hub({}), false, null, NOW)?.teks).toBe('Hub venue · tersambung ke pusat 2 menit lalu');
    expect(teksLencana(hub({ tersambung: false, tertinggal: 120 }), false, null, NOW)?.teks).toBe(
      'Hub venue · pusat tidak terjangkau · 120 perubahan menunggu',
    );
    expect(teksLencana(hub({}), true, null, NOW)).toMatchObject({ teks: 'Hub venue · Luring', nada: 'redup' });
    expect(teksLencana(null, false, null, NOW)).toBeNull();
  });
});

const sewa = (x: Partial<SewaHubInfo>): SewaHubInfo => ({
  id_sewa: 1,
  status: 'menunggu',
  nama_hub: null,
  kode_berlaku_sampai: new Date(NOW + 20 * 60_000).toISOString(),
  diambil_pada: null,
  kontak_terakhir: null,
  seq_diterima: 0,
  ditolak: [],
  selesai_pada: null,
  selesai_cara: null,
  ...x,
});

describe("the lease on the 'Hub Venue' page", () => {
  it('says its state and offers what may be done now', () => {
    expect(tampilSewa(null, NOW)).toMatchObject({ judul: 'Belum ada hub venue', bolehBuatKode: true, bolehCabut: false });
    expect(tampilSewa(sewa({}), NOW)).toMatchObject({ judul: 'Menunggu hub', bolehCabut: true, bolehAkhiri: false });
    expect(tampilSewa(sewa({}), NOW).rincian[0]).toBe('Kode pasangan berlaku sampai 9 Mar 10.20 WIB.');
    expect(tampilSewa(sewa({ kode_berlaku_sampai: menitLalu(1) }), NOW)).toMatchObject({ judul: 'Kode kedaluwarsa', bolehCabut: false });
    const aktif = tampilSewa(
      sewa({ status: 'aktif', nama_hub: 'Laptop GOR', diambil_pada: menitLalu(90), kontak_terakhir: menitLalu(2), seq_diterima: 42 }),
      NOW,
    );
    expect(aktif).toMatchObject({ judul: 'Dikelola hub "Laptop GOR" sejak 9 Mar 08.30 WIB', bolehBuatKode: false, bolehAkhiri: true });
    expect(aktif.rincian).toContain('Kontak terakhir: 2 menit lalu');
    expect(aktif.rincian).toContain('Perubahan diterima dari hub: 42');
    expect(tampilSewa(sewa({ status: 'selesai', selesai_cara: 'diakhiri', selesai_pada: menitLalu(5) }), NOW).judul).toBe(
      'Selesai (diakhiri)',
    );
    expect(tampilSewa(sewa({ status: 'dicabut', selesai_pada: menitLalu(5) }), NOW).judul).toBe('Kode dicabut');
  });
});
