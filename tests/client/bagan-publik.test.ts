import { randomUUID } from 'node:crypto';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { susunMatches } from '../../src/domain/bagan/susun';
import type { MatchBagan } from '../../src/domain/bagan/types';
import { undiBagan } from '../../src/domain/bagan/undian';
import { kompetisiBaganSchema, rekapMedaliSchema, type KelasBaganDetail } from '../../src/domain/schemas/bagan';
import { setApiOrigin } from '../../src/client/data/api';
import { ApiError } from '../../src/client/data/api-error';
import {
  BAGAN_PUBLIK_PREFIX,
  bacaSalinan,
  baganPublikKey,
  idSalinanTerakhir,
  baganPublikPath,
  medaliPublikKey,
  medaliPublikPath,
  refreshSalinan,
  teksSalinan,
  waktuWib,
} from '../../src/client/data/bagan-publik';
import { setDb } from '../../src/client/data/db';
import { BaganBoard } from '../../src/client/features/bagan/board/BaganBoard';
import { JuaraUmum } from '../../src/client/features/bagan/medali/JuaraUmum';
import { MedaliKelasList } from '../../src/client/features/bagan/medali/MedaliKelasList';
import { TabelMedali } from '../../src/client/features/bagan/medali/TabelMedali';
import { medalisSemua } from '../../src/client/features/bagan/medali/medali-view';
import { DataStamp } from '../../src/client/features/bagan/publik/DataStamp';
import { filterLengkap, saringKelasPublik, tampilPublik } from '../../src/client/features/bagan/publik/bagan-publik-view';
import { pesertaKompetisi } from '../../src/server/db/schema';
import { seedCatalogue } from '../../src/server/db/seed/catalogue';
import { PASSWORD, makeDojang } from '../server/helpers/fixtures';
import { KYORUGI_CADET_45, KYORUGI_CADET_49, cadet, kelasId, kompetisiTerbuka, makePanitia } from '../server/helpers/peserta';
import { freshDb } from '../../test-support/fresh-db';
import { installMemoryStorage } from '../../test-support/memory-storage';
import { serve, type ServerType } from '@hono/node-server';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../../src/server/app';
import { openPglite } from '../../src/server/db/client';
import { ReadCache } from '../../src/server/http/read-cache';
import { recordingMailer } from '../../src/server/mail/recording-mailer';
import type { RealServer } from '../../test-support/real-server';

/**
 * The real app on PGlite as `npm start` runs it on PGlite: with its read cache on, so an unchanged public
 * answer keeps its ETag (the shared client helper runs without it).
 */
