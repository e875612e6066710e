// Browser side of bench/kartu-pdf.ts: the app's own buatPdfKartu and buatPdfPiagam (their first call loads
// pdf-lib, qrcode and the layout with dynamic import(), as in the app) on synthetic data.
import type { DaftarKartu, Kartu } from '../../src/domain/schemas/kartu';
import type { DaftarPiagam, Piagam } from '../../src/domain/schemas/piagam';
import { TATA_LETAK_BAWAAN } from '../../src/domain/piagam/tata-letak';
import { buatPdfKartu } from '../../src/client/features/kartu/pdf/index';
import { buatPdfPiagam } from '../../src/client/features/piagam/pdf/index';
import { syntheticJpeg } from '../../test-support/synthetic-photo';

interface Hasil {
  ms: number;
  bytes: number;
  heapPuncakMb: number;
  pdf?: string;
}

declare global {
  interface Window {
    benchKartu(n: number, fotoBeda: number, simpan: boolean): Promise<Hasil>;
    benchPiagam(kelas: number, partisipasi: number, tanpaLatar: boolean, simpan: boolean): Promise<Hasil>;
  }
}

const KOMPETISI = {
  id_kompetisi: 1,
  nama_event: 'Kejuaraan Taekwondo Sriwijaya Open 2026',
  lokasi: 'GOR Jakabaring, Palembang',
  tanggal_mulai: '2026-11-21',
  tanggal_selesai: '2026-11-26',
};
const kode = (i: number) => `1-P${i.toString(36).toUpperCase()}-${(i + 7).toString(36).toUpperCase()}-ABCDEFG${2 + (i % 6)}`;

/** Peak JS heap while `kerja` runs (Chromium's performance.memory, sampled every 100 ms). */
async function ukur<T>(kerja: () => Promise<T>): Promise<{ hasil: T; ms: number; heapPuncakMb: number }> {
  const mem = () => (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0;
  let puncak = mem();
  const t = setInterval(() => {
    puncak = Math.max(puncak, mem());
  }, 100);
  const start = performance.now();
  const hasil = await kerja();
  const ms = performance.now() - start;
  clearInterval(t);
  return { hasil, ms, heapPuncakMb: Math.max(puncak, mem()) / 1048576 };
}

const keBase64 = async (b: Blob) => {
  const bytes = new Uint8Array(await b.arrayBuffer());
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
};

window.benchKartu = async (n, fotoBeda, simpan) => {
  // Phone photos as the app stores them (compressed pas foto, ~1200 × 1500), each card its own path.
  const foto = await Promise.all(Array.from({ length: fotoBeda }, (_, i) => syntheticJpeg(1200, 1500, i + 1, 24)));
  const kartu: Kartu[] = Array.from({ length: n }, (_, i) => ({
    kode: kode(i + 1),
    jenis: i % 40 === 0 ? 'PELATIH' : 'PESERTA',
    nama: `Atlet Nomor ${i + 1} Putra Sriwijaya`,
    id_dojang: 1 + Math.floor(i / 40),
    nama_dojang: `Dojang Rajawali ${1 + Math.floor(i / 40)}`,
    kelas_label: 'Kyorugi Prestasi · Cadet Putra · Under 45 kg',
    cabang: 'KYORUGI',
    id_kelas_kejuaraan: 1,
    id_peserta_kompetisi: i + 1,
    id_atlet: i + 1,
    pas_foto: i % 40 === 0 ? null : `/uploads/atlet/pas_foto/${i}.jpg`,
  }));
  const d: DaftarKartu = { kompetisi: KOMPETISI, dasar_url: 'https://arena.example.id', kartu };
  const r = await ukur(() => buatPdfKartu(d, kartu, { foto: async (p) => foto[Number(/(\d+)\.jpg$/.exec(p)?.[1] ?? 0) % fotoBeda] }));
  return { ms: r.ms, bytes: r.hasil.size, heapPuncakMb: r.heapPuncakMb, pdf: simpan ? await keBase64(r.hasil) : undefined };
};

window.benchPiagam = async (kelas, partisipasi, tanpaLatar, simpan) => {
  const piagam: Piagam[] = [];
  const dasar = (i: number, jenis: Piagam['jenis'], judul: string, tempat: number | null): Piagam => ({
    kode: kode(i),
    jenis,
    judul,
    nama: `Atlet Nomor ${i}`,
    id_dojang: 1 + (i % 30),
    nama_dojang: `Dojang ${1 + (i % 30)}`,
    kelas_label: `Kyorugi Prestasi · Junior Putra · Under ${40 + (i % 30)} kg`,
    id_kelas_kejuaraan: 1 + (i % kelas),
    kategori: 'prestasi',
    tempat,
  });
  for (let k = 0; k < kelas; k++) [1, 2, 3, 3].forEach((t, j) => piagam.push(dasar(k * 4 + j + 1, 'JUARA', `Juara ${t}`, t)));
  for (let t = 1; t <= 3; t++)
    piagam.push({ ...dasar(90000 + t, 'JUARA_UMUM', `Juara Umum ${t} Prestasi`, t), kelas_label: null, id_kelas_kejuaraan: null });
  piagam.push(dasar(95000, 'ATLET_TERBAIK', 'Atlet Terbaik Prestasi', null));
  for (let i = 0; i < partisipasi; i++) piagam.push(dasar(100000 + i, 'PESERTA', 'Peserta', null));
  const d: DaftarPiagam = {
    kompetisi: KOMPETISI,
    dasar_url: 'https://arena.example.id',
    tata_letak: TATA_LETAK_BAWAAN,
    kelas: [],
    piagam,
    juara_umum_final: { prestasi: true, pemula: true },
    atlet_terbaik: { prestasi: null, pemula: null },
    kandidat_terbaik: { prestasi: [], pemula: [] },
  };
  const r = await ukur(() => buatPdfPiagam(d, piagam, { tanpaLatar, tataLetak: TATA_LETAK_BAWAAN }));
  return { ms: r.ms, bytes: r.hasil.size, heapPuncakMb: r.heapPuncakMb, pdf: simpan ? await keBase64(r.hasil) : undefined };
};
