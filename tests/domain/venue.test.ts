import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { PartaiJadwal } from '../../src/domain/jadwal';
import { waktuMulaiLapangan } from '../../src/domain/jadwal';
import {
  HADIR_BATAS_MS,
  HADIR_MSG,
  hadirSchema,
  munculLagi,
  pilihHari,
  rencanaLapangan,
  ringkasLapangan,
  selisihRencana,
  terhubung,
} from '../../src/domain/venue';

const MENIT = 60_000;
const LAPANGAN = { tanggal: '2030-05-10', mulai: '08:00' };
const PENGATURAN = { menit_kyorugi: 6, menit_poomsae: 4 };
const T0 = waktuMulaiLapangan(LAPANGAN.tanggal, LAPANGAN.mulai);
const iso = (m: number) => new Date(T0 + m * MENIT).toISOString();

/** Bout `nomor` of the court; times in minutes after the court's start. */
function partai(
  nomor: number,
  status: PartaiJadwal['status'],
  opsi: Partial<{ cabang: 'KYORUGI' | 'POOMSAE'; mulai: number; selesai: number; absen: boolean }> = {},
): PartaiJadwal {
  return {
    id_match: `m${nomor}`,
    nomor,
    cabang: opsi.cabang ?? 'KYORUGI',
    status,
    mulai_pada: opsi.mulai === undefined ? null : iso(opsi.mulai),
    selesai_pada: opsi.selesai === undefined ? null : iso(opsi.selesai),
    sudut_tidak_hadir: opsi.absen ? 'B' : null,
  };
}

describe('the venue overview: a court against its plan', () => {
  it("plans each bout at the court's start plus the settings' minutes of every bout before it (Kyorugi 6, Poomsae 4)", () => {
    const r = rencanaLapangan(LAPANGAN, PENGATURAN, [
      partai(3, 'MENUNGGU', { cabang: 'POOMSAE' }),
      partai(1, 'MENUNGGU'),
      partai(2, 'MENUNGGU'),
    ]);
    expect([...r.mulai.entries()]).toEqual([
      ['m1', T0],
      ['m2', T0 + 6 * MENIT],
      ['m3', T0 + 12 * MENIT],
    ]);
    expect(r.selesai).toBe(T0 + 16 * MENIT);
  });

  it('before the court opens it is on plan, every bout left, the first one next', () => {
    const ps = [partai(1, 'MENUNGGU'), partai(2, 'MENUNGGU')];
    const r = ringkasLapangan(LAPANGAN, PENGATURAN, ps, T0 - 60 * MENIT);
    expect(r).toMatchObject({ di_matras: null, dipanggil: null, sisa: 2, selesai: 0, total: 2, selisih_menit: 0 });
    expect(r.berikut?.id_match).toBe('m1');
  });

  it('runs behind when its first bout has not started half an hour after the opening', () => {
    const r = ringkasLapangan(LAPANGAN, PENGATURAN, [partai(1, 'DIPANGGIL'), partai(2, 'MENUNGGU')], T0 + 30 * MENIT);
    expect(r.selisih_menit).toBe(30);
    expect([r.dipanggil?.id_match, r.berikut?.id_match]).toEqual(['m1', 'm2']);
  });

  it('measures a bout on the mat by when it really started against its planned start', () => {
    const ps = [
      partai(1, 'SELESAI', { mulai: 0, selesai: 8 }),
      partai(2, 'SELESAI', { mulai: 10, selesai: 18 }),
      partai(3, 'BERTANDING', { mulai: 20 }),
      partai(4, 'DIPANGGIL'),
      partai(5, 'MENUNGGU'),
      partai(6, 'MENUNGGU'),
    ];
    const r = ringkasLapangan(LAPANGAN, PENGATURAN, ps, T0 + 22 * MENIT);
    // Planned at 12 minutes, on the mat since 20.
    expect(r.selisih_menit).toBe(8);
    expect([r.di_matras?.id_match, r.dipanggil?.id_match, r.berikut?.id_match]).toEqual(['m3', 'm4', 'm5']);
    expect([r.sisa, r.selesai, r.total]).toEqual([4, 2, 6]);
  });

  it('runs ahead (negative) when its bouts go faster than planned', () => {
    const ps = [partai(1, 'SELESAI', { mulai: 0, selesai: 2 }), partai(2, 'SELESAI', { mulai: 2, selesai: 4 }), partai(3, 'MENUNGGU')];
    // The court learned 2-minute bouts and no changeover: bout 3 starts now (4), planned at 12.
    expect(ringkasLapangan(LAPANGAN, PENGATURAN, ps, T0 + 4 * MENIT).selisih_menit).toBe(-8);
  });

  it('once every bout is finished, the last result against the planned end; a court without bouts has no drift', () => {
    const ps = [partai(1, 'SELESAI', { mulai: 0, selesai: 7 }), partai(2, 'SELESAI', { selesai: 20, absen: true })];
    const r = ringkasLapangan(LAPANGAN, PENGATURAN, ps, T0 + 60 * MENIT);
    expect(r).toMatchObject({ sisa: 0, selesai: 2, selisih_menit: 8, di_matras: null, berikut: null });
    expect(ringkasLapangan(LAPANGAN, PENGATURAN, [], T0).selisih_menit).toBeNull();
    expect(selisihRencana(LAPANGAN, PENGATURAN, [], new Map())).toBeNull();
  });

  it('picks the day shown: the one asked, else today (WIB), else the next, else the last', () => {
    const hari = ['2030-05-10', '2030-05-11', '2030-05-13'];
    expect(pilihHari(hari, '2030-05-13', 0)).toBe('2030-05-13');
    // 23:30 UTC on the 10th is already the 11th in WIB.
    expect(pilihHari(hari, undefined, Date.UTC(2030, 4, 10, 23, 30))).toBe('2030-05-11');
    expect(pilihHari(hari, undefined, Date.UTC(2030, 4, 12, 3))).toBe('2030-05-13');
    expect(pilihHari(hari, undefined, Date.UTC(2030, 5, 1))).toBe('2030-05-13');
    expect(pilihHari([], undefined, 0)).toBeNull();
  });
});

