import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, aksesData, atlet, pesertaKompetisi, permintaanData } from '../../src/server/db/schema';
import { atletFields, postAtlet } from './helpers/atlet';
import { bacaZip } from './helpers/baca-zip';
import { JPEG, PDF, PNG, fileOf } from './helpers/fixtures';
import { cadet, dunia, KYORUGI_CADET_45, kelasId } from './helpers/peserta';
import { useTestServer } from './helpers/server';
import { mainkanSemua, simpan, undi } from './bagan-fixtures';

const t = useTestServer();

const beda = (b: Buffer, tanda: string) => Buffer.concat([b, Buffer.from(tanda)]);

/**
 * The coach's athlete with all four files, entered in a Kyorugi class against another dojang's athlete, the bout played;
 * a second athlete of the same dojang with its own files (nothing of it may leak into the first one's export).
 */
async function siapkan() {
  const w = await dunia(t);
  const berkas = {
    akte_kelahiran: beda(PNG, 'akte-rizky'),
    ktp: beda(PNG, 'ktp-rizky'),
    pas_foto: beda(JPEG, 'foto-rizky'),
    sertifikat_belt: beda(PDF, 'sabuk-rizky'),
  };
  const res = await postAtlet(t, w.token.pelatih, atletFields({ nama_atlet: 'Rizky Pratama' }), {
    akte_kelahiran: fileOf(berkas.akte_kelahiran, 'akte.png'),
    ktp: fileOf(berkas.ktp, 'kk.png'),
    pas_foto: fileOf(berkas.pas_foto, 'foto.jpg', 'image/jpeg'),
    sertifikat_belt: fileOf(berkas.sertifikat_belt, 'sabuk.pdf', 'application/pdf'),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const id_atlet: number = res.body.data.id_atlet;
  const lainRes = await postAtlet(
    t,
    w.token.pelatih,
    atletFields({
      nama_atlet: 'Sari Kembang',
      nik: '1671019999990042',
      no_telp: '089999000111',
      alamat: 'Jl. Lain 9',
      tanggal_lahir: '2011-07-07',
    }),
    { akte_kelahiran: fileOf(beda(PNG, 'akte-sari'), 'a.png'), pas_foto: fileOf(beda(JPEG, 'foto-sari'), 'f.jpg', 'image/jpeg') },
  );
  expect(lainRes.status).toBe(201);
  const lawan = await cadet(t.db, w.lain.id_dojang, { nama_atlet: 'Lawan Tangguh', nik: '3271000000000777', alamat: 'Jl. Lawan 7' });
  const id_kelas = await kelasId(t.db, w.a.id_kompetisi, KYORUGI_CADET_45);
  const entri = await t.db
    .insert(pesertaKompetisi)
    .values([
      { id_atlet, id_kelas_kejuaraan: id_kelas, status: 'APPROVED' },
      { id_atlet: lawan.id_atlet, id_kelas_kejuaraan: id_kelas, status: 'APPROVED' },
    ])
    .returning();
  const drawn = await simpan(
    t,
    w.token.panitiaA,
    undi(
      id_kelas,
      entri.map((e, i) => ({
        id: e.id_peserta_kompetisi,
        nama: ['Rizky Pratama', 'Lawan Tangguh'][i]!,
        id_dojang: i === 0 ? w.pelatih.id_dojang : w.lain.id_dojang,
      })),
    ).body,
  );
  expect(drawn.status, JSON.stringify(drawn.body)).toBe(201);
  await mainkanSemua(t, w.token.panitiaA, drawn.body.data);
  return { w, id_atlet, berkas, lain: lainRes.body.data, lawan, stored: res.body.data };
}

const unduh = (token: string | undefined, id: number) =>
  t.fetch(`/api/atlet/${id}/ekspor-data`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });

describe('export of an athlete’s data: GET /api/atlet/:id/ekspor-data', () => {
  it('one ZIP with every field and file of the athlete (decrypted) and nothing of another athlete', async () => {
    const s = await siapkan();
    const res = await unduh(s.w.token.pelatih, s.id_atlet);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="data-atlet-\d+-rizky-pratama-\d{4}-\d{2}-\d{2}\.zip"$/);
    const zip = bacaZip(Buffer.from(await res.arrayBuffer()));
    expect([...zip.keys()].sort()).toEqual([
      'BACA-SAYA.txt',
      'berkas/akte_kelahiran.png',
      'berkas/ktp.png',
      'berkas/pas_foto.jpg',
      'berkas/sertifikat_belt.pdf',
      'data.json',
    ]);
    // The files as uploaded, not as stored (encrypted on disk).
    for (const [jenis, bytes] of Object.entries(s.berkas)) {
      const nama = [...zip.keys()].find((k) => k.startsWith(`berkas/${jenis}.`))!;
      expect(zip.get(nama)!.equals(bytes), jenis).toBe(true);
    }

    const data = JSON.parse(zip.get('data.json')!.toString('utf8'));
    // Every column of the athlete's row, the NIK whole.
    expect(Object.keys(data.atlet).sort()).toEqual(Object.keys(getTableColumns(atlet)).sort());
    expect(data.atlet).toMatchObject({
      nama_atlet: 'Rizky Pratama',
      nik: '1671011403120001',
      tanggal_lahir: '2012-03-14',
      alamat: 'Jl. Merdeka 1',
      no_telp: '081234567890',
      berat_badan: 41,
      tinggi_badan: 150,
      akte_kelahiran: s.stored.akte_kelahiran,
    });
    expect(data.dojang.nama_dojang).toBe('Dojang pelatih@uji.id');
    expect(data.persetujuan).toHaveLength(1);
    expect(data.persetujuan[0]).toMatchObject({ jenis: 'PERNYATAAN', nama_wali: 'Siti Aminah' });
    expect(data.pendaftaran).toHaveLength(1);
    expect(data.pendaftaran[0]).toMatchObject({ nama_event: 'Kejuaraan A', status: 'APPROVED' });
    expect(data.pertandingan).toHaveLength(1);
    expect(data.pertandingan[0].lawan).toBe('peserta dari Dojang lain@uji.id');
    expect(data.medali).toHaveLength(1);
    expect(['EMAS', 'PERAK']).toContain(data.medali[0].medali);
    // This export's own views: the NIK and the three documents (not the photo).
    expect(data.akses.map((a: { objek: string }) => a.objek).sort()).toEqual(['akte_kelahiran', 'ktp', 'nik', 'sertifikat_belt']);
    expect(data.permintaan.map((p: { jenis: string; status: string }) => [p.jenis, p.status])).toEqual([['EKSPOR', 'SELESAI']]);

    const semua = Buffer.concat([...zip.values()]).toString('latin1');
    for (const jejak of [
      'Sari Kembang',
      '1671019999990042',
      '089999000111',
      'Jl. Lain 9',
      s.lain.akte_kelahiran,
      s.lain.pas_foto,
      'akte-sari',
      'foto-sari',
      'Lawan Tangguh',
      '3271000000000777',
      'Jl. Lawan 7',
    ]) {
      expect(semua.includes(jejak), jejak).toBe(false);
    }
  });

  it('is recorded: a request EKSPOR done at once, the access record, the activity log', async () => {
    const s = await siapkan();
    expect((await unduh(s.w.token.pelatih, s.id_atlet)).status).toBe(200);
    const [p] = await t.db.select().from(permintaanData);
    expect(p).toMatchObject({ jenis: 'EKSPOR', status: 'SELESAI', id_atlet: s.id_atlet, diminta_oleh: 'Pelatih pelatih@uji.id' });
    expect(p.ditangani_pada).not.toBeNull();
    const akses = await t.db.select().from(aksesData);
    expect(akses.map((a) => [a.objek, a.peran, a.berkas]).sort()).toEqual(
      [
        ['akte_kelahiran', 'PELATIH', s.stored.akte_kelahiran],
        ['ktp', 'PELATIH', s.stored.ktp],
        ['nik', 'PELATIH', null],
        ['sertifikat_belt', 'PELATIH', s.stored.sertifikat_belt],
      ].sort(),
    );
    const log = (await t.db.select().from(activityLog)).filter((l) => l.action === 'EKSPOR_DATA_ATLET');
    expect(log).toHaveLength(1);
    expect(log[0]!.details).toContain('Rizky Pratama');
  });

  it('the ADMIN exports any athlete; another coach 404, the competition admin 403, no login 401', async () => {
    const s = await siapkan();
    expect((await unduh(s.w.token.admin, s.id_atlet)).status).toBe(200);
    const lain = await unduh(s.w.token.lain, s.id_atlet);
    expect(lain.status).toBe(404);
    expect((await lain.json()).kode).toBe('tidak_ditemukan');
    const panitia = await unduh(s.w.token.panitiaA, s.id_atlet);
    expect(panitia.status).toBe(403);
    expect((await panitia.json()).kode).toBe('akses_ditolak');
    expect((await unduh(undefined, s.id_atlet)).status).toBe(401);
    // Only the ADMIN's export was recorded.
    expect(await t.db.select().from(permintaanData)).toHaveLength(1);
  });
});
