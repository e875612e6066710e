import { randomBytes } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/rows';
import { activityLog, atlet, atletDokumenDihapus, bagan, match } from '../../src/server/db/schema';
import { jalankanRetensi } from '../../src/server/retensi/jalankan';
import { jalankanCadanganHarian } from '../../src/server/sistem/harian';
import { readTar } from '../../src/server/sistem/tar';
import { storeUpload } from '../../src/server/uploads/store';
import { enter, insertAtlet, kelasIn } from './helpers/atlet';
import { JPEG, login, makeAdmin, makeAdminKompetisi, makeCoach, makeKompetisi, PNG } from './helpers/fixtures';
import { useTestServer } from './helpers/server';

const t = useTestServer();
/** The job's clock: 15 June 2030, 10:00 WIB — never today's date. */
const NOW = new Date('2030-06-15T03:00:00Z');
const deps = () => ({ db: t.db, dataDir: t.dataDir, log: () => {} });
const ada = (folder: string, nama: string | null) => nama !== null && existsSync(path.join(t.dataDir, 'uploads', folder, nama));

/** The entry names of a backup archive. */
async function readTarNames(full: string): Promise<string[]> {
  const gunzip = createGunzip();
  const piped = pipeline(createReadStream(full), gunzip);
  const names: string[] = [];
  for await (const e of readTar(gunzip, 64 * 1024 * 1024)) names.push(e.name);
  await piped;
  return names;
}

async function atletBerdokumen(id_dojang: number, nama: string) {
  const simpan = (folder: 'atlet/akte_kelahiran' | 'atlet/ktp' | 'atlet/pas_foto', bytes: Buffer, ext: string) =>
    storeUpload(t.dataDir, folder, { bytes: Buffer.concat([bytes, randomBytes(64)]), ext });
  const a = await insertAtlet(t.db, id_dojang, {
    nama_atlet: nama,
    akte_kelahiran: await simpan('atlet/akte_kelahiran', PNG, 'png'),
    ktp: await simpan('atlet/ktp', PNG, 'png'),
    pas_foto: await simpan('atlet/pas_foto', JPEG, 'jpg'),
    // Last edited before any competition below ended (the period can count from a later edit).
    updated_at: new Date('2030-01-10T00:00:00Z'),
  });
  return a;
}

async function dunia() {
  const { id_dojang } = await makeCoach(t.db, 'pelatih@uji.id');
  const panitia = await makeAdminKompetisi(t.db, 'panitia@uji.id');
  const selesaiLama = await makeKompetisi(t.db, {
    nama_event: 'Lama',
    status: 'SELESAI',
    tanggal_mulai: '2030-02-27',
    tanggal_selesai: '2030-03-01',
  });
  const selesaiBaru = await makeKompetisi(t.db, {
    nama_event: 'Baru',
    status: 'SELESAI',
    tanggal_mulai: '2030-03-30',
    tanggal_selesai: '2030-04-01',
  });
  const terbuka = await makeKompetisi(t.db, {
    nama_event: 'Terbuka',
    status: 'PENDAFTARAN',
    tanggal_mulai: '2030-07-01',
    tanggal_selesai: '2030-07-02',
  });
  // Its organiser forgot to set SELESAI: the dates say it ended 2030-03-10.
  const lupa = await makeKompetisi(t.db, {
    nama_event: 'Lupa',
    status: 'SEDANG_DIMULAI',
    tanggal_mulai: '2030-03-09',
    tanggal_selesai: '2030-03-10',
  });
  const kelas = {
    lama: await kelasIn(t.db, selesaiLama.id_kompetisi),
    baru: await kelasIn(t.db, selesaiBaru.id_kompetisi),
    terbuka: await kelasIn(t.db, terbuka.id_kompetisi),
    lupa: await kelasIn(t.db, lupa.id_kompetisi),
  };
  const a = {
    lewat: await atletBerdokumen(id_dojang, 'Lewat Masa'),
    anggota: await atletBerdokumen(id_dojang, 'Anggota Tim'),
    lupa: await atletBerdokumen(id_dojang, 'Kompetisi Lupa'),
    dalamMasa: await atletBerdokumen(id_dojang, 'Dalam Masa'),
    adaTerbuka: await atletBerdokumen(id_dojang, 'Ada Terbuka'),
    diubah: await atletBerdokumen(id_dojang, 'Baru Diunggah'),
    tanpaKompetisi: await atletBerdokumen(id_dojang, 'Belum Ikut'),
  };
  const pLewat = await enter(t.db, kelas.lama, a.lewat.id_atlet, [a.anggota.id_atlet]);
  const disetujui = new Date('2030-02-20T05:06:07Z');
  await t.db.execute(sql`update peserta_kompetisi set status = 'APPROVED', status_diubah_oleh = ${panitia.id_akun},
    status_diubah_pada = ${disetujui.toISOString()}::timestamptz where id_peserta_kompetisi = ${pLewat.id_peserta_kompetisi}`);
  const pLawan = await enter(t.db, kelas.lama, a.adaTerbuka.id_atlet);
  await enter(t.db, kelas.terbuka, a.adaTerbuka.id_atlet);
  await enter(t.db, kelas.lupa, a.lupa.id_atlet);
  await enter(t.db, kelas.baru, a.dalamMasa.id_atlet);
  await enter(t.db, kelas.lama, a.diubah.id_atlet);
  await t.db
    .update(atlet)
    .set({ updated_at: new Date('2030-05-01T00:00:00Z') })
    .where(eq(atlet.id_atlet, a.diubah.id_atlet));
  // A bracket and a result of the class whose documents go: they stay as they are.
  const [b] = await t.db
    .insert(bagan)
    .values({
      id_kelas_kejuaraan: kelas.lama,
      seed: 7,
      participants: [pLewat.id_peserta_kompetisi, pLawan.id_peserta_kompetisi],
      ukuran: 2,
      jumlah_ronde: 1,
      versi: 1,
    })
    .returning();
  await t.db.insert(match).values({
    id_match: 'cccccccc-0000-4000-8000-000000000001',
    id_bagan: b!.id_bagan,
    ronde: 1,
    posisi: 0,
    id_peserta_a: pLewat.id_peserta_kompetisi,
    id_peserta_b: pLawan.id_peserta_kompetisi,
    skor_a: 8,
    skor_b: 2,
    id_pemenang: pLewat.id_peserta_kompetisi,
    versi: 1,
  });
  return { a, panitia, disetujui, selesaiLama };
}

