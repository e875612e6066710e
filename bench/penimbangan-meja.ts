// Weigh-in desk offline (prints figures; not a test): from a card number typed or scanned into the desk's field
// to that athlete's verdict on screen, with 3,000 entries cached on the tablet (target p95 ≤ 100 ms).
// The real desk page (PenimbanganPage with the app's Dexie reads, the domain's verdict and its React tree) runs in
// headless Chromium, offline; the entries are what GET /kompetisi/{id}/penimbangan answers (60 classes, 120
// dojangs, about half already weighed once or twice), stored by the app's own functions.
// Run: npx tsx bench/penimbangan-meja.ts [--runs N]   (default 200)
import { fileURLToPath } from 'node:url';
import { bagianKartu } from '../src/domain/kartu/kode';
import type { EntriTimbang, PengaturanTimbang } from '../src/client/data/penimbangan/schema';
import { buildHarness, median, openHarness, percentile } from './lib/harness';
import type { MejaPayload } from './penimbangan-meja/page';

const TARGET_MS = 100;
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 200;
const JUMLAH = 3000;
const ID_KOMPETISI = 1;

function payload(): MejaPayload {
  const kelas: PengaturanTimbang['kelas'] = [];
  for (let i = 0; i < 60; i += 1) {
    const putri = i % 2 === 1;
    const n = Math.floor(i / 2) % 10;
    const min = 33 + n * 4;
    kelas.push({
      id_kelas_kejuaraan: 100 + i,
      label: `Kyorugi prestasi Kelompok ${Math.floor(i / 20) + 1} ${putri ? 'Putri' : 'Putra'} ${n === 9 ? `Over ${min} kg` : `Under ${min + 4} kg`}`,
      id_kategori_event: 1,
      id_kelompok: Math.floor(i / 20) + 1,
      jenis_kelamin: putri ? 'PEREMPUAN' : 'LAKI_LAKI',
      nama_kelas: n === 9 ? `Over ${min} kg` : `Under ${min + 4} kg`,
      batas_min: min,
      batas_max: n === 9 ? null : min + 4,
    });
  }
  const entri: EntriTimbang[] = [];
  for (let i = 0; i < JUMLAH; i += 1) {
    const k = kelas[i % kelas.length]!;
    const id = 5000 + i;
    const kode = `${bagianKartu({ jenis: 'PESERTA', id_kompetisi: ID_KOMPETISI, id_peserta_kompetisi: id, id_atlet: 9000 + i })}-ABCDEFGH`;
    const berat = Math.round((k.batas_min + 2.5) * 10) * 100;
    const ditimbang = i % 4 === 0 ? 0 : i % 4 === 1 ? 1 : 2;
    const percobaan = Array.from({ length: ditimbang }, (_, j) => ({
      kunci: `k-${i}-${j}`,
      jenis: 'RESMI' as const,
      berat_gram: berat + (j === 0 && ditimbang === 2 ? 5000 : 0),
      lolos: !(j === 0 && ditimbang === 2),
      meja: 'Meja 1',
      ditimbang_pada: new Date(Date.UTC(2026, 10, 21, 3, j)).toISOString(),
      petugas: 'Petugas',
      diterima_pada: null,
      dibatalkan: null,
      id_kelas_kejuaraan: k.id_kelas_kejuaraan,
    }));
    entri.push({
      id_peserta_kompetisi: id,
      versi: 0,
      status: 'APPROVED',
      kode_kartu: kode,
      id_atlet: 9000 + i,
      nama_atlet: `Atlet Nomor ${i + 1}`,
      jenis_kelamin: k.jenis_kelamin ?? 'LAKI_LAKI',
      berat_badan: berat / 1000,
      id_dojang: 1 + (i % 120),
      nama_dojang: `Dojang ${1 + (i % 120)}`,
      id_kelas_kejuaraan: k.id_kelas_kejuaraan,
      kelas_label: k.label,
      nama_kelas: k.nama_kelas,
      batas_min: k.batas_min,
      batas_max: k.batas_max ?? null,
      percobaan,
      hasil: ditimbang === 0 ? 'BELUM' : 'LOLOS',
      keputusan: null,
    });
  }
  return {
    id_kompetisi: ID_KOMPETISI,
    atur: { toleransi_gram: 0, percobaan_maks: 2, boleh_pindah: true, acak_toleransi_persen: 5, kelas },
    entri,
  };
}

const data = payload();
const outDir = await buildHarness(fileURLToPath(new URL('./penimbangan-meja/index.html', import.meta.url)));
const harness = await openHarness(outDir, 'index.html');
try {
  const { page } = harness;
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.waitForFunction(() => typeof window.mejaSeed === 'function');
  await page.evaluate((p) => window.mejaSeed(p), data);
  await page.context().setOffline(true);
  const buka = await page.evaluate((n) => window.mejaMount(n), JUMLAH);
  console.log(
    `desk: ${JUMLAH} cached entries, ${data.atur.kelas.length} classes (Dexie, Chromium, offline); page open with the list ${buka.toFixed(0)} ms`,
  );
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const e = data.entri[(i * 7919) % JUMLAH]!;
    // Half as a scanner gives it (the QR's address), half as a person types it (lower case, spaces around).
    const teks = i % 2 === 0 ? `https://arena.example/kartu/${e.kode_kartu}` : `  ${e.kode_kartu.toLowerCase()} `;
    ms.push(await page.evaluate(([t, n]) => window.mejaCari(t, n), [teks, e.nama_atlet] as const));
  }
  const p95 = percentile(ms, 95);
  console.log(
    `card number → verdict on screen, ${RUNS} runs: median ${median(ms).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${Math.max(...ms).toFixed(1)} ms ` +
      `(target ≤ ${TARGET_MS} ms: ${p95 <= TARGET_MS ? 'met' : 'NOT met'})`,
  );
} finally {
  await harness.close();
}
