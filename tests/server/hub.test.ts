import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { KOLOM_VENUE_BERSAMA, TABEL_VENUE } from '../../src/domain/hub/tabel-venue';
import { queryRows } from '../../src/server/db/rows';
import type { Db } from '../../src/server/db/types';
import { FOLDER_FOTO_KARTU, kecilkanFoto } from '../../src/server/uploads/foto-kartu';
import { tulisUpload } from '../../src/server/uploads/store';
import { insertAtlet } from './helpers/atlet';
import { fotoUji } from './helpers/foto';
import { PASSWORD } from './helpers/fixtures';
import { useTestHub } from './helpers/hub';
import { useTestServer } from './helpers/server';
import { hariSiap, partaiLapangan } from './jadwal-fixtures';
import { log, ronde } from './skor-log-fixtures';

const t = useTestServer({ feed: true });
const h = useTestHub(t);

const loginHub = async (email: string) => {
  const r = await h.api('POST', '/api/auth/login', { json: { email, password: PASSWORD } });
  if (r.status !== 200) throw new Error(`login hub ${r.status} ${r.body.message}`);
  return r.body.data.token as string;
};

/** Pairs the hub with competition A of a ready match day and takes it over. */
async function ambilAlih() {
  const s = await hariSiap(t);
  const kode = await t.api('POST', `/api/kompetisi/${s.A}/hub`, { token: s.token.panitiaA });
  expect(kode.status).toBe(201);
  const r = await h.api('POST', '/api/hub-lokal/ambil', { json: { kode: kode.body.data.kode, nama_hub: 'Laptop GOR' } });
  expect(r.status, r.body.message).toBe(200);
  return { s, ambil: r.body.data };
}

/** A table of the competition's venue data as rows, on either server, for comparing. */
async function isi(db: Db, tabel: string, urut: string) {
  // As JSON, so both drivers give the same values (a bigint is a number, a time one text).
  return queryRows(db, sql`select to_jsonb(x) as b from ${sql.identifier(tabel)} x order by ${sql.raw(urut)}`);
}

const tunggu = async (cek: () => Promise<boolean>, ms = 15_000) => {
  const akhir = Date.now() + ms;
  while (!(await cek())) {
    if (Date.now() > akhir) throw new Error('kondisi tidak tercapai');
    await new Promise((r) => setTimeout(r, 50));
  }
};

const tertinggal = async () => (await h.api('GET', '/api/hub-lokal')).body.data.tertinggal as number;

