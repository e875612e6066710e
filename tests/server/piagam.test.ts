import { describe, expect, it } from 'vitest';
import { TATA_LETAK_BAWAAN } from '../../src/domain/piagam/tata-letak';
import { batal, dunia, kelasDenganPeserta, mainkanSemua, matchesOf, simpan, undi } from './bagan-fixtures';
import { useTestServer, type ApiResult } from './helpers/server';

const t = useTestServer();
const kodeOf = (res: ApiResult) => (res.body as { kode?: string }).kode;

interface PiagamJson {
  kode: string;
  jenis: string;
  judul: string;
  nama: string;
  nama_dojang: string;
  kelas_label: string | null;
  tempat: number | null;
}

/** Competition A with one Kyorugi prestasi class of 5 entries played to the end (corner B wins every match). */
async function kelasSelesai() {
  const w = await dunia(t);
  const kelas = await kelasDenganPeserta(t, w, 5);
  const saved = await simpan(t, w.token.panitiaA, undi(kelas.id_kelas, kelas.entri).body);
  const akhir = await mainkanSemua(t, w.token.panitiaA, saved.body.data);
  return { w, kelas, akhir };
}

const baca = (token: string, id: number) => t.api('GET', `/api/kompetisi/${id}/piagam`, { token });

describe('GET /kompetisi/{id}/piagam', () => {
  it("only the competition's managers: none 401, coaches and another competition's admin 403", async () => {
    const w = await dunia(t);
    expect((await baca('', w.a.id_kompetisi)).status).toBe(401);
    for (const token of [w.token.pelatih, w.token.panitiaB]) expect((await baca(token, w.a.id_kompetisi)).status).toBe(403);
    for (const token of [w.token.panitiaA, w.token.admin]) expect((await baca(token, w.a.id_kompetisi)).status).toBe(200);
    expect((await baca(w.token.admin, 999999)).status).toBe(404);
  });

  it('a decided final gives Juara 1, 2 and both 3; participation for every entry; the general champion once the category is final', async () => {
    const { w, kelas, akhir } = await kelasSelesai();
    const res = await baca(w.token.panitiaA, w.a.id_kompetisi);
    expect(res.status).toBe(200);
    const piagam = res.body.data.piagam as PiagamJson[];
    const juara = piagam.filter((p) => p.jenis === 'JUARA');
    expect(juara.map((p) => p.judul)).toEqual(['Juara 1', 'Juara 2', 'Juara 3', 'Juara 3']);
    const final = matchesOf(akhir).at(-1)!;
    expect(juara[0]).toMatchObject({
      nama: kelas.entri.find((e) => e.id === final.id_pemenang)!.nama,
      tempat: 1,
      kelas_label: 'Kyorugi Prestasi · Cadet Putra · Under 45 kg',
    });
    expect(piagam.filter((p) => p.jenis === 'PESERTA')).toHaveLength(5);
    expect(piagam.filter((p) => p.jenis === 'JUARA_UMUM').map((p) => p.judul)[0]).toBe('Juara Umum 1 Prestasi');
    expect(res.body.data.kelas).toEqual([
      { id_kelas_kejuaraan: kelas.id_kelas, kelas_label: 'Kyorugi Prestasi · Cadet Putra · Under 45 kg', selesai: true },
    ]);
    expect(res.body.data.tata_letak).toEqual(TATA_LETAK_BAWAAN);
    expect(res.body.data.kandidat_terbaik.prestasi.map((k: { tempat: number }) => k.tempat)).toEqual([1, 2, 3, 3]);
    expect(res.body.data.kandidat_terbaik.pemula).toEqual([]);
  });
});

