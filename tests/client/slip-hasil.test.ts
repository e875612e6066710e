// The result slip built as the browser builds it (pdf-lib on demand) and read back with a real PDF reader (unpdf: PDF.js).
import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { buatSlipHasil } from '../../src/client/ui/hasil/slip';
import { ATURAN_WT_2025 } from '../../src/domain/skor/aturan-bawaan';
import { turunkanHasil } from '../../src/domain/skor/hasil';
import { rekapRonde } from '../../src/domain/skor/rekap-ronde';
import type { DataSlip } from '../../src/domain/skor/slip';
import { Bout } from '../domain/skor-fixtures';

function ronde() {
  const b = new Bout();
  b.rondeMenang(1, 'B');
  b.mulai(2);
  b.poin('B', 'putar_badan');
  b.gj('R', 2);
  b.selesai(2);
  return rekapRonde(turunkanHasil(ATURAN_WT_2025, b.log));
}

const DATA: DataSlip = {
  nama_event: 'Kejuaraan Taekwondo Jakabaring',
  kelas: 'Kyorugi prestasi Cadet Putra Under 45 kg',
  partai: 'A-12',
  babak: 'Semifinal',
  cabang: 'KYORUGI',
  B: { nama: 'Ñoño Gárcia Şahin', dojang: 'Dojang Sriwijaya' },
  R: { nama: 'Rina Marlina', dojang: 'Dojang Musi' },
  skor_a: 2,
  skor_b: 0,
  pemenang: 'B',
  keputusan: 'PTF',
  disimpan_pada: '2025-11-12T07:05:00Z',
  ronde: ronde(),
};

describe('the result slip PDF', () => {
  it('one A5 page: the bout, both corners, every round, the result and the signature lines, any name drawable', async () => {
    const { blob, namaFile } = await buatSlipHasil(DATA, new Date(Date.UTC(2025, 10, 12, 8, 0)));
    expect(namaFile).toBe('Slip Partai A-12 Kyorugi prestasi Cadet Putra Under 45 kg.pdf');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    const pdf = await getDocumentProxy(bytes);
    expect(pdf.numPages).toBe(1);
    const page = await pdf.getPage(1);
    const [, , w, h] = page.view;
    expect([Math.round(w), Math.round(h)]).toEqual([420, 595]);
    const { text } = await extractText(pdf, { mergePages: true });
    for (const s of [
      'SLIP HASIL PERTANDINGAN',
      'Kejuaraan Taekwondo Jakabaring',
      'A-12',
      'Semifinal',
      '12 Nov 2025 14.05 WIB',
      'Biru (B)',
      'Rina Marlina',
      'Dojang Musi',
      'Gam-jeom R',
      'Angka',
      'Ronde dimenangkan',
      'Pemenang: Biru (B)',
      'Keputusan: Menang angka (PTF)',
      'Wasit',
      'Pencatat',
    ]) {
      expect(text).toContain(s);
    }
    // A letter the standard fonts lack loses its accent instead of breaking the PDF.
    expect(text).toContain('Ñoño Gárcia Sahin');
  });
});
