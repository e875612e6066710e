import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bacaBagianKartu, pisahKode } from '../../src/domain/kartu/kode';
import { pesertaKompetisi, pesertaTimAnggota } from '../../src/server/db/schema';
import { kunciTanda, periksaKode, tandai } from '../../src/server/kartu/tanda';
import { kelasDenganPeserta } from './bagan-fixtures';
import { cadet, dunia, kelasId, POOMSAE_CADET_PASANGAN } from './helpers/peserta';
import { useTestServer, type ApiResult } from './helpers/server';

const t = useTestServer();
const kodeOf = (res: ApiResult) => (res.body as { kode?: string }).kode;

interface KartuJson {
  kode: string;
  jenis: string;
  nama: string;
  id_dojang: number;
  nama_dojang: string;
  kelas_label: string;
  pas_foto: string | null;
  id_peserta_kompetisi: number | null;
}

const daftar = async (token: string, id: number, query = '') => {
  const res = await t.api('GET', `/api/kompetisi/${id}/kartu${query}`, { token });
  return res;
};

/** Competition A: 4 approved Kyorugi entries over three dojangs (the coach's first), one pending, and a pair of the coach's dojang. */
async function duniaKartu() {
  const w = await dunia(t);
  const kelas = await kelasDenganPeserta(t, w, 4);
  await t.db.update(pesertaKompetisi).set({ status: 'PENDING' }).where(eq(pesertaKompetisi.id_peserta_kompetisi, kelas.entri[3].id));
  const pasangan = await kelasId(t.db, w.a.id_kompetisi, POOMSAE_CADET_PASANGAN);
  const a = await cadet(t.db, w.pelatih.id_dojang, { nama_atlet: 'Zaki Pasangan', pas_foto: 'foto-zaki.jpg' });
  const b = await cadet(t.db, w.pelatih.id_dojang, { nama_atlet: 'Zara Pasangan', jenis_kelamin: 'PEREMPUAN' });
  const [tim] = await t.db
    .insert(pesertaKompetisi)
    .values({ id_atlet: a.id_atlet, id_kelas_kejuaraan: pasangan, status: 'APPROVED', is_team: true })
    .returning();
  await t.db.insert(pesertaTimAnggota).values([
    { id_peserta_kompetisi: tim.id_peserta_kompetisi, id_atlet: a.id_atlet },
    { id_peserta_kompetisi: tim.id_peserta_kompetisi, id_atlet: b.id_atlet },
  ]);
  return { w, kelas, tim, pasangan };
}