describe("a court's devices", () => {
  it('a heartbeat names its kind and device; a judge also its seat, the others are seat 0', () => {
    const perangkat = 'a1b2c3d4-0000-4000-8000-000000000001';
    expect(v.parse(hadirSchema, { jenis: 'meja', perangkat, kursi: 3 })).toEqual({ jenis: 'meja', perangkat, kursi: 0 });
    expect(v.parse(hadirSchema, { jenis: 'juri', perangkat, kursi: 2 })).toEqual({ jenis: 'juri', perangkat, kursi: 2 });
    const pesan = (x: unknown) => {
      const r = v.safeParse(hadirSchema, x);
      return r.success ? null : r.issues[0].message;
    };
    expect(pesan({ jenis: 'juri', perangkat })).toBe(HADIR_MSG.kursiWajib);
    expect(pesan({ jenis: 'juri', perangkat, kursi: 8 })).toBe(HADIR_MSG.kursi);
    expect(pesan({ jenis: 'kamera', perangkat })).toBe(HADIR_MSG.jenis);
    expect(pesan({ jenis: 'meja', perangkat: 'x y' })).toBe(HADIR_MSG.perangkat);
  });

  it('is connected within its limit after it was last heard; a heartbeat after a silence makes it appear again', () => {
    const terakhir = new Date(T0).toISOString();
    expect(terhubung({ terakhir, batas_ms: HADIR_BATAS_MS }, T0 + HADIR_BATAS_MS)).toBe(true);
    expect(terhubung({ terakhir, batas_ms: HADIR_BATAS_MS }, T0 + HADIR_BATAS_MS + 1)).toBe(false);
    expect(munculLagi(null, T0)).toBe(true);
    expect(munculLagi(T0, T0 + 20_000)).toBe(false);
    expect(munculLagi(T0, T0 + HADIR_BATAS_MS + 1)).toBe(true);
  });
});
