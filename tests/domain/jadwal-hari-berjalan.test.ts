import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { akhirLapangan, teksGeser } from '../../src/domain/jadwal/akhir-lapangan';
import { hitungEta, waktuMulaiLapangan, type PartaiEta } from '../../src/domain/jadwal/eta';
import { etaLapangan, mulaiRencana, riwayatHariLain } from '../../src/domain/jadwal/eta-lapangan';
import { peringatanHariAwal } from '../../src/domain/jadwal/hari-awal';
import { peringatanIstirahat, pesanIstirahat, type SelesaiAtlet } from '../../src/domain/jadwal/istirahat-atlet';

const M = 60_000;
const L = { mulai_pada: waktuMulaiLapangan('2027-01-02', '08:00'), menit_kyorugi: 6, menit_poomsae: 4 };
const antre = (n: number): PartaiEta[] =>
  Array.from({ length: n }, (_, i) => ({ id_match: `m${i + 1}`, nomor: i + 1, cabang: 'KYORUGI', status: 'MENUNGGU', mulai_pada: null }));

describe('ETA of a day not yet started', () => {
  it('a day dated in the future shows its planned times, whenever it is read', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 * 24 * 60 }), (menitSebelum) => {
        const e = hitungEta(L, antre(4), [], L.mulai_pada - menitSebelum * M);
        expect([...e.values()].map((x) => (x.eta - L.mulai_pada) / M)).toEqual([0, 6, 12, 18]);
      }),
    );
  });

  it('run before its date (28 November for 2 January) its ETAs follow the clock, never its date', () => {
    const now = Date.parse('2026-11-28T13:50:00Z'); // 20.50 WIB
    const p = antre(4);
    p[0] = { ...p[0], status: 'SELESAI', mulai_pada: now - 10 * M };
    const riwayat = [{ cabang: 'KYORUGI' as const, mulai_pada: now - 10 * M, selesai_pada: now - 4 * M }];
    const e = hitungEta(L, p, riwayat, now);
    for (const x of e.values()) expect(x.eta - now).toBeLessThan(60 * M);
    // Called, nothing finished yet: the same.
    const dipanggil = antre(3).map((x, i) => (i === 0 ? { ...x, status: 'DIPANGGIL' as const } : x));
    expect(hitungEta(L, dipanggil, [], now).get('m1')!.eta).toBe(now);
  });

  it('a court of today not begun still waits for its start', () => {
    const now = L.mulai_pada - 30 * M;
    expect(hitungEta(L, antre(1), [], now).get('m1')!.eta).toBe(L.mulai_pada);
  });
});

describe('running a day before its date', () => {
  it('asks with both dates (WIB) only when the day is later than today', () => {
    const sekarang = Date.parse('2026-11-28T03:00:00Z');
    expect(peringatanHariAwal('2027-01-02', sekarang)).toBe('Hari ini 28 November, jadwal ini untuk 2 Januari. Tetap jalankan?');
    expect(peringatanHariAwal('2026-11-28', sekarang)).toBeNull();
    expect(peringatanHariAwal('2026-11-20', sekarang)).toBeNull();
    // 23.30 WIB on the 27th is still the 27th: the 28th is tomorrow.
    expect(peringatanHariAwal('2026-11-28', Date.parse('2026-11-27T16:30:00Z'))).toMatch(/^Hari ini 27 November/);
  });
});

describe('rest before a call', () => {
  const now = Date.parse('2026-03-01T02:00:00Z');
  const partai = { id_match: 'm9', sudut_a: { id_peserta_kompetisi: 1, nama: 'Budi' }, sudut_b: { id_peserta_kompetisi: 2, nama: 'Sari' } };
  const selesai = (id: number, label: string, menitLalu: number): SelesaiAtlet => ({
    id_peserta_kompetisi: id,
    id_match: label,
    label,
    selesai_pada: new Date(now - menitLalu * M).toISOString(),
  });

  it("names the athlete, the bout and the minutes ('Atlet Budi selesai partai A-11 3 menit lalu')", () => {
    const w = peringatanIstirahat(partai, [selesai(1, 'A-11', 3.5), selesai(1, 'B-2', 40), selesai(2, 'A-5', 30)], now, 10);
    expect(w).toEqual([{ sudut: 'B', nama: 'Budi', label: 'A-11', menit_lalu: 3 }]);
    expect(pesanIstirahat(w[0])).toBe('Atlet Budi selesai partai A-11 3 menit lalu');
  });

  it('only the latest bout of each corner counts, the bout itself never; a rest of 0 minutes never asks', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(1, 2), fc.integer({ min: 0, max: 120 })), { maxLength: 8 }),
        fc.integer({ min: 0, max: 30 }),
        (xs, menit) => {
          const list = xs.map(([id, lalu], i) => selesai(id, `A-${i + 1}`, lalu));
          const w = peringatanIstirahat(partai, [...list, { ...selesai(1, 'm9', 0), id_match: 'm9' }], now, menit);
          for (const sudut of ['B', 'R'] as const) {
            const id = sudut === 'B' ? 1 : 2;
            const terakhir = Math.min(...xs.filter(([x]) => x === id).map(([, lalu]) => lalu));
            expect(w.some((x) => x.sudut === sudut)).toBe(menit > 0 && terakhir < menit);
          }
        },
      ),
    );
  });
});

