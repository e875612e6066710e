// The bracket PDF (issue 9): built by the same module the browser loads (features/bagan/pdf/index.ts, which
// imports pdf-lib on demand) and read back with a real PDF reader (unpdf: PDF.js).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { buatPdfBagan, namaFilePdf } from '../../src/client/features/bagan/pdf/index';
import type { BaganTampil } from '../../src/client/data/bagan/types';
import { KOMPETISI, kelasBagan } from '../../test-support/bagan-pdf-data';

const DICETAK = new Date(2025, 10, 8, 14, 5);

async function baca(kelas: readonly BaganTampil[]): Promise<{ halaman: number; teks: string[] }> {
  const blob = await buatPdfBagan(kelas, { dicetakPada: DICETAK });
  expect(blob.type).toBe('application/pdf');
  const pdf = await getDocumentProxy(new Uint8Array(await blob.arrayBuffer()));
  const { totalPages, text } = await extractText(pdf, { mergePages: false });
  return { halaman: totalPages, teks: text };
}

const kemunculan = (teks: string, cari: string) => teks.split(cari).length - 1;

describe('bracket PDF', () => {
  it('7 entries with results: one page with the header, every name and dojang, free draw, scores and winners', async () => {
    const k = kelasBagan({ n: 7, hasil: 0.5 });
    const { halaman, teks } = await baca([k]);
    expect(halaman).toBe(1);
    const [t] = teks;
    expect(t).toContain(KOMPETISI.nama_event);
    expect(t).toContain('08 Nov 2025 – 10 Nov 2025');
    expect(t).toContain(KOMPETISI.lokasi);
    expect(t).toContain(k.judulKelas);
    expect(t).toContain('7 peserta');
    for (const nama of ['Quarter Final', 'Semi Final', 'Final']) expect(t).toContain(nama);
    for (const p of k.peserta.values()) {
      expect(t).toContain(p.nama);
      expect(t).toContain(p.nama_dojang);
    }
    expect(kemunculan(t, 'Free draw')).toBe(1);
    expect(t).toContain('Winner of previous match');
    expect(t).toContain('Halaman 1 dari 1');
    expect(t).toContain('Dicetak 08 Nov 2025 14.05');

    const dimainkan = k.matches.filter(
      (m) => m.ronde === 1 && m.id_peserta_a !== null && m.id_peserta_b !== null && m.id_pemenang !== null,
    );
    expect(dimainkan.length).toBeGreaterThanOrEqual(2);
    for (const m of dimainkan) {
      const menang = k.peserta.get(m.id_pemenang!)!.nama;
      const kalah = k.peserta.get(m.id_pemenang === m.id_peserta_a ? m.id_peserta_b! : m.id_peserta_a!)!.nama;
      // The winner stands in the next round too; the loser only in its own match.
      expect(kemunculan(t, menang)).toBe(2);
      expect(kemunculan(t, kalah)).toBe(1);
      expect(t).toContain(String(m.skor_a));
      expect(t).toContain(String(m.skor_b));
    }
    // A tie settled by a decision shows the decision code.
    if (k.matches.some((m) => m.keputusan === 'SUP')) expect(t).toContain('SUP');
  });

  it("12 entries with results (the 'PDF semua bagan' page that was cramped): one page, every name and dojang whole, nothing cut", async () => {
    const k = kelasBagan({ n: 12, hasil: 0.5 });
    const { halaman, teks } = await baca([k]);
    expect(halaman).toBe(1);
    const [t] = teks;
    for (const p of k.peserta.values()) {
      expect(t).toContain(p.nama);
      expect(t).toContain(p.nama_dojang);
    }
    expect(t).not.toContain('…');
  });

  it('several classes: one page each, in order, numbered over the whole document', async () => {
    const kelas = [
      kelasBagan({ n: 2, hasil: 1, judul: 'Kyorugi Pemula Pra-Cadet Putri Under 30 kg' }),
      kelasBagan({ n: 4, idAwal: 100, hasil: 0.5, cabang: 'POOMSAE', judul: 'Poomsae Prestasi Junior Putra Individu' }),
      kelasBagan({ n: 13, idAwal: 200, judul: 'Kyorugi Prestasi Senior Putra Under 68 kg' }),
    ];
    const { halaman, teks } = await baca(kelas);
    expect(halaman).toBe(3);
    kelas.forEach((k, i) => {
      expect(teks[i]).toContain(k.judulKelas);
      expect(teks[i]).toContain(KOMPETISI.nama_event);
      expect(teks[i]).toContain(`Halaman ${i + 1} dari 3`);
      for (const p of k.peserta.values()) expect(teks[i]).toContain(p.nama);
    });
    expect(teks[0]).toContain('2 peserta');
    expect(teks[2]).toContain('13 peserta');
    expect(teks[2]).toContain('Free draw');
    // Poomsae scores keep two decimals (id-ID).
    const final = kelas[1].matches.find((m) => m.ronde === 1 && m.id_pemenang !== null)!;
    expect(teks[1]).toMatch(/\d,\d\d/);
    expect(teks[1]).toContain(final.skor_a.toFixed(2).replace('.', ','));
  });

  it('a 100-entry class goes on over 4 + 1 pages marked lanjutan, a 64-entry class over 2 + 1', async () => {
    const k = kelasBagan({ n: 100, hasil: 0.5 });
    const { halaman, teks } = await baca([k]);
    expect(halaman).toBe(5);
    expect(teks[0]).not.toContain('lanjutan');
    for (const t of teks.slice(1)) expect(t).toContain('(lanjutan)');
    expect(teks[0]).toContain('Bagian 1 dari 5: Round 1 – Quarter Final');
    expect(teks[4]).toContain('Bagian 5 dari 5: Quarter Final – Final');
    for (const t of teks.slice(0, 4)) expect(t).toContain('Lanjut di halaman 5');
    const semua = teks.join('\n');
    for (const p of k.peserta.values()) expect(semua).toContain(p.nama);
    expect(teks[4]).toContain('Halaman 5 dari 5');

    const { halaman: h64 } = await baca([kelasBagan({ n: 64, hasil: 0.5 })]);
    expect(h64).toBe(3);
  });

  it('names outside the standard fonts still print (accents dropped, the rest as ?)', async () => {
    const k = kelasBagan({ n: 3 });
    const [a, b] = [...k.peserta.keys()];
    k.peserta = new Map(k.peserta)
      .set(a, { ...k.peserta.get(a)!, nama: 'Nguyễn Văn Ánh', nama_dojang: 'Dojang Łódź 🥋' })
      .set(b, { ...k.peserta.get(b)!, nama: 'Çağla Şahin\u00a0Öztürk' });
    const { teks } = await baca([k]);
    expect(teks[0]).toContain('Nguyen Van Ánh');
    expect(teks[0]).toContain('Dojang ?ódz ?');
    expect(teks[0]).toContain('Çagla Sahin Öztürk');
  });

  it('a class without a bracket says so; no class at all is an error', async () => {
    const k: BaganTampil = { ...kelasBagan({ n: 5 }), matches: [], jumlah_ronde: 0 };
    const { halaman, teks } = await baca([k]);
    expect(halaman).toBe(1);
    expect(teks[0]).toContain('Bagan belum dibuat.');
    expect(teks[0]).toContain('5 peserta');
    await expect(buatPdfBagan([])).rejects.toThrow('Tidak ada bagan untuk dicetak');
  });

  it('the entry module loads the PDF code only on demand (no static import of pdf-lib or the layout)', () => {
    const src = readFileSync(new URL('../../src/client/features/bagan/pdf/index.ts', import.meta.url), 'utf8');
    const statis = src.split('\n').filter((l) => /^import\s/.test(l) && !/^import type\s/.test(l));
    expect(statis).toEqual([]);
    expect(src).toContain("await import('./dokumen')");
  });

  it('file names drop characters a file system refuses', () => {
    expect(namaFilePdf('Kyorugi Prestasi Cadet Putra Under 45/50 kg: "A"')).toBe('Bagan Kyorugi Prestasi Cadet Putra Under 45 50 kg A.pdf');
    expect(namaFilePdf('   ')).toBe('Bagan Kelas.pdf');
  });
});
