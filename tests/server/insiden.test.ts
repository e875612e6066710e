import { randomBytes } from 'node:crypto';
import { getTableColumns, getTableName } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { logActivity } from '../../src/server/activity/log';
import { aksesData, atlet } from '../../src/server/db/schema';
import { DATA_TABEL } from '../../src/server/insiden/daftar-data';
import { storeUpload } from '../../src/server/uploads/store';
import { insertAtlet } from './helpers/atlet';
import { JPEG, PNG, login, makeAdmin, makeCoach } from './helpers/fixtures';
import { hari } from './helpers/peserta';
import { useTestServer } from './helpers/server';

const t = useTestServer();

/** The window of the report: 1 June 2030, 08:00–20:00 WIB (never today's date). */
const DARI = '2030-06-01T01:00:00.000Z';
const SAMPAI = '2030-06-01T13:00:00.000Z';
const DI = (jam: number) => new Date(Date.parse(DARI) + jam * 3_600_000);

async function dunia() {
  const pelatih = await makeCoach(t.db, 'pelatih@uji.id');
  const lain = await makeCoach(t.db, 'lain@uji.id');
  await makeAdmin(t.db);
  const token = { admin: await login(t, 'admin@uji.id'), pelatih: await login(t, 'pelatih@uji.id') };
  const simpan = (folder: 'atlet/ktp' | 'atlet/pas_foto', b: Buffer, ext: string) =>
    storeUpload(t.dataDir, folder, { bytes: Buffer.concat([b, randomBytes(8)]), ext });
  // Children and an adult, as at the window's end (fixed dates); and today (relative) for the inventory.
  const anak = await insertAtlet(t.db, pelatih.id_dojang, {
    nama_atlet: 'Anak Satu',
    tanggal_lahir: '2020-02-02',
    ktp: await simpan('atlet/ktp', PNG, 'png'),
  });
  const dewasa = await insertAtlet(t.db, pelatih.id_dojang, {
    nama_atlet: 'Dewasa',
    tanggal_lahir: '1990-02-02',
    nik: null,
    pas_foto: await simpan('atlet/pas_foto', JPEG, 'jpg'),
  });
  const lainAnak = await insertAtlet(t.db, lain.id_dojang, { nama_atlet: 'Anak Lain', tanggal_lahir: '2021-03-03' });
  return { pelatih, lain, token, anak, dewasa, lainAnak };
}

const q = (extra: Record<string, string> = {}) => new URLSearchParams({ dari: DARI, sampai: SAMPAI, ...extra }).toString();

