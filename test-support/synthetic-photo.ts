/**
 * A phone-camera-like JPEG made in the browser: gradient sky, soft shapes and sensor noise, so it
 * compresses like a photo rather than like a flat colour. Self-contained (no imports, no outer
 * variables), so tests can hand its source to page.evaluate().
 */
export async function syntheticJpeg(width = 4000, height = 3000, seed = 7, noise = 24): Promise<Blob> {
  let state = seed;
  const rand = () => (state = (state * 1664525 + 1013904223) >>> 0) / 4294967296;
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d context');
  const sky = ctx.createLinearGradient(0, 0, 0, height);
  sky.addColorStop(0, '#7fb2e5');
  sky.addColorStop(0.6, '#f3d9b1');
  sky.addColorStop(1, '#5b4632');
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, width, height);
  for (let i = 0; i < 400; i += 1) {
    ctx.fillStyle = `hsla(${Math.floor(rand() * 360)}, 45%, ${30 + Math.floor(rand() * 40)}%, ${0.2 + rand() * 0.5})`;
    ctx.beginPath();
    ctx.ellipse(rand() * width, rand() * height, 20 + rand() * 400, 20 + rand() * 300, rand() * Math.PI, 0, Math.PI * 2);
    ctx.fill();
  }
  const image = ctx.getImageData(0, 0, width, height);
  const px = image.data;
  for (let i = 0; i < px.length; i += 4) {
    const n = (rand() - 0.5) * noise;
    px[i] += n;
    px[i + 1] += n;
    px[i + 2] += n;
  }
  ctx.putImageData(image, 0, 0);
  return canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 });
}
