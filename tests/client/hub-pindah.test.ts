import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { send, setApiOrigin } from '../../src/client/data/api';
import { keJaringanLokal, ruangAlamat } from '../../src/client/data/api-url';
import type { ArenaDatabase } from '../../src/client/data/db';
import { bacaAntrean, cobaHub, hubPerangkat, pindahServer, rapikanAlamatHub, simpanHub } from '../../src/client/data/hub';
import { ikutiLive, type KeadaanLive, type Perubahan } from '../../src/client/data/live';
import { enqueueWrite } from '../../src/client/data/outbox';
import { createReplayer } from '../../src/client/data/replayer';
import { probeServer } from '../../src/client/data/sync/probe';
import { freshDb } from '../../test-support/fresh-db';
import { startGateProxy, until, type GateProxy } from '../../test-support/gate-proxy';
import { installMemoryStorage } from '../../test-support/memory-storage';
import { startRealServer, type RealServer } from '../../test-support/real-server';
import { PASSWORD, makeKompetisi } from '../server/helpers/fixtures';
import { makePanitia } from '../server/helpers/peserta';

/**
 * A device and a venue hub: every call to a hub on the hall's network asks for Chrome's Local Network Access
 * (`targetAddressSpace: 'local'`, 'loopback' on this machine), the live stream too; a device changes servers only with nothing on its way, and the
 * writes the old server refused as the other's ('dikelola_hub') go to the new one, under new keys.
 */

let server: RealServer;
let gate: GateProxy;
let id_kompetisi = 0;
let tokenPanitia = '';
const realFetch = globalThis.fetch;
/** Every fetch the client made: its URL and the address space it asked for (none: undefined). */
const dipanggil: { url: string; ruang: string | undefined }[] = [];

beforeAll(async () => {
  installMemoryStorage();
  server = await startRealServer();
  gate = await startGateProxy(server.url);
  id_kompetisi = (await makeKompetisi(server.open.db)).id_kompetisi;
  await makePanitia(server.open.db, 'panitia.hub@contoh.id', id_kompetisi);
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'panitia.hub@contoh.id', password: PASSWORD }),
  });
  tokenPanitia = ((await login.json()) as { data: { token: string } }).data.token;
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    dipanggil.push({ url, ruang: (init as { targetAddressSpace?: string } | undefined)?.targetAddressSpace });
    return realFetch(input, init);
  };
});
afterEach(() => {
  simpanHub(null);
  dipanggil.length = 0;
});
afterAll(async () => {
  globalThis.fetch = realFetch;
  setApiOrigin('');
  await gate.close();
  await server.close();
});

async function tulis(db: ArenaDatabase, n: number) {
  return enqueueWrite(db, {
    method: 'PUT',
    kind: 'uji',
    path: `/dojang/${n}`,
    body: { alamat: `Jl. ${n}` },
    ownerId: 1,
    label: `Ubah dojang ${n}`,
    entityKey: `dojang:${n}`,
  });
}

