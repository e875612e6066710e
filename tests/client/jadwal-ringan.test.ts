import { describe, expect, it } from 'vitest';
import { partaiHtml } from '../../src/client/jadwal-ringan/html';
import { bacaSalinan, idSalinanTerbaru, kunciSalinan, simpanSalinan } from '../../src/client/jadwal-ringan/simpan';
import type { PartaiLapangan } from '../../src/client/data/lapangan/schema';
import type { PapanState } from '../../src/domain/skor/papan';

// The light /event/jadwal page's pieces that run without a browser: its raw IndexedDB copies (fake-indexeddb)
// and the markup of a bout (names from the server never become markup).

const partai = (p: Partial<PartaiLapangan>): PartaiLapangan => ({
  id_match: 'm1',
  id_lapangan: 1,
  nomor: 7,
  status: 'MENUNGGU',
  versi: 1,
  dipanggil_pada: null,
  mulai_pada: null,
  selesai_pada: null,
  sudut_tidak_hadir: null,
  id_kelas_kejuaraan: 3,
  nama_kelas: 'Kyorugi Putra -54 kg',
  cabang: 'KYORUGI',
  ronde: 1,
  nama_ronde: 'Semi Final',
  sudut_a: { id_peserta_kompetisi: 11, nama: 'Budi', nama_dojang: 'Dojang Garuda' },
  sudut_b: null,
  skor_a: 0,
  skor_b: 0,
  id_pemenang: null,
  keputusan: null,
  versi_match: 1,
  eta: null,
  partai_lagi: null,
  aturan_skor: null,
  panel_poomsae: null,
  kategori: null,
  ...p,
});

describe('light schedule page', () => {
  it('keeps one copy per competition and day; the newest names the competition to show offline', async () => {
    expect(await idSalinanTerbaru()).toBeNull();
    await simpanSalinan({ kunci: kunciSalinan(4, ''), id_kompetisi: 4, data: { a: 1 }, etag: 'W/"1"', fetchedAt: 1_000 });
    await simpanSalinan({ kunci: kunciSalinan(9, '2026-11-21'), id_kompetisi: 9, data: { b: 2 }, etag: null, fetchedAt: 2_000 });
    await simpanSalinan({ kunci: kunciSalinan(4, ''), id_kompetisi: 4, data: { a: 3 }, etag: 'W/"2"', fetchedAt: 1_500 });
    expect(await bacaSalinan('4:')).toEqual({ kunci: '4:', id_kompetisi: 4, data: { a: 3 }, etag: 'W/"2"', fetchedAt: 1_500 });
    expect(await bacaSalinan('4:2026-11-21')).toBeUndefined();
    expect(await idSalinanTerbaru()).toBe(9);
  });

  it('a bout row: both corners with their letter, the waiting corner, the ETA with the bouts ahead; names are text, never markup', () => {
    const now = Date.UTC(2026, 10, 21, 2, 0); // 09.00 WIB
    const html = partaiHtml(
      partai({ sudut_a: { id_peserta_kompetisi: 11, nama: '<img src=x onerror=alert(1)>', nama_dojang: 'Dojang "Garuda"' } }),
      { eta: now + 12 * 60_000, partai_lagi: 2 },
      now,
      'Bersiap',
    );
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('Dojang &quot;Garuda&quot;');
    expect(html).toContain('Sudut biru (B)');
    expect(html).toContain('Menunggu pemenang');
    expect(html).toContain('09.12');
    expect(html).toContain('± 12 mnt lagi');
    expect(html).toContain('2 partai lagi');
    expect(html).toContain('data-partai="7"');

    const selesai = partaiHtml(partai({ status: 'SELESAI', skor_a: 5, skor_b: 2, id_pemenang: 11, keputusan: 'PTF' }), undefined, now);
    expect(selesai).toContain('5–2');
    expect(selesai).toContain('Budi ✓');
  });

  it('a bout on the mat shows its live score (blue–red points of the round, round wins) once the boards answered', () => {
    const now = Date.UTC(2026, 10, 21, 2, 0);
    const main = partai({ status: 'BERTANDING', sudut_b: { id_peserta_kompetisi: 12, nama: 'Eko', nama_dojang: null } });
    expect(partaiHtml(main, undefined, now, 'Sedang bertanding')).toContain('Bertanding');
    const sudut = (skor: number, menang_ronde: number) => ({ nama: 'x', dojang: null, skor, gam_jeom: 0, menang_ronde, ivr: null });
    const papan: PapanState = {
      jenis: 'papan',
      nomor: 7,
      kelas: 'k',
      nama_ronde: 'Semi Final',
      ronde: 2,
      ronde_jumlah: 3,
      B: sudut(5, 1),
      R: sudut(3, 0),
      fase: 'ronde',
      jam_ms: 60_000,
      jam_jalan: true,
      jam_label: 'Ronde 2',
      dibaca: now,
      pemenang: null,
      keputusan: null,
      keterangan: null,
    };
    const html = partaiHtml(main, undefined, now, 'Sedang bertanding', undefined, papan);
    expect(html).toContain('data-skor-langsung="5-3"');
    expect(html).toContain('Ronde 2 · 1–0');
    expect(html).toContain('menang ronde 1');
    expect(partaiHtml(main, undefined, now, undefined, undefined, { ...papan, pemenang: 'B' })).toContain('B menang');
  });
});
