import { describe, expect, it } from 'vitest';
import { bacaBagianKartu } from '../../src/domain/kartu/kode';
import { penimbangan, pesertaKompetisi } from '../../src/server/db/schema';
import { kunciTanda, periksaKode } from '../../src/server/kartu/tanda';
import { aturTimbang, daftar, kodeOf, meja, percobaan, putuskan, timbang } from './penimbangan-fixtures';
import { useTestServer } from './helpers/server';
import { KYORUGI_CADET_49, POOMSAE_CADET_INDIVIDU, cadet, kelasId } from './helpers/peserta';
import { kelasDenganPeserta } from './bagan-fixtures';

const t = useTestServer();

describe('weigh-in desk: who may read and weigh', () => {
  it('the staff and admin of the competition, ADMIN reads; another competition, a coach and no login are refused', async () => {
    const { w, mejaA1, mejaB, entri } = await meja(t, 1);
    const A = w.a.id_kompetisi;
    expect((await daftar(t, '', A)).status).toBe(401);
    for (const token of [w.token.pelatih, w.token.panitiaB, mejaB.token]) expect((await daftar(t, token, A)).status).toBe(403);
    for (const token of [mejaA1.token, w.token.panitiaA, w.token.admin]) expect((await daftar(t, token, A)).status).toBe(200);

    const body = percobaan(entri[0].id, 44_000);
    expect((await timbang(t, '', A, body)).status).toBe(401);
    for (const token of [w.token.pelatih, mejaB.token, w.token.panitiaB, w.token.admin]) {
      const res = await timbang(t, token, A, body);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ success: false, kode: 'akses_ditolak' });
    }
    expect(await t.db.select().from(penimbangan)).toHaveLength(0);
    // The staff of B weighing A's entry through B's path: the entry is not B's.
    const lewatB = await timbang(t, mejaB.token, w.b.id_kompetisi, body);
    expect(lewatB.status).toBe(422);
    expect(kodeOf(lewatB)).toBe('bukan_peserta_timbang');
    // A decision is the competition admin's, never the desk's.
    expect((await putuskan(t, mejaA1.token, A, entri[0].id, { jenis: 'DISKUALIFIKASI', alasan: 'x', versi: 0 })).status).toBe(403);
    expect(
      (await t.api('PUT', `/api/kompetisi/${A}/penimbangan/pengaturan`, { token: mejaA1.token, json: { percobaan_maks: 3 } })).status,
    ).toBe(403);
    expect((await t.api('GET', `/api/kompetisi/${A}/penimbangan/pengaturan`, { token: mejaA1.token })).status).toBe(200);
  });
});