describe('venue hub: pairing and take-over', () => {
  it("only the competition's managers make a code; the hub copies the competition and its accounts log in there", async () => {
    const s = await hariSiap(t);
    for (const [token, status] of [
      [s.token.panitiaB, 403],
      [s.token.pelatih, 403],
      [s.token.lapA, 403],
      ['', 401],
    ] as const) {
      expect((await t.api('POST', `/api/kompetisi/${s.A}/hub`, { token })).status).toBe(status);
    }
    const kode = await t.api('POST', `/api/kompetisi/${s.A}/hub`, { token: s.token.admin });
    expect(kode.body.data.kode).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect((await h.api('POST', '/api/hub-lokal/ambil', { json: { kode: 'AAAA-BBBB-CCCC' } })).body.kode).toBe('kode_tidak_berlaku');
    const r = await h.api('POST', '/api/hub-lokal/ambil', { json: { kode: kode.body.data.kode.toLowerCase() } });
    expect(r.status, r.body.message).toBe(200);
    expect(r.body.data.nama_kompetisi).toBe('Kejuaraan A');
    // The code is spent; the lease is held.
    expect((await h.api('POST', '/api/hub-lokal/ambil', { json: { kode: kode.body.data.kode } })).body.kode).toBe('sudah_mengelola');
    const sewa = await t.api('GET', `/api/kompetisi/${s.A}/hub`, { token: s.token.panitiaA });
    expect(sewa.body.data.sewa).toMatchObject({ status: 'aktif', nama_hub: 'Hub venue' });
    // Court staff log in at the hub with their own password and see the same bouts, ids included.
    const lapA = await loginHub('lap-a@uji.id');
    const dariHub = (await h.api('GET', `/api/lapangan/${s.la}/partai`, { token: lapA })).body.data.partai;
    expect(dariHub).toEqual(await partaiLapangan(t, s.token.lapA, s.la));
    // Registration and the competition's own record stay with the central server.
    const panitia = await loginHub('panitia-a@uji.id');
    for (const [method, path] of [
      ['PUT', `/api/kompetisi/${s.A}`],
      ['PUT', `/api/kompetisi/${s.A}/participants/1/status`],
      ['POST', '/api/atlet'],
    ] as const) {
      const r = await h.api(method, path, { token: panitia, json: {} });
      expect([r.status, r.body.kode], path).toEqual([423, 'hanya_di_pusat']);
    }
    // The installed app on the central server's address may call the hub (Local Network Access); another site may not.
    const asal = new URL(h.link.url).origin;
    const pre = await fetch(`${h.url}/api/partai/x/kejadian`, {
      method: 'OPTIONS',
      headers: { origin: asal, 'access-control-request-method': 'POST', 'access-control-request-private-network': 'true' },
    });
    expect([pre.status, pre.headers.get('access-control-allow-origin'), pre.headers.get('access-control-allow-private-network')]).toEqual([
      204,
      asal,
      'true',
    ]);
    const asing = await fetch(`${h.url}/api/server/keadaan`, { headers: { origin: 'https://contoh.invalid' } });
    expect(asing.headers.get('access-control-allow-origin')).toBeNull();
    // Personal data the venue does not need stays at the central server.
    const [nik] = await queryRows<{ n: number }>(h.db, sql`select count(*)::int as n from atlet where nik is not null`);
    expect(nik!.n).toBe(0);
    // Another competition is not there.
    const [lain] = await queryRows<{ n: number }>(h.db, sql`select count(*)::int as n from kompetisi`);
    expect(lain!.n).toBe(1);
  });
});

/** Plays a bout to B (two rounds) at the hub and saves its result. */
async function mainkan(token: string, p: { id_match: string; versi_match: number }) {
  const k = await h.api('POST', `/api/partai/${p.id_match}/kejadian`, {
    token,
    json: { kejadian: log([...ronde(1, 'B'), ...ronde(2, 'B')]) },
  });
  expect(k.status, k.body.message).toBe(200);
  const r = await h.api('POST', `/api/partai/${p.id_match}/hasil-skor`, { token, json: { versi_match: p.versi_match } });
  expect(r.status, r.body.message).toBe(200);
  return r;
}

const VENUE = [
  ['match', 'id_match'],
  ['partai', 'id_match'],
  ['skor_kejadian', 'id_match, perangkat, id_kejadian'],
  ['bagan', 'id_bagan'],
  ['lapangan', 'id_lapangan'],
] as const;

