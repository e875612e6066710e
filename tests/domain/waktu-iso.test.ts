import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { aksiPartaiSchema } from '../../src/domain/jadwal/schemas';
import { percobaanSchema } from '../../src/domain/penimbangan';
import { simpanBaganSchema } from '../../src/domain/schemas/bagan';
import { bacaWaktuIso, waktuIsoSchema } from '../../src/domain/waktu-iso';

/** Every field a device's clock fills: what each schema accepts, the server must be able to store. */
const BIDANG = {
  'penimbangan.ditimbang_pada': percobaanSchema.entries.ditimbang_pada,
  'jadwal.pada': aksiPartaiSchema.entries.pada,
  'bagan.diundi_pada': simpanBaganSchema.entries.diundi_pada,
};

describe('an ISO instant from a device (waktuIsoSchema)', () => {
  it('reads every zone form into the one UTC form the server stores', () => {
    expect(bacaWaktuIso('2027-01-01T10:00:00+07')).toBe('2027-01-01T03:00:00.000Z');
    expect(bacaWaktuIso('2027-01-01T10:00:00+0700')).toBe('2027-01-01T03:00:00.000Z');
    expect(bacaWaktuIso('2027-01-01T10:00:00.5+07:00')).toBe('2027-01-01T03:00:00.500Z');
    expect(bacaWaktuIso('2027-01-01 10:00:00.123456Z')).toBe('2027-01-01T10:00:00.123Z');
    expect(bacaWaktuIso('2027-01-01T10:00:00-03:30')).toBe('2027-01-01T13:30:00.000Z');
    expect(bacaWaktuIso('2028-02-29T00:00:00Z')).toBe('2028-02-29T00:00:00.000Z');
    for (const salah of [
      '2027-01-01T10:00:00',
      '2027-02-29T10:00:00Z',
      '2027-04-31T10:00:00Z',
      '2027-01-01T24:00:00Z',
      '2027-01-01T10:00:00+24',
      '2027-01-01T10:00:00+07:60',
      '2027-13-01T10:00:00Z',
      'kemarin',
      '',
    ]) {
      expect(bacaWaktuIso(salah), salah).toBeNull();
    }
  });

  it.each(Object.entries(BIDANG))('%s: accepted ⇔ the output parses, and means the same instant', (_, skema) => {
    const hasil = v.safeParse(skema, '2027-01-01T10:00:00+07');
    expect(hasil.success).toBe(true);
    expect(Date.parse(String(hasil.output))).toBe(Date.UTC(2027, 0, 1, 3));
    expect(v.safeParse(skema, '2027-02-30T10:00:00Z').success).toBe(false);
  });

  it("whatever valibot's isoTimestamp accepts is either refused or parses to the instant it names", () => {
    const dua = (n: number) => String(n).padStart(2, '0');
    const teks = fc
      .record({
        y: fc.integer({ min: 1970, max: 2100 }),
        m: fc.integer({ min: 1, max: 12 }),
        d: fc.integer({ min: 1, max: 31 }),
        j: fc.integer({ min: 0, max: 23 }),
        n: fc.integer({ min: 0, max: 59 }),
        s: fc.integer({ min: 0, max: 59 }),
        zona: fc.oneof(
          fc.constant('Z'),
          fc
            .tuple(fc.constantFrom('+', '-'), fc.integer({ min: 0, max: 23 }), fc.constantFrom('', ':00', ':30', '45'))
            .map(([t, h, r]) => `${t}${dua(h)}${r}`),
        ),
      })
      .map((x) => `${x.y}-${dua(x.m)}-${dua(x.d)}T${dua(x.j)}:${dua(x.n)}:${dua(x.s)}${x.zona}`);
    const skema = waktuIsoSchema('salah');
    fc.assert(
      fc.property(teks, (x) => {
        const r = v.safeParse(skema, x);
        if (!r.success) return;
        expect(Number.isFinite(Date.parse(r.output))).toBe(true);
        expect(v.safeParse(v.pipe(v.string(), v.isoTimestamp()), x).success).toBe(true);
        const pakaiOffset = /[+-]\d{2}$/.test(x) ? `${x}:00` : x;
        expect(Date.parse(r.output)).toBe(Date.parse(pakaiOffset));
      }),
    );
  });
});