describe('POST /kompetisi/:id/penimbangan', () => {
  it('two desks weigh the same athlete: both attempts land, the latest by the desk clock decides, the server judges again', async () => {
    const { w, mejaA1, mejaA2, entri } = await meja(t, 1);
    const A = w.a.id_kompetisi;
    const pid = entri[0].id;
    // Desk 2 weighed later (5 min ago: 45,6 kg, over) but lands first; desk 1 weighed earlier (20 min ago: 45,0 kg).
    const dua = await timbang(t, mejaA2.token, A, { ...percobaan(pid, 45_600, 5), meja: 'Meja 2', lolos: true });
    expect(dua.status).toBe(201);
    expect(dua.body.data.teks).toBe('GAGAL — 0,6 kg di atas batas Under 45 kg');
    expect(dua.body.data.percobaan).toMatchObject({ berat_gram: 45_600, lolos: false, meja: 'Meja 2', petugas: 'Petugas Dua' });
    const satu = await timbang(t, mejaA1.token, A, percobaan(pid, 45_000, 20));
    expect(satu.status).toBe(201);
    expect(satu.body.data.teks).toBe('LOLOS');
    const e = satu.body.data.entri;
    expect(e.percobaan.map((p: { berat_gram: number }) => p.berat_gram)).toEqual([45_000, 45_600]);
    expect(e.hasil).toBe('GAGAL');
    expect(await t.db.select().from(penimbangan)).toHaveLength(2);
  });

  it('the same kunci again is the same attempt (200, nothing written); with an Idempotency-Key the stored answer', async () => {
    const { w, mejaA1, mejaA2, entri } = await meja(t, 2);
    const A = w.a.id_kompetisi;
    const body = percobaan(entri[0].id, 44_000);
    const first = await timbang(t, mejaA1.token, A, body, { 'Idempotency-Key': body.kunci });
    expect(first.status).toBe(201);
    const replay = await timbang(t, mejaA1.token, A, body, { 'Idempotency-Key': body.kunci });
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
    // Another desk sends the same attempt (synced copy): stored once.
    const copy = await timbang(t, mejaA2.token, A, body);
    expect(copy.status).toBe(200);
    expect(copy.body.data).toMatchObject({ baru: false, percobaan: { kunci: body.kunci, berat_gram: 44_000 } });
    expect(await t.db.select().from(penimbangan)).toHaveLength(1);
    // The same kunci for another athlete is refused.
    const lain = await timbang(t, mejaA1.token, A, { ...body, id_peserta_kompetisi: entri[1].id });
    expect(lain.status).toBe(409);
    expect(kodeOf(lain)).toBe('kunci_dipakai');
  });

  it('bad attempts are 400 with Indonesian messages, never 500', async () => {
    const { w, mejaA1, entri } = await meja(t, 1);
    const A = w.a.id_kompetisi;
    const cases: [Record<string, unknown>, string][] = [
      [{ berat_gram: 45_050 }, 'Berat harus kelipatan 0,1 kg'],
      [{ berat_gram: 'empat puluh' }, 'Berat harus antara 1 dan 300 kg'],
      [{ berat_gram: 900_000 }, 'Berat harus antara 1 dan 300 kg'],
      [{ ditimbang_pada: 'kemarin' }, 'Waktu penimbangan tidak valid'],
      [{ kunci: 'a b' }, 'Kunci percobaan tidak valid (huruf, angka, - atau _, maksimal 64)'],
      [{ jenis: 'LAIN' }, 'Jenis penimbangan harus RESMI atau ACAK'],
      [{ meja: '' }, 'Nama meja wajib diisi (maksimal 40 karakter)'],
    ];
    for (const [extra, pesan] of cases) {
      const res = await timbang(t, mejaA1.token, A, { ...percobaan(entri[0].id, 44_000), ...extra });
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(res.body.message).toBe(pesan);
    }
    expect((await timbang(t, mejaA1.token, A, percobaan(999_999, 44_000))).status).toBe(422);
  });

  it("uses the competition's tolerance, and the random weigh-in's allowance", async () => {
    const { w, mejaA1, entri } = await meja(t, 1);
    const A = w.a.id_kompetisi;
    await aturTimbang(t.db, A, { timbang_toleransi_gram: 200, timbang_acak_toleransi_persen: 5 });
    expect((await timbang(t, mejaA1.token, A, percobaan(entri[0].id, 45_200, 10))).body.data.percobaan.lolos).toBe(true);
    expect((await timbang(t, mejaA1.token, A, percobaan(entri[0].id, 45_300, 9))).body.data.teks).toBe(
      'GAGAL — 0,3 kg di atas batas Under 45 kg (toleransi 0,2 kg)',
    );
    const acak = await timbang(t, mejaA1.token, A, percobaan(entri[0].id, 47_200, 1, { jenis: 'ACAK' }));
    expect(acak.body.data.percobaan).toMatchObject({ jenis: 'ACAK', lolos: true });
    // A random weigh-in does not change the official result.
    expect(acak.body.data.entri.hasil).toBe('GAGAL');
  });
});

