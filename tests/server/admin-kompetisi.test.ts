import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { kompetisi } from '../../src/server/db/schema';
import { KATALOG } from '../../src/server/kompetisi/admin-katalog';
import { KYORUGI_CADET_45, KYORUGI_CADET_49, POOMSAE_CADET_INDIVIDU, dunia, hari } from './helpers/peserta';
import { BARU, KEY_45, KEY_49, alatKompetisi } from './admin-kompetisi-fixtures';
import { useTestServer } from './helpers/server';

const t = useTestServer();
const { api, logs, stored, kelasCount, entri } = alatKompetisi(t);

describe('who manages competitions', () => {
  it('every endpoint × role: guests 401, coaches 403, ADMIN all, ADMIN_KOMPETISI only its own details, status and catalogue', async () => {
    const w = await dunia(t);
    const A = w.a.id_kompetisi;
    const B = w.b.id_kompetisi;
    const calls: [string, string, unknown][] = [
      ['POST', '', BARU],
      ['PUT', `/${A}`, { lokasi: 'GOR Baru' }],
      ['PATCH', `/${A}/status`, { status: 'SEDANG_DIMULAI' }],
      ['GET', `/${A}/kelas-katalog`, undefined],
      ['PUT', `/${A}/kelas`, { kelas: [KEY_45] }],
    ];
    for (const [method, path, body] of calls) {
      const none = await api(method, path, '', body);
      expect(none.status, `${method} ${path}`).toBe(401);
      expect(none.body.message).toBe('Anda harus login terlebih dahulu');
      for (const token of [w.token.pelatih, w.token.panitiaB]) {
        const res = await api(method, path, token, body);
        expect(res.status, `${method} ${path}`).toBe(403);
        expect(res.body.success).toBe(false);
      }
    }
    // ADMIN_KOMPETISI of A: never creates, never chooses classes, never features.
    const buat = await api('POST', '', w.token.panitiaA, BARU);
    expect(buat.status).toBe(403);
    expect(buat.body.message).toBe('Hanya admin yang dapat membuat kompetisi atau mengubah kelasnya');
    expect((await api('PUT', `/${A}/kelas`, w.token.panitiaA, { kelas: [KEY_45] })).status).toBe(403);
    const bintang = await api('PUT', `/${A}`, w.token.panitiaA, { is_featured: true });
    expect(bintang.status).toBe(403);
    expect(bintang.body.message).toBe('Hanya admin yang dapat mengubah kompetisi unggulan');
    // ... nor touches B.
    expect((await api('PUT', `/${B}`, w.token.panitiaA, { lokasi: 'X' })).status).toBe(403);
    expect((await api('PATCH', `/${B}/status`, w.token.panitiaA, { status: 'SEDANG_DIMULAI' })).status).toBe(403);
    expect((await stored(B)).status).toBe('PENDAFTARAN');
    expect(await t.db.select().from(kompetisi)).toHaveLength(2);
    expect(await kelasCount(A)).toBe(KATALOG.length);

    // Its own competition's details, status and catalogue it may.
    expect((await api('GET', `/${A}/kelas-katalog`, w.token.panitiaA)).status).toBe(200);
    const lokasi = await api('PUT', `/${A}`, w.token.panitiaA, { lokasi: 'GOR Baru', is_featured: false });
    expect(lokasi.status).toBe(200);
    expect(lokasi.body.data.lokasi).toBe('GOR Baru');
    const status = await api('PATCH', `/${A}/status`, w.token.panitiaA, { status: 'SEDANG_DIMULAI', status_sebelumnya: 'PENDAFTARAN' });
    expect(status.status).toBe(200);
    expect(status.body.message).toBe('Status kompetisi berhasil diubah menjadi Sedang Dimulai');

    // ADMIN everything.
    expect((await api('POST', '', w.token.admin, BARU)).status).toBe(201);
    expect((await api('PUT', `/${B}`, w.token.admin, { lokasi: 'GOR B' })).status).toBe(200);
    expect((await api('PATCH', `/${B}/status`, w.token.admin, { status: 'SEDANG_DIMULAI' })).status).toBe(200);
    expect((await api('GET', `/${B}/kelas-katalog`, w.token.admin)).status).toBe(200);
    expect((await api('PUT', `/${B}/kelas`, w.token.admin, { kelas: [KEY_45] })).status).toBe(200);
    expect(await kelasCount(B)).toBe(1);
  });

  it('unknown competition 404, bad id 400', async () => {
    const w = await dunia(t);
    for (const [method, path, body] of [
      ['PUT', '/999', { lokasi: 'X' }],
      ['PATCH', '/999/status', { status: 'SELESAI' }],
      ['GET', '/999/kelas-katalog', undefined],
      ['PUT', '/999/kelas', { kelas: [] }],
    ] as const) {
      const res = await api(method, path, w.token.admin, body);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.message).toBe('Kompetisi tidak ditemukan');
    }
    expect((await api('PUT', '/abc', w.token.admin, { lokasi: 'X' })).body.message).toBe('ID tidak valid');
  });
});

