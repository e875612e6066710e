// The venue hub benches' servers: `npm start` (src/server/start.ts) in processes of their own, on loopback only —
// the central server on 127.0.0.1, the hub on 127.0.0.2 (the hall's network stands on loopback) — each over its
// own data folder, which is kept after the process ends so the bench can open its database and compare.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPglite } from '../../src/server/db/client';
import type { OpenDb } from '../../src/server/db/types';

export interface Proses {
  /** http://<host>:<port> */
  url: string;
  dataDir: string;
  logs: string[];
  /** SIGTERM and wait: the server closes its database cleanly. The data folder stays. */
  hentikan(): Promise<void>;
  /** The data folder's embedded database, opened here (after hentikan). */
  bukaDb(): Promise<OpenDb>;
  /** Removes the data folder. */
  buang(): void;
}

async function portBebas(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, host, () => {
      const a = s.address();
      const port = typeof a === 'object' && a ? a.port : 0;
      s.close(() => resolve(port));
    });
  });
}

/**
 * `npm start` with `env` over `dataDir` (a fresh folder when absent); answers once `GET <host>/api/status` does.
 * The server listens on every interface of this machine; the bench speaks to it only at `host` (loopback).
 */
export async function mulaiProses(opts: {
  host: string;
  env?: Record<string, string>;
  dataDir?: string;
  /** Node's own flags, e.g. ['--cpu-prof'] to profile the server. */
  nodeArgs?: string[];
}): Promise<Proses> {
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'arena-bench-hub-'));
  const port = await portBebas(opts.host);
  const url = `http://${opts.host}:${port}`;
  const logs: string[] = [];
  const child = spawn(process.execPath, [...(opts.nodeArgs ?? []), '--import', 'tsx', 'src/server/start.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SKIP_CLIENT_BUILD: '1',
      DATABASE_URL: '',
      PORT: String(port),
      DATA_DIR: dataDir,
      // The address devices are shown for this server (else the hub lists this machine's network cards).
      APP_URL: url,
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => logs.push(d.toString()));
  child.stderr?.on('data', (d: Buffer) => logs.push(d.toString()));
  const keluar = new Promise<void>((r) => child.once('exit', () => r()));
  const batas = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server berhenti sebelum siap:\n${logs.join('')}`);
    const siap = await fetch(`${url}/api/status`).then(
      (r) => r.ok,
      () => false,
    );
    if (siap) break;
    if (Date.now() > batas) throw new Error(`server tidak siap dalam 120 detik:\n${logs.join('')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    dataDir,
    logs,
    async hentikan() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await keluar;
    },
    bukaDb: () => openPglite(join(dataDir, 'pglite')),
    buang: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** A venue hub of `pusatUrl` (ARENA_PERAN=hub) on 127.0.0.2, over a fresh data folder. */
export const mulaiHub = (pusatUrl: string, nodeArgs?: string[]) =>
  mulaiProses({ host: '127.0.0.2', env: { ARENA_PERAN: 'hub', ARENA_PUSAT_URL: pusatUrl }, nodeArgs });

export interface AmbilAlih {
  id_kompetisi: number;
  nama_kompetisi: string;
  baris: number;
  berkas: number;
  byte: number;
  detik: number;
}

/**
 * Pairs the hub with competition `k` as a person does: the competition's admin makes the code on the central
 * server ('Hub venue'), the hub takes over with it (POST /api/hub-lokal/ambil). Answers the take-over's report and
 * the time from sending the code to the answer.
 */
export async function pasangHub(pusatUrl: string, tokenAdmin: string, k: number, hubUrl: string): Promise<AmbilAlih & { ms: number }> {
  const kode = await fetch(`${pusatUrl}/api/kompetisi/${k}/hub`, { method: 'POST', headers: { authorization: `Bearer ${tokenAdmin}` } });
  const kb = (await kode.json()) as { data: { kode: string }; message?: string };
  if (kode.status !== 201) throw new Error(`kode hub ${kode.status} ${kb.message}`);
  const t0 = performance.now();
  const r = await fetch(`${hubUrl}/api/hub-lokal/ambil`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ kode: kb.data.kode, nama_hub: 'Laptop GOR (bench)' }),
  });
  const b = (await r.json()) as { data: AmbilAlih; message?: string };
  if (r.status !== 200) throw new Error(`ambil alih ${r.status} ${b.message}`);
  return { ...b.data, ms: performance.now() - t0 };
}

export interface KeadaanHub {
  tersambung: boolean;
  tertinggal: number;
  status: string;
  galat_terakhir: string | null;
  ditolak: unknown[];
}

export async function keadaanHub(hubUrl: string): Promise<KeadaanHub> {
  const r = await fetch(`${hubUrl}/api/hub-lokal`);
  return ((await r.json()) as { data: KeadaanHub }).data;
}

/** Polls `cek` every 20 ms until it holds (or `ms` pass). */
export async function tungguSampai(cek: () => Promise<boolean>, ms: number, apa: string): Promise<void> {
  const akhir = Date.now() + ms;
  while (!(await cek())) {
    if (Date.now() > akhir) throw new Error(`tidak tercapai dalam ${ms / 1000} s: ${apa}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
