import { describe, expect, it } from 'vitest';
import { pesertaKompetisi } from '../../src/server/db/schema';
import { KATALOG } from '../../src/server/kompetisi/admin-katalog';
import { KYORUGI_CADET_45, dunia } from './helpers/peserta';
import { useTestServer } from './helpers/server';
import { KEY_45, KEY_49, KEY_INDIVIDU, alatKompetisi } from './admin-kompetisi-fixtures';

const t = useTestServer();
const { api, logs, kelasCount, entri } = alatKompetisi(t);

describe('classes from the standard catalogue', () => {
  it('GET kelas-katalog flags the classes the competition holds and counts their entries', async () => {
    const w = await dunia(t);
    await entri(w, KYORUGI_CADET_45, 'PENDING', 'Satu');
    await entri(w, KYORUGI_CADET_45, 'REJECTED', 'Dua');
    const res = await api('GET', `/${w.a.id_kompetisi}/kelas-katalog`, w.token.admin);
    expect(res.status).toBe(200);
    expect(res.body.data.kelas).toHaveLength(KATALOG.length);
    expect(res.body.data.di_luar_katalog).toBe(0);
    expect(res.body.data.kelas.every((k: { dipilih: boolean }) => k.dipilih)).toBe(true);
    expect(res.body.data.kelas.find((k: { key: string }) => k.key === KEY_45)).toMatchObject({
      cabang: 'KYORUGI',
      kategori: 'prestasi',
      id_kelompok: 3,
      nama_kelompok: 'Cadet',
      jenis_kelamin: 'LAKI_LAKI',
      nama_kelas: 'Under 45 kg',
      nama: 'Kyorugi prestasi Cadet Putra Under 45 kg',
      jumlah_peserta: 2,
      dipilih: true,
    });
    expect(res.body.data.kelas.find((k: { key: string }) => k.key === 'POOMSAE|prestasi|3|-|Beregu')).toMatchObject({
      jenis_kelamin: null,
      jumlah_peserta: 0,
    });
  });

  it('PUT kelas adds and removes in one go; a class with entries (even rejected) is never removed', async () => {
    const w = await dunia(t);
    const A = w.a.id_kompetisi;
    await entri(w, KYORUGI_CADET_45, 'REJECTED', 'Satu');
    const ditolak = await api('PUT', `/${A}/kelas`, w.token.admin, { kelas: [KEY_INDIVIDU] });
    expect(ditolak.status).toBe(409);
    expect(ditolak.body.message).toBe('Kelas Kyorugi prestasi Cadet Putra Under 45 kg tidak dapat dihapus karena sudah memiliki 1 peserta');
    expect(await kelasCount(A)).toBe(KATALOG.length);

    const res = await api('PUT', `/${A}/kelas`, w.token.admin, { kelas: [KEY_45, KEY_INDIVIDU] });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(`Kelas kompetisi berhasil disimpan (0 ditambah, ${KATALOG.length - 2} dihapus)`);
    expect(
      res.body.data.kelas
        .filter((k: { dipilih: boolean }) => k.dipilih)
        .map((k: { key: string }) => k.key)
        .sort(),
    ).toEqual([KEY_45, KEY_INDIVIDU]);
    expect(await t.db.select().from(pesertaKompetisi)).toHaveLength(1);

    const tambah = await api('PUT', `/${A}/kelas`, w.token.admin, { kelas: [KEY_45, KEY_49] });
    expect(tambah.body.message).toBe('Kelas kompetisi berhasil disimpan (1 ditambah, 1 dihapus)');
    // The coach's class list (the wizard's source) reads the new set.
    const publik = await t.api('GET', `/api/kelas/kejuaraan/${A}`);
    expect(publik.body.data.map((k: { kelas_berat: { nama_kelas: string } | null }) => k.kelas_berat?.nama_kelas).sort()).toEqual([
      'Under 45 kg',
      'Under 49 kg',
    ]);
    expect(await logs('UBAH_KELAS_KOMPETISI')).toHaveLength(2);
    const none = await api('PUT', `/${A}/kelas`, w.token.admin, { kelas: [KEY_49, KEY_45] });
    expect(none.body.message).toBe('Tidak ada perubahan kelas');
    expect(await logs('UBAH_KELAS_KOMPETISI')).toHaveLength(2);
  });

  it('bad input: 400 in Indonesian, nothing changed; a replay answers the first result', async () => {
    const w = await dunia(t);
    const A = w.a.id_kompetisi;
    for (const [json, message] of [
      [{}, 'Daftar kelas tidak valid'],
      [{ kelas: 'KYORUGI' }, 'Daftar kelas tidak valid'],
      [{ kelas: [1] }, 'Daftar kelas tidak valid'],
      [{ kelas: ['X|Y'] }, 'Kelas tidak dikenal dalam katalog: X|Y'],
    ] as const) {
      const res = await api('PUT', `/${A}/kelas`, w.token.admin, json);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect(await kelasCount(A)).toBe(KATALOG.length);
    const headers = { 'Idempotency-Key': 'kelas-1' };
    const first = await api('PUT', `/${A}/kelas`, w.token.admin, { kelas: [KEY_45] }, headers);
    const again = await api('PUT', `/${A}/kelas`, w.token.admin, { kelas: [KEY_45] }, headers);
    expect(again.body).toEqual(first.body);
    expect(await logs('UBAH_KELAS_KOMPETISI')).toHaveLength(1);
  });
});
