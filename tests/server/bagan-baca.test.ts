import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { MatchBagan } from '../../src/domain/bagan/types';
import { kompetisiBaganSchema, rekapMedaliSchema } from '../../src/domain/schemas/bagan';
import { kategoriEvent, kelasKejuaraan, pesertaKompetisi, pesertaTimAnggota } from '../../src/server/db/schema';
import { ReadCache } from '../../src/server/http/read-cache';
import { POOMSAE_CADET_PASANGAN, cadet, kelasId } from './helpers/peserta';
import { useTestServer } from './helpers/server';
import { dunia, hasil, kelasDenganPeserta, mainkanSemua, matchesOf, siapMain, simpan, undi, type Entri } from './bagan-fixtures';

// With the read cache on, as npm start runs on PGlite: every write must show in the next read.
const t = useTestServer({ readCache: new ReadCache(true) });

const ronde = (ms: MatchBagan[], r: number) => ms.filter((m) => m.ronde === r).sort((x, y) => x.posisi - y.posisi);

describe('reading brackets and the medal tally', () => {
  it('GET /kompetisi/:id/bagan: every class, approved counts, bracket status and progress; an entry rejected after the draw stays with its status', async () => {
    const w = await dunia(t);
    const { id_kelas, entri } = await kelasDenganPeserta(t, w, 4);
    const path = `/api/kompetisi/${w.a.id_kompetisi}/bagan`;
    const before = await t.api('GET', path, { token: w.token.panitiaA });
    const data = v.parse(kompetisiBaganSchema, before.body.data);
    expect(data.kompetisi).toMatchObject({
      id_kompetisi: w.a.id_kompetisi,
      nama_event: 'Kejuaraan A',
      tanggal_mulai: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
    });
    const kelasCount = (await t.db.select().from(kelasKejuaraan).where(eq(kelasKejuaraan.id_kompetisi, w.a.id_kompetisi))).length;
    expect(data.kelas).toHaveLength(kelasCount);
    const mine = data.kelas.find((k) => k.kelas.id_kelas_kejuaraan === id_kelas)!;
    expect(mine).toMatchObject({ peserta_count: 4, bracket_status: 'not_created', match_selesai: 0, match_total: 0, bagan: null });
    expect(mine.kelas).toMatchObject({
      cabang: 'KYORUGI',
      kategori_event: { nama_kategori: 'prestasi' },
      kelas_berat: { nama_kelas: 'Under 45 kg' },
    });
    expect(mine.peserta[0]).toEqual({
      id_peserta_kompetisi: entri[0].id,
      nama: 'Atlet 1',
      id_dojang: w.pelatih.id_dojang,
      nama_dojang: 'Dojang pelatih@uji.id',
      status: 'APPROVED',
      is_team: false,
      // The organisers' read carries the weigh-in (the draw screen flags it); the public one does not (below).
      timbang: 'BELUM',
    });

    const saved = await simpan(t, w.token.panitiaA, undi(id_kelas, entri).body);
    await hasil(t, w.token.panitiaA, siapMain(matchesOf(saved.body.data))!.id_match, { skor_a: 1, skor_b: 0 });
    await t.api('PUT', `/api/kompetisi/${w.a.id_kompetisi}/participants/${entri[3].id}/status`, {
      token: w.token.admin,
      json: { status: 'REJECTED', alasan_ditolak: 'Dokumen tidak lengkap' },
    });
    const after = await t.api('GET', path, { token: w.token.admin });
    const k = after.body.data.kelas.find((x: { kelas: { id_kelas_kejuaraan: number } }) => x.kelas.id_kelas_kejuaraan === id_kelas);
    expect(k).toMatchObject({ peserta_count: 3, bracket_status: 'in_progress', match_selesai: 1, match_total: 3 });
    expect(k.peserta).toHaveLength(4);
    expect(k.peserta[3]).toMatchObject({ id_peserta_kompetisi: entri[3].id, status: 'REJECTED' });
    expect(k.bagan.matches).toHaveLength(3);
    const detail = await t.api('GET', `/api/brackets/${id_kelas}`, { token: w.token.panitiaA });
    expect({ ...detail.body.data, kompetisi: undefined }).toEqual({ ...k, kompetisi: undefined });
  });

  it('team entries are named by their members, the registering athlete first', async () => {
    const w = await dunia(t);
    const id_kelas = await kelasId(t.db, w.a.id_kompetisi, POOMSAE_CADET_PASANGAN);
    const kedua = await cadet(t.db, w.pelatih.id_dojang, { nama_atlet: 'Zaki' });
    const pertama = await cadet(t.db, w.pelatih.id_dojang, { nama_atlet: 'Yuda' });
    const [p] = await t.db
      .insert(pesertaKompetisi)
      .values({ id_atlet: pertama.id_atlet, id_kelas_kejuaraan: id_kelas, status: 'APPROVED', is_team: true })
      .returning();
    await t.db.insert(pesertaTimAnggota).values([
      { id_peserta_kompetisi: p.id_peserta_kompetisi, id_atlet: pertama.id_atlet },
      { id_peserta_kompetisi: p.id_peserta_kompetisi, id_atlet: kedua.id_atlet },
    ]);
    const res = await t.api('GET', `/api/public/kompetisi/${w.a.id_kompetisi}/bagan`);
    const k = res.body.data.kelas.find((x: { kelas: { id_kelas_kejuaraan: number } }) => x.kelas.id_kelas_kejuaraan === id_kelas);
    expect(k.peserta).toEqual([
      {
        id_peserta_kompetisi: p.id_peserta_kompetisi,
        nama: 'Yuda & Zaki',
        id_dojang: w.pelatih.id_dojang,
        nama_dojang: 'Dojang pelatih@uji.id',
        status: 'APPROVED',
        is_team: true,
      },
    ]);
  });

  it('the medal tally after classes are played to the end: gold, silver, two bronzes per dojang, juara umum per category with its prize', async () => {
    const w = await dunia(t);
    const prestasi = await kelasDenganPeserta(t, w, 4);
    const [pemulaKelas] = await t.db
      .select({ id: kelasKejuaraan.id_kelas_kejuaraan })
      .from(kelasKejuaraan)
      .innerJoin(kategoriEvent, eq(kategoriEvent.id_kategori_event, kelasKejuaraan.id_kategori_event))
      .where(and(eq(kelasKejuaraan.id_kompetisi, w.a.id_kompetisi), eq(kategoriEvent.nama_kategori, 'pemula')))
      .limit(1);
    const pemula = await kelasDenganPeserta(t, w, 2, { id_kelas: pemulaKelas.id, awalan: 'Pemula' });
    const medali = `/api/public/kompetisi/${w.a.id_kompetisi}/medali`;
    const empty = v.parse(rekapMedaliSchema, (await t.api('GET', medali)).body.data);
    expect(empty).toMatchObject({ semua: [], juara_umum: { prestasi: [], pemula: [] }, kelas_selesai: 0, kelas_total: 0 });

    const played: { entri: Entri[]; matches: MatchBagan[] }[] = [];
    for (const k of [prestasi, pemula]) {
      const saved = await simpan(t, w.token.panitiaA, undi(k.id_kelas, k.entri).body);
      played.push({ entri: k.entri, matches: matchesOf(await mainkanSemua(t, w.token.panitiaA, saved.body.data)) });
    }
    // Corner B wins every match: gold = semi 1's B, silver = semi 2's B, bronze = both semis' R.
    const dojangOf = (e: Entri[], id: number | null) => e.find((x) => x.id === id)!.id_dojang;
    const [s1, s2] = ronde(played[0].matches, 1);
    const tally = new Map<number, { emas: number; perak: number; perunggu: number }>();
    const add = (id_dojang: number, jenis: 'emas' | 'perak' | 'perunggu') => {
      const row = tally.get(id_dojang) ?? { emas: 0, perak: 0, perunggu: 0 };
      row[jenis] += 1;
      tally.set(id_dojang, row);
    };
    add(dojangOf(prestasi.entri, s1.id_peserta_a), 'emas');
    add(dojangOf(prestasi.entri, s2.id_peserta_a), 'perak');
    add(dojangOf(prestasi.entri, s1.id_peserta_b), 'perunggu');
    add(dojangOf(prestasi.entri, s2.id_peserta_b), 'perunggu');
    const prestasiTally = new Map([...tally].map(([k, x]) => [k, { ...x }]));
    const [f] = played[1].matches;
    add(dojangOf(pemula.entri, f.id_peserta_a), 'emas');
    add(dojangOf(pemula.entri, f.id_peserta_b), 'perak');

    const res = await t.api('GET', medali);
    const data = v.parse(rekapMedaliSchema, res.body.data);
    expect([data.kelas_selesai, data.kelas_total]).toEqual([2, 2]);
    const asMap = (rows: { id_dojang: number; emas: number; perak: number; perunggu: number; total: number }[]) =>
      new Map(rows.map((r) => [r.id_dojang, { emas: r.emas, perak: r.perak, perunggu: r.perunggu }]));
    expect(asMap(data.semua)).toEqual(tally);
    expect(data.semua.reduce((n, r) => n + r.total, 0)).toBe(6);
    expect(asMap(data.juara_umum.prestasi)).toEqual(prestasiTally);
    expect(data.juara_umum.prestasi[0]).toMatchObject({ peringkat: 1, hadiah: 30_000_000 });
    expect(data.juara_umum.pemula).toEqual([
      expect.objectContaining({ peringkat: 1, id_dojang: dojangOf(pemula.entri, f.id_peserta_a), emas: 1, hadiah: 15_000_000 }),
      expect.objectContaining({ peringkat: 2, id_dojang: dojangOf(pemula.entri, f.id_peserta_b), perak: 1, hadiah: 10_000_000 }),
    ]);
    for (let i = 1; i < data.semua.length; i++) {
      const [a, b] = [data.semua[i - 1], data.semua[i]];
      expect(a.emas > b.emas || (a.emas === b.emas && (a.perak > b.perak || (a.perak === b.perak && a.perunggu >= b.perunggu)))).toBe(true);
    }
    const admin = await t.api('GET', `/api/kompetisi/${w.a.id_kompetisi}/medali`, { token: w.token.admin });
    expect(admin.body.data.semua).toEqual(data.semua);
  });

  it('public reads: ETag and 304 while nothing changed, gzip for browsers, a new answer right after a write', async () => {
    const w = await dunia(t);
    const { id_kelas, entri } = await kelasDenganPeserta(t, w, 4);
    const url = `/api/public/kompetisi/${w.a.id_kompetisi}/bagan`;
    const first = await t.fetch(url, { headers: { 'accept-encoding': 'gzip' } });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-encoding')).toBe('gzip');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"/);
    const body = await first.json();
    expect((await t.fetch(url, { headers: { 'if-none-match': etag } })).status).toBe(304);
    // A write elsewhere clears the cache; the answer is built again with a new read time but the same data: still 304.
    const b = await kelasDenganPeserta(t, w, 2, { id_kompetisi: w.b.id_kompetisi, awalan: 'B' });
    expect((await simpan(t, w.token.panitiaB, undi(b.id_kelas, b.entri).body)).status).toBe(201);
    expect((await t.fetch(url, { headers: { 'if-none-match': etag } })).status).toBe(304);
    const rebuilt = await (await t.fetch(url)).json();
    expect(rebuilt.data.dibaca_pada > body.data.dibaca_pada).toBe(true);
    await simpan(t, w.token.panitiaA, undi(id_kelas, entri).body);
    const next = await t.fetch(url, { headers: { 'if-none-match': etag } });
    expect(next.status).toBe(200);
    const k = (await next.json()).data.kelas.find(
      (x: { kelas: { id_kelas_kejuaraan: number } }) => x.kelas.id_kelas_kejuaraan === id_kelas,
    );
    expect(k.bracket_status).toBe('created');
    expect(body.data.dibaca_pada).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('deleting an entry a bracket holds is a 409, never a 500', async () => {
    const w = await dunia(t);
    const { id_kelas, entri } = await kelasDenganPeserta(t, w, 4);
    await simpan(t, w.token.panitiaA, undi(id_kelas, entri).body);
    await t.api('PUT', `/api/kompetisi/${w.a.id_kompetisi}/participants/${entri[0].id}/status`, {
      token: w.token.panitiaA,
      json: { status: 'REJECTED', alasan_ditolak: 'Dokumen tidak lengkap' },
    });
    for (const token of [w.token.pelatih, w.token.admin, w.token.panitiaA]) {
      const res = await t.api('DELETE', `/api/kompetisi/${w.a.id_kompetisi}/participants/${entri[0].id}`, { token });
      expect([res.status, res.body.message]).toEqual([409, 'Peserta sudah masuk bagan pertandingan dan tidak dapat dihapus.']);
    }
    expect(await t.db.select().from(pesertaKompetisi).where(eq(pesertaKompetisi.id_peserta_kompetisi, entri[0].id))).toHaveLength(1);
    // An entry of no bracket still goes.
    const other = await kelasDenganPeserta(t, w, 1, { kelas: POOMSAE_CADET_PASANGAN, awalan: 'Bebas' });
    await t.db.update(pesertaKompetisi).set({ status: 'PENDING' }).where(eq(pesertaKompetisi.id_peserta_kompetisi, other.entri[0].id));
    const res = await t.api('DELETE', `/api/kompetisi/${w.a.id_kompetisi}/participants/${other.entri[0].id}`, { token: w.token.panitiaA });
    expect(res.status).toBe(200);
  });
});