describe('POST /api/kompetisi', () => {
  it('creates it in PENDAFTARAN with every standard class; the public list reads it', async () => {
    const w = await dunia(t);
    const res = await api('POST', '', w.token.admin, { ...BARU, nama_event: '  Kejuaraan Baru  ' });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Kompetisi berhasil dibuat');
    expect(res.body.data).toMatchObject({ ...BARU, status: 'PENDAFTARAN', jumlah_peserta: 0 });
    const id = res.body.data.id_kompetisi as number;
    // The same set seedKelasKejuaraan writes for the demo competitions.
    expect(await kelasCount(id)).toBe(await kelasCount(w.a.id_kompetisi));
    const publik = await t.api('GET', '/api/kompetisi');
    expect(publik.body.data.find((k: { id_kompetisi: number }) => k.id_kompetisi === id)).toMatchObject({
      nama_event: 'Kejuaraan Baru',
      kuota: 300,
    });
    const kelas = await t.api('GET', `/api/kelas/kejuaraan/${id}`);
    expect(kelas.body.data).toHaveLength(KATALOG.length);
    const [log] = await logs('BUAT_KOMPETISI');
    expect(log).toMatchObject({ actor: 'admin@uji.id' });
    expect(log.details).toContain('Kejuaraan Baru');
  });

  it('takes the chosen classes; optional fields may be left out; featuring one takes the star from the others', async () => {
    const w = await dunia(t);
    await t.db.update(kompetisi).set({ is_featured: true }).where(eq(kompetisi.id_kompetisi, w.a.id_kompetisi));
    const res = await api('POST', '', w.token.admin, {
      nama_event: 'Open Cup',
      tanggal_mulai: '2026-03-01',
      tanggal_selesai: '2026-03-01',
      biaya_pendaftaran: '0',
      is_featured: true,
      kelas: [KEY_45, KEY_49, KEY_45],
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      biaya_pendaftaran: 0,
      biaya_wna: null,
      kuota: null,
      batas_pendaftaran: null,
      deskripsi: null,
      is_featured: true,
    });
    expect(await kelasCount(res.body.data.id_kompetisi)).toBe(2);
    expect((await stored(w.a.id_kompetisi)).is_featured).toBe(false);
    const list = await t.api('GET', '/api/kompetisi');
    expect(list.body.data[0].id_kompetisi).toBe(res.body.data.id_kompetisi);
  });

  it('bad input: 400 with the Indonesian message of the field, nothing saved', async () => {
    const w = await dunia(t);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...BARU, nama_event: '' }, 'nama_event', 'Nama kompetisi harus diisi'],
      [{ ...BARU, nama_event: undefined }, 'nama_event', 'Nama kompetisi harus diisi'],
      [{ ...BARU, tanggal_mulai: '2026-02-30' }, 'tanggal_mulai', 'Tanggal tidak valid (format YYYY-MM-DD)'],
      [{ ...BARU, tanggal_selesai: undefined }, 'tanggal_selesai', 'Tanggal selesai harus diisi'],
      [{ ...BARU, tanggal_selesai: hari(59) }, 'tanggal_selesai', 'Tanggal selesai tidak boleh sebelum tanggal mulai'],
      [{ ...BARU, batas_pendaftaran: hari(61) }, 'batas_pendaftaran', 'Batas pendaftaran tidak boleh setelah tanggal mulai'],
      [{ ...BARU, biaya_pendaftaran: -1 }, 'biaya_pendaftaran', 'Biaya tidak boleh negatif'],
      [{ ...BARU, biaya_pendaftaran: null }, 'biaya_pendaftaran', 'Biaya pendaftaran WNI harus diisi'],
      [{ ...BARU, biaya_wna: 1.5 }, 'biaya_wna', 'Biaya harus berupa angka bulat (Rupiah)'],
      [{ ...BARU, biaya_wna: '500rb' }, 'biaya_wna', 'Biaya harus berupa angka bulat (Rupiah)'],
      [{ ...BARU, kuota: 0 }, 'kuota', 'Kuota minimal 1 (kosongkan jika tanpa batas kuota)'],
      [{ ...BARU, kontak_whatsapp: 'hubungi kami' }, 'kontak_whatsapp', 'Format nomor WhatsApp tidak valid (contoh: 0812-3456-7890)'],
      [{ ...BARU, kontak_email: 'panitia@' }, 'kontak_email', 'Format email tidak valid'],
      [{ ...BARU, bank_nama: 'BCA' }, 'bank_nomor_rekening', 'Lengkapi nama bank, nomor rekening dan atas nama rekening'],
    ];
    for (const [json, field, message] of cases) {
      const res = await api('POST', '', w.token.admin, json);
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
      expect(res.body.errors?.[field]).toBe(message);
    }
    const unknown = await api('POST', '', w.token.admin, { ...BARU, kelas: [KEY_45, 'KYORUGI|prestasi|3|LAKI_LAKI|Under 99 kg'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Kelas tidak dikenal dalam katalog: KYORUGI|prestasi|3|LAKI_LAKI|Under 99 kg');
    expect((await api('POST', '', w.token.admin, { ...BARU, kelas: 'semua' })).body.message).toBe('Daftar kelas tidak valid');
    expect((await t.api('POST', '/api/kompetisi', { token: w.token.admin, raw: '[1]' })).status).toBe(400);
    expect(await t.db.select().from(kompetisi)).toHaveLength(2);
  });

  it('a replay with the same Idempotency-Key answers the first result and creates nothing more', async () => {
    const w = await dunia(t);
    const headers = { 'Idempotency-Key': 'buat-kompetisi-1' };
    const first = await api('POST', '', w.token.admin, BARU, headers);
    const again = await api('POST', '', w.token.admin, BARU, headers);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await t.db.select().from(kompetisi)).toHaveLength(3);
    expect(await logs('BUAT_KOMPETISI')).toHaveLength(1);
  });
});