const catatanPublik = async () =>
  queryRows<{ t: string }>(
    t.db,
    sql`select json_build_array(
      (select json_agg(x order by id_bagan) from bagan x), (select json_agg(x order by id_match) from match x),
      (select json_agg(x order by id_peserta_kompetisi) from peserta_kompetisi x), (select json_agg(x order by id_peserta_kompetisi, id_atlet) from peserta_tim_anggota x),
      (select json_agg(json_build_object('id', id_atlet, 'nama', nama_atlet, 'dojang', id_dojang, 'foto', pas_foto, 'nik', nik) order by id_atlet) from atlet)
    )::text as t`,
  );

describe('retention of identity documents (daily job, controlled clock)', () => {
  it('erases exactly the documents past their period — files and columns — and nothing else', async () => {
    const { a, panitia, disetujui, selesaiLama } = await dunia();
    const publikSebelum = await catatanPublik();
    const hasil = await jalankanRetensi(deps(), NOW);
    expect(hasil).toEqual({ atlet: 3, berkas: 6 });

    const rows = new Map((await t.db.select().from(atlet)).map((r) => [r.id_atlet, r]));
    for (const x of [a.lewat, a.anggota, a.lupa]) {
      const r = rows.get(x.id_atlet)!;
      expect([r.akte_kelahiran, r.ktp], x.nama_atlet).toEqual([null, null]);
      expect(ada('atlet/akte_kelahiran', x.akte_kelahiran) || ada('atlet/ktp', x.ktp), x.nama_atlet).toBe(false);
      // The photo is no identity document.
      expect([r.pas_foto, ada('atlet/pas_foto', x.pas_foto)]).toEqual([x.pas_foto, true]);
    }
    for (const x of [a.dalamMasa, a.adaTerbuka, a.diubah, a.tanpaKompetisi]) {
      const r = rows.get(x.id_atlet)!;
      expect([r.akte_kelahiran, r.ktp], x.nama_atlet).toEqual([x.akte_kelahiran, x.ktp]);
      expect(ada('atlet/akte_kelahiran', x.akte_kelahiran) && ada('atlet/ktp', x.ktp), x.nama_atlet).toBe(true);
    }
    expect(await catatanPublik()).toEqual(publikSebelum);

    const catatan = await t.db.select().from(atletDokumenDihapus).where(eq(atletDokumenDihapus.id_atlet, a.lewat.id_atlet));
    expect(catatan).toEqual([
      expect.objectContaining({
        dokumen: ['akte_kelahiran', 'ktp'],
        alasan: 'retensi',
        dihapus_pada: NOW,
        batas_simpan: '2030-03-01',
        id_kompetisi_terakhir: selesaiLama.id_kompetisi,
        diverifikasi_oleh: panitia.id_akun,
        diverifikasi_oleh_nama: 'Panitia Uji',
        diverifikasi_pada: disetujui,
      }),
    ]);
    // A team member is verified with its team's entry.
    const [anggota] = await t.db.select().from(atletDokumenDihapus).where(eq(atletDokumenDihapus.id_atlet, a.anggota.id_atlet));
    expect(anggota!.diverifikasi_oleh_nama).toBe('Panitia Uji');
    const log = await t.db.select().from(activityLog).where(eq(activityLog.action, 'HAPUS_DOKUMEN_RETENSI'));
    expect(log.map((l) => l.details).sort()).toEqual(
      [a.lewat, a.anggota, a.lupa].map((x) => expect.stringContaining(`atlet ${x.id_atlet} dihapus (akte_kelahiran, ktp)`)).sort(),
    );
    expect(log.every((l) => l.created_at.getTime() === NOW.getTime())).toBe(true);

    // Run again the same day: nothing more.
    expect(await jalankanRetensi(deps(), NOW)).toEqual({ atlet: 0, berkas: 0 });
    expect((await t.db.select().from(atletDokumenDihapus)).length).toBe(3);
  });

  it('the ADMIN sets the period on the settings screen; a shorter one reaches the athlete still within 90 days', async () => {
    const { a } = await dunia();
    await makeAdmin(t.db, 'admin@uji.id');
    const admin = await login(t, 'admin@uji.id');
    const awal = await t.api('GET', '/api/admin/settings/retensi', { token: admin });
    expect(awal.body.data).toEqual({ retensi_hari: 90, diperbarui_pada: null, terakhir: null });
    for (const salah of [0, 1.5, 4000, 'sembilan']) {
      const r = await t.api('PUT', '/api/admin/settings/retensi', { token: admin, json: { retensi_hari: salah } });
      expect([r.status, r.body.kode, r.body.errors?.retensi_hari]).toEqual([
        400,
        'validasi',
        'Masa simpan harus bilangan bulat 1–3650 hari',
      ]);
    }
    const pelatih = await login(t, 'pelatih@uji.id');
    expect((await t.api('PUT', '/api/admin/settings/retensi', { token: pelatih, json: { retensi_hari: 30 } })).status).toBe(403);
    const simpan = await t.api('PUT', '/api/admin/settings/retensi', { token: admin, json: { retensi_hari: 30 } });
    expect([simpan.status, simpan.body.message, simpan.body.data.retensi_hari]).toEqual([
      200,
      'Masa simpan dokumen identitas disimpan',
      30,
    ]);
    const [log] = await t.db.select().from(activityLog).where(eq(activityLog.action, 'UBAH_PENGATURAN_RETENSI'));
    expect(log!.details).toBe('Masa simpan dokumen identitas: 90 → 30 hari');

    expect(await jalankanRetensi(deps(), NOW)).toEqual({ atlet: 5, berkas: 10 });
    const [dalamMasa] = await t.db.select().from(atlet).where(eq(atlet.id_atlet, a.dalamMasa.id_atlet));
    expect(dalamMasa!.ktp).toBeNull();
    const sesudah = await t.api('GET', '/api/admin/settings/retensi', { token: admin });
    expect(sesudah.body.data.terakhir).toEqual({ waktu: NOW.toISOString(), atlet: 5, berkas: 10 });
  });

  it('the daily run erases before it backs up: the erased documents are not in that backup', async () => {
    const { a } = await dunia();
    const { nama } = await jalankanCadanganHarian(deps(), NOW);
    const isi = await readTarNames(path.join(t.dataDir, 'backups', nama));
    expect(isi).not.toContain(`uploads/atlet/ktp/${a.lewat.ktp}`);
    expect(isi).not.toContain(`uploads/atlet/akte_kelahiran/${a.lewat.akte_kelahiran}`);
    expect(isi).toContain(`uploads/atlet/pas_foto/${a.lewat.pas_foto}`);
    expect(isi).toContain(`uploads/atlet/ktp/${a.dalamMasa.ktp}`);
  });
});
