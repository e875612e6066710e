import jpeg from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import { FOTO_KARTU, kecilkanFoto } from '../../src/server/uploads/foto-kartu';
import { fotoUji } from './helpers/foto';

describe("an athlete's card-size photo (what the venue hub takes over)", () => {
  it('a 1200 px photo becomes a 480 px JPEG of the same shape, a fraction of its bytes', () => {
    for (const [w, h] of [
      [900, 1200],
      [1200, 900],
    ] as const) {
      const besar = fotoUji(w, h);
      const kecil = kecilkanFoto(besar)!;
      const d = jpeg.decode(kecil, { useTArray: true });
      expect([d.width, d.height]).toEqual(w > h ? [FOTO_KARTU.sisi, 360] : [360, FOTO_KARTU.sisi]);
      expect(kecil.length).toBeLessThan(besar.length / 2);
      // The picture is kept: the top-left corner stays dark, the bottom-right bright in red and green.
      const px = (x: number, y: number) => [...d.data.slice((y * d.width + x) * 4, (y * d.width + x) * 4 + 2)];
      expect(px(2, 2).every((c) => c < 40)).toBe(true);
      expect(px(d.width - 3, d.height - 3).every((c) => c > 215)).toBe(true);
    }
  });

  it('a photo already small, a PNG or an unreadable file has no copy (the photo itself serves)', () => {
    expect(kecilkanFoto(fotoUji(300, 400))).toBeNull();
    expect(kecilkanFoto(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBeNull();
    expect(kecilkanFoto(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]))).toBeNull();
  });
});