async function startServer(): Promise<RealServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'arena-bagan-publik-'));
  const open = await openPglite(undefined);
  const app = createApp({ db: open.db, dataDir, mailer: recordingMailer(), log: () => {}, readCache: new ReadCache(true) });
  const s: ServerType = await new Promise((resolve) => {
    const x = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(x));
  });
  const address = s.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    open,
    async close() {
      await new Promise<void>((resolve) => s.close(() => resolve()));
      await open.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let server: RealServer;
let serverOpen = true;
let id_kompetisi: number;
let kosong: number;
let id_kelas: number;
let token: string;
const nama = ['Bima Sakti', 'Candra Wijaya', 'Dimas Pratama', 'Eko Saputra', 'Fajar Nugroho'];

async function api<T>(method: string, path: string, json?: unknown): Promise<{ status: number; data: T }> {
  const res = await fetch(`${server.url}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const body = (await res.json()) as { data: T; message?: string };
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${body.message}`);
  return { status: res.status, data: body.data };
}

beforeAll(async () => {
  installMemoryStorage();
  server = await startServer();
  const db = server.open.db;
  await seedCatalogue(db);
  const k = await kompetisiTerbuka(db, { nama_event: 'Kejuaraan Publik' });
  kosong = (await kompetisiTerbuka(db, { nama_event: 'Kejuaraan Tanpa Undian' })).id_kompetisi;
  id_kompetisi = k.id_kompetisi;
  await makePanitia(db, 'panitia@uji.id', id_kompetisi);
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'panitia@uji.id', password: PASSWORD }),
  });
  token = ((await login.json()) as { data: { token: string } }).data.token;
  const dojang = [
    (await makeDojang(db, { nama_dojang: 'Dojang Elang Musi' })).id_dojang,
    (await makeDojang(db, { nama_dojang: 'Dojang Harimau Prabumulih' })).id_dojang,
  ];
  id_kelas = await kelasId(db, id_kompetisi, KYORUGI_CADET_45);
  const entri: { id: number; id_dojang: number }[] = [];
  for (const [i, n] of nama.entries()) {
    const a = await cadet(db, dojang[i % 2]!, { nama_atlet: n });
    const [p] = await db
      .insert(pesertaKompetisi)
      .values({ id_atlet: a.id_atlet, id_kelas_kejuaraan: id_kelas, status: 'APPROVED' })
      .returning();
    entri.push({ id: p!.id_peserta_kompetisi, id_dojang: dojang[i % 2]! });
  }
  // One approved entry in another class, which stays undrawn.
  const solo = await cadet(db, dojang[0]!, { nama_atlet: 'Gilang Ramadhan', berat_badan: 47 });
  await db
    .insert(pesertaKompetisi)
    .values({ id_atlet: solo.id_atlet, id_kelas_kejuaraan: await kelasId(db, id_kompetisi, KYORUGI_CADET_49), status: 'APPROVED' });

  // Drawn as the tablet does it, then played to the end: corner B wins every match 10–5.
  const undian = undiBagan(entri, { seed: 4242 });
  const matches = susunMatches(
    undian,
    Array.from({ length: undian.ukuran - 1 }, () => randomUUID()),
  );
  let data = (
    await api<KelasBaganDetail>('POST', '/brackets', {
      id_kelas_kejuaraan: id_kelas,
      participants: entri.map((e) => e.id),
      seed: 4242,
      unggulan: [],
      versi_sebelumnya: null,
      matches: matches.map(({ id_match, ronde, posisi, id_peserta_a, id_peserta_b }) => ({
        id_match,
        ronde,
        posisi,
        id_peserta_a,
        id_peserta_b,
      })),
    })
  ).data;
  const siap = (ms: readonly MatchBagan[]) => ms.find((m) => m.id_peserta_a !== null && m.id_peserta_b !== null && m.id_pemenang === null);
  for (let m = siap(data.bagan!.matches); m; m = siap(data.bagan!.matches)) {
    data = (await api<KelasBaganDetail>('PUT', `/matches/${m.id_match}`, { skor_a: 10, skor_b: 5, versi: m.versi })).data;
  }
  expect(data.bagan?.status).toBe('completed');
});

afterAll(async () => {
  setApiOrigin('');
  setDb(null);
  if (serverOpen) await server?.close();
});

