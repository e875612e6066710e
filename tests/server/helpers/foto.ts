import jpeg from 'jpeg-js';

/** A JPEG photo of w × h with a gradient and some texture (a real photo's kind of content), at quality 85. */
export function fotoUji(w: number, h: number): Uint8Array {
  const data = new Uint8Array(w * h * 4);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 4;
      data[i] = (x * 255) / w;
      data[i + 1] = (y * 255) / h;
      data[i + 2] = ((x ^ y) * 7) & 255;
      data[i + 3] = 255;
    }
  }
  return new Uint8Array(jpeg.encode({ data, width: w, height: h }, 85).data);
}
