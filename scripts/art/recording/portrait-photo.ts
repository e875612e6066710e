/**
 * A pas-foto-like portrait JPEG drawn in the browser (no real person): red studio backdrop, a young
 * athlete in a white dobok, soft shading, slight blur and sensor noise so it compresses like a camera
 * photo. Self-contained (no imports, no outer variables) for page.evaluate(). Returns base64 JPEG.
 */
export async function portraitJpegBase64(width = 3000, height = 4000, seed = 11): Promise<string> {
  let state = seed;
  const rand = () => (state = (state * 1664525 + 1013904223) >>> 0) / 4294967296;
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d context');
  // Drawn on a 600×800 grid.
  ctx.scale(width / 600, height / 800);
  const ellipse = (x: number, y: number, rx: number, ry: number, fill: string | CanvasGradient, rot = 0) => {
    ctx.fillStyle = fill;
    ctx.beginPath();
    ctx.ellipse(x, y, rx, ry, rot, 0, Math.PI * 2);
    ctx.fill();
  };

  const backdrop = ctx.createRadialGradient(300, 300, 60, 300, 380, 560);
  backdrop.addColorStop(0, '#d83a3a');
  backdrop.addColorStop(1, '#8e1717');
  ctx.fillStyle = backdrop;
  ctx.fillRect(0, 0, 600, 800);

  ctx.filter = 'blur(1.2px)';
  // Shoulders in a white dobok with its wrap-over V collar.
  const dobok = ctx.createLinearGradient(0, 560, 0, 800);
  dobok.addColorStop(0, '#fbfbf8');
  dobok.addColorStop(1, '#d9d9d2');
  ctx.fillStyle = dobok;
  ctx.beginPath();
  ctx.moveTo(40, 800);
  ctx.bezierCurveTo(50, 660, 130, 610, 230, 590);
  ctx.lineTo(370, 590);
  ctx.bezierCurveTo(470, 610, 550, 660, 560, 800);
  ctx.closePath();
  ctx.fill();
  // Neck.
  const neck = ctx.createLinearGradient(250, 0, 350, 0);
  neck.addColorStop(0, '#b27a55');
  neck.addColorStop(0.5, '#c98d63');
  neck.addColorStop(1, '#a56f4c');
  ctx.fillStyle = neck;
  ctx.fillRect(258, 490, 84, 130);
  ctx.fillStyle = '#c68a61';
  ctx.beginPath();
  ctx.moveTo(250, 592);
  ctx.lineTo(300, 690);
  ctx.lineTo(350, 592);
  ctx.closePath();
  ctx.fill();
  ctx.strokeStyle = '#bdbdb4';
  ctx.lineWidth = 16;
  ctx.beginPath();
  ctx.moveTo(232, 590);
  ctx.lineTo(305, 720);
  ctx.lineTo(372, 590);
  ctx.stroke();
  ctx.strokeStyle = 'rgba(0,0,0,.12)';
  ctx.lineWidth = 3;
  ctx.beginPath();
  ctx.moveTo(305, 720);
  ctx.lineTo(330, 800);
  ctx.stroke();

  // Ears, face, hair: a little lower than drawn, for a short neck.
  ctx.save();
  ctx.translate(0, 24);
  ellipse(196, 400, 18, 34, '#b47852');
  ellipse(404, 400, 18, 34, '#b47852');
  const face = ctx.createRadialGradient(285, 360, 30, 300, 390, 150);
  face.addColorStop(0, '#dca27a');
  face.addColorStop(0.7, '#c68a61');
  face.addColorStop(1, '#9f6a48');
  ellipse(300, 390, 108, 138, face);
  ctx.fillStyle = '#1c1512';
  ctx.beginPath();
  ctx.moveTo(188, 380);
  ctx.bezierCurveTo(170, 240, 260, 215, 310, 222);
  ctx.bezierCurveTo(380, 225, 430, 270, 412, 382);
  ctx.bezierCurveTo(400, 320, 380, 300, 330, 296);
  ctx.bezierCurveTo(290, 318, 240, 300, 215, 318);
  ctx.bezierCurveTo(200, 335, 195, 360, 188, 380);
  ctx.fill();

  // Brows, eyes, nose, mouth.
  ctx.strokeStyle = '#2a1d17';
  ctx.lineCap = 'round';
  ctx.lineWidth = 7;
  for (const side of [-1, 1]) {
    ctx.beginPath();
    ctx.moveTo(300 + side * 22, 346);
    ctx.quadraticCurveTo(300 + side * 48, 336, 300 + side * 72, 345);
    ctx.stroke();
    ellipse(300 + side * 46, 378, 19, 9, '#f4ece6');
    ellipse(300 + side * 46, 378, 9, 9, '#2b1b12');
    ellipse(300 + side * 43, 375, 2.5, 2.5, 'rgba(255,255,255,.8)');
  }
  ctx.strokeStyle = 'rgba(110,60,35,.55)';
  ctx.lineWidth = 4;
  ctx.beginPath();
  ctx.moveTo(296, 390);
  ctx.quadraticCurveTo(288, 432, 300, 436);
  ctx.quadraticCurveTo(312, 438, 316, 430);
  ctx.stroke();
  ctx.strokeStyle = '#8b4a3c';
  ctx.lineWidth = 5;
  ctx.beginPath();
  ctx.moveTo(268, 468);
  ctx.quadraticCurveTo(300, 486, 332, 468);
  ctx.stroke();
  ellipse(240, 438, 22, 12, 'rgba(210,110,90,.18)');
  ellipse(360, 438, 22, 12, 'rgba(210,110,90,.18)');
  ctx.restore();
  ctx.filter = 'none';

  // Studio light from the upper left.
  const light = ctx.createLinearGradient(0, 0, 600, 800);
  light.addColorStop(0, 'rgba(255,255,255,.10)');
  light.addColorStop(1, 'rgba(0,0,0,.14)');
  ctx.fillStyle = light;
  ctx.fillRect(0, 0, 600, 800);

  ctx.setTransform(1, 0, 0, 1, 0, 0);
  const image = ctx.getImageData(0, 0, width, height);
  const px = image.data;
  for (let i = 0; i < px.length; i += 4) {
    const n = (rand() - 0.5) * 14;
    px[i] += n;
    px[i + 1] += n;
    px[i + 2] += n;
  }
  ctx.putImageData(image, 0, 0);
  const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 });
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
