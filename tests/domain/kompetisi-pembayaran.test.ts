import { describe, expect, it } from 'vitest';
import { KODE_TAGIHAN_MAKS, KODE_TAGIHAN_POLA, kodeTagihan } from '../../src/domain/kompetisi/kode-tagihan';
import { pembayaranDojang, statusBayar, type BuktiBayar, type EntriBayar } from '../../src/domain/kompetisi/pembayaran';

describe('the invoice code written as the transfer note', () => {
  it('is short, of letters, digits and dashes, and names the competition and the dojang', () => {
    expect(kodeTagihan(3, 42)).toBe('ATK3-D0042');
    expect(kodeTagihan(26, 12345)).toBe('ATK26-D12345');
    for (const [k, d] of [
      [1, 1],
      [9_999_999, 9_999_999],
      [2_147_483_647, 2_147_483_647],
      [12, 2_000_000_000],
    ]) {
      const kode = kodeTagihan(k, d);
      expect(kode.length).toBeLessThanOrEqual(KODE_TAGIHAN_MAKS);
      expect(kode).toMatch(KODE_TAGIHAN_POLA);
    }
  });
  it('differs for every competition and dojang pair', () => {
    const seen = new Set<string>();
    const ids = [1, 2, 10, 11, 100, 999, 1000, 1001, 9_999_999, 10_000_000, 36, 2_147_483_647];
    for (const k of ids) for (const d of ids) seen.add(kodeTagihan(k, d));
    expect(seen.size).toBe(ids.length * ids.length);
    // A long dojang name changes nothing: the note stays within what banks accept.
    expect(kodeTagihan(1, 42)).not.toContain(' ');
  });
});

const entri = (created_at: string | null, opts: Partial<EntriBayar> = {}): EntriBayar => ({
  status: 'PENDING',
  created_at,
  atlet: { id_atlet: Math.random() },
  ...opts,
});
const bukti = (status_verifikasi: string, created_at: string, diverifikasi_pada: string | null = null): BuktiBayar => ({
  status_verifikasi,
  created_at,
  diverifikasi_pada,
});
const k = { biaya_pendaftaran: 500_000, biaya_wna: 1_000_000 };

describe("where a dojang's payment stands (the server's lock rule)", () => {
  it('nothing owed, not paid, awaiting review', () => {
    expect(pembayaranDojang(k, [], []).status).toBe('TIDAK_ADA_TAGIHAN');
    const dua = [entri('2026-01-01T10:00:00Z'), entri('2026-01-02T10:00:00Z')];
    expect(pembayaranDojang(k, dua, [])).toMatchObject({
      status: 'BELUM_BAYAR',
      tagihan: 1_000_000,
      terverifikasi: 0,
      sisa: 1_000_000,
      peserta_sisa: 2,
    });
    expect(pembayaranDojang(k, dua, [bukti('MENUNGGU', '2026-01-03T00:00:00Z')])).toMatchObject({
      status: 'MENUNGGU_VERIFIKASI',
      menunggu: 1_000_000,
    });
    expect(pembayaranDojang(k, dua, [bukti('DITOLAK', '2026-01-03T00:00:00Z', '2026-01-04T00:00:00Z')]).status).toBe('BELUM_BAYAR');
  });
  it("an accepted proof makes every entry made before its acceptance paid: 'Lunas' with the amount and the day", () => {
    const bayar = pembayaranDojang(
      k,
      [entri('2026-01-01T10:00:00Z'), entri('2026-01-02T10:00:00Z', { atlet: { id_atlet: 5, kewarganegaraan: 'WNA' } })],
      [bukti('DITERIMA', '2026-01-03T00:00:00Z', '2026-01-04T08:00:00Z')],
    );
    expect(bayar).toEqual({
      status: 'LUNAS',
      tagihan: 1_500_000,
      terverifikasi: 1_500_000,
      menunggu: 0,
      sisa: 0,
      peserta_sisa: 0,
      diterima_pada: '2026-01-04T08:00:00.000Z',
    });
  });
  it('entries added after the acceptance are owed on their own; a rejected entry is free; a queued one is never paid', () => {
    const list = [
      entri('2026-01-01T10:00:00Z'),
      entri('2026-01-05T10:00:00Z', { anggota_tim: [{ atlet: { id_atlet: 70 } }, { atlet: { id_atlet: 71 } }], atlet: { id_atlet: 70 } }),
      entri('2026-01-05T11:00:00Z', { status: 'REJECTED' }),
      entri(null),
    ];
    const diterima = bukti('DITERIMA', '2026-01-03T00:00:00Z', '2026-01-04T08:00:00Z');
    expect(pembayaranDojang(k, list, [diterima])).toMatchObject({
      status: 'KURANG_BAYAR',
      tagihan: 2_000_000,
      terverifikasi: 500_000,
      sisa: 1_500_000,
      peserta_sisa: 3,
    });
    // A new proof for the rest, uploaded but not reviewed yet.
    expect(pembayaranDojang(k, list.slice(0, 3), [diterima, bukti('MENUNGGU', '2026-01-06T00:00:00Z')])).toMatchObject({
      status: 'MENUNGGU_VERIFIKASI',
      menunggu: 1_000_000,
    });
  });
  it('the recap words come from the same rule', () => {
    expect(statusBayar({ tagihan: 10, dibayar: 10, terverifikasi: 10 })).toBe('LUNAS');
    expect(statusBayar({ tagihan: 10, dibayar: 5, terverifikasi: 5 })).toBe('KURANG_BAYAR');
  });
});
