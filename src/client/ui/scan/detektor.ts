/**
 * A QR reader for the desk's camera: the browser's own BarcodeDetector where it reads QR codes, otherwise the
 * barcode-detector polyfill on ZXing's WebAssembly. The .wasm is a file of our own build (precached by the
 * service worker), never the package's default CDN address; both load only when the camera is first opened.
 */
export interface Pembaca {
  baca(sumber: HTMLVideoElement): Promise<string | null>;
  asli: boolean;
}

interface DetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
interface DetectorClass {
  new (opts: { formats: string[] }): DetectorLike;
  getSupportedFormats?(): Promise<string[]>;
}

async function bawaan(): Promise<DetectorLike | null> {
  const Asli = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (!Asli) return null;
  try {
    const formats = (await Asli.getSupportedFormats?.()) ?? [];
    return formats.includes('qr_code') ? new Asli({ formats: ['qr_code'] }) : null;
  } catch {
    return null;
  }
}

let polyfill: Promise<DetectorLike> | null = null;

function muatPolyfill(): Promise<DetectorLike> {
  polyfill ??= (async () => {
    const [{ BarcodeDetector, prepareZXingModule }, { default: wasmUrl }] = await Promise.all([
      import('barcode-detector/ponyfill'),
      import('zxing-wasm/reader/zxing_reader.wasm?url'),
    ]);
    await prepareZXingModule({
      overrides: {
        locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? new URL(wasmUrl, location.href).href : prefix + path),
      },
      fireImmediately: true,
    });
    return new BarcodeDetector({ formats: ['qr_code'] });
  })();
  polyfill.catch(() => {
    polyfill = null;
  });
  return polyfill;
}

export async function buatPembaca(): Promise<Pembaca> {
  const asli = await bawaan();
  const detector = asli ?? (await muatPolyfill());
  return {
    asli: asli !== null,
    async baca(sumber) {
      if (sumber.readyState < 2) return null;
      const hasil = await detector.detect(sumber);
      return hasil[0]?.rawValue ?? null;
    },
  };
}
