import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buktiTransfer, keputusanTimbang, penimbangan, pesertaKompetisi } from '../../src/server/db/schema';
import { pesertaDibayar } from '../../src/server/bukti-transfer/lunas';
import { hasil as kirimHasil, kelasDenganPeserta, simpan, undi } from './bagan-fixtures';
import { KYORUGI_CADET_49, kelasId } from './helpers/peserta';
import { aturTimbang, daftar, kodeOf, meja, percobaan, putuskan, timbang } from './penimbangan-fixtures';
import { useTestServer } from './helpers/server';

const t = useTestServer();

/** Two failed official attempts (45,6 then 45,4 kg): the entry waits for the competition admin. */
async function gagalDuaKali(token: string, id_kompetisi: number, pid: number) {
  await timbang(t, token, id_kompetisi, percobaan(pid, 45_600, 30));
  return (await timbang(t, token, id_kompetisi, percobaan(pid, 45_400, 5))).body.data.entri;
}

const baris = async (pid: number) => (await t.db.select().from(pesertaKompetisi).where(eq(pesertaKompetisi.id_peserta_kompetisi, pid)))[0];

describe('POST /kompetisi/:id/penimbangan/:pid/keputusan', () => {
  it('a move keeps the entry itself: its row, registration time, payment and attempts; only the class and versi change', async () => {
    const { w, mejaA1, entri } = await meja(t, 1);
    const A = w.a.id_kompetisi;
    const pid = entri[0].id;
    await aturTimbang(t.db, A, { timbang_boleh_pindah: true });
    const sebelum = await baris(pid);
    // The coach's dojang paid for this entry (a proof accepted after it was made).
    await t.db.insert(buktiTransfer).values({
      bukti_transfer_path: 'bukti.png',
      id_dojang: entri[0].id_dojang,
      id_kompetisi: A,
      status_verifikasi: 'DITERIMA',
      diverifikasi_pada: new Date(Date.now() + 1000),
    });
    const pelatih = {
      id_akun: 0,
      email: '',
      role: 'PELATIH' as const,
      pelatih: { id_pelatih: 0, nama_pelatih: '', id_dojang: entri[0].id_dojang },
    };
    expect(await pesertaDibayar(t.db, pelatih, pid)).toBe(true);

    // After one failed attempt of two, no decision yet.
    await timbang(t, mejaA1.token, A, percobaan(pid, 45_600, 30));
    const terlalu = await putuskan(t, w.token.panitiaA, A, pid, { jenis: 'DISKUALIFIKASI', alasan: 'Berat lebih', versi: 0 });
    expect(terlalu.status).toBe(422);
    expect(terlalu.body).toMatchObject({
      kode: 'belum_gagal',
      message: 'Keputusan hanya dapat diambil setelah percobaan timbang terakhir gagal.',
    });
    const e = (await timbang(t, mejaA1.token, A, percobaan(pid, 45_400, 5))).body.data.entri;
    expect(e.hasil).toBe('GAGAL');

    const u49 = await kelasId(t.db, A, KYORUGI_CADET_49);
    const res = await putuskan(t, w.token.panitiaA, A, pid, { jenis: 'PINDAH', id_kelas_tujuan: u49, versi: e.versi });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Peserta dipindah ke Kyorugi prestasi Cadet Putra Under 49 kg');
    expect(res.body.data.partai_tertunda).toBeUndefined();
    expect(res.body.data.entri).toMatchObject({
      id_peserta_kompetisi: pid,
      versi: 1,
      status: 'APPROVED',
      id_kelas_kejuaraan: u49,
      nama_kelas: 'Under 49 kg',
      hasil: 'LOLOS',
      keputusan: {
        jenis: 'PINDAH',
        id_kelas_asal: entri[0].id !== 0 ? sebelum.id_kelas_kejuaraan : 0,
        id_kelas_tujuan: u49,
        oleh: 'Panitia panitia-a@uji.id',
      },
    });
    expect(res.body.data.entri.percobaan).toHaveLength(2);
    const sesudah = await baris(pid);
    expect(sesudah).toMatchObject({
      id_peserta_kompetisi: pid,
      id_atlet: sebelum.id_atlet,
      status: 'APPROVED',
      versi: 1,
      id_kelas_kejuaraan: u49,
    });
    expect(sesudah.created_at.getTime()).toBe(sebelum.created_at.getTime());
    expect(await pesertaDibayar(t.db, pelatih, pid)).toBe(true);
    expect(await t.db.select().from(penimbangan).where(eq(penimbangan.id_peserta_kompetisi, pid))).toHaveLength(2);
    expect(await t.db.select().from(keputusanTimbang)).toHaveLength(1);

    // The coach sees it on the participant list, in the new class.
    const coach = await t.api('GET', `/api/kompetisi/${A}/atlet`, { token: w.token.pelatih });
    const row = coach.body.data.find((p: { id_peserta_kompetisi: number }) => p.id_peserta_kompetisi === pid);
    expect(row).toMatchObject({ id_kelas_kejuaraan: u49, penimbangan: { hasil: 'LOLOS', berat_gram: 45_400, percobaan: 2 } });
  });

  it('a decision made on an older versi is 409 konflik_versi with the entry now; the same decision again is no conflict', async () => {
    const { w, mejaA1, entri } = await meja(t, 1);
    const A = w.a.id_kompetisi;
    const pid = entri[0].id;
    await aturTimbang(t.db, A, { timbang_boleh_pindah: true });
    const e = await gagalDuaKali(mejaA1.token, A, pid);
    const u49 = await kelasId(t.db, A, KYORUGI_CADET_49);
    expect((await putuskan(t, w.token.admin, A, pid, { jenis: 'PINDAH', id_kelas_tujuan: u49, versi: e.versi })).status).toBe(200);
    const basi = await putuskan(t, w.token.panitiaA, A, pid, { jenis: 'DISKUALIFIKASI', alasan: 'Berat lebih', versi: e.versi });
    expect(basi.status).toBe(409);
    expect(basi.body).toMatchObject({
      success: false,
      kode: 'konflik_versi',
      message: 'Keputusan untuk peserta ini sudah diubah di perangkat lain. Pilih keputusan yang berlaku.',
      data: { id_peserta_kompetisi: pid, versi: 1, id_kelas_kejuaraan: u49, keputusan: { jenis: 'PINDAH', oleh: 'Admin Uji' } },
    });
    expect((await baris(pid)).status).toBe('APPROVED');
    const sama = await putuskan(t, w.token.panitiaA, A, pid, { jenis: 'PINDAH', id_kelas_tujuan: u49, versi: e.versi });
    expect(sama.status).toBe(200);
    expect(await t.db.select().from(keputusanTimbang)).toHaveLength(1);
  });

  it('moves only when the competition allows it, into a class the weight fits, never out of or into a drawn class', async () => {
    const { w, mejaA1, entri, id_kelas } = await meja(t, 1);
    const A = w.a.id_kompetisi;
    const pid = entri[0].id;
    const e = await gagalDuaKali(mejaA1.token, A, pid);
    const u49 = await kelasId(t.db, A, KYORUGI_CADET_49);
    const pindah = (id_kelas_tujuan: number) => putuskan(t, w.token.panitiaA, A, pid, { jenis: 'PINDAH', id_kelas_tujuan, versi: e.versi });
    expect((await pindah(u49)).body).toMatchObject({
      kode: 'pindah_tidak_diizinkan',
      message: 'Kompetisi ini tidak mengizinkan pindah kelas saat penimbangan.',
    });
    await aturTimbang(t.db, A, { timbang_boleh_pindah: true });
    const u53 = await kelasId(t.db, A, { ...KYORUGI_CADET_49, berat: 'Under 53 kg' });
    const salah = await pindah(u53);
    expect(salah.status).toBe(422);
    expect(salah.body).toMatchObject({
      kode: 'kelas_tidak_cocok',
      message: 'Berat 45,4 kg tidak masuk kelas Kyorugi prestasi Cadet Putra Under 53 kg.',
    });
    const putri = await kelasId(t.db, A, { ...KYORUGI_CADET_49, jenis_kelamin: 'PEREMPUAN', berat: 'Under 47 kg' });
    expect((await pindah(putri)).body.message).toBe(
      'Kelas tujuan harus Kyorugi dengan kategori, kelompok usia dan jenis kelamin yang sama.',
    );
    expect((await putuskan(t, w.token.panitiaA, A, pid, { jenis: 'PINDAH', versi: e.versi })).body.message).toBe('Pilih kelas tujuan');
    // The class it would go to is drawn.
    const tujuan = await kelasDenganPeserta(t, w, 2, { id_kelas: u49, awalan: 'Penghuni' });
    expect((await simpan(t, w.token.panitiaA, undi(u49, tujuan.entri).body)).status).toBe(201);
    const keDiundi = await pindah(u49);
    expect(keDiundi.status).toBe(409);
    expect(keDiundi.body).toMatchObject({
      kode: 'kelas_sudah_diundi',
      message: 'Kelas tujuan sudah diundi: peserta tidak dapat dipindah ke sana.',
    });
    expect((await baris(pid)).id_kelas_kejuaraan).toBe(id_kelas);
  });

  it('disqualifying a drawn entry answers its pending match; the opponent gets the win (DSQ) through the result call', async () => {
    const { w, mejaA1, entri, id_kelas } = await meja(t, 2);
    const A = w.a.id_kompetisi;
    const drawn = await simpan(t, w.token.panitiaA, undi(id_kelas, entri).body);
    expect(drawn.status).toBe(201);
    const pid = entri[0].id;
    const e = await gagalDuaKali(mejaA1.token, A, pid);
    await aturTimbang(t.db, A, { timbang_boleh_pindah: true });
    const u49 = await kelasId(t.db, A, KYORUGI_CADET_49);
    const keluar = await putuskan(t, w.token.panitiaA, A, pid, { jenis: 'PINDAH', id_kelas_tujuan: u49, versi: e.versi });
    expect(keluar.status).toBe(409);
    expect(keluar.body.message).toBe(
      'Kelas peserta sudah diundi: peserta tidak dapat dipindah. Diskualifikasi, atau undi ulang bagan dulu.',
    );
    expect((await putuskan(t, w.token.panitiaA, A, pid, { jenis: 'DISKUALIFIKASI', versi: e.versi })).body.message).toBe(
      'Alasan diskualifikasi harus diisi',
    );

    const res = await putuskan(
      t,
      w.token.panitiaA,
      A,
      pid,
      { jenis: 'DISKUALIFIKASI', alasan: 'Berat lebih 0,4 kg setelah 2 percobaan', versi: e.versi },
      { 'Idempotency-Key': 'dsq-1' },
    );
    expect(res.status).toBe(200);
    const { entri: sesudah, partai_tertunda } = res.body.data;
    expect(sesudah).toMatchObject({
      status: 'DISKUALIFIKASI',
      versi: 1,
      hasil: 'GAGAL',
      keputusan: { jenis: 'DISKUALIFIKASI', alasan: 'Berat lebih 0,4 kg setelah 2 percobaan', id_kelas_tujuan: null },
    });
    expect(partai_tertunda).toMatchObject({
      id_kelas_kejuaraan: id_kelas,
      lawan: { id_peserta_kompetisi: entri[1].id, nama: 'Atlet 2' },
      versi: 0,
    });
    const again = await putuskan(
      t,
      w.token.panitiaA,
      A,
      pid,
      { jenis: 'DISKUALIFIKASI', alasan: 'Berat lebih 0,4 kg setelah 2 percobaan', versi: e.versi },
      { 'Idempotency-Key': 'dsq-1' },
    );
    expect(again.body).toEqual(res.body);
    expect(await t.db.select().from(keputusanTimbang)).toHaveLength(1);

    const win = await kirimHasil(t, w.token.panitiaA, partai_tertunda.id_match, {
      skor_a: 0,
      skor_b: 0,
      id_pemenang: partai_tertunda.lawan.id_peserta_kompetisi,
      keputusan: 'DSQ',
      versi: partai_tertunda.versi,
    });
    expect(win.status).toBe(200);
    const m = win.body.data.bagan.matches.find((x: { id_match: string }) => x.id_match === partai_tertunda.id_match);
    expect(m).toMatchObject({ id_pemenang: entri[1].id, keputusan: 'DSQ' });
    // Its corner in the one convention: B (biru) = the match's peserta_a, R (merah) = peserta_b; no old `sudut`.
    expect([m.id_peserta_a, m.id_peserta_b]).toContain(pid);
    expect(partai_tertunda.sudut_peserta).toBe(m.id_peserta_a === pid ? 'B' : 'R');
    expect(partai_tertunda).not.toHaveProperty('sudut');
    // The desk's list keeps the disqualified entry, failed.
    expect((await daftar(t, mejaA1.token, A, '?hasil=GAGAL')).body.data.map((x: { status: string }) => x.status)).toEqual([
      'DISKUALIFIKASI',
    ]);
    expect(kodeOf(await putuskan(t, w.token.panitiaA, A, pid, { jenis: 'DISKUALIFIKASI', alasan: 'lagi', versi: 1 }))).toBe(
      'sudah_diskualifikasi',
    );
    // The registration desk cannot bring a disqualified entry back either.
    for (const status of ['APPROVED', 'REJECTED']) {
      const res = await t.api('PUT', `/api/kompetisi/${A}/participants/${pid}/status`, {
        token: w.token.panitiaA,
        json: { status, alasan_ditolak: 'Coba kembalikan' },
      });
      expect([res.status, kodeOf(res), res.body.message]).toEqual([
        409,
        'sudah_diskualifikasi',
        'Peserta ini sudah didiskualifikasi saat penimbangan: statusnya tidak dapat diubah lagi.',
      ]);
    }
  });
});