describe('GET /kompetisi/{id}/kartu: who gets which cards', () => {
  it('no login 401; a coach only its own dojang (APPROVED entries, each team member, its own coach card); another dojang 403', async () => {
    const { w, kelas, tim } = await duniaKartu();
    expect((await daftar('', w.a.id_kompetisi)).status).toBe(401);
    const res = await daftar(w.token.pelatih, w.a.id_kompetisi);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const kartu = res.body.data.kartu as KartuJson[];
    expect(kartu.map((k) => [k.jenis, k.nama])).toEqual([
      ['PELATIH', 'Pelatih pelatih@uji.id'],
      ['PESERTA', 'Atlet 1'],
      ['PESERTA', 'Zaki Pasangan'],
      ['PESERTA', 'Zara Pasangan'],
    ]);
    expect(kartu.every((k) => k.id_dojang === w.pelatih.id_dojang)).toBe(true);
    expect(kartu[1]).toMatchObject({
      kelas_label: 'Kyorugi Prestasi · Cadet Putra · Under 45 kg',
      id_peserta_kompetisi: kelas.entri[0].id,
      pas_foto: null,
    });
    expect(kartu[2]).toMatchObject({
      kelas_label: 'Poomsae Prestasi · Cadet · Berpasangan',
      id_peserta_kompetisi: tim.id_peserta_kompetisi,
      pas_foto: '/uploads/atlet/pas_foto/foto-zaki.jpg',
    });
    expect(new Set(kartu.map((k) => k.kode)).size).toBe(4);
    expect(res.body.data.kompetisi).toMatchObject({ id_kompetisi: w.a.id_kompetisi, nama_event: 'Kejuaraan A' });
    expect(res.body.data.dasar_url).toMatch(/^https?:\/\//);
    expect(res.body.meta).toEqual({ page: 1, limit: 500, total: 4, totalPages: 1 });

    const lain = await daftar(w.token.pelatih, w.a.id_kompetisi, `?id_dojang=${w.lain.id_dojang}`);
    expect([lain.status, kodeOf(lain)]).toEqual([403, 'akses_ditolak']);
  });

  it("the competition admin and ADMIN: every dojang, filters by dojang and class, pages; another competition's admin 403", async () => {
    const { w, pasangan } = await duniaKartu();
    for (const token of [w.token.panitiaA, w.token.admin]) {
      const semua = await daftar(token, w.a.id_kompetisi);
      expect(semua.status).toBe(200);
      // 3 approved Kyorugi + 2 team members + 2 coaches (the third dojang has none); the pending entry none.
      expect(semua.body.meta.total).toBe(7);
      expect((semua.body.data.kartu as KartuJson[]).filter((k) => k.jenis === 'PELATIH')).toHaveLength(2);
    }
    const lain = await daftar(w.token.panitiaA, w.a.id_kompetisi, `?id_dojang=${w.lain.id_dojang}`);
    expect((lain.body.data.kartu as KartuJson[]).map((k) => k.nama)).toEqual(['Pelatih lain@uji.id', 'Atlet 2']);
    const kelas = await daftar(w.token.panitiaA, w.a.id_kompetisi, `?kelas=${pasangan}`);
    expect((kelas.body.data.kartu as KartuJson[]).map((k) => k.nama)).toEqual(['Zaki Pasangan', 'Zara Pasangan']);
    const hal2 = await daftar(w.token.panitiaA, w.a.id_kompetisi, '?limit=3&page=3');
    expect([hal2.body.data.kartu.length, hal2.body.meta]).toEqual([1, { page: 3, limit: 3, total: 7, totalPages: 3 }]);
    const lewat = await daftar(w.token.panitiaA, w.a.id_kompetisi, '?limit=3&page=9');
    expect([lewat.body.data.kartu.length, lewat.body.meta.total]).toEqual([0, 7]);
    const b = await daftar(w.token.panitiaB, w.a.id_kompetisi);
    expect([b.status, kodeOf(b)]).toEqual([403, 'akses_ditolak']);
    expect((await daftar(w.token.admin, 999999)).status).toBe(404);
    const salah = await daftar(w.token.admin, w.a.id_kompetisi, '?limit=5000');
    expect([salah.status, salah.body.message]).toEqual([400, 'Jumlah per halaman harus 1 sampai 1000']);
  });
});

describe('GET /public/kartu/{kode}: the signed code', () => {
  it('a genuine card answers what it says and nothing private; a changed byte anywhere is refused as forged', async () => {
    const { w } = await duniaKartu();
    const kartu = (await daftar(w.token.panitiaA, w.a.id_kompetisi)).body.data.kartu as KartuJson[];
    const zaki = kartu.find((k) => k.nama === 'Zaki Pasangan')!;
    const res = await t.api('GET', `/api/public/kartu/${zaki.kode.toLowerCase()}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.data).toEqual({
      kode: zaki.kode,
      jenis: 'PESERTA',
      nama: 'Zaki Pasangan',
      nama_dojang: zaki.nama_dojang,
      kelas_label: 'Poomsae Prestasi · Cadet · Berpasangan',
      status: 'APPROVED',
      kompetisi: {
        id_kompetisi: w.a.id_kompetisi,
        nama_event: 'Kejuaraan A',
        lokasi: null,
        tanggal_mulai: expect.any(String),
        tanggal_selesai: expect.any(String),
      },
    });
    const teks = JSON.stringify(res.body);
    for (const rahasia of ['nik', 'tanggal_lahir', 'no_telp', 'alamat', 'pas_foto', '16710100000']) expect(teks).not.toContain(rahasia);

    const pelatih = kartu.find((k) => k.jenis === 'PELATIH')!;
    expect((await t.api('GET', `/api/public/kartu/${pelatih.kode}`)).body.data).toMatchObject({
      jenis: 'PELATIH',
      kelas_label: 'Pelatih',
      status: null,
    });

    // Every single character changed (a digit or letter swapped for another valid one) is refused.
    const ganti = (c: string) => (c === 'A' ? 'B' : c === '-' ? '-' : 'A');
    for (let i = 0; i < zaki.kode.length; i++) {
      if (zaki.kode[i] === '-') continue;
      const palsu = zaki.kode.slice(0, i) + ganti(zaki.kode[i]) + zaki.kode.slice(i + 1);
      const r = await t.api('GET', `/api/public/kartu/${palsu}`);
      expect(['kartu_palsu', 'kode_tidak_valid']).toContain(kodeOf(r));
      expect(r.status === 404 || r.status === 400).toBe(true);
      expect(r.body.data).toBeUndefined();
    }
    const palsu = await t.api('GET', `/api/public/kartu/${zaki.kode.slice(0, -1)}${zaki.kode.endsWith('A') ? 'B' : 'A'}`);
    expect([palsu.status, kodeOf(palsu), palsu.body.message]).toEqual([
      404,
      'kartu_palsu',
      'Kartu tidak sah: kode ini tidak diterbitkan oleh panitia.',
    ]);
    const rusak = await t.api('GET', '/api/public/kartu/bukan-kode');
    expect([rusak.status, kodeOf(rusak)]).toEqual([400, 'kode_tidak_valid']);
  });

  it('a signed card whose entry is gone is 404 tidak_ditemukan; a rejected entry shows its status', async () => {
    const { w, kelas } = await duniaKartu();
    const kartu = (await daftar(w.token.panitiaA, w.a.id_kompetisi)).body.data.kartu as KartuJson[];
    const satu = kartu.find((k) => k.id_peserta_kompetisi === kelas.entri[0].id)!;
    await t.db
      .update(pesertaKompetisi)
      .set({ status: 'DISKUALIFIKASI' })
      .where(eq(pesertaKompetisi.id_peserta_kompetisi, kelas.entri[0].id));
    expect((await t.api('GET', `/api/public/kartu/${satu.kode}`)).body.data.status).toBe('DISKUALIFIKASI');
    await t.db.delete(pesertaKompetisi).where(eq(pesertaKompetisi.id_peserta_kompetisi, kelas.entri[0].id));
    const hilang = await t.api('GET', `/api/public/kartu/${satu.kode}`);
    expect([hilang.status, kodeOf(hilang)]).toEqual([404, 'tidak_ditemukan']);
  });

  it('tanda: the server key signs the parts; periksaKode refuses any other signature or parts', async () => {
    const kunci = await kunciTanda(t.db);
    const bagian = '1-P9IX-RF';
    const kode = `${bagian}-${tandai(kunci, bagian)}`;
    expect(periksaKode(kunci, kode)).toBe(bagian);
    expect(bacaBagianKartu(pisahKode(kode)!.bagian)).toMatchObject({ id_peserta_kompetisi: 12345 });
    expect(periksaKode(kunci, `1-P9IY-RF-${tandai(kunci, bagian)}`)).toBeNull();
    expect(periksaKode(Buffer.alloc(32, 7), kode)).toBeNull();
    expect(await kunciTanda(t.db)).toEqual(kunci);
  });
});
