// Browser side of bench/bagan-pdf.ts: the app's own buatPdfBagan (its first call loads pdf-lib and the layout
// with dynamic import(), as in the app) on a bracket made by the domain's susunMatches.
import { buatPdfBagan } from '../../src/client/features/bagan/pdf/index';
import { kelasBagan } from '../../test-support/bagan-pdf-data';

declare global {
  interface Window {
    benchPdf(n: number, hasil: number): Promise<{ ms: number; bytes: number; header: string; lazyJs: string[] }>;
    /** The technical meeting's document: `kelas` classes of 4 to 32 entries, no results yet. */
    benchPdfSemua(kelas: number): Promise<{ ms: number; bytes: number }>;
  }
}

window.benchPdf = async (n, hasil) => {
  const kelas = kelasBagan({ n, hasil });
  const sebelum = new Set(performance.getEntriesByType('resource').map((e) => e.name));
  const start = performance.now();
  const blob = await buatPdfBagan([kelas]);
  const ms = performance.now() - start;
  const header = new TextDecoder().decode(await blob.slice(0, 5).arrayBuffer());
  const lazyJs = performance
    .getEntriesByType('resource')
    .map((e) => e.name)
    .filter((u) => !sebelum.has(u) && u.endsWith('.js'));
  return { ms, bytes: blob.size, header, lazyJs };
};

window.benchPdfSemua = async (jumlah) => {
  const kelas = Array.from({ length: jumlah }, (_, i) =>
    kelasBagan({ n: 4 + ((i * 7) % 29), idAwal: 1 + i * 100, judul: `Kelas ${i + 1}` }),
  );
  const start = performance.now();
  const blob = await buatPdfBagan(kelas);
  return { ms: performance.now() - start, bytes: blob.size };
};