describe('drift of a court', () => {
  it('expected end against planned end, in words', () => {
    const lap = { tanggal: '2026-03-01', mulai: '08:00' };
    const t0 = waktuMulaiLapangan(lap.tanggal, lap.mulai);
    const p = Array.from({ length: 4 }, (_, i) => ({
      id_match: `m${i + 1}`,
      nomor: i + 1,
      cabang: 'KYORUGI' as const,
      status: (i < 2 ? 'SELESAI' : 'MENUNGGU') as 'SELESAI' | 'MENUNGGU',
      mulai_pada: i < 2 ? new Date(t0 + i * 26 * M).toISOString() : null,
      selesai_pada: i < 2 ? new Date(t0 + i * 26 * M + 26 * M).toISOString() : null,
      sudut_tidak_hadir: null,
    }));
    // Two bouts took 26 min each (planned 6): 52 min gone, two more expected at 26 each → end 09:44 against 08:24.
    const a = akhirLapangan(lap, { menit_kyorugi: 6, menit_poomsae: 4 }, p, t0 + 52 * M);
    expect(a.rencana).toBe(t0 + 24 * M);
    expect(a.geser_menit).toBe(80);
    expect(teksGeser(a.geser_menit)).toBe('+80 menit');
    expect(teksGeser(1)).toBe('sesuai jadwal');
    expect(teksGeser(-15)).toBe('−15 menit');
  });
});

describe('a day run on another date', () => {
  const pengaturan = { menit_kyorugi: 6, menit_poomsae: 4 };
  const bout = (nomor: number, selesai: [number, number] | null) => ({
    id_match: `m${nomor}`,
    nomor,
    cabang: 'KYORUGI' as const,
    status: (selesai ? 'SELESAI' : 'MENUNGGU') as 'SELESAI' | 'MENUNGGU',
    mulai_pada: selesai ? new Date(selesai[0]).toISOString() : null,
    selesai_pada: selesai ? new Date(selesai[1]).toISOString() : null,
    sudut_tidak_hadir: null,
  });

  it('is planned and measured from when it began: a court that began, and a court of that day still waiting', () => {
    const lap = { tanggal: '2027-01-03', mulai: '08:00' };
    // Run on 28 November 2026 from 19:05 WIB (12:05 UTC), five weeks before its date.
    const awal = Date.UTC(2026, 10, 28, 12, 5);
    const a = [bout(1, [awal, awal + 10 * M]), bout(2, null), bout(3, null)];
    expect(mulaiRencana(lap, a)).toBe(awal);
    const drift = akhirLapangan(lap, pengaturan, a, awal + 10 * M);
    // Planned 3 × 6 = 18 min from 19:05; the first took 10 and two more are expected: about +4 to +14, never weeks.
    expect(drift.geser_menit).toBeGreaterThan(0);
    expect(drift.geser_menit).toBeLessThan(30);

    const b = [bout(1, null), bout(2, null)];
    const hari = riwayatHariLain([a, b], 1);
    expect(hari.dimulai_pada).toBe(awal);
    expect(mulaiRencana({ tanggal: '2027-01-03', mulai: '09:00' }, b, hari)).toBe(awal);
    const eta = etaLapangan({ tanggal: '2027-01-03', mulai: '09:00' }, pengaturan, b, awal + 20 * M, hari);
    expect(eta.get('m1')?.eta).toBe(awal + 20 * M);
  });

  it('on its own date the plan holds', () => {
    const lap = { tanggal: '2027-01-03', mulai: '08:00' };
    const t0 = waktuMulaiLapangan(lap.tanggal, lap.mulai);
    const a = [bout(1, [t0 + 15 * M, t0 + 21 * M]), bout(2, null)];
    expect(mulaiRencana(lap, a)).toBe(t0);
    expect(akhirLapangan(lap, pengaturan, a, t0 + 21 * M).geser_menit).toBe(15);
  });
});
