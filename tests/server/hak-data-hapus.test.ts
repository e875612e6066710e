import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, atlet, kompetisi, permintaanData, persetujuanData } from '../../src/server/db/schema';
import { buatCadangan } from '../../src/server/sistem/arsip';
import { readTar } from '../../src/server/sistem/tar';
import { storeUpload } from '../../src/server/uploads/store';
import { JPEG, PDF, PNG } from './helpers/fixtures';
import { useTestServer } from './helpers/server';
import { dunia, kelasDenganPeserta, mainkanSemua, simpan, undi } from './bagan-fixtures';

const t = useTestServer();
const ada = (folder: string, nama: string | null) => nama !== null && existsSync(path.join(t.dataDir, 'uploads', folder, nama));

async function namaDiCadangan(full: string): Promise<string[]> {
  const gunzip = createGunzip();
  const piped = pipeline(createReadStream(full), gunzip);
  const names: string[] = [];
  for await (const e of readTar(gunzip, 64 * 1024 * 1024)) names.push(e.name);
  await piped;
  return names;
}

/** Stored files for an athlete (as an upload would store them) written onto its row. */
async function beriBerkas(id_atlet: number, tanda: string) {
  const simpanBerkas = (folder: `atlet/${string}`, bytes: Buffer, ext: string) =>
    storeUpload(t.dataDir, folder as 'atlet/ktp', { bytes: Buffer.concat([bytes, Buffer.from(tanda)]), ext });
  const files = {
    akte_kelahiran: await simpanBerkas('atlet/akte_kelahiran', PNG, 'png'),
    ktp: await simpanBerkas('atlet/ktp', PNG, 'png'),
    pas_foto: await simpanBerkas('atlet/pas_foto', JPEG, 'jpg'),
    sertifikat_belt: await simpanBerkas('atlet/sertifikat_belt', PDF, 'pdf'),
  };
  await t.db.update(atlet).set(files).where(eq(atlet.id_atlet, id_atlet));
  return files;
}

/** Four approved entries of competition A drawn and played to the end; 'Atlet 1' is the coach's, with its four files. */
async function siapkan() {
  const w = await dunia(t);
  const kelas = await kelasDenganPeserta(t, w, 4);
  const drawn = await simpan(t, w.token.panitiaA, undi(kelas.id_kelas, kelas.entri).body);
  expect(drawn.status, JSON.stringify(drawn.body)).toBe(201);
  await mainkanSemua(t, w.token.panitiaA, drawn.body.data);
  const [subjek] = await t.db.select().from(atlet).where(eq(atlet.nama_atlet, 'Atlet 1'));
  const [lain] = await t.db.select().from(atlet).where(eq(atlet.nama_atlet, 'Atlet 4'));
  const berkas = await beriBerkas(subjek!.id_atlet, 'subjek');
  const berkasLain = await beriBerkas(lain!.id_atlet, 'lain');
  return { w, subjek: subjek!, berkas, berkasLain };
}

const minta = (token: string, id: number, json: unknown = { alasan: 'Orang tua meminta data dihapus' }) =>
  t.api('POST', `/api/atlet/${id}/hapus-data`, { token, json });
const hapus = (token: string, id: number, json: unknown = { alasan: 'Permintaan orang tua, diverifikasi lewat telepon' }) =>
  t.api('POST', `/api/admin/permintaan-data/${id}/hapus`, { token, json });