describe('calls to a venue hub ask for the local network', () => {
  it("a hub on the hall's network is 'local', one on this machine 'loopback'", () => {
    expect(ruangAlamat('http://192.168.1.10:3000')).toBe('local');
    expect(ruangAlamat('http://hub-venue.lan')).toBe('local');
    expect(ruangAlamat('http://127.0.0.2:3000')).toBe('loopback');
    expect(ruangAlamat('http://localhost:3000')).toBe('loopback');
    expect(ruangAlamat('http://[::1]:3000')).toBe('loopback');
  });

  it('the API, the reachability probe and the live stream carry targetAddressSpace; the central server none', async () => {
    setApiOrigin(gate.url);
    expect((await send('/status')).status).toBe(200);
    expect(await probeServer()).toBe(true);
    expect(dipanggil.length).toBeGreaterThanOrEqual(2);
    expect(dipanggil.every((c) => c.ruang === undefined)).toBe(true);

    dipanggil.length = 0;
    simpanHub(gate.url);
    expect(keJaringanLokal()).toBe(true);
    expect(hubPerangkat()?.asal).toBe(gate.url);
    expect((await send('/status')).status).toBe(200);
    expect(await probeServer()).toBe(true);
    expect(dipanggil.filter((c) => c.url.startsWith(gate.url)).map((c) => c.ruang)).toEqual(['loopback', 'loopback']);

    // The live stream is read with fetch (an EventSource cannot ask for it) and hears a change the server publishes
    // (straight to the server: closing the stream then closes its connection).
    simpanHub(server.url);
    const didengar: Perubahan[] = [];
    const keadaan: KeadaanLive[] = [];
    const berhenti = ikutiLive(
      id_kompetisi,
      (p) => didengar.push(p),
      (k) => keadaan.push(k),
    );
    try {
      await until(() => keadaan.includes('langsung'));
      expect(dipanggil.some((c) => c.url === `${server.url}/api/public/kompetisi/${id_kompetisi}/live` && c.ruang === 'loopback')).toBe(
        true,
      );
      const ubah = await realFetch(`${server.url}/api/kompetisi/${id_kompetisi}`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${tokenPanitia}` },
        body: JSON.stringify({ deskripsi: 'Diubah saat hub tersambung' }),
      });
      expect(ubah.status).toBe(200);
      await until(() => didengar.some((p) => p.resource !== '*' && p.id_kompetisi === id_kompetisi));
    } finally {
      berhenti();
    }

    simpanHub(null);
    expect(keJaringanLokal()).toBe(false);
  });

  it('a hub address is an origin; the central server is not a hub; no answer says how to go round', async () => {
    expect(rapikanAlamatHub(' 192.168.1.10:3000/hub ')).toBe('http://192.168.1.10:3000');
    expect(rapikanAlamatHub('https://hub.local')).toBe('https://hub.local');
    expect(rapikanAlamatHub('ftp://x')).toBeNull();
    expect(rapikanAlamatHub('')).toBeNull();

    const pusat = await cobaHub(gate.url);
    expect(pusat).toMatchObject({ ok: false, alasan: 'bukan_hub' });
    expect(dipanggil.find((c) => c.url === `${gate.url}/api/server/keadaan`)?.ruang).toBe('loopback');

    gate.mode = 'down';
    try {
      const mati = await cobaHub(gate.url, 2_000);
      expect(mati).toMatchObject({ ok: false, alasan: 'tak_terjangkau' });
      expect(mati.ok ? '' : mati.pesan).toContain('Buka alamat hub langsung');
    } finally {
      gate.mode = 'up';
    }
  });
});

describe('switching servers', () => {
  it('is refused while a write is on its way; nothing changes', async () => {
    const db = freshDb();
    await tulis(db, 1);
    let keluar = 0;
    const hasil = await pindahServer(db, gate.url, async () => {
      keluar += 1;
    });
    expect(hasil.ok).toBe(false);
    expect(hasil.ok ? '' : hasil.pesan).toContain('1 perubahan di perangkat ini masih menunggu dikirim ke server pusat');
    expect(keluar).toBe(0);
    expect(hubPerangkat()).toBeNull();
    expect(keJaringanLokal()).toBe(false);
  });

  it("moves with an empty queue; writes refused with 'dikelola_hub' go to the hub under new keys, other refusals stay", async () => {
    const db = freshDb();
    const milikHub = await tulis(db, 2);
    const lain = await tulis(db, 3);
    await db.outbox.update(milikHub.id, { status: 'rejected', lastStatus: 423, lastKode: 'dikelola_hub', lastError: 'dikelola hub' });
    await db.outbox.update(lain.id, { status: 'rejected', lastStatus: 422, lastKode: 'validasi', lastError: 'tidak valid' });
    expect(await bacaAntrean(db)).toEqual({ menunggu: 0, milikServerLain: 1 });

    let keluar = 0;
    const hasil = await pindahServer(db, gate.url, async () => {
      keluar += 1;
    });
    expect(hasil).toEqual({ ok: true, dikirimUlang: 1 });
    expect(keluar).toBe(1);
    expect(hubPerangkat()?.asal).toBe(gate.url);

    const rows = await db.outbox.toArray();
    const dikirim = rows.find((e) => e.entityKey === 'dojang:2');
    expect(dikirim).toMatchObject({ status: 'pending', attempts: 0 });
    expect(dikirim?.id).not.toBe(milikHub.id);
    expect(rows.find((e) => e.entityKey === 'dojang:3')).toMatchObject({ id: lain.id, status: 'rejected', lastKode: 'validasi' });

    // The replayer sends it to the hub, asking for the local network, with its new key.
    const report = await createReplayer({ db, ownerId: () => 1 }).run();
    expect(report.held.length + report.rejected.length + report.delivered.length).toBeGreaterThan(0);
    expect(gate.log.some((r) => r.method === 'PUT' && r.path === '/api/dojang/2' && r.key === dikirim?.id)).toBe(true);
    expect(gate.log.some((r) => r.key === milikHub.id)).toBe(false);
    expect(dipanggil.find((c) => c.url === `${gate.url}/api/dojang/2`)?.ruang).toBe('loopback');

    // Back to the central server: the same rule, nothing of the hub's kept.
    await db.outbox.clear();
    const balik = await pindahServer(db, null, async () => undefined);
    expect(balik).toEqual({ ok: true, dikirimUlang: 0 });
    expect(hubPerangkat()).toBeNull();
    expect(keJaringanLokal()).toBe(false);
  });
});
