import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { kompetisi } from '../../src/server/db/schema';
import { kompetisiTerbuka } from './helpers/peserta';
import { makeKompetisi } from './helpers/fixtures';
import { useTestServer } from './helpers/server';

const t = useTestServer();

async function teksPdf(bytes: Uint8Array) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { totalPages, text } = await extractText(pdf, { mergePages: true });
  return { halaman: totalPages, isi: text.replace(/\s+/g, ' ') };
}

const unduh = async (path: string, headers: Record<string, string> = {}) => {
  const res = await t.fetch(path, { headers });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
};

describe('GET /api/kompetisi/:id/proposal', () => {
  it("is the competition's own proposal: its name, dates, place, deadline, fees, account, contact, classes and prizes", async () => {
    const k = await kompetisiTerbuka(t.db, {
      nama_event: 'Sriwijaya Cup 2026',
      lokasi: 'GOR Jakabaring, Palembang',
      tanggal_mulai: '2026-11-22',
      tanggal_selesai: '2026-11-26',
      batas_pendaftaran: '2026-11-08',
      biaya_pendaftaran: 450_000,
      biaya_wna: 900_000,
      kontak_nama: 'Sekretariat Panitia',
      kontak_whatsapp: '0812-7788-4501',
      kontak_email: 'panitia@sriwijaya.id',
      bank_nama: 'Bank Sumsel Babel',
      bank_nomor_rekening: '150-09-12345',
      bank_atas_nama: 'Panitia Sriwijaya Cup',
    });
    const lain = await makeKompetisi(t.db, { nama_event: 'Piala Ampera 2027', tanggal_mulai: '2027-03-10', tanggal_selesai: '2027-03-11' });
    // No login: the event site's visitors download it.
    const { res, bytes } = await unduh(`/api/kompetisi/${k.id_kompetisi}/proposal`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain('attachment; filename="proposal-sriwijaya-cup-2026.pdf"');
    const { isi } = await teksPdf(bytes);
    for (const bagian of [
      'Sriwijaya Cup 2026',
      '22–26 November 2026',
      'GOR Jakabaring, Palembang',
      '8 November 2026',
      'Rp 450.000',
      'Rp 900.000',
      'Bank Sumsel Babel',
      '150-09-12345',
      'Panitia Sriwijaya Cup',
      '0812-7788-4501',
      'panitia@sriwijaya.id',
      `ATK${k.id_kompetisi}-D0042`,
      'Kyorugi Prestasi',
      'Poomsae Pemula',
      'Rp 30.000.000',
      'Rp 7.500.000',
      'Rp 5.000.000',
      'Rp 1.000.000',
      '21 November 2026',
    ])
      expect(isi, bagian).toContain(bagian);
    expect(isi).not.toContain('2025');
    expect(isi).not.toContain('Piala Ampera');

    // Each competition gets its own.
    const kedua = await teksPdf((await unduh(`/api/kompetisi/${lain.id_kompetisi}/proposal`)).bytes);
    expect(kedua.isi).toContain('Piala Ampera 2027');
    expect(kedua.isi).toContain('10–11 Maret 2027');
    expect(kedua.isi).toContain('Daftar kelas belum ditetapkan panitia.');
  });

  it('answers 304 to the same ETag until the data changes; 404 and 400 in Indonesian', async () => {
    const k = await kompetisiTerbuka(t.db, { nama_event: 'Kejuaraan ETag' });
    const path = `/api/kompetisi/${k.id_kompetisi}/proposal`;
    const first = await unduh(path);
    const etag = first.res.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.res.headers.get('cache-control')).toBe('public, no-cache');
    const again = await unduh(path, { 'If-None-Match': etag });
    expect([again.res.status, again.bytes.byteLength]).toEqual([304, 0]);
    await t.db.update(kompetisi).set({ tanggal_selesai: '2099-01-02' }).where(eq(kompetisi.id_kompetisi, k.id_kompetisi));
    const changed = await unduh(path, { 'If-None-Match': etag });
    expect(changed.res.status).toBe(200);
    expect(changed.res.headers.get('etag')).not.toBe(etag);

    const missing = await t.api('GET', '/api/kompetisi/999999/proposal');
    expect([missing.status, missing.body.message]).toEqual([404, 'Kompetisi tidak ditemukan']);
    const bad = await t.api('GET', '/api/kompetisi/abc/proposal');
    expect([bad.status, bad.body.message]).toEqual([400, 'ID tidak valid']);
  });
});