describe('PUT /api/kompetisi/:id', () => {
  it('changes the sent fields only, clears optional ones with "" and logs from → to', async () => {
    const w = await dunia(t);
    const A = w.a.id_kompetisi;
    await t.db.update(kompetisi).set({ kontak_nama: 'Panitia A', kuota: 50 }).where(eq(kompetisi.id_kompetisi, A));
    const res = await api('PUT', `/${A}`, w.token.admin, { lokasi: 'GOR Jakabaring', biaya_wna: '900000', kuota: '', kontak_nama: '' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Kompetisi berhasil diperbarui');
    expect(res.body.data).toMatchObject({
      nama_event: 'Kejuaraan A',
      lokasi: 'GOR Jakabaring',
      biaya_wna: 900_000,
      kuota: null,
      kontak_nama: null,
    });
    const publik = await t.api('GET', `/api/kompetisi/${A}`);
    expect(publik.body.data).toMatchObject({ lokasi: 'GOR Jakabaring', biaya_wna: 900_000, kuota: null });
    const [log] = await logs('UBAH_KOMPETISI');
    expect(log.details).toContain('kuota 50 → -');
    expect(log.details).toContain('lokasi - → GOR Jakabaring');
    // The same values again: nothing to write, nothing logged.
    const same = await api('PUT', `/${A}`, w.token.admin, { lokasi: 'GOR Jakabaring' });
    expect(same.body.message).toBe('Tidak ada perubahan data kompetisi');
    expect(await logs('UBAH_KOMPETISI')).toHaveLength(1);
  });

  it('checks the dates against the stored ones', async () => {
    const w = await dunia(t);
    const A = w.a.id_kompetisi;
    const selesai = await api('PUT', `/${A}`, w.token.admin, { tanggal_selesai: hari(29) });
    expect(selesai.status).toBe(400);
    expect(selesai.body.message).toBe('Tanggal selesai tidak boleh sebelum tanggal mulai');
    const batas = await api('PUT', `/${A}`, w.token.admin, { batas_pendaftaran: hari(31) });
    expect(batas.body.errors).toEqual({ batas_pendaftaran: 'Batas pendaftaran tidak boleh setelah tanggal mulai' });
    expect((await api('PUT', `/${A}`, w.token.admin, { nama_event: ' ' })).body.message).toBe('Nama kompetisi harus diisi');
    expect((await api('PUT', `/${A}`, w.token.admin, { biaya_pendaftaran: '' })).body.message).toBe('Biaya pendaftaran WNI harus diisi');
    const both = await api('PUT', `/${A}`, w.token.admin, {
      tanggal_mulai: hari(40),
      tanggal_selesai: hari(41),
      batas_pendaftaran: hari(39),
    });
    expect(both.status).toBe(200);
    expect(await stored(A)).toMatchObject({ tanggal_mulai: hari(40), tanggal_selesai: hari(41), batas_pendaftaran: hari(39) });
  });

  it('refuses a quota below the entries holding a place, and moving the year under existing entries', async () => {
    const w = await dunia(t);
    const A = w.a.id_kompetisi;
    await entri(w, KYORUGI_CADET_45, 'PENDING', 'Satu');
    await entri(w, KYORUGI_CADET_49, 'APPROVED', 'Dua');
    await entri(w, POOMSAE_CADET_INDIVIDU, 'REJECTED', 'Tiga');
    const kurang = await api('PUT', `/${A}`, w.token.panitiaA, { kuota: 1 });
    expect(kurang.status).toBe(409);
    expect(kurang.body.message).toBe(
      'Kuota tidak boleh kurang dari jumlah peserta aktif saat ini (2 peserta). Tolak peserta terlebih dahulu atau naikkan kuota.',
    );
    expect(kurang.body.errors?.kuota).toBe(kurang.body.message);
    expect((await stored(A)).kuota).toBeNull();
    expect((await api('PUT', `/${A}`, w.token.panitiaA, { kuota: 2 })).status).toBe(200);
    const y = Number(hari(30).slice(0, 4)) + 1;
    const tahun = await api('PUT', `/${A}`, w.token.admin, {
      tanggal_mulai: `${y}-01-10`,
      tanggal_selesai: `${y}-01-12`,
      batas_pendaftaran: `${y}-01-01`,
    });
    expect(tahun.status).toBe(409);
    expect(tahun.body.message).toBe(
      'Tahun tanggal mulai tidak dapat diubah karena sudah ada 3 peserta terdaftar (kelompok usia dihitung dari tahun kompetisi)',
    );
    expect((await stored(A)).tanggal_mulai).toBe(hari(30));
  });

  it('a replay of an edit answers the first result', async () => {
    const w = await dunia(t);
    const headers = { 'Idempotency-Key': 'ubah-1' };
    const first = await api('PUT', `/${w.a.id_kompetisi}`, w.token.admin, { kuota: 10 }, headers);
    await t.db.update(kompetisi).set({ kuota: 20 }).where(eq(kompetisi.id_kompetisi, w.a.id_kompetisi));
    const again = await api('PUT', `/${w.a.id_kompetisi}`, w.token.admin, { kuota: 10 }, headers);
    expect(again.body).toEqual(first.body);
    expect((await stored(w.a.id_kompetisi)).kuota).toBe(20);
    expect(await logs('UBAH_KOMPETISI')).toHaveLength(1);
  });
});

describe('PATCH /api/kompetisi/:id/status', () => {
  it('moves forward one step at a time; a stale status_sebelumnya is a 409 with the current status', async () => {
    const w = await dunia(t);
    const A = w.a.id_kompetisi;
    const patch = (json: unknown, token = w.token.admin) => api('PATCH', `/${A}/status`, token, json);
    const lompat = await patch({ status: 'SELESAI', status_sebelumnya: 'PENDAFTARAN' });
    expect(lompat.status).toBe(409);
    expect(lompat.body).toEqual({
      success: false,
      message: 'Status kompetisi hanya dapat maju satu langkah (Pendaftaran → Sedang Dimulai → Selesai); status saat ini Pendaftaran',
      kode: 'status_hanya_maju',
      data: { id_kompetisi: A, status: 'PENDAFTARAN' },
    });
    expect((await patch({ status: 'SEDANG_DIMULAI', status_sebelumnya: 'PENDAFTARAN' })).status).toBe(200);
    const stale = await patch({ status: 'SELESAI', status_sebelumnya: 'PENDAFTARAN' }, w.token.panitiaA);
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({
      success: false,
      message: 'Status kompetisi sudah berubah menjadi Sedang Dimulai. Muat ulang data kompetisi.',
      kode: 'konflik_versi',
      data: { id_kompetisi: A, status: 'SEDANG_DIMULAI' },
    });
    // Both devices wanted the same: no conflict, nothing written.
    const same = await patch({ status: 'SEDANG_DIMULAI', status_sebelumnya: 'PENDAFTARAN' }, w.token.panitiaA);
    expect(same.status).toBe(200);
    expect(same.body.message).toBe('Status kompetisi sudah Sedang Dimulai');
    const mundur = await patch({ status: 'PENDAFTARAN' });
    expect(mundur.status).toBe(409);
    expect(mundur.body.data.status).toBe('SEDANG_DIMULAI');
    const selesai = await patch({ status: 'SELESAI', status_sebelumnya: 'SEDANG_DIMULAI' });
    expect(selesai.body.data.status).toBe('SELESAI');
    expect((await t.api('GET', `/api/kompetisi/${A}`)).body.data.status).toBe('SELESAI');
    const log = await logs('UBAH_STATUS_KOMPETISI');
    expect(log.map((l) => l.details)).toEqual([
      'Status Kejuaraan A diubah dari PENDAFTARAN ke SEDANG_DIMULAI',
      'Status Kejuaraan A diubah dari SEDANG_DIMULAI ke SELESAI',
    ]);
  });

  it('bad input: 400 in Indonesian; a replay answers the first result', async () => {
    const w = await dunia(t);
    const A = w.a.id_kompetisi;
    for (const json of [{}, { status: 'DIMULAI' }, { status: 3 }, { status: 'SELESAI', status_sebelumnya: 'X' }]) {
      const res = await api('PATCH', `/${A}/status`, w.token.admin, json);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^Status (kompetisi harus|sebelumnya tidak valid)/);
    }
    const headers = { 'Idempotency-Key': 'status-1' };
    const first = await api(
      'PATCH',
      `/${A}/status`,
      w.token.admin,
      { status: 'SEDANG_DIMULAI', status_sebelumnya: 'PENDAFTARAN' },
      headers,
    );
    const again = await api(
      'PATCH',
      `/${A}/status`,
      w.token.admin,
      { status: 'SEDANG_DIMULAI', status_sebelumnya: 'PENDAFTARAN' },
      headers,
    );
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await logs('UBAH_STATUS_KOMPETISI')).toHaveLength(1);
  });
});