describe('venue hub: the hall runs on the hub, the central server follows', () => {
  it('the central server refuses the venue writes of a held competition (423 dikelola_hub) and takes them again after the hand-back', async () => {
    const { s } = await ambilAlih();
    const [p1] = await partaiLapangan(t, s.token.lapA, s.la);
    const tolak = await t.api('POST', `/api/partai/${p1!.id_match}/kejadian`, {
      token: s.token.lapA,
      json: { kejadian: log(ronde(1, 'B')) },
    });
    expect([tolak.status, tolak.body.kode]).toEqual([423, 'dikelola_hub']);
    const atur = await t.api('PUT', `/api/kompetisi/${s.A}/jadwal/pengaturan`, { token: s.token.panitiaA, json: { tunggu_detik: 30 } });
    expect([atur.status, atur.body.kode]).toEqual([423, 'dikelola_hub']);
    // Competition B is not held.
    const keadaan = await t.api('GET', '/api/server/keadaan');
    expect(keadaan.body.data).toMatchObject({ peran: 'pusat', dikelola_hub: [{ id_kompetisi: s.A, nama_hub: 'Laptop GOR' }] });

    // The hand-back needs the competition's manager, logged in at the hub.
    const lapA = await loginHub('lap-a@uji.id');
    expect((await h.api('POST', '/api/hub-lokal/kembalikan', { token: lapA })).status).toBe(403);
    const panitia = await loginHub('panitia-a@uji.id');
    const kembali = await h.api('POST', '/api/hub-lokal/kembalikan', { token: panitia });
    expect(kembali.status, kembali.body.message).toBe(200);
    expect(kembali.body.data.status).toBe('selesai');
    expect((await t.api('GET', `/api/kompetisi/${s.A}/hub`, { token: s.token.panitiaA })).body.data.sewa).toMatchObject({
      status: 'selesai',
      selesai_cara: 'dikembalikan',
    });
    expect(
      (await t.api('POST', `/api/partai/${p1!.id_match}/kejadian`, { token: s.token.lapA, json: { kejadian: log(ronde(1, 'B')) } })).status,
    ).toBe(200);
    // The hub takes no venue write once it has handed the competition back.
    const hubTolak = await h.api('POST', `/api/partai/${p1!.id_match}/kejadian`, { token: lapA, json: { kejadian: log(ronde(1, 'B')) } });
    expect([hubTolak.status, hubTolak.body.kode]).toEqual([423, 'dikelola_hub']);
  });

  it('bouts scored at the hub while the link is cut reach the central server once it returns, each once, and both servers agree', async () => {
    const { s } = await ambilAlih();
    const lapA = await loginHub('lap-a@uji.id');
    const [p1, p2] = await partaiLapangan(t, s.token.lapA, s.la);
    h.link.cut();
    await mainkan(lapA, p1!);
    await mainkan(lapA, p2!);
    await tunggu(async () => (await h.api('GET', '/api/hub-lokal')).body.data.tersambung === false);
    expect(await tertinggal()).toBeGreaterThan(0);
    // The central server still shows the bouts as they were.
    expect((await partaiLapangan(t, s.token.lapA, s.la))[0]!.id_pemenang).toBeNull();
    h.link.restore();
    await tunggu(async () => (await tertinggal()) === 0);
    for (const [tabel, urut] of VENUE) expect(await isi(t.db, tabel, urut), tabel).toEqual(await isi(h.db, tabel, urut));
    const panitiaHub = await loginHub('panitia-a@uji.id');
    expect((await partaiLapangan(t, s.token.lapA, s.la)).map((p) => [p.id_match, p.status, p.id_pemenang])).toEqual(
      ((await h.api('GET', `/api/lapangan/${s.la}/partai`, { token: panitiaHub })).body.data.partai as (typeof p1)[]).map((p) => [
        p!.id_match,
        p!.status,
        p!.id_pemenang,
      ]),
    );
    const [n] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from skor_kejadian`);
    expect(n!.n).toBe(12);
  });
});

describe('venue hub: what the central server accepts from a hub', () => {
  it("refuses changes outside the hub's competition and to data it does not hold; a batch sent twice or cut short lands once", async () => {
    const { s } = await ambilAlih();
    await h.hub.tutup(); // the test sends the batches itself
    const [diri] = await queryRows<{ token: string }>(h.db, sql`select token from hub_diri`);
    const kirim = (body: unknown, raw?: string) =>
      t.api(
        'POST',
        '/api/hub/kirim',
        raw === undefined ? { json: body, headers: { 'x-hub-token': diri!.token } } : { raw, headers: { 'x-hub-token': diri!.token } },
      );
    expect(
      (await t.api('POST', '/api/hub/kirim', { json: { dari_seq: 0, perubahan: [] }, headers: { 'x-hub-token': 'salah' } })).body.kode,
    ).toBe('hub_tidak_dikenal');

    const [lapA] = await queryRows<Record<string, unknown>>(t.db, sql`select to_jsonb(l) as b from lapangan l where id_lapangan = ${s.la}`);
    const lapanganA = (lapA as { b: Record<string, unknown> }).b;
    const [akunRow] = await queryRows<{ b: Record<string, unknown> }>(t.db, sql`select to_jsonb(a) as b from akun a limit 1`);
    const batch = {
      dari_seq: 0,
      perubahan: [
        { seq: 1, tabel: 'lapangan', op: 'U', baris: { ...lapanganA, nama: 'Lapangan Utama' }, kolom: ['nama'] },
        // Moving A's court into competition B, a new day for B, an account, a competition's own field.
        { seq: 2, tabel: 'lapangan', op: 'U', baris: { ...lapanganA, id_kompetisi: s.w.b.id_kompetisi }, kolom: ['id_kompetisi'] },
        {
          seq: 3,
          tabel: 'hari_pertandingan',
          op: 'I',
          baris: { id_hari: 999_001, id_kompetisi: s.w.b.id_kompetisi, tanggal: s.w.b.tanggal_mulai },
        },
        { seq: 4, tabel: 'akun', op: 'U', baris: { ...akunRow!.b, role: 'ADMIN' }, kolom: ['role'] },
        { seq: 5, tabel: 'kompetisi', op: 'U', baris: { id_kompetisi: s.A, nama_event: 'Diganti' }, kolom: ['nama_event'] },
      ],
    };
    const r = await kirim(batch);
    expect(r.status, r.body.message).toBe(200);
    expect(r.body.data.seq_diterima).toBe(5);
    expect((r.body.data.ditolak as { seq: number }[]).map((d) => d.seq)).toEqual([2, 3, 4]);
    const [lap] = await queryRows<{ nama: string; id_kompetisi: number }>(
      t.db,
      sql`select nama, id_kompetisi from lapangan where id_lapangan = ${s.la}`,
    );
    expect(lap).toEqual({ nama: 'Lapangan Utama', id_kompetisi: s.A });
    const [komp] = await queryRows<{ nama_event: string }>(t.db, sql`select nama_event from kompetisi where id_kompetisi = ${s.A}`);
    expect(komp!.nama_event).toBe('Kejuaraan A');
    expect(await queryRows(t.db, sql`select 1 from hari_pertandingan where id_hari = 999001`)).toHaveLength(0);
    // The competition's admin sees the refusals.
    const sewa = (await t.api('GET', `/api/kompetisi/${s.A}/hub`, { token: s.token.panitiaA })).body.data.sewa;
    expect(sewa.seq_diterima).toBe(5);
    expect(sewa.ditolak).toHaveLength(3);

    // The same batch again changes nothing; a batch cut in the middle is refused whole; a hub that believes the
    // central server has more than it has is told where it stands; the hub's numbers may skip (a rolled-back write).
    const nama = { seq: 9, tabel: 'lapangan', op: 'U', baris: { ...lapanganA, nama: 'Lapangan Dua' }, kolom: ['nama'] };
    expect((await kirim(batch)).body.data).toEqual({ seq_diterima: 5, ditolak: [] });
    const utuh = JSON.stringify({ dari_seq: 5, perubahan: [nama] });
    expect((await kirim(undefined, utuh.slice(0, utuh.length / 2))).status).toBe(400);
    const lompat = await kirim({ dari_seq: 7, perubahan: [nama] });
    expect([lompat.status, lompat.body.kode, lompat.body.data]).toEqual([409, 'urutan_kiriman', { seq_diterima: 5 }]);
    const mundur = await kirim({ dari_seq: 5, perubahan: [nama, { ...nama, seq: 8 }] });
    expect([mundur.status, mundur.body.kode]).toEqual([409, 'urutan_kiriman']);
    expect((await kirim(undefined, utuh)).body.data.seq_diterima).toBe(9);
    expect((await kirim(undefined, utuh)).body.data.seq_diterima).toBe(9);
    const [lap2] = await queryRows<{ nama: string }>(t.db, sql`select nama from lapangan where id_lapangan = ${s.la}`);
    expect(lap2!.nama).toBe('Lapangan Dua');
  });

  it('new rows in a row land together; when one of them breaks a rule, only that one is refused', async () => {
    const { s } = await ambilAlih();
    await h.hub.tutup();
    const [diri] = await queryRows<{ token: string }>(h.db, sql`select token from hub_diri`);
    const kirim = (perubahan: unknown[]) =>
      t.api('POST', '/api/hub/kirim', { json: { dari_seq: 0, perubahan }, headers: { 'x-hub-token': diri!.token } });
    let seq = 0;
    const hari = (id_hari: number, id_kompetisi: number, tanggal: string) => ({
      seq: ++seq,
      tabel: 'hari_pertandingan',
      op: 'I',
      baris: { id_hari, id_kompetisi, tanggal, created_at: '2031-01-01T00:00:00+00:00' },
    });
    // Another competition's day; a second day of A on a date A already has (a constraint of the database).
    const r = await kirim([
      hari(999_101, s.A, '2031-05-01'),
      hari(999_102, s.w.b.id_kompetisi, '2031-05-01'),
      hari(999_103, s.A, s.w.a.tanggal_mulai),
      hari(999_104, s.A, '2031-05-02'),
    ]);
    expect(r.status, r.body.message).toBe(200);
    expect((r.body.data.ditolak as { seq: number; pesan: string }[]).map((d) => [d.seq, d.pesan])).toEqual([
      [2, 'Baris baru bukan milik kompetisi ini'],
      [3, 'Ditolak basis data (23505)'],
    ]);
    const lagi = await kirim([hari(999_105, s.A, '2031-05-03'), hari(999_106, s.A, '2031-05-04')]);
    expect(lagi.body.data).toEqual({ seq_diterima: 6, ditolak: [] });
    // Rows that pass the checks together but not the database: each on its own again.
    const bentrok = await kirim([hari(999_107, s.A, '2031-05-05'), hari(999_108, s.A, '2031-05-01')]);
    expect(bentrok.body.data).toEqual({
      seq_diterima: 8,
      ditolak: [{ seq: 8, tabel: 'hari_pertandingan', pesan: 'Ditolak basis data (23505)' }],
    });
    const ada = await queryRows<{ id_hari: number }>(t.db, sql`select id_hari from hari_pertandingan where id_hari > 999000 order by 1`);
    expect(ada.map((x) => x.id_hari)).toEqual([999_101, 999_104, 999_105, 999_106, 999_107]);
  });

  it("the central server ends the lease of a lost hub: what arrived stays, the hub's later sends are refused and it stops", async () => {
    const { s } = await ambilAlih();
    const lapA = await loginHub('lap-a@uji.id');
    const [p1, p2] = await partaiLapangan(t, s.token.lapA, s.la);
    await mainkan(lapA, p1!);
    await tunggu(async () => (await tertinggal()) === 0);
    h.link.cut();
    await mainkan(lapA, p2!);
    expect((await t.api('DELETE', `/api/kompetisi/${s.A}/hub`, { token: s.token.lapA })).status).toBe(403);
    const akhir = await t.api('DELETE', `/api/kompetisi/${s.A}/hub`, { token: s.token.panitiaA });
    expect(akhir.body.data).toMatchObject({ status: 'selesai', selesai_cara: 'diakhiri' });
    // Kept: the first bout's result; the central server takes venue writes again.
    const pusat = await partaiLapangan(t, s.token.lapA, s.la);
    expect(pusat.find((p) => p.id_match === p1!.id_match)!.id_pemenang).not.toBeNull();
    expect(pusat.find((p) => p.id_match === p2!.id_match)!.id_pemenang).toBeNull();
    h.link.restore();
    await tunggu(async () => (await h.api('GET', '/api/hub-lokal')).body.data.status === 'selesai');
    expect((await h.api('GET', '/api/hub-lokal')).body.data.galat_terakhir).toMatch(/sudah berakhir/);
    expect((await partaiLapangan(t, s.token.lapA, s.la)).find((p) => p.id_match === p2!.id_match)!.id_pemenang).toBeNull();
  });
});

describe('venue hub: a backup restored on the central server', () => {
  it('restores a competition a hub holds, its lease with it (the restore is not a venue write)', async () => {
    const { s } = await ambilAlih();
    const cadangan = await t.api('POST', '/api/admin/sistem/backup', { token: s.token.admin });
    expect(cadangan.status, cadangan.body.message).toBe(201);
    const pulih = await t.api('POST', '/api/admin/sistem/pulihkan', {
      token: s.token.admin,
      json: { nama: cadangan.body.data.nama, konfirmasi: 'PULIHKAN' },
    });
    expect(pulih.status, pulih.body.message).toBe(200);
    expect((await t.api('GET', `/api/kompetisi/${s.A}/hub`, { token: s.token.panitiaA })).body.data.sewa.status).toBe('aktif');
    const [p1] = await partaiLapangan(t, s.token.lapA, s.la);
    const tolak = await t.api('POST', `/api/partai/${p1!.id_match}/kejadian`, {
      token: s.token.lapA,
      json: { kejadian: log(ronde(1, 'B')) },
    });
    expect(tolak.body.kode).toBe('dikelola_hub');
  });
});

describe('venue hub: the triggers follow the domain lists', () => {
  it('every venue table has the guard and the log; the shared tables too, and no other table', async () => {
    const rows = await queryRows<{ tabel: string; nama: string }>(
      t.db,
      sql`select c.relname as tabel, tg.tgname as nama from pg_trigger tg join pg_class c on c.oid = tg.tgrelid
          where not tg.tgisinternal and tg.tgname in ('venue_jaga', 'venue_jejak') order by 1, 2`,
    );
    const harap = [...TABEL_VENUE, ...Object.keys(KOLOM_VENUE_BERSAMA)].sort().flatMap((tabel) => [
      { tabel, nama: 'venue_jaga' },
      { tabel, nama: 'venue_jejak' },
    ]);
    expect(rows).toEqual(harap);
  });
});

describe("venue hub: the competition's photos", () => {
  it("serves the hub the photos of the competition's athletes, team members included, and no other", async () => {
    const { s } = await ambilAlih();
    const [diri] = await queryRows<{ token: string }>(h.db, sql`select token from hub_diri`);
    const [entri] = await queryRows<{ id: number; id_dojang: number }>(
      t.db,
      sql`select p.id_peserta_kompetisi as id, a.id_dojang from peserta_kompetisi p join atlet a using (id_atlet)
          join kelas_kejuaraan k using (id_kelas_kejuaraan) where k.id_kompetisi = ${s.A} limit 1`,
    );
    const anggota = await insertAtlet(t.db, entri!.id_dojang, { nama_atlet: 'Anggota Tim', pas_foto: 'a'.repeat(32) + '.jpg' });
    await t.db.execute(sql`insert into peserta_tim_anggota (id_peserta_kompetisi, id_atlet) values (${entri!.id}, ${anggota.id_atlet})`);
    await insertAtlet(t.db, entri!.id_dojang, { nama_atlet: 'Bukan Peserta', pas_foto: 'b'.repeat(32) + '.jpg' });
    const folder = path.join(t.dataDir, 'uploads', 'atlet', 'pas_foto');
    await mkdir(folder, { recursive: true });
    for (const n of ['a', 'b']) await writeFile(path.join(folder, `${n.repeat(32)}.jpg`), Buffer.from(`foto ${n}`));
    const ambilFoto = (nama: string) =>
      fetch(`${t.url}/api/hub/berkas/atlet/pas_foto/${nama}`, { headers: { 'x-hub-token': diri!.token } });
    const ada = await ambilFoto(`${'a'.repeat(32)}.jpg`);
    expect([ada.status, await ada.text()]).toEqual([200, 'foto a']);
    expect((await ambilFoto(`${'b'.repeat(32)}.jpg`)).status).toBe(404);
    expect((await fetch(`${t.url}/api/hub/berkas/atlet/pas_foto/${'a'.repeat(32)}.jpg`)).status).toBe(401);

    // A photo with a card-size copy goes as the copy (the hub's desks and cards need no more).
    const besar = fotoUji(1200, 900);
    const kecil = kecilkanFoto(besar)!;
    await tulisUpload(t.dataDir, 'atlet/pas_foto', `${'a'.repeat(32)}.jpg`, besar);
    await tulisUpload(t.dataDir, FOLDER_FOTO_KARTU, `${'a'.repeat(32)}.jpg`, kecil);
    const kartu = await ambilFoto(`${'a'.repeat(32)}.jpg`);
    expect(Buffer.from(await kartu.arrayBuffer()).equals(Buffer.from(kecil))).toBe(true);
  });
});
