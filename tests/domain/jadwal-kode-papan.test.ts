import { describe, expect, it } from 'vitest';
import {
  bacaDetikHasil,
  hurufKe,
  kodeLapangan,
  kodeLapanganHari,
  labelPartai,
  layarPapanLapangan,
  PAPAN_HASIL_DETIK_BAWAAN,
  type PartaiPapanLapangan,
} from '../../src/domain/jadwal';

const l = (id_lapangan: number, nama: string, urutan = 0) => ({ id_lapangan, nama, urutan });

describe('kodeLapangan / labelPartai', () => {
  it('takes the letter of a court named by one', () => {
    const hari = [l(1, 'Lapangan A'), l(2, 'Lapangan B'), l(3, 'matras c')];
    expect([...kodeLapanganHari(hari)]).toEqual([
      [1, 'A'],
      [2, 'B'],
      [3, 'C'],
    ]);
  });
  it('gives the others a letter by their order in the day, never one already taken', () => {
    const hari = [l(7, 'Utama', 2), l(8, 'Lapangan A', 1), l(9, 'Samping', 3), l(10, 'Lapangan 4', 0)];
    const k = kodeLapanganHari(hari);
    expect(k.get(8)).toBe('A');
    expect(k.get(10)).toBe('B');
    expect(k.get(7)).toBe('C');
    expect(k.get(9)).toBe('D');
    expect(kodeLapangan(l(9, 'Samping', 3), hari)).toBe('D');
    expect(kodeLapangan(l(11, 'Sendiri', 0), [])).toBe('A');
  });
  it('goes on past Z', () => {
    expect([hurufKe(0), hurufKe(25), hurufKe(26), hurufKe(27)]).toEqual(['A', 'Z', 'AA', 'AB']);
  });
  it('labels a bout with its court', () => {
    expect(labelPartai('A', 12)).toBe('A-12');
    expect(labelPartai(null, 12)).toBe('12');
    expect(labelPartai('', 3)).toBe('3');
  });
});

describe('layarPapanLapangan: what a court scoreboard shows', () => {
  const T0 = Date.parse('2030-03-01T02:00:00Z');
  const iso = (ms: number) => new Date(ms).toISOString();
  const p = (nomor: number, status: PartaiPapanLapangan['status'], selesai: number | null = null) => ({
    nomor,
    status,
    selesai_pada: selesai === null ? null : iso(selesai),
  });

  it('shows the bout on the mat, with the called one after it', () => {
    const r = layarPapanLapangan([p(1, 'SELESAI', T0), p(2, 'BERTANDING'), p(3, 'DIPANGGIL'), p(4, 'MENUNGGU')], T0 + 1000, 15);
    expect(r.jenis).toBe('bertanding');
    expect(r.partai?.nomor).toBe(2);
    expect(r.berikut?.nomor).toBe(3);
  });

  it('shows a result for the set seconds after it came, then the next bout', () => {
    const partai = [p(1, 'SELESAI', T0 - 60_000), p(2, 'SELESAI', T0), p(3, 'MENUNGGU'), p(4, 'DIPANGGIL')];
    const hasil = layarPapanLapangan(partai, T0 + 14_999, 15);
    expect(hasil).toMatchObject({ jenis: 'hasil', sampai: T0 + 15_000 });
    expect(hasil.partai?.nomor).toBe(2);
    expect(hasil.berikut?.nomor).toBe(4);
    const lalu = layarPapanLapangan(partai, T0 + 15_000, 15);
    expect(lalu.jenis).toBe('berikut');
    expect(lalu.partai?.nomor).toBe(4);
    expect(layarPapanLapangan(partai, T0 + 5_000, 3).jenis).toBe('berikut');
  });

  it('between bouts with nothing called shows the next waiting bout by number', () => {
    const r = layarPapanLapangan([p(3, 'MENUNGGU'), p(1, 'SELESAI', T0 - 60_000), p(2, 'MENUNGGU')], T0, 15);
    expect(r.jenis).toBe('berikut');
    expect(r.partai?.nomor).toBe(2);
    expect(r.berikut?.nomor).toBe(3);
  });

  it('a bout started cuts a result short', () => {
    const r = layarPapanLapangan([p(1, 'SELESAI', T0), p(2, 'BERTANDING')], T0 + 1000, 15);
    expect(r.jenis).toBe('bertanding');
  });

  it('keeps the last result once the court is done, and says when a court has no bouts', () => {
    const selesai = layarPapanLapangan([p(1, 'SELESAI', T0 - 5000), p(2, 'SELESAI', T0)], T0 + 60_000, 15);
    expect(selesai.jenis).toBe('selesai');
    expect(selesai.partai?.nomor).toBe(2);
    expect(layarPapanLapangan([], T0, 15).jenis).toBe('kosong');
  });

  it('reads a board setting into range', () => {
    expect(bacaDetikHasil(undefined)).toBe(PAPAN_HASIL_DETIK_BAWAAN);
    expect(bacaDetikHasil('30')).toBe(30);
    expect(bacaDetikHasil(0)).toBe(3);
    expect(bacaDetikHasil('999')).toBe(120);
    expect(bacaDetikHasil('abc')).toBe(PAPAN_HASIL_DETIK_BAWAAN);
  });
});
