import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Download } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { susunMatches } from '../../src/domain/bagan/susun';
import { undiBagan } from '../../src/domain/bagan/undian';
import { teksPdf } from './helpers/pdf-text';
import { useAppSuite } from './helpers/suite';

const t = useAppSuite('kartu-piagam', { width: 820, height: 1180 });

async function tokenOf(email: string, password: string): Promise<string> {
  const res = await fetch(`${t.server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

async function api<T>(token: string, path: string, init: { method?: string; json?: unknown } = {}): Promise<T> {
  const res = await fetch(`${t.server.url}/api${path}`, {
    method: init.method ?? 'GET',
    headers: { Authorization: `Bearer ${token}`, ...(init.json ? { 'Content-Type': 'application/json' } : {}) },
    body: init.json ? JSON.stringify(init.json) : undefined,
  });
  const body = (await res.json()) as { data: T; message?: string };
  if (!res.ok) throw new Error(`${path}: ${res.status} ${body.message}`);
  return body.data;
}

async function unduh(klik: () => Promise<void>): Promise<Uint8Array> {
  const [download] = await Promise.all([t.page.waitForEvent('download', { timeout: 120_000 }) as Promise<Download>, klik()]);
  return new Uint8Array(await readFile(await download.path()));
}

interface Kelas {
  kelas: { id_kelas_kejuaraan: number };
  peserta_count: number;
  peserta: { id_peserta_kompetisi: number; id_dojang: number; status: string }[];
}
interface Match {
  id_match: string;
  id_peserta_a: number | null;
  id_peserta_b: number | null;
  id_pemenang: number | null;
  versi: number;
}

describe("ID cards of a dojang and a certificate's verification page", () => {
  it("a coach downloads its dojang's ID cards on DATA KOMPETISI: the PDF opens with one card per entry member and the coach", async () => {
    const id = ((await (await fetch(`${t.server.url}/api/kompetisi`)).json()) as { data: { id_kompetisi: number }[] }).data[0].id_kompetisi;
    await t.page.goto(`${t.server.url}/login`);
    await t.page.getByLabel('Email').fill('pelatih1@arenatkd.demo');
    await t.page.getByLabel('Password', { exact: true }).fill('Pelatih123!');
    await t.page.getByRole('button', { name: 'Login' }).click();
    await t.page.waitForFunction(() => !!localStorage.getItem('auth_token'));
    const kartu = await api<{ kartu: { nama: string; kode: string; jenis: string }[] }>(await t.token(), `/kompetisi/${id}/kartu`);
    expect(kartu.kartu.length).toBeGreaterThan(1);
    await t.page.goto(`${t.server.url}/dashboard/dataKompetisi/${id}`);
    const tombol = t.page.getByRole('button', { name: `Unduh PDF kartu (${kartu.kartu.length})` });
    await tombol.waitFor({ timeout: 60_000 });
    const { halaman, isi } = await teksPdf(await unduh(() => tombol.click()));
    expect(halaman).toBe(Math.ceil(kartu.kartu.length / 10));
    expect(isi.match(/No\. /g)?.length).toBe(kartu.kartu.length);
    for (const k of kartu.kartu) expect(isi).toContain(`No. ${k.kode}`);
    expect(isi.match(/PELATIH/g)?.length).toBe(1);
  });

  it("after a class's final the competition admin prints its certificates and a Juara 1's QR page verifies", async () => {
    const admin = await tokenOf('kompetisi@arenatkd.demo', 'Kompetisi123!');
    const id = ((await (await fetch(`${t.server.url}/api/kompetisi`)).json()) as { data: { id_kompetisi: number }[] }).data[0].id_kompetisi;
    const bagan = await api<{ kelas: Kelas[] }>(admin, `/kompetisi/${id}/bagan`);
    const kelas = bagan.kelas.filter((k) => k.peserta_count >= 2).sort((a, b) => a.peserta_count - b.peserta_count)[0];
    const peserta = kelas.peserta.filter((p) => p.status === 'APPROVED');
    const undian = undiBagan(
      peserta.map((p) => ({ id: p.id_peserta_kompetisi, id_dojang: p.id_dojang })),
      { seed: null },
    );
    const matches = susunMatches(
      undian,
      Array.from({ length: undian.ukuran - 1 }, () => randomUUID()),
    );
    let d = await api<{ bagan: { matches: Match[] } }>(admin, '/brackets', {
      method: 'POST',
      json: {
        id_kelas_kejuaraan: kelas.kelas.id_kelas_kejuaraan,
        participants: peserta.map((p) => p.id_peserta_kompetisi),
        seed: null,
        unggulan: [],
        versi_sebelumnya: null,
        matches: matches.map(({ id_match, ronde, posisi, id_peserta_a, id_peserta_b }) => ({
          id_match,
          ronde,
          posisi,
          id_peserta_a,
          id_peserta_b,
        })),
      },
    });
    for (
      let m = d.bagan.matches.find((x) => x.id_peserta_a && x.id_peserta_b && !x.id_pemenang);
      m;
      m = d.bagan.matches.find((x) => x.id_peserta_a && x.id_peserta_b && !x.id_pemenang)
    ) {
      d = await api(admin, `/matches/${m.id_match}`, { method: 'PUT', json: { skor_a: 5, skor_b: 2, versi: m.versi } });
    }

    await t.page.evaluate(() => localStorage.clear());
    await t.page.goto(`${t.server.url}/login`);
    await t.page.getByLabel('Email').fill('kompetisi@arenatkd.demo');
    await t.page.getByLabel('Password', { exact: true }).fill('Kompetisi123!');
    await t.page.getByRole('button', { name: 'Login' }).click();
    await t.page.waitForFunction(() => !!localStorage.getItem('auth_token'));
    await t.page.goto(`${t.server.url}/admin-kompetisi/piagam`);
    await t.page.getByLabel('Kelas').selectOption(String(kelas.kelas.id_kelas_kejuaraan));
    const tombol = t.page.getByRole('button', { name: /Unduh PDF piagam \([1-9]/ });
    await tombol.waitFor();
    const { isi } = await teksPdf(await unduh(() => tombol.click()));
    expect(isi).toContain('PIAGAM PENGHARGAAN');
    expect(isi).toContain('Juara 1');
    const kode = /No\. (\S+)/.exec(isi)![1];

    await t.page.goto(`${t.server.url}/verifikasi/${kode}`);
    await t.page.getByText('Piagam terverifikasi').waitFor();
    await t.page.getByText('Juara 1').first().waitFor();
    const palsu = `${kode.slice(0, -1)}${kode.endsWith('A') ? 'B' : 'A'}`;
    await t.page.goto(`${t.server.url}/verifikasi/${palsu}`);
    await t.page.getByText('Piagam tidak sah', { exact: true }).waitFor();
  });
});
