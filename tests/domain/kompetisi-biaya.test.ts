import { describe, expect, it } from 'vitest';
import {
  BIAYA_DEFAULT,
  anggotaEntri,
  biayaEntri,
  formatRupiah,
  kewarganegaraanAtlet,
  tagihanDojang,
  tarifKompetisi,
  type EntriBiaya,
} from '../../src/domain/kompetisi/biaya';
import { formatTanggalId } from '../../src/domain/kompetisi/tanggal';

const wni = (id: number, kewarganegaraan: string | null | undefined = 'WNI') => ({ id_atlet: id, kewarganegaraan });
const wna = (id: number) => ({ id_atlet: id, kewarganegaraan: 'WNA' });
const k = { id_kompetisi: 3, biaya_pendaftaran: 500_000, biaya_wna: 1_000_000, batas_pendaftaran: '2025-11-08' };

describe('rates', () => {
  it('the competition rates, with Rp 500.000 / Rp 1.000.000 when null or 0', () => {
    expect(BIAYA_DEFAULT).toEqual({ WNI: 500_000, WNA: 1_000_000 });
    expect(tarifKompetisi({ biaya_pendaftaran: 250_000, biaya_wna: 750_000 })).toEqual({ WNI: 250_000, WNA: 750_000 });
    expect(tarifKompetisi({ biaya_pendaftaran: 0, biaya_wna: null })).toEqual({ WNI: 500_000, WNA: 1_000_000 });
    expect(tarifKompetisi({})).toEqual({ WNI: 500_000, WNA: 1_000_000 });
    expect(tarifKompetisi({ biaya_pendaftaran: -5, biaya_wna: Number.NaN })).toEqual({ WNI: 500_000, WNA: 1_000_000 });
  });

  it('an athlete is WNA only when recorded as WNA (default WNI)', () => {
    expect(kewarganegaraanAtlet({ kewarganegaraan: 'WNA' })).toBe('WNA');
    expect(kewarganegaraanAtlet({ kewarganegaraan: ' wna ' })).toBe('WNA');
    expect(kewarganegaraanAtlet({ kewarganegaraan: 'WNI' })).toBe('WNI');
    expect(kewarganegaraanAtlet({ kewarganegaraan: null })).toBe('WNI');
    expect(kewarganegaraanAtlet({})).toBe('WNI');
    expect(kewarganegaraanAtlet({ kewarganegaraan: 'Malaysia' })).toBe('WNI');
  });
});

describe('entries', () => {
  const tarif = tarifKompetisi(k);
  it('an individual entry costs its athlete rate', () => {
    expect(biayaEntri({ atlet: wni(1) }, tarif)).toBe(500_000);
    expect(biayaEntri({ atlet: wna(1) }, tarif)).toBe(1_000_000);
  });
  it('a team entry is charged per member at each member rate, each athlete once', () => {
    const tim: EntriBiaya = { atlet: wni(1), anggota_tim: [{ atlet: wni(1) }, { atlet: wna(2) }, { atlet: wni(3) }] };
    expect(anggotaEntri(tim).map((a) => a.id_atlet)).toEqual([1, 2, 3]);
    expect(biayaEntri(tim, tarif)).toBe(2_000_000);
    expect(biayaEntri({ atlet: wni(1), anggota_tim: [{ atlet: wni(2) }] }, tarif)).toBe(1_000_000);
    expect(biayaEntri({ atlet: wni(1), anggota_tim: null }, tarif)).toBe(500_000);
  });
});

describe("a dojang's invoice", () => {
  it('WNI and WNA lines, total, transfer note and deadline; rejected entries are not charged', () => {
    const entri: EntriBiaya[] = [
      { status: 'PENDING', atlet: wni(1) },
      { status: 'APPROVED', atlet: wni(1) },
      { status: 'PENDING', atlet: wna(2) },
      { status: 'REJECTED', atlet: wna(3) },
      { status: 'PENDING', atlet: wni(4, undefined), anggota_tim: [{ atlet: wni(4, undefined) }, { atlet: wna(5) }] },
    ];
    expect(tagihanDojang(k, { id_dojang: 42 }, entri)).toEqual({
      jumlah_peserta: 5,
      rincian: [
        { kewarganegaraan: 'WNI', jumlah: 3, tarif: 500_000, subtotal: 1_500_000 },
        { kewarganegaraan: 'WNA', jumlah: 2, tarif: 1_000_000, subtotal: 2_000_000 },
      ],
      total: 3_500_000,
      berita_transfer: 'ATK3-D0042',
      batas_pendaftaran: '2025-11-08',
      batas_pendaftaran_tampil: '08 Nov 2025',
    });
  });

  it('only WNI: participants × Rp 500.000 (spec 001 §9); empty: Rp 0; competition rates apply', () => {
    const semuaWni = Array.from({ length: 12 }, (_, i) => ({ atlet: wni(i + 1) }));
    const t = tagihanDojang({ ...k, batas_pendaftaran: null }, { id_dojang: 7 }, semuaWni);
    expect(t.total).toBe(12 * 500_000);
    expect(t.rincian).toHaveLength(1);
    expect(t.batas_pendaftaran).toBeNull();
    expect(t.batas_pendaftaran_tampil).toBe('-');
    const kosong = tagihanDojang(k, { id_dojang: 7 }, []);
    expect([kosong.total, kosong.jumlah_peserta, kosong.rincian, kosong.berita_transfer]).toEqual([0, 0, [], 'ATK3-D0007']);
    expect(
      tagihanDojang({ id_kompetisi: 1, biaya_pendaftaran: 300_000, biaya_wna: 0 }, { id_dojang: 1 }, [{ atlet: wni(1) }, { atlet: wna(2) }])
        .total,
    ).toBe(1_300_000);
  });
});

describe('formatting', () => {
  it('rupiah the id-ID way', () => {
    expect(formatRupiah(500_000)).toBe('Rp 500.000');
    expect(formatRupiah(1_000_000)).toBe('Rp 1.000.000');
    expect(formatRupiah(3_500_000)).toBe('Rp 3.500.000');
    expect(formatRupiah(0)).toBe('Rp 0');
    expect(formatRupiah(999)).toBe('Rp 999');
    expect(formatRupiah(1234.6)).toBe('Rp 1.235');
    expect(formatRupiah(-0.2)).toBe('Rp 0');
    expect(formatRupiah(Number.NaN)).toBe('-');
    expect(formatRupiah(null)).toBe('-');
  });
  it('dates as 2-digit day, short month, year, whatever the device time zone', () => {
    expect(formatTanggalId('2025-11-08')).toBe('08 Nov 2025');
    expect(formatTanggalId('2025-08-01T00:00:00.000Z')).toBe('01 Agu 2025');
    expect(formatTanggalId('2025-02-30')).toBe('-');
    expect(formatTanggalId(null)).toBe('-');
  });
});