describe('GET /public/verifikasi/{kode}', () => {
  it('confirms what a certificate says, nothing private; after the final is undone its place no longer holds; forged and card codes refused', async () => {
    const { w, akhir } = await kelasSelesai();
    const piagam = (await baca(w.token.panitiaA, w.a.id_kompetisi)).body.data.piagam as PiagamJson[];
    const emas = piagam.find((p) => p.judul === 'Juara 1')!;
    const ok = await t.api('GET', `/api/public/verifikasi/${emas.kode}`);
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({
      kode: emas.kode,
      jenis: 'JUARA',
      judul: 'Juara 1',
      nama: emas.nama,
      nama_dojang: emas.nama_dojang,
      kelas_label: emas.kelas_label,
      berlaku: true,
      alasan: null,
      kompetisi: { nama_event: 'Kejuaraan A' },
    });
    const teks = JSON.stringify(ok.body);
    for (const rahasia of ['nik', 'tanggal_lahir', 'no_telp', 'alamat', 'pas_foto']) expect(teks).not.toContain(rahasia);
    const umum = piagam.find((p) => p.jenis === 'JUARA_UMUM')!;
    expect((await t.api('GET', `/api/public/verifikasi/${umum.kode}`)).body.data).toMatchObject({ berlaku: true, kelas_label: null });

    const final = matchesOf(akhir).at(-1)!;
    expect((await batal(t, w.token.panitiaA, final.id_match, { versi: final.versi, alasan: 'pemenang final salah dicatat' })).status).toBe(
      200,
    );
    const lama = await t.api('GET', `/api/public/verifikasi/${emas.kode}`);
    expect(lama.body.data).toMatchObject({
      berlaku: false,
      alasan: 'Hasil pertandingan kelas ini sudah berubah: peserta ini bukan lagi Juara 1.',
    });
    expect((await t.api('GET', `/api/public/verifikasi/${umum.kode}`)).body.data).toMatchObject({
      berlaku: false,
      alasan: 'Juara umum kategori ini belum final: masih ada kelas yang belum selesai.',
    });

    const ubah = emas.kode.slice(0, -2) + (emas.kode.at(-2) === 'A' ? 'B' : 'A') + emas.kode.at(-1);
    const palsu = await t.api('GET', `/api/public/verifikasi/${ubah}`);
    expect([palsu.status, kodeOf(palsu), palsu.body.data]).toEqual([404, 'piagam_palsu', undefined]);
    const kartu = (await t.api('GET', `/api/kompetisi/${w.a.id_kompetisi}/kartu`, { token: w.token.admin })).body.data.kartu[0].kode;
    expect(kodeOf(await t.api('GET', `/api/public/verifikasi/${kartu}`))).toBe('kode_tidak_valid');
  });
});

