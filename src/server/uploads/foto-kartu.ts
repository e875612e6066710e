import { existsSync } from 'node:fs';
import jpeg from 'jpeg-js';
import { bacaUpload, STORED_NAME, tulisUpload, uploadPath, type UploadFolder } from './store';

/**
 * An athlete's pas foto at card size: what the venue hub takes over (its desks and printed cards need no more),
 * a quarter of the bytes of the 1200 px photo the coach uploaded, so a 2,800-athlete take-over fits the venue's link.
 * 480 px on the long side is about 300 dpi on a 3 × 4 cm card photo.
 */
export const FOTO_KARTU = { sisi: 480, mutu: 80 } as const;

/** A decoded photo larger than this is not a pas foto the app made (it scales to 1200 px): left as it is. */
const MAKS_MP = 16;

const isJpeg = (b: Uint8Array) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;

/**
 * The card-size copy of a stored photo (JPEG, long side FOTO_KARTU.sisi, box-averaged), or null when the photo is
 * already that small, not a JPEG (a PNG kept sharp: rare for a photo), or unreadable: the original serves then.
 */
export function kecilkanFoto(bytes: Uint8Array): Uint8Array | null {
  if (!isJpeg(bytes)) return null;
  let img: { width: number; height: number; data: Uint8Array };
  try {
    img = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true, maxResolutionInMP: MAKS_MP, maxMemoryUsageInMB: 256 });
  } catch {
    return null;
  }
  const skala = FOTO_KARTU.sisi / Math.max(img.width, img.height);
  if (skala >= 1) return null;
  const w = Math.max(1, Math.round(img.width * skala));
  const h = Math.max(1, Math.round(img.height * skala));
  const out = new Uint8Array(w * h * 4);
  const sx = img.width / w;
  const sy = img.height / h;
  for (let y = 0; y < h; y++) {
    const y0 = Math.floor(y * sy);
    const y1 = Math.max(y0 + 1, Math.floor((y + 1) * sy));
    for (let x = 0; x < w; x++) {
      const x0 = Math.floor(x * sx);
      const x1 = Math.max(x0 + 1, Math.floor((x + 1) * sx));
      let r = 0;
      let g = 0;
      let b = 0;
      for (let yy = y0; yy < y1; yy++) {
        for (let xx = x0; xx < x1; xx++) {
          const i = (yy * img.width + xx) * 4;
          r += img.data[i]!;
          g += img.data[i + 1]!;
          b += img.data[i + 2]!;
        }
      }
      const n = (y1 - y0) * (x1 - x0);
      const o = (y * w + x) * 4;
      out[o] = r / n;
      out[o + 1] = g / n;
      out[o + 2] = b / n;
      out[o + 3] = 255;
    }
  }
  const kecil = jpeg.encode({ data: out, width: w, height: h }, FOTO_KARTU.mutu).data;
  return kecil.length < bytes.length ? new Uint8Array(kecil) : null;
}

/** Where an athlete's card-size photo is kept: under its photo's own name. */
export const FOLDER_FOTO_KARTU = 'atlet/pas_foto_kartu' satisfies UploadFolder;

/** Makes and keeps the card-size copy of a stored pas foto; false when the photo serves as it is. */
export async function simpanFotoKartu(dataDir: string, nama: string, asli: Uint8Array): Promise<boolean> {
  const kecil = kecilkanFoto(asli);
  if (!kecil) return false;
  await tulisUpload(dataDir, FOLDER_FOTO_KARTU, nama, kecil);
  return true;
}

/** The card-size copy of a pas foto, or null when it has none. */
export const bacaFotoKartu = (dataDir: string, nama: string): Promise<Uint8Array | null> =>
  bacaUpload(dataDir, FOLDER_FOTO_KARTU, nama).catch(() => null);

/**
 * Makes the card-size copies the named photos lack (photos stored before copies were made), one at a time with
 * the event loop turning between them (a copy takes the thread for about a tenth of a second). Returns how many.
 */
export async function lengkapiFotoKartu(dataDir: string, nama: readonly string[], log: (m: string, e?: unknown) => void): Promise<number> {
  let dibuat = 0;
  for (const n of nama) {
    if (!STORED_NAME.test(n) || existsSync(uploadPath(dataDir, FOLDER_FOTO_KARTU, n))) continue;
    await new Promise<void>((r) => setImmediate(r));
    try {
      if (await simpanFotoKartu(dataDir, n, await bacaUpload(dataDir, 'atlet/pas_foto', n))) dibuat++;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') log(`foto kartu: gagal membuat dari ${n}`, e);
    }
  }
  return dibuat;
}