describe('public brackets and medals: kept in Dexie, shown with their time when the server cannot be reached', () => {
  const db = freshDb();

  it('stores the public bracket answer under publik:bagan:{id} for every visitor (ownerId null)', async () => {
    setDb(db);
    setApiOrigin(server.url);
    const before = Date.now();
    await refreshSalinan(db, baganPublikKey(id_kompetisi), baganPublikPath(id_kompetisi), kompetisiBaganSchema);
    const rec = await db.records.get(`publik:bagan:${id_kompetisi}`);
    expect(rec?.ownerId).toBeNull();
    expect(rec?.fetchedAt).toBeGreaterThanOrEqual(before);
    const copy = await bacaSalinan(db, baganPublikKey(id_kompetisi), kompetisiBaganSchema);
    expect(copy?.data.kompetisi.nama_event).toBe('Kejuaraan Publik');
    const kelas = copy!.data.kelas.find((k) => k.kelas.id_kelas_kejuaraan === id_kelas)!;
    expect(kelas.bracket_status).toBe('completed');
    expect(kelas.peserta.map((p) => p.nama).sort()).toEqual([...nama].sort());

    await refreshSalinan(db, medaliPublikKey(id_kompetisi), medaliPublikPath(id_kompetisi), rekapMedaliSchema);
    const medali = await bacaSalinan(db, medaliPublikKey(id_kompetisi), rekapMedaliSchema);
    expect(medali?.data.kelas_selesai).toBe(1);
    expect(medali?.data.semua.reduce((n, b) => n + b.total, 0)).toBe(4);

    // A competition nobody has drawn yet: its classes come without brackets, its tally is empty (no sample data).
    await refreshSalinan(db, baganPublikKey(kosong), baganPublikPath(kosong), kompetisiBaganSchema);
    await refreshSalinan(db, medaliPublikKey(kosong), medaliPublikPath(kosong), rekapMedaliSchema);
    const belum = (await bacaSalinan(db, baganPublikKey(kosong), kompetisiBaganSchema))!.data;
    expect(belum.kelas.length).toBeGreaterThan(0);
    expect(belum.kelas.every((k) => k.bagan === null && k.bracket_status === 'not_created')).toBe(true);
    expect(saringKelasPublik(belum.kelas, filterLengkap({}))).toEqual([]);
    const tally = (await bacaSalinan(db, medaliPublikKey(kosong), rekapMedaliSchema))!.data;
    expect(tally).toMatchObject({ semua: [], kelas_total: 0, juara_umum: { prestasi: [], pemula: [] } });
  });

  it('an unchanged answer comes back as a 304 and only renews the time', async () => {
    const statuses: number[] = [];
    const real = globalThis.fetch;
    globalThis.fetch = async (...args: Parameters<typeof fetch>) => {
      const res = await real(...args);
      statuses.push(res.status);
      return res;
    };
    try {
      await db.records.update(baganPublikKey(id_kompetisi), { fetchedAt: 1 });
      const before = await bacaSalinan(db, baganPublikKey(id_kompetisi), kompetisiBaganSchema);
      await refreshSalinan(db, baganPublikKey(id_kompetisi), baganPublikPath(id_kompetisi), kompetisiBaganSchema);
      const after = await bacaSalinan(db, baganPublikKey(id_kompetisi), kompetisiBaganSchema);
      expect(statuses).toEqual([304]);
      expect(after?.fetchedAt).toBeGreaterThan(1);
      expect(after?.data).toEqual(before?.data);
    } finally {
      globalThis.fetch = real;
    }
  });

  it('with the server gone, the refresh fails as a network error and the kept copy renders with its time', async () => {
    await server.close();
    serverOpen = false;
    const copy = await bacaSalinan(db, baganPublikKey(id_kompetisi), kompetisiBaganSchema);
    const err = await refreshSalinan(db, baganPublikKey(id_kompetisi), baganPublikPath(id_kompetisi), kompetisiBaganSchema).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(0);
    expect(await bacaSalinan(db, baganPublikKey(id_kompetisi), kompetisiBaganSchema)).toEqual(copy);

    const kelas = copy!.data.kelas.find((k) => k.kelas.id_kelas_kejuaraan === id_kelas)!;
    const tampil = tampilPublik(copy!.data.kompetisi, kelas)!;
    const html = renderToStaticMarkup(
      createElement(
        'div',
        null,
        createElement(DataStamp, { fetchedAt: copy!.fetchedAt, keadaan: 'offline' }),
        createElement(BaganBoard, { tampil }),
      ),
    );
    expect(html).toContain(`Offline — menampilkan data terakhir ${waktuWib(copy!.fetchedAt)}`);
    expect(waktuWib(copy!.fetchedAt)).toMatch(/^\d{2}\.\d{2} WIB$/);
    for (const n of nama) expect(html).toContain(n);
    for (const r of ['Quarter Final', 'Semi Final', 'Final']) expect(html).toContain(`>${r}</h3>`);
    expect(html).toContain('Dojang Harimau Prabumulih');
    expect(html).toContain('>Free draw<');
    expect(html).toContain('>Pemenang</span>');
    expect(html).not.toContain('<button');

    const medali = (await bacaSalinan(db, medaliPublikKey(id_kompetisi), rekapMedaliSchema))!.data;
    const tally = renderToStaticMarkup(
      createElement(
        'div',
        null,
        createElement(JuaraUmum, { juara: medali.juara_umum, final: medali.juara_umum_final }),
        createElement(TabelMedali, { rows: medali.semua }),
        createElement(MedaliKelasList, { items: medalisSemua(copy!.data.kelas) }),
      ),
    );
    const juara = medali.juara_umum.prestasi[0]!;
    expect(tally).toContain(juara.nama_dojang);
    expect(tally).toContain('Rp 30.000.000');
    expect(tally).toContain('Rp 15.000.000'); // pemula place 1, still open
    expect(tally).toContain('Belum ditentukan');
    // The only class that can be held is decided (the other has one entry): the standings are final.
    expect([medali.final, medali.juara_umum_final]).toEqual([true, { prestasi: true, pemula: true }]);
    expect(tally).not.toContain('sementara');
    for (const h of ['Peringkat', 'Dojang', 'Emas', 'Perak', 'Perunggu', 'Total']) expect(tally).toContain(`>${h}</th>`);
    const medalis = medalisSemua(copy!.data.kelas)[0]!;
    expect(medalis.medalis.map((m) => m.jenis)).toEqual(['emas', 'perak', 'perunggu', 'perunggu']);
    expect(tally).toContain(medalis.medalis[0]!.peserta.nama);
  });

  it('a visitor without a copy has nothing to show; the filters keep drawn classes unless asked for all', async () => {
    const other = freshDb();
    expect(await bacaSalinan(other, baganPublikKey(id_kompetisi), kompetisiBaganSchema)).toBeNull();
    expect(await idSalinanTerakhir(other, BAGAN_PUBLIK_PREFIX)).toBeNull();
    // Offline without the competition list, the pages open the competition whose brackets were confirmed last (the 304 above).
    expect(await idSalinanTerakhir(db, BAGAN_PUBLIK_PREFIX)).toBe(id_kompetisi);
    const copy = (await bacaSalinan(db, baganPublikKey(id_kompetisi), kompetisiBaganSchema))!.data;
    expect(saringKelasPublik(copy.kelas, filterLengkap({})).map((k) => k.kelas.id_kelas_kejuaraan)).toEqual([id_kelas]);
    const semua = saringKelasPublik(copy.kelas, filterLengkap({ semua: true }));
    expect(semua.length).toBe(copy.kelas.length);
    expect(saringKelasPublik(copy.kelas, filterLengkap({ q: 'candra' })).map((k) => k.kelas.id_kelas_kejuaraan)).toEqual([id_kelas]);
    expect(saringKelasPublik(copy.kelas, filterLengkap({ jk: 'PEREMPUAN' }))).toEqual([]);
    expect(saringKelasPublik(copy.kelas, filterLengkap({ cabang: 'POOMSAE' }))).toEqual([]);
  });

  it('the time reads in WIB, with the date once it is not today', () => {
    const t = Date.UTC(2026, 10, 22, 7, 32);
    expect(teksSalinan('terkini', t, t + 60_000)).toBe('Data per 14.32 WIB');
    expect(teksSalinan('offline', t, t + 60_000)).toBe('Offline — menampilkan data terakhir 14.32 WIB');
    expect(teksSalinan('terkini', t, t + 24 * 3600_000)).toBe('Data per 22 Nov 2026 14.32 WIB');
  });
});
