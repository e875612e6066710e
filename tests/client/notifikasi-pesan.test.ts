import { describe, expect, it } from 'vitest';
import { bacaPesan, urlTujuan } from '../../sw/push-pesan';
import { pesanWhatsAppEvent, pesanWhatsAppPembayaran, tautanWhatsApp } from '../../src/domain/kompetisi/kontak';

describe('service worker push message', () => {
  it('reads the server JSON; anything else still becomes a notification', () => {
    expect(
      bacaPesan(
        JSON.stringify({ judul: 'Bukti transfer ditolak', isi: 'Catatan: kurang', url: '/dashboard/dataKompetisi/3', tag: 'bukti-3' }),
      ),
    ).toEqual({
      judul: 'Bukti transfer ditolak',
      isi: 'Catatan: kurang',
      url: '/dashboard/dataKompetisi/3',
      tag: 'bukti-3',
      berhenti_url: undefined,
      getar: false,
    });
    // An athlete's alert buzzes and carries its one-tap stop.
    expect(
      bacaPesan(
        JSON.stringify({
          judul: 'Dipanggil ke Lapangan A',
          isi: 'Budi',
          url: '/event/jadwal',
          getar: true,
          berhenti_url: '/event/jadwal?berhenti=7',
        }),
      ),
    ).toMatchObject({ getar: true, berhenti_url: '/event/jadwal?berhenti=7' });
    expect(bacaPesan('teks biasa')).toEqual({ judul: 'Arena TKD', isi: 'teks biasa', url: '/' });
    expect(bacaPesan(null)).toEqual({ judul: 'Arena TKD', isi: 'Ada pemberitahuan baru.', url: '/' });
    expect(bacaPesan(JSON.stringify({ judul: 5, isi: '', url: null }))).toEqual({
      judul: 'Arena TKD',
      isi: 'Ada pemberitahuan baru.',
      url: '/',
      tag: undefined,
      berhenti_url: undefined,
      getar: false,
    });
    expect(bacaPesan(JSON.stringify({ judul: 'x'.repeat(500) })).judul).toHaveLength(120);
  });

  it('a click opens only this origin', () => {
    const o = 'https://arena.id';
    expect(urlTujuan('/admin/validasi-dojang', o)).toBe('https://arena.id/admin/validasi-dojang');
    expect(urlTujuan('https://jahat.example/x', o)).toBe('https://arena.id/');
    expect(urlTujuan('//jahat.example/x', o)).toBe('https://arena.id/');
    expect(urlTujuan('javascript:alert(1)', o)).toBe('https://arena.id/');
  });
});

describe('WhatsApp links with a prefilled message', () => {
  it('wa.me/<digits>?text=… with the text encoded; no text → the plain link', () => {
    expect(tautanWhatsApp('0812-7788-4501', pesanWhatsAppEvent('Sriwijaya Cup 2025'))).toBe(
      'https://wa.me/6281277884501?text=Halo%20Panitia%20Sriwijaya%20Cup%202025%2C%20saya%20ingin%20bertanya%20tentang%20kejuaraan.',
    );
    expect(tautanWhatsApp('0812-7788-4501', '  ')).toBe('https://wa.me/6281277884501');
    expect(tautanWhatsApp('bukan nomor', 'Halo')).toBeNull();
  });

  it('the payment confirmation names the dojang, participants, total and transfer note', () => {
    const teks = pesanWhatsAppPembayaran({
      nama_event: 'Sriwijaya Cup 2025',
      nama_dojang: 'Dojang Elang',
      jumlah_peserta: 3,
      total: 'Rp 1.500.000',
      berita_transfer: 'Dojang Elang - 3 peserta',
    });
    expect(teks).toBe(
      'Halo Panitia Sriwijaya Cup 2025, saya ingin mengonfirmasi pembayaran pendaftaran.\nDojang: Dojang Elang\n' +
        'Jumlah peserta: 3\nTotal transfer: Rp 1.500.000\nBerita transfer: Dojang Elang - 3 peserta\nBukti transfer saya unggah di Arena TKD.',
    );
    expect(decodeURIComponent(tautanWhatsApp('+62 812 7788 4501', teks)!.split('?text=')[1])).toBe(teks);
    expect(pesanWhatsAppPembayaran({ nama_event: 'Cup', jumlah_peserta: 0 })).toBe(
      'Halo Panitia Cup, saya ingin mengonfirmasi pembayaran pendaftaran.\nBukti transfer saya unggah di Arena TKD.',
    );
  });
});
