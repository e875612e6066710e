import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/rows';
import type { Db } from '../../src/server/db/types';
import { PASSWORD } from './helpers/fixtures';
import { useTestHub } from './helpers/hub';
import { useTestServer } from './helpers/server';
import { hariSiap, partaiLapangan } from './jadwal-fixtures';

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
  return queryRows(db, sql`select * from ${sql.identifier(tabel)} order by ${sql.raw(urut)}`);
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
    // Personal data the venue does not need stays at the central server.
    const [nik] = await queryRows<{ n: number }>(h.db, sql`select count(*)::int as n from atlet where nik is not null`);
    expect(nik!.n).toBe(0);
    // Another competition is not there.
    const [lain] = await queryRows<{ n: number }>(h.db, sql`select count(*)::int as n from kompetisi`);
    expect(lain!.n).toBe(1);
  });
});
