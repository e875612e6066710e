import { describe, expect, it } from 'vitest';
import {
  STATUS_PARTAI,
  pesanKonflikPartai,
  ringkasPerubahan,
  sudahBerlaku,
  type AksiMeja,
  type StatusPartai,
} from '../../src/domain/jadwal';

const bout = (status: StatusPartai, sudut_tidak_hadir: 'B' | 'R' | null = null) => ({ status, sudut_tidak_hadir, versi: 5 });

describe('a desk step the bout already holds (sudahBerlaku) and the words of a real conflict', () => {
  it('a call is held once the bout is called (on an older versi), on the mat or finished; a start once on the mat or fought', () => {
    const tabel: Array<[StatusPartai, 'B' | 'R' | null, AksiMeja, number, boolean]> = [
      ['MENUNGGU', null, 'panggil', 4, false],
      ['DIPANGGIL', null, 'panggil', 4, true],
      // The versi it has now: a new call (the wait starts again), written.
      ['DIPANGGIL', null, 'panggil', 5, false],
      ['BERTANDING', null, 'panggil', 3, true],
      ['SELESAI', null, 'panggil', 3, true],
      ['SELESAI', 'R', 'panggil', 3, true],
      ['MENUNGGU', null, 'mulai', 4, false],
      ['DIPANGGIL', null, 'mulai', 4, false],
      ['BERTANDING', null, 'mulai', 4, true],
      ['BERTANDING', null, 'mulai', 5, true],
      ['SELESAI', null, 'mulai', 4, true],
      // The athlete did not come: a start is the other way, a real conflict.
      ['SELESAI', 'B', 'mulai', 4, false],
      ['DIPANGGIL', null, 'tidak-hadir', 4, false],
      ['BERTANDING', null, 'tidak-hadir', 4, false],
      ['SELESAI', null, 'tidak-hadir', 4, false],
    ];
    for (const [status, absen, aksi, versi, held] of tabel) {
      expect(sudahBerlaku(bout(status, absen), aksi, versi, aksi === 'tidak-hadir' ? 'R' : undefined), `${aksi} on ${status}`).toBe(held);
    }
    // The same corner's no-show recorded twice is held; the other corner's is not.
    expect(sudahBerlaku(bout('SELESAI', 'R'), 'tidak-hadir', 4, 'R')).toBe(true);
    expect(sudahBerlaku(bout('SELESAI', 'R'), 'tidak-hadir', 4, 'B')).toBe(false);
  });

  it('a conflict names what the bout now is, who changed it and when (WIB)', () => {
    const oleh = { diubah_oleh: 'Rina', diubah_pada: '2026-11-21T02:12:30.000Z' };
    expect(pesanKonflikPartai(bout('BERTANDING'), oleh)).toBe(
      'Partai ini sudah diubah di perangkat lain: dimulai oleh Rina pukul 09.12 WIB',
    );
    expect(ringkasPerubahan(bout('SELESAI', 'R'), oleh)).toBe('dicatat tidak hadir (sudut merah) oleh Rina pukul 09.12 WIB');
    expect(ringkasPerubahan(bout('DIPANGGIL'), { diubah_oleh: null, diubah_pada: null })).toBe('dipanggil');
    for (const s of STATUS_PARTAI) expect(ringkasPerubahan(bout(s), oleh)).toMatch(/ oleh Rina pukul 09\.12 WIB$/);
  });
});