describe('best athlete and layout', () => {
  it('PUT atlet-terbaik: only a medallist of that category; shown on the public medal page; DELETE clears', async () => {
    const { w, kelas } = await kelasSelesai();
    const data = (await baca(w.token.panitiaA, w.a.id_kompetisi)).body.data;
    const medali = new Set<number>(data.kandidat_terbaik.prestasi.map((k: { id_peserta_kompetisi: number }) => k.id_peserta_kompetisi));
    const tanpa = kelas.entri.find((e) => !medali.has(e.id))!;
    const emas = data.kandidat_terbaik.prestasi[0];
    const path = `/api/kompetisi/${w.a.id_kompetisi}/atlet-terbaik`;
    const bukan = await t.api('PUT', path, { token: w.token.panitiaA, json: { kategori: 'prestasi', id_peserta_kompetisi: tanpa.id } });
    expect([bukan.status, kodeOf(bukan), bukan.body.message]).toEqual([
      422,
      'bukan_medali',
      'Atlet terbaik harus peraih medali pada kategori ini',
    ]);
    const salahKategori = await t.api('PUT', path, {
      token: w.token.panitiaA,
      json: { kategori: 'pemula', id_peserta_kompetisi: emas.id_peserta_kompetisi },
    });
    expect(kodeOf(salahKategori)).toBe('bukan_medali');
    expect(
      (
        await t.api('PUT', path, {
          token: w.token.pelatih,
          json: { kategori: 'prestasi', id_peserta_kompetisi: emas.id_peserta_kompetisi },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await t.api('PUT', path, {
          token: w.token.panitiaB,
          json: { kategori: 'prestasi', id_peserta_kompetisi: emas.id_peserta_kompetisi },
        })
      ).status,
    ).toBe(403);
    expect((await t.api('PUT', path, { token: w.token.panitiaA, json: { kategori: 'lain', id_peserta_kompetisi: 1 } })).status).toBe(400);

    const ok = await t.api('PUT', path, {
      token: w.token.panitiaA,
      json: { kategori: 'prestasi', id_peserta_kompetisi: emas.id_peserta_kompetisi },
    });
    expect([ok.status, ok.body.message]).toEqual([200, 'Atlet terbaik disimpan']);
    expect(ok.body.data).toEqual({
      prestasi: {
        id_peserta_kompetisi: emas.id_peserta_kompetisi,
        nama: emas.nama,
        nama_dojang: emas.nama_dojang,
        kelas_label: emas.kelas_label,
      },
      pemula: null,
    });
    const publik = await t.api('GET', `/api/public/kompetisi/${w.a.id_kompetisi}/medali`);
    expect(publik.body.data.atlet_terbaik.prestasi).toMatchObject({ nama: emas.nama });
    const piagam = (await baca(w.token.panitiaA, w.a.id_kompetisi)).body.data.piagam as PiagamJson[];
    const terbaik = piagam.find((p) => p.jenis === 'ATLET_TERBAIK')!;
    expect(terbaik).toMatchObject({ judul: 'Atlet Terbaik Prestasi', nama: emas.nama });
    expect((await t.api('GET', `/api/public/verifikasi/${terbaik.kode}`)).body.data.berlaku).toBe(true);

    const hapus = await t.api('DELETE', path, { token: w.token.panitiaA, json: { kategori: 'prestasi' } });
    expect([hapus.status, hapus.body.data]).toEqual([200, { prestasi: null, pemula: null }]);
    expect((await t.api('GET', `/api/public/kompetisi/${w.a.id_kompetisi}/medali`)).body.data.atlet_terbaik.prestasi).toBeNull();
    expect((await t.api('GET', `/api/public/verifikasi/${terbaik.kode}`)).body.data).toMatchObject({
      berlaku: false,
      alasan: 'Pilihan atlet terbaik kategori ini sudah diubah oleh panitia.',
    });
  });

  it('PUT piagam/tata-letak: kept per competition; positions off the sheet refused', async () => {
    const w = await dunia(t);
    const path = `/api/kompetisi/${w.a.id_kompetisi}/piagam/tata-letak`;
    const baru = { ...TATA_LETAK_BAWAAN, nama: { x: 100, y: 120, ukuran: 30 } };
    expect((await t.api('PUT', path, { token: w.token.pelatih, json: baru })).status).toBe(403);
    expect((await t.api('PUT', path, { token: w.token.panitiaB, json: baru })).status).toBe(403);
    const salah = await t.api('PUT', path, { token: w.token.panitiaA, json: { ...baru, qr: { x: 290, y: 10, ukuran: 30 } } });
    expect([salah.status, salah.body.message]).toEqual([400, 'Posisi harus di dalam kertas A4 mendatar (x 0–297 mm, y 0–210 mm)']);
    const ok = await t.api('PUT', path, { token: w.token.panitiaA, json: baru });
    expect([ok.status, ok.body.message, ok.body.data]).toEqual([200, 'Tata letak piagam disimpan', baru]);
    expect((await baca(w.token.admin, w.a.id_kompetisi)).body.data.tata_letak).toEqual(baru);
    expect((await baca(w.token.admin, w.b.id_kompetisi)).body.data.tata_letak).toEqual(TATA_LETAK_BAWAAN);
  });
});
