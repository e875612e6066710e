import QRCode from 'qrcode';

/**
 * A QR code as one SVG path of its dark modules (runs of a row merged into one rectangle), in module units
 * with the origin at the top-left: one vector path per code instead of hundreds of rectangles, so a PDF of a
 * thousand cards stays small and quick. Load only from code that is itself loaded on demand (it pulls in qrcode).
 */
export interface QrPath {
  /** SVG path data ('M x y h w v 1 h -w z …'). */
  path: string;
  /** Modules per side (without a quiet zone). */
  ukuran: number;
}

export function qrPath(teks: string): QrPath {
  const qr = QRCode.create(teks, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const data = qr.modules.data;
  let path = '';
  for (let y = 0; y < n; y++) {
    let x = 0;
    while (x < n) {
      if (!data[y * n + x]) {
        x++;
        continue;
      }
      const awal = x;
      while (x < n && data[y * n + x]) x++;
      path += `M${awal} ${y}h${x - awal}v1h${awal - x}z`;
    }
  }
  return { path, ukuran: n };
}