describe('breach readiness: GET /api/admin/insiden/inventaris', () => {
  it('lists every place personal data lives with its count, encrypted or not, and the data subjects', async () => {
    const w = await dunia();
    const res = await t.api('GET', '/api/admin/insiden/inventaris', { token: w.token.admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const lokasi = res.body.data.lokasi as { tempat: string; lokasi: string; kolom: string[]; jumlah: number; terenkripsi: boolean }[];
    expect(lokasi.find((l) => l.lokasi === 'atlet' && l.kolom.includes('nik'))?.jumlah).toBe(2);
    expect(lokasi.find((l) => l.lokasi === 'uploads/atlet/ktp')).toMatchObject({ tempat: 'berkas', jumlah: 1, terenkripsi: true });
    expect(lokasi.find((l) => l.lokasi === 'uploads/atlet/pas_foto')).toMatchObject({ jumlah: 1, terenkripsi: true });
    expect(lokasi.find((l) => l.lokasi === 'uploads/dojang/logos')).toMatchObject({ terenkripsi: false });
    expect(res.body.data.berkas).toEqual({ total: 2, terenkripsi: 2, polos: 0 });
    expect(res.body.data.subjek).toMatchObject({ atlet: 3, pelatih: 2, akun: 3, akun_aktif: 3 });
    // The children by today's date: born 2020/2021 are under 18 until 2038; insert one surely adult and one surely a child.
    const today = res.body.data.subjek.atlet_anak;
    await insertAtlet(t.db, w.pelatih.id_dojang, { tanggal_lahir: hari(-365 * 40) });
    await insertAtlet(t.db, w.pelatih.id_dojang, { tanggal_lahir: hari(-365 * 5) });
    const lagi = await t.api('GET', '/api/admin/insiden/inventaris', { token: w.token.admin });
    expect(lagi.body.data.subjek.atlet_anak).toBe(today + 1);
    expect((await t.api('GET', '/api/admin/insiden/inventaris', { token: w.token.pelatih })).status).toBe(403);
  });

  it('the list covers every personal column of the athlete (a new one fails here until it is listed)', () => {
    const bukan = new Set([
      'id_atlet',
      'id_dojang',
      'id_pelatih_pembuat',
      'created_at',
      'updated_at',
      'belt',
      'akte_kelahiran',
      'pas_foto',
      'sertifikat_belt',
      'ktp',
    ]);
    const didaftar = new Set(DATA_TABEL.filter((d) => getTableName(d.tabel) === 'atlet').flatMap((d) => d.kolom.map((c) => c.name)));
    const pribadi = Object.values(getTableColumns(atlet))
      .map((c) => c.name)
      .filter((n) => !bukan.has(n));
    expect(pribadi.filter((n) => !didaftar.has(n))).toEqual([]);
  });
});

describe('breach readiness: the report of a window', () => {
  async function isi(w: Awaited<ReturnType<typeof dunia>>) {
    const row = (id_atlet: number, objek: string, jam: number, siapa: 'pelatih' | 'admin') => ({
      id_atlet,
      id_akun: siapa === 'pelatih' ? w.pelatih.akun.id_akun : null,
      peran: siapa === 'pelatih' ? 'PELATIH' : 'ADMIN',
      nama: siapa === 'pelatih' ? 'Pelatih pelatih@uji.id' : 'Admin Uji',
      objek,
      berkas: objek === 'nik' ? null : 'x.png',
      pada: DI(jam),
    });
    await t.db.insert(aksesData).values([
      row(w.anak.id_atlet, 'ktp', 1, 'pelatih'),
      row(w.anak.id_atlet, 'ktp', 2, 'pelatih'),
      row(w.anak.id_atlet, 'nik', 3, 'pelatih'),
      row(w.dewasa.id_atlet, 'nik', 4, 'admin'),
      row(w.lainAnak.id_atlet, 'akte_kelahiran', 5, 'admin'),
      // Outside the window: before it, and at its end (the end is not in it).
      row(w.lainAnak.id_atlet, 'ktp', -1, 'pelatih'),
      row(w.lainAnak.id_atlet, 'ktp', 12, 'pelatih'),
    ]);
    for (const [jam, email, id] of [
      [1, 'pelatih@uji.id', w.pelatih.akun.id_akun],
      [6, 'pelatih@uji.id', w.pelatih.akun.id_akun],
      [2, 'lain@uji.id', w.lain.akun.id_akun],
      [13, 'lain@uji.id', w.lain.akun.id_akun],
    ] as const) {
      await logActivity(t.db, { action: 'LOGIN', actor: email, id_akun: id, details: 'Login sebagai PELATIH', at: DI(jam) });
    }
  }

  it('facts per data category, children, who looked, logins, the deadline; one account narrows everything', async () => {
    const w = await dunia();
    await isi(w);
    const terdeteksi = '2030-06-02T03:00:00.000Z';
    const res = await t.api('GET', `/api/admin/insiden/ringkasan?${q({ terdeteksi })}`, { token: w.token.admin });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const r = res.body.data;
    expect(r.batas_lapor).toBe('2030-06-05T03:00:00.000Z');
    expect(r.akun).toBeNull();
    expect(r.diakses).toEqual([
      { objek: 'akte_kelahiran', label: 'Akta Kelahiran', akses: 1, atlet: 1, atlet_anak: 1 },
      { objek: 'ktp', label: 'KK/KTP', akses: 2, atlet: 1, atlet_anak: 1 },
      { objek: 'nik', label: 'NIK (ditampilkan utuh)', akses: 2, atlet: 2, atlet_anak: 1 },
    ]);
    expect(r.diakses_total).toEqual({ akses: 5, atlet: 3, atlet_anak: 2 });
    expect(r.jangkauan).toMatchObject({ atlet: 3, atlet_anak: 2, dokumen: 2 });
    expect(r.pengakses).toEqual([
      { nama: 'Pelatih pelatih@uji.id', peran: 'PELATIH', akses: 3, atlet: 1 },
      { nama: 'Admin Uji', peran: 'ADMIN', akses: 2, atlet: 2 },
    ]);
    expect(r.login.map((l: { oleh: string; jumlah: number }) => [l.oleh, l.jumlah])).toEqual([
      ['pelatih@uji.id', 2],
      ['lain@uji.id', 1],
    ]);
    expect(r.login_gagal).toBeNull();
    expect(r.aktivitas).toEqual([{ aksi: 'LOGIN', jumlah: 3 }]);

    const satu = (await t.api('GET', `/api/admin/insiden/ringkasan?${q({ email: 'PELATIH@uji.id' })}`, { token: w.token.admin })).body.data;
    expect(satu.akun).toMatchObject({ email: 'pelatih@uji.id', peran: 'PELATIH' });
    expect(satu.diakses_total).toEqual({ akses: 3, atlet: 1, atlet_anak: 1 });
    expect(satu.jangkauan).toMatchObject({ atlet: 2, atlet_anak: 1, dokumen: 2 });
    expect(satu.jangkauan.keterangan).toContain('Dojang pelatih@uji.id');
    expect(satu.login).toHaveLength(1);
  });

  it('the lists a page at a time; the whole report as JSON and XLSX', async () => {
    const w = await dunia();
    await isi(w);
    await t.db.insert(aksesData).values(
      Array.from({ length: 55 }, (_, i) => ({
        id_atlet: w.anak.id_atlet,
        peran: 'ADMIN',
        nama: 'Admin Uji',
        objek: 'nik',
        pada: DI(7 + i / 60),
      })),
    );
    const p1 = await t.api('GET', `/api/admin/insiden/akses?${q()}`, { token: w.token.admin });
    expect(p1.body.meta).toEqual({ page: 1, limit: 50, total: 60, totalPages: 2 });
    expect(p1.body.data[0]).toMatchObject({ objek: 'ktp', nama_atlet: 'Anak Satu', anak: true });
    const p2 = await t.api('GET', `/api/admin/insiden/akses?${q({ page: '2' })}`, { token: w.token.admin });
    expect(p2.body.data).toHaveLength(10);
    const akt = await t.api('GET', `/api/admin/insiden/aktivitas?${q({ email: 'lain@uji.id' })}`, { token: w.token.admin });
    expect(akt.body.data.map((a: { aksi: string; oleh: string }) => [a.aksi, a.oleh])).toEqual([['LOGIN', 'lain@uji.id']]);

    const json = await t.fetch(`/api/admin/insiden/laporan?${q({ format: 'json' })}`, {
      headers: { Authorization: `Bearer ${w.token.admin}` },
    });
    expect(json.headers.get('content-disposition')).toMatch(/^attachment; filename="laporan-insiden-\d{8}-\d{4}\.json"$/);
    const isiJson = await json.json();
    expect(isiJson.akses).toHaveLength(60);
    expect(isiJson.aktivitas).toHaveLength(3);
    expect(isiJson.ringkasan.diakses_total.akses).toBe(60);

    const xlsx = await t.fetch(`/api/admin/insiden/laporan?${q({ format: 'xlsx' })}`, {
      headers: { Authorization: `Bearer ${w.token.admin}` },
    });
    expect(xlsx.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(await xlsx.arrayBuffer()) as unknown as ArrayBuffer);
    expect(wb.worksheets.map((s) => s.name)).toEqual(['Ringkasan', 'Pengakses', 'Login', 'Akses data', 'Aktivitas']);
    expect(wb.getWorksheet('Akses data')!.rowCount).toBe(61);
    const fakta = wb.getWorksheet('Ringkasan')!.getColumn(1).values;
    expect(fakta).toContain('Batas pemberitahuan (3 × 24 jam, UU PDP Pasal 46)');
  });

  it('refuses a bad window, an unknown account, and everyone but the ADMIN', async () => {
    const w = await dunia();
    const balik = await t.api('GET', `/api/admin/insiden/ringkasan?dari=${SAMPAI}&sampai=${DARI}`, { token: w.token.admin });
    expect([balik.status, balik.body.kode, balik.body.errors?.sampai]).toEqual([
      400,
      'validasi',
      'Awal jendela waktu harus sebelum akhirnya',
    ]);
    const rusak = await t.api('GET', `/api/admin/insiden/ringkasan?dari=kemarin&sampai=${SAMPAI}`, { token: w.token.admin });
    expect([rusak.status, rusak.body.errors?.dari]).toEqual([400, 'Awal jendela waktu tidak valid']);
    const siapa = await t.api('GET', `/api/admin/insiden/ringkasan?${q({ email: 'tidak@ada.id' })}`, { token: w.token.admin });
    expect([siapa.status, siapa.body.kode, siapa.body.errors?.email]).toEqual([404, 'tidak_ditemukan', 'Tidak ada akun dengan email itu']);
    expect((await t.api('GET', `/api/admin/insiden/ringkasan?${q()}`, { token: w.token.pelatih })).status).toBe(403);
    expect((await t.api('GET', `/api/admin/insiden/laporan?${q({ format: 'pdf' })}`, { token: w.token.admin })).body.kode).toBe('validasi');
    expect((await t.api('GET', `/api/admin/insiden/akses?${q()}`)).status).toBe(401);
  });
});