describe('GET /kompetisi/:id/penimbangan', () => {
  it('one page at a time, filtered by result, class, dojang and name, each row with its signed card number', async () => {
    const { w, mejaA1, entri, id_kelas } = await meja(t, 5);
    const A = w.a.id_kompetisi;
    await timbang(t, mejaA1.token, A, percobaan(entri[0].id, 44_000));
    await timbang(t, mejaA1.token, A, percobaan(entri[1].id, 46_000));
    const p1 = await daftar(t, mejaA1.token, A, '?limit=2');
    expect(p1.body.meta).toEqual({ page: 1, limit: 2, total: 5, totalPages: 3 });
    expect(p1.body.data.map((e: { nama_atlet: string }) => e.nama_atlet)).toEqual(['Atlet 1', 'Atlet 2']);
    const p3 = await daftar(t, mejaA1.token, A, '?limit=2&page=3');
    expect(p3.body.data.map((e: { nama_atlet: string }) => e.nama_atlet)).toEqual(['Atlet 5']);
    const p9 = await daftar(t, mejaA1.token, A, '?limit=2&page=9');
    expect(p9.body).toMatchObject({ data: [], meta: { total: 5, totalPages: 3 } });
    const hasil = async (q: string) =>
      (await daftar(t, mejaA1.token, A, q)).body.data.map((e: { id_peserta_kompetisi: number }) => e.id_peserta_kompetisi);
    expect(await hasil('?hasil=LOLOS')).toEqual([entri[0].id]);
    expect(await hasil('?hasil=gagal')).toEqual([entri[1].id]);
    expect(await hasil('?hasil=BELUM')).toEqual(entri.slice(2).map((e) => e.id));
    expect(await hasil('?search=atlet 4')).toEqual([entri[3].id]);
    expect(await hasil(`?kelas=${id_kelas}&id_dojang=${entri[1].id_dojang}`)).toEqual([entri[1].id, entri[4].id]);
    expect((await daftar(t, mejaA1.token, A, '?hasil=SEMUA')).body.message).toBe('Status timbang harus BELUM, LOLOS atau GAGAL');
    expect((await daftar(t, mejaA1.token, A, '?limit=5000')).status).toBe(400);

    const row = p1.body.data[0];
    expect(row).toMatchObject({
      status: 'APPROVED',
      versi: 0,
      batas_min: 41,
      batas_max: 45,
      nama_kelas: 'Under 45 kg',
      kelas_label: 'Kyorugi prestasi Cadet Putra Under 45 kg',
      hasil: 'LOLOS',
      keputusan: null,
    });
    const kunci = await kunciTanda(t.db);
    const bagian = periksaKode(kunci, row.kode_kartu);
    expect(bagian && bacaBagianKartu(bagian)).toEqual({
      jenis: 'PESERTA',
      id_kompetisi: A,
      id_peserta_kompetisi: entri[0].id,
      id_atlet: row.id_atlet,
    });
  });

  it('poomsae, pending and other competitions do not weigh', async () => {
    const { w, mejaA1 } = await meja(t, 2);
    const poomsae = await kelasId(t.db, w.a.id_kompetisi, POOMSAE_CADET_INDIVIDU);
    const a = await cadet(t.db, w.pelatih.id_dojang, { nama_atlet: 'Poomsae Saja' });
    await t.db.insert(pesertaKompetisi).values({ id_atlet: a.id_atlet, id_kelas_kejuaraan: poomsae, status: 'APPROVED' });
    const b = await cadet(t.db, w.pelatih.id_dojang, { nama_atlet: 'Belum Disetujui' });
    await t.db
      .insert(pesertaKompetisi)
      .values({ id_atlet: b.id_atlet, id_kelas_kejuaraan: await kelasId(t.db, w.a.id_kompetisi, KYORUGI_CADET_49), status: 'PENDING' });
    await kelasDenganPeserta(t, w, 1, { id_kompetisi: w.b.id_kompetisi, awalan: 'Di B' });
    const res = await daftar(t, mejaA1.token, w.a.id_kompetisi);
    expect(res.body.data.map((e: { nama_atlet: string }) => e.nama_atlet)).toEqual(['Atlet 1', 'Atlet 2']);
  });
});

describe('/kompetisi/:id/penimbangan/pengaturan', () => {
  it("reads the competition's rules and Kyorugi weight classes; the admin changes them; bad input is 400, never 500", async () => {
    const { w, mejaA1 } = await meja(t, 1);
    const A = w.a.id_kompetisi;
    const url = `/api/kompetisi/${A}/penimbangan/pengaturan`;
    const baca = await t.api('GET', url, { token: mejaA1.token });
    expect(baca.body.data).toMatchObject({ toleransi_gram: 0, percobaan_maks: 2, boleh_pindah: false, acak_toleransi_persen: 5 });
    const kelas = baca.body.data.kelas as { label: string; batas_max: number | null; nama_kelas: string }[];
    expect(kelas.find((k) => k.label === 'Kyorugi prestasi Cadet Putra Under 45 kg')).toMatchObject({
      batas_min: 41,
      batas_max: 45,
      kategori: 'prestasi',
    });
    expect(kelas.filter((k) => k.nama_kelas.startsWith('Over')).every((k) => k.batas_max === null)).toBe(true);
    const ubah = await t.api('PUT', url, { token: w.token.panitiaA, json: { toleransi_gram: 200, boleh_pindah: true } });
    expect(ubah.status).toBe(200);
    expect(ubah.body.data).toMatchObject({ toleransi_gram: 200, percobaan_maks: 2, boleh_pindah: true, acak_toleransi_persen: 5 });
    const salah: [Record<string, unknown>, string][] = [
      [{ toleransi_gram: -100 }, 'Toleransi harus angka bulat 0 sampai 5000 gram'],
      [{ toleransi_gram: 'banyak' }, 'Toleransi harus angka bulat 0 sampai 5000 gram'],
      [{ percobaan_maks: 0 }, 'Jumlah percobaan harus 1 sampai 10'],
      [{ percobaan_maks: 2.5 }, 'Jumlah percobaan harus 1 sampai 10'],
      [{ boleh_pindah: 'mungkin' }, 'Izin pindah kelas harus ya atau tidak'],
      [{ acak_toleransi_persen: 50 }, 'Kelonggaran timbang acak harus 0 sampai 20 persen'],
    ];
    for (const [json, pesan] of salah) {
      const res = await t.api('PUT', url, { token: w.token.panitiaA, json });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(pesan);
    }
    expect((await t.api('PUT', url, { token: w.token.panitiaB, json: { percobaan_maks: 3 } })).status).toBe(403);
    expect((await t.api('GET', `/api/kompetisi/99999/penimbangan/pengaturan`, { token: w.token.admin })).status).toBe(404);
  });
});
