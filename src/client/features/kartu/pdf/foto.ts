/**
 * A card photo made small before it goes into the PDF: cropped to the card's 4:5 frame from the middle and
 * scaled to 240 × 300 px as JPEG (about 300 dpi at the printed 20 × 25 mm), so a thousand photos make a PDF
 * of tens of megabytes, not hundreds. Null when the image cannot be read (it prints initials).
 */
const LEBAR = 240;
const TINGGI = 300;

export async function fotoKecil(blob: Blob): Promise<Uint8Array | null> {
  let bmp: ImageBitmap | null = null;
  try {
    bmp = await createImageBitmap(blob);
    const rasio = LEBAR / TINGGI;
    const sw = Math.min(bmp.width, bmp.height * rasio);
    const sh = sw / rasio;
    const canvas = new OffscreenCanvas(LEBAR, TINGGI);
    const ctx = canvas.getContext('2d');
    if (!ctx) return null;
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, LEBAR, TINGGI);
    ctx.drawImage(bmp, (bmp.width - sw) / 2, (bmp.height - sh) / 2, sw, sh, 0, 0, LEBAR, TINGGI);
    const out = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.82 });
    return new Uint8Array(await out.arrayBuffer());
  } catch {
    return null;
  } finally {
    bmp?.close();
  }
}