describe("erasure: 'Minta hapus data' and the ADMIN's 'Hapus data'", () => {
  it('documents gone from disk and from the next backup; results and public pages keep the name and dojang', async () => {
    const s = await siapkan();
    const id = s.subjek.id_atlet;
    const m = await minta(s.w.token.pelatih, id);
    expect(m.status, JSON.stringify(m.body)).toBe(200);
    expect(m.body.data.permintaan).toHaveLength(1);
    expect(m.body.data.permintaan[0]).toMatchObject({ jenis: 'HAPUS', status: 'MENUNGGU', alasan: 'Orang tua meminta data dihapus' });
    expect(Date.parse(m.body.data.permintaan[0].batas) - Date.parse(m.body.data.permintaan[0].diminta_pada)).toBe(72 * 3_600_000);
    // Asking erasure withdraws the consent (B's write, one request), and asking again records nothing more.
    const [cabut] = await t.db.select().from(persetujuanData).where(eq(persetujuanData.jenis, 'PENCABUTAN'));
    expect(cabut?.id_atlet).toBe(id);
    expect((await minta(s.w.token.pelatih, id)).body.message).toBe(
      'Permintaan penghapusan data atlet ini sudah tercatat dan menunggu diproses admin.',
    );
    const requests = await t.db.select().from(permintaanData);
    expect(requests).toHaveLength(1);
    const pid = requests[0]!.id;

    // Competition A has not ended: the documents still serve it.
    const detail = await t.api('GET', `/api/admin/permintaan-data/${pid}`, { token: s.w.token.admin });
    expect(detail.body.data.kompetisi_berjalan).toEqual([{ id_kompetisi: s.w.a.id_kompetisi, nama_event: 'Kejuaraan A' }]);
    expect(detail.body.data.data.berkas).toEqual(['akte_kelahiran', 'ktp', 'pas_foto', 'sertifikat_belt']);
    expect(detail.body.data.data.kolom).toEqual(expect.arrayContaining(['nik', 'provinsi', 'kota', 'berat_badan']));
    const tanpaAlasan = await hapus(s.w.token.admin, pid, { alasan: ' ' });
    expect([tanpaAlasan.status, tanpaAlasan.body.kode, tanpaAlasan.body.errors?.alasan]).toEqual([
      400,
      'validasi',
      'Alasan wajib diisi (minimal 5 karakter)',
    ]);
    const berjalan = await hapus(s.w.token.admin, pid);
    expect([berjalan.status, berjalan.body.kode]).toEqual([409, 'hapus_kompetisi_berjalan']);
    expect(ada('atlet/ktp', s.berkas.ktp)).toBe(true);

    // The coach views the photo: it is decrypted and kept in the server's memory (berkas-aman/ingatan-foto.ts).
    const foto = () =>
      t.fetch(`/uploads/atlet/pas_foto/${s.berkas.pas_foto}`, { headers: { authorization: `Bearer ${s.w.token.pelatih}` } });
    expect((await foto()).status).toBe(200);
    expect((await foto()).status).toBe(200);

    await t.db.update(kompetisi).set({ status: 'SELESAI' }).where(eq(kompetisi.id_kompetisi, s.w.a.id_kompetisi));
    const done = await hapus(s.w.token.admin, pid);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data.permintaan).toMatchObject({
      status: 'SELESAI',
      ditangani_oleh: 'Admin Uji',
      catatan_penanganan: 'Permintaan orang tua, diverifikasi lewat telepon',
    });
    expect(done.body.data.data).toEqual({ kolom: [], berkas: [], tanggal_lahir: false });

    for (const [jenis, nama] of Object.entries(s.berkas)) expect(ada(`atlet/${jenis}`, nama), jenis).toBe(false);
    expect(ada('atlet/pas_foto_kartu', s.berkas.pas_foto)).toBe(false);
    // Not from memory either.
    expect((await foto()).status).toBe(404);
    const [row] = await t.db.select().from(atlet).where(eq(atlet.id_atlet, id));
    expect(row).toMatchObject({
      nama_atlet: 'Atlet 1',
      id_dojang: s.w.pelatih.id_dojang,
      nik: null,
      alamat: null,
      no_telp: null,
      provinsi: null,
      kota: null,
      berat_badan: null,
      tinggi_badan: null,
      akte_kelahiran: null,
      ktp: null,
      pas_foto: null,
      sertifikat_belt: null,
    });
    expect(row!.tanggal_lahir).toBe(`${s.subjek.tanggal_lahir.slice(0, 4)}-01-01`);
    const [log] = (await t.db.select().from(activityLog)).filter((l) => l.action === 'HAPUS_DATA_ATLET');
    expect(log?.details).toContain('Alasan: Permintaan orang tua');

    const cadangan = await buatCadangan(t.db, t.dataDir, 'manual', new Date('2030-06-15T03:00:00Z'));
    const isi = await namaDiCadangan(cadangan.full);
    for (const nama of Object.values(s.berkas))
      expect(
        isi.some((e) => e.endsWith(nama)),
        nama,
      ).toBe(false);
    for (const nama of Object.values(s.berkasLain))
      expect(
        isi.some((e) => e.endsWith(nama)),
        nama,
      ).toBe(true);

    const bagan = JSON.stringify((await t.api('GET', `/api/public/kompetisi/${s.w.a.id_kompetisi}/bagan`)).body);
    expect(bagan).toContain('Atlet 1');
    expect(bagan).toContain('Dojang pelatih@uji.id');
    const medali = await t.api('GET', `/api/public/kompetisi/${s.w.a.id_kompetisi}/medali`);
    expect(medali.status).toBe(200);
    expect(JSON.stringify(medali.body)).toContain('Dojang pelatih@uji.id');

    expect((await hapus(s.w.token.admin, pid)).body.kode).toBe('permintaan_sudah_ditangani');
    const lagi = await minta(s.w.token.pelatih, id);
    expect([lagi.status, lagi.body.kode]).toEqual([409, 'data_sudah_dihapus']);
    const status = await t.api('GET', `/api/atlet/${id}/hak-data`, { token: s.w.token.pelatih });
    expect(status.body.data.dihapus_pada).toBe(done.body.data.permintaan.ditangani_pada);
  });

  it("'Tolak' with a reason the coach sees; a request refused can be asked again", async () => {
    const s = await siapkan();
    const id = s.subjek.id_atlet;
    await minta(s.w.token.pelatih, id, {});
    const [p] = await t.db.select().from(permintaanData);
    const tolak = await t.api('POST', `/api/admin/permintaan-data/${p!.id}/tolak`, {
      token: s.w.token.admin,
      json: { alasan: 'Data masih diperlukan untuk sengketa hasil' },
    });
    expect(tolak.status, JSON.stringify(tolak.body)).toBe(200);
    expect(tolak.body.data.permintaan.status).toBe('DITOLAK');
    expect(ada('atlet/ktp', s.berkas.ktp)).toBe(true);
    const lihat = await t.api('GET', `/api/atlet/${id}/hak-data`, { token: s.w.token.pelatih });
    expect(lihat.body.data.permintaan[0]).toMatchObject({
      status: 'DITOLAK',
      catatan_penanganan: 'Data masih diperlukan untuk sengketa hasil',
      ditangani_oleh: 'Admin Uji',
    });
    expect(lihat.body.data.dihapus_pada).toBeNull();
    // The consent stays withdrawn; a new request is one more row (no second withdrawal).
    expect((await minta(s.w.token.pelatih, id)).status).toBe(200);
    expect(await t.db.select().from(permintaanData)).toHaveLength(2);
    expect(await t.db.select().from(persetujuanData).where(eq(persetujuanData.jenis, 'PENCABUTAN'))).toHaveLength(1);
  });

  it('who may: the own coach asks, only the ADMIN handles', async () => {
    const s = await siapkan();
    const id = s.subjek.id_atlet;
    expect((await minta(s.w.token.lain, id)).status).toBe(404);
    expect((await minta(s.w.token.admin, id)).status).toBe(403);
    await minta(s.w.token.pelatih, id);
    const [p] = await t.db.select().from(permintaanData);
    for (const token of [s.w.token.pelatih, s.w.token.panitiaA]) {
      expect((await hapus(token, p!.id)).status).toBe(403);
      expect((await t.api('GET', `/api/admin/permintaan-data/${p!.id}`, { token })).status).toBe(403);
    }
    expect((await t.api('GET', `/api/atlet/${id}/hak-data`, { token: s.w.token.lain })).status).toBe(404);
    expect((await hapus(s.w.token.admin, 999_999)).body.kode).toBe('tidak_ditemukan');
  });
});
