import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { tidakHadirSchema } from '../../src/domain/jadwal';
import { dariSudutLama } from '../../src/domain/sudut';
import { jadwalPublikSchema, jadwalSayaSchema } from '../../src/client/data/jadwal-publik/schema';
import { partaiLapanganSchema } from '../../src/client/data/lapangan/schema';
import { partaiTertundaSchema } from '../../src/client/data/penimbangan/schema';

// One corner convention (B = biru = peserta_a / sudut_a, R = merah = peserta_b / sudut_b). What was written in the
// old one ('A' = peserta_a, 'B' = peserta_b) sits under the old field names and is read by them, never as B / R.

const bout = (x: Record<string, unknown>) => ({
  id_match: 'm1',
  id_lapangan: 1,
  nomor: 2,
  status: 'SELESAI',
  versi: 3,
  id_kelas_kejuaraan: 4,
  cabang: 'KYORUGI',
  ronde: 1,
  ...x,
});

describe('the one corner convention', () => {
  it("an old corner in today's letters: A → B, B → R", () => {
    expect([dariSudutLama('A'), dariSudutLama('B')]).toEqual(['B', 'R']);
  });

  it('a no-show body: `sudut_tidak_hadir` B | R as sent, an old queued `sudut` A | B as it meant, never both', () => {
    const baca = (body: object) => v.safeParse(tidakHadirSchema, { versi: 2, ...body });
    expect(baca({ sudut_tidak_hadir: 'B' })).toMatchObject({ success: true, output: { sudut_tidak_hadir: 'B', versi: 2 } });
    expect(baca({ sudut_tidak_hadir: 'R' })).toMatchObject({ success: true, output: { sudut_tidak_hadir: 'R' } });
    expect(baca({ sudut: 'A' })).toMatchObject({ success: true, output: { sudut_tidak_hadir: 'B' } });
    expect(baca({ sudut: 'B' })).toMatchObject({ success: true, output: { sudut_tidak_hadir: 'R' } });
    const hasil = baca({ sudut: 'B' });
    expect(hasil.success && 'sudut' in hasil.output).toBe(false);
    for (const salah of [{}, { sudut_tidak_hadir: 'A' }, { sudut: 'R' }, { sudut_tidak_hadir: 'B', sudut: 'A' }]) {
      expect(baca(salah).success, JSON.stringify(salah)).toBe(false);
    }
  });

  it('a bout kept or answered before: old `tidak_hadir` read A → B, B → R and dropped; the new field wins', () => {
    const baca = (x: Record<string, unknown>) => v.parse(partaiLapanganSchema, bout(x));
    expect(baca({ tidak_hadir: 'B' }).sudut_tidak_hadir).toBe('R');
    expect(baca({ tidak_hadir: 'A' }).sudut_tidak_hadir).toBe('B');
    expect(baca({ tidak_hadir: null }).sudut_tidak_hadir).toBeNull();
    expect(baca({}).sudut_tidak_hadir).toBeNull();
    expect(baca({ sudut_tidak_hadir: 'B' }).sudut_tidak_hadir).toBe('B');
    expect('tidak_hadir' in baca({ tidak_hadir: 'B' })).toBe(false);
    // The public day kept on a phone and the coach's bouts read bouts the same way.
    const publik = v.parse(jadwalPublikSchema, {
      kompetisi: { id_kompetisi: 1, nama_event: 'Uji' },
      hari: ['2026-11-21'],
      tanggal: '2026-11-21',
      pengaturan: { istirahat_partai: 3, tunggu_detik: 90, menit_kyorugi: 6, menit_poomsae: 4 },
      lapangan: [
        {
          id_lapangan: 1,
          id_hari: 1,
          tanggal: '2026-11-21',
          nama: 'A',
          mulai: '08:00',
          cabang: 'SEMUA',
          partai: [bout({ tidak_hadir: 'B' })],
        },
      ],
    });
    expect(publik.lapangan[0]!.partai[0]!.sudut_tidak_hadir).toBe('R');
    const saya = v.parse(jadwalSayaSchema, {
      kompetisi: { id_kompetisi: 1, nama_event: 'Uji' },
      partai: [{ ...bout({ sudut_tidak_hadir: 'R' }), tanggal: '2026-11-21', nama_lapangan: 'A', sudut_saya: ['B'] }],
    });
    expect(saya.partai[0]).toMatchObject({ sudut_tidak_hadir: 'R', sudut_saya: ['B'], nama_lapangan: 'A' });
    expect(v.safeParse(jadwalSayaSchema, { ...saya, partai: [{ ...saya.partai[0], sudut_saya: ['A'] }] }).success).toBe(false);
  });

  it("a disqualified entry's pending match kept on the weigh-in desk: old `sudut` A | B read as B | R", () => {
    const tertunda = { id_match: 'm1', id_kelas_kejuaraan: 4, versi: 1, lawan: { id_peserta_kompetisi: 9, nama: 'Lawan' } };
    expect(v.parse(partaiTertundaSchema, { ...tertunda, sudut: 'B' })).toEqual({ ...tertunda, sudut_peserta: 'R' });
    expect(v.parse(partaiTertundaSchema, { ...tertunda, sudut: 'A' })).toEqual({ ...tertunda, sudut_peserta: 'B' });
    expect(v.parse(partaiTertundaSchema, { ...tertunda, sudut_peserta: 'B' })).toEqual({ ...tertunda, sudut_peserta: 'B' });
    expect(v.safeParse(partaiTertundaSchema, tertunda).success).toBe(false);
  });
});
