import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCutProxy, type CutProxy } from '../../test-support/cut-proxy';
import { mulaiServerProses, portBebas, type ServerProses } from '../../test-support/server-proses';
import { type KelasBagan, undiKelasTerbesar } from '../../test-support/undian';
import { CHROMIUM } from './helpers/browser';
import { bukaDariMeja, type Partai, TABLET } from './helpers/meja-skor';

/**
 * The venue hub, as the hall lives it: a laptop (a second server process on 127.0.0.2) takes the competition over
 * from the central server; the internet link between them is cut; two courts run bouts with judges' phones and a
 * scoreboard on the hub, the weigh-in desk weighs, a result is corrected; the hub is killed (SIGKILL) and started
 * again in the middle; the link returns and the central server's public pages equal the hub's, every write once;
 * the competition is handed back and the central server takes venue writes again.
 */

const PONSEL = { width: 390, height: 844 };
let pusat: ServerProses;
let hub: ServerProses;
let link: CutProxy;
let browser: Browser;
let hubDir = '';
let hubPort = 0;
let A = 0;
let tokenPusat = '';
const lap: { id_lapangan: number; email: string; kelas: KelasBagan }[] = [];
const HUB = () => `http://127.0.0.2:${hubPort}`;
const konteks: BrowserContext[] = [];

async function panggil<T>(base: string, pathname: string, init: { method?: string; json?: unknown; token?: string } = {}): Promise<T> {
  const res = await fetch(`${base}/api${pathname}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  const body = (await res.json()) as { data: T; message?: string };
  if (!res.ok) throw new Error(`${pathname} ${res.status} ${JSON.stringify(body)}`);
  return body.data;
}
const login = async (base: string, email: string, password: string) =>
  await panggil<{ token: string; user: { admin_kompetisi?: { id_kompetisi: number } } }>(base, '/auth/login', {
    method: 'POST',
    json: { email, password },
  });

const mulaiHub = () => mulaiServerProses({ ARENA_PERAN: 'hub', ARENA_PUSAT_URL: link.url }, { dataDir: hubDir, port: hubPort });

async function halaman(viewport: { width: number; height: number }, mobile = false): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'id-ID', isMobile: mobile, hasTouch: mobile });
  konteks.push(context);
  return context.newPage();
}

async function masuk(page: Page, email: string, password: string) {
  await page.goto(`${HUB()}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForFunction(() => !!localStorage.getItem('auth_token'));
}

beforeAll(async () => {
  pusat = await mulaiServerProses({});
  link = await startCutProxy(pusat.url);
  hubDir = mkdtempSync(path.join(tmpdir(), 'arena-hub-e2e-'));
  hubPort = await portBebas();
  hub = await mulaiHub();
  const admin = await login(pusat.url, 'kompetisi@arenatkd.demo', 'Kompetisi123!');
  tokenPusat = admin.token;
  A = admin.user.admin_kompetisi!.id_kompetisi;
  const api = <T>(p: string, init: { method?: string; json?: unknown } = {}) => panggil<T>(pusat.url, p, { ...init, token: tokenPusat });
  // Two drawn Kyorugi classes on two courts of the first day, numbered; a court staff account for each.
  const k1 = await undiKelasTerbesar(api, A, (k) => k.kelas.cabang === 'KYORUGI' && k.peserta_count >= 4);
  const k2 = await undiKelasTerbesar(
    api,
    A,
    (k) => k.kelas.cabang === 'KYORUGI' && k.peserta_count >= 4 && k.kelas.id_kelas_kejuaraan !== k1.kelas.id_kelas_kejuaraan,
  );
  const kompetisi = await api<{ tanggal_mulai: string }>(`/kompetisi/${A}`);
  const hari = await api<{ hari: { id_hari: number }[] }>(`/kompetisi/${A}/hari`, {
    method: 'POST',
    json: { tanggal: kompetisi.tanggal_mulai.slice(0, 10) },
  });
  const id_hari = hari.hari[0]!.id_hari;
  for (const [i, kelas] of [k1, k2].entries()) {
    const l = await api<{ hari: { lapangan: { id_lapangan: number }[] }[] }>(`/kompetisi/${A}/lapangan`, {
      method: 'POST',
      json: { id_hari, nama: `Lapangan ${'AB'[i]}`, mulai: '08:00', cabang: 'KYORUGI' },
    });
    lap.push({ id_lapangan: l.hari[0]!.lapangan[i]!.id_lapangan, email: `lapangan-${'ab'[i]}@arenatkd.demo`, kelas });
  }
  await api(`/kompetisi/${A}/jadwal`, {
    method: 'PUT',
    json: { kelas: lap.map((l) => ({ id_kelas_kejuaraan: l.kelas.kelas.id_kelas_kejuaraan, id_lapangan: l.id_lapangan, urutan: 1 })) },
  });
  await api(`/kompetisi/${A}/jadwal/nomor`, { method: 'POST', json: { id_hari } });
  for (const l of lap) {
    await api(`/kompetisi/${A}/petugas`, {
      method: 'POST',
      json: { nama: l.email, email: l.email, password: 'Lapangan123', role: 'PETUGAS_LAPANGAN', id_lapangan: l.id_lapangan },
    });
    const awal = await login(pusat.url, l.email, 'Lapangan123');
    await panggil(pusat.url, '/auth/ganti-password-awal', {
      method: 'POST',
      json: { password_baru: 'MejaLap123', konfirmasi_password: 'MejaLap123' },
      token: awal.token,
    });
  }
  browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-quic'] });
}, 420_000);

afterAll(async () => {
  await browser?.close();
  await hub?.bunuh();
  await link?.close();
  await pusat?.hentikan();
  if (hubDir) rmSync(hubDir, { recursive: true, force: true });
});

const partaiDi = (base: string, token: string, id_lapangan: number) =>
  panggil<{ partai: Partai[] }>(base, `/lapangan/${id_lapangan}/partai`, { token }).then((d) => d.partai);

/** One bout at a court desk of the hub: three judges' phones score B +2, the referee stops it (RSC), the result is kept. */
async function mainkanDenganJuri(meja: Page, token: string, id_lapangan: number, papan?: Page): Promise<Partai> {
  const [p] = (await partaiDi(HUB(), token, id_lapangan))
    .filter((x) => x.sudut_a && x.sudut_b && x.status === 'MENUNGGU')
    .sort((a, b) => a.nomor - b.nomor);
  await bukaDariMeja(meja, p!.nomor, 'Konsol skor');
  const panel = meja.getByRole('region', { name: 'Juri digital' });
  const jawab = meja.waitForResponse((r) => /\/api\/lapangan\/\d+\/juri$/.test(new URL(r.url()).pathname));
  await panel.getByRole('button', { name: 'Tampilkan QR' }).click();
  const kursi = ((await (await jawab).json()) as { data: { juri: { tautan: string }[] } }).data.juri;
  await panel.getByRole('button', { name: 'Sembunyikan QR' }).click();
  const hp: Page[] = [];
  for (const k of kursi) {
    const page = await halaman(PONSEL, true);
    await page.goto(`${HUB()}${k.tautan}`);
    hp.push(page);
  }
  for (const h of hp) await h.locator(`[data-partai-hp="${p!.id_match}"]`).waitFor({ timeout: 20_000 });
  await meja.locator('[data-juri="3"][data-terhubung="1"]').waitFor({ timeout: 20_000 });
  await meja.getByRole('button', { name: 'Mulai ronde 1' }).click();
  for (const h of hp) await h.locator('[data-tombol-juri="aktif"]').waitFor({ timeout: 20_000 });
  for (const h of hp) await h.getByRole('button', { name: 'B +2 Tendangan badan', exact: true }).click();
  await expect.poll(() => meja.locator('[data-skor="B"]').textContent(), { timeout: 20_000 }).toBe('2');
  // The hall's board on the hub follows the mat.
  if (papan) {
    await expect
      .poll(
        () =>
          papan
            .locator(`[data-papan="${p!.id_match}"] [data-skor="B"]`)
            .textContent({ timeout: 1000 })
            .catch(() => null),
        { timeout: 25_000 },
      )
      .toBe('2');
  }
  await meja.getByRole('button', { name: 'RSC' }).click();
  await meja.getByRole('button', { name: 'B menang' }).click();
  await meja.getByRole('button', { name: 'Simpan hasil' }).click();
  await meja.waitForURL(/\/admin-kompetisi\/lapangan$/);
  await expect
    .poll(async () => (await partaiDi(HUB(), token, id_lapangan)).find((x) => x.id_match === p!.id_match)!.status, { timeout: 60_000 })
    .toBe('SELESAI');
  await Promise.all(hp.map((h) => h.context().close()));
  return p!;
}

/** A public answer without the moment it was read (both servers build it at their own time). */
const tanpaWaktu = (x: unknown): unknown =>
  JSON.parse(JSON.stringify(x), (k, v) => (['dibaca_pada', 'dikirim', 'sekarang', 'at', 'eta', 'dibaca'].includes(k) ? undefined : v));

describe('the venue hub runs the hall with the internet cut and hands everything back', () => {
  it('take over, two courts with judges and a board, a weigh-in, a correction, a killed hub, the link back, hand back', async () => {
    // Pairing from the screens: the organiser makes a code on the central server, the laptop's page takes it.
    const panitia = await halaman({ width: 1440, height: 900 });
    await panitia.goto(`${pusat.url}/login`);
    await panitia.getByLabel('Email').fill('kompetisi@arenatkd.demo');
    await panitia.getByLabel('Password', { exact: true }).fill('Kompetisi123!');
    await panitia.getByRole('button', { name: 'Login' }).click();
    await panitia.waitForFunction(() => !!localStorage.getItem('auth_token'));
    await panitia.goto(`${pusat.url}/admin-kompetisi/hub`);
    await panitia.getByRole('button', { name: 'Buat kode pasangan' }).click();
    const kode = ((await panitia.locator('[data-kode]').textContent()) ?? '').trim();
    const laptop = await halaman({ width: 1440, height: 900 });
    await laptop.goto(`${HUB()}/hub`);
    await laptop.getByLabel('Kode pasangan').fill(kode);
    await laptop.getByLabel('Nama hub').fill('Laptop GOR');
    await laptop.getByRole('button', { name: 'Ambil alih kompetisi' }).click();
    await laptop.getByRole('button', { name: 'Kembalikan ke pusat' }).waitFor({ timeout: 120_000 });
    await panitia.reload();
    await panitia.getByRole('heading', { name: /Dikelola hub "Laptop GOR"/ }).waitFor();

    link.cut();
    const tokenHub = (await login(HUB(), 'kompetisi@arenatkd.demo', 'Kompetisi123!')).token;
    const tokenA = (await login(HUB(), lap[0]!.email, 'MejaLap123')).token;
    const tokenB = (await login(HUB(), lap[1]!.email, 'MejaLap123')).token;

    // Court A with its board on the hall's network.
    const papan = await halaman({ width: 1920, height: 1080 });
    await papan.goto(`${HUB()}/event/papan?lapangan=${lap[0]!.id_lapangan}`);
    const mejaA = await halaman(TABLET);
    await masuk(mejaA, lap[0]!.email, 'MejaLap123');
    await mejaA.goto(`${HUB()}/admin-kompetisi/lapangan`);
    await mejaA.getByRole('region', { name: 'Urutan partai' }).waitFor();
    const boutA = await mainkanDenganJuri(mejaA, tokenA, lap[0]!.id_lapangan, papan);

    // The hub laptop crashes and is started again: nothing it committed is lost, nothing sent twice.
    await hub.bunuh();
    hub = await mulaiHub();

    const mejaB = await halaman(TABLET);
    await masuk(mejaB, lap[1]!.email, 'MejaLap123');
    await mejaB.goto(`${HUB()}/admin-kompetisi/lapangan`);
    await mejaB.getByRole('region', { name: 'Urutan partai' }).waitFor();
    const boutB = await mainkanDenganJuri(mejaB, tokenB, lap[1]!.id_lapangan);

    // The weigh-in desk weighs an athlete of the competition.
    const timbang = await halaman(TABLET);
    await masuk(timbang, 'kompetisi@arenatkd.demo', 'Kompetisi123!');
    await timbang.goto(`${HUB()}/admin-kompetisi/penimbangan`);
    await timbang.getByLabel('Nomor kartu peserta').waitFor();
    const meja = timbang.getByLabel('Nama meja');
    if (await meja.isVisible().catch(() => false)) {
      await meja.fill('Meja 1');
      await timbang.getByRole('button', { name: 'Simpan' }).click();
    }
    type Entri = { kode_kartu: string; nama_atlet: string; batas_max: number | null; percobaan: unknown[] };
    const daftar = () => panggil<Entri[]>(HUB(), `/kompetisi/${A}/penimbangan`, { token: tokenHub });
    const e = (await daftar()).find((x) => x.batas_max !== null && x.batas_max < 200)!;
    await timbang.getByLabel('Nomor kartu peserta').fill(e.kode_kartu);
    await timbang.getByLabel('Nomor kartu peserta').press('Enter');
    await timbang.getByRole('heading', { name: e.nama_atlet }).first().waitFor();
    await timbang
      .locator('#berat-timbang')
      .first()
      .fill(((e.batas_max! * 1000 - 400) / 1000).toFixed(1).replace('.', ','));
    await timbang.getByRole('button', { name: 'Timbang', exact: true }).first().click();
    await expect
      .poll(async () => (await daftar()).find((x) => x.kode_kartu === e.kode_kartu)!.percobaan.length, { timeout: 30_000 })
      .toBe(1);

    // The competition admin corrects court A's kept result at the hub, with a reason.
    await panggil(HUB(), `/matches/${boutA.id_match}`, {
      method: 'PUT',
      token: tokenHub,
      json: { skor_a: 12, skor_b: 0, keputusan: 'RSC', alasan: 'Skor akhir dikoreksi wasit' },
    });

    // Meanwhile the central server shows the bouts as they were and refuses venue writes.
    const dariPusat = await partaiDi(pusat.url, tokenPusat, lap[0]!.id_lapangan);
    expect(dariPusat.find((x) => x.id_match === boutA.id_match)!.status).not.toBe('SELESAI');

    // The link returns: the central server catches up.
    link.restore();
    const batas = Date.now() + 60_000;
    for (;;) {
      const k = await panggil<{ tertinggal: number }>(HUB(), '/hub-lokal');
      if (k.tertinggal === 0) break;
      if (Date.now() > batas)
        throw new Error(
          `hub tertinggal: ${JSON.stringify(k)}\n${hub.logs.join('').slice(-3000)}\nPUSAT:\n${pusat.logs.join('').slice(-3000)}`,
        );
      await new Promise((r) => setTimeout(r, 200));
    }
    for (const p of ['jadwal', 'bagan', 'medali']) {
      const [a, b] = await Promise.all([panggil(pusat.url, `/public/kompetisi/${A}/${p}`), panggil(HUB(), `/public/kompetisi/${A}/${p}`)]);
      expect(tanpaWaktu(a), p).toEqual(tanpaWaktu(b));
    }
    const [tp, th] = await Promise.all([
      panggil(pusat.url, `/kompetisi/${A}/penimbangan`, { token: tokenPusat }),
      panggil(HUB(), `/kompetisi/${A}/penimbangan`, { token: tokenHub }),
    ]);
    expect(tanpaWaktu(tp)).toEqual(tanpaWaktu(th));
    for (const bout of [boutA, boutB]) {
      const [a, b] = await Promise.all([
        panggil<{ kejadian: unknown[] }>(pusat.url, `/partai/${bout.id_match}/kejadian`, { token: tokenPusat }),
        panggil<{ kejadian: unknown[] }>(HUB(), `/partai/${bout.id_match}/kejadian`, { token: tokenHub }),
      ]);
      expect(a.kejadian.length).toBeGreaterThan(0);
      expect(tanpaWaktu(a)).toEqual(tanpaWaktu(b));
    }
    const koreksi = (await partaiDi(pusat.url, tokenPusat, lap[0]!.id_lapangan)).find((x) => x.id_match === boutA.id_match)!;
    expect([koreksi.skor_a, koreksi.skor_b]).toEqual([12, 0]);

    // Hand back from the hub's page (the organiser logged in at the hub); the central server takes venue writes again.
    await masuk(laptop, 'kompetisi@arenatkd.demo', 'Kompetisi123!');
    await laptop.goto(`${HUB()}/hub`);
    await laptop.getByRole('button', { name: 'Kembalikan ke pusat' }).click();
    await laptop.getByRole('dialog', { name: 'Kembalikan kompetisi ke pusat?' }).getByRole('button', { name: 'Kembalikan' }).click();
    await laptop.getByText(/Sriwijaya Cup \d{4} sudah dikembalikan ke pusat/).waitFor({ timeout: 60_000 });
    await panitia.reload();
    await panitia.getByRole('heading', { name: 'Selesai (dikembalikan)' }).waitFor();
    const sewa = await panggil<{ sewa: { status: string } }>(pusat.url, `/kompetisi/${A}/hub`, { token: tokenPusat });
    expect(sewa.sewa.status).toBe('selesai');
    const [lagi] = (await partaiDi(pusat.url, tokenPusat, lap[1]!.id_lapangan)).filter(
      (x) => x.status === 'MENUNGGU' && x.sudut_a && x.sudut_b,
    );
    const r = await fetch(`${pusat.url}/api/partai/${lagi!.id_match}/kejadian`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokenPusat}` },
      body: JSON.stringify({
        kejadian: [{ jenis: 'ronde_mulai', ronde: 1, seq: 1, perangkat: 'konsol-pusat', id: 'k1', waktu: 1_764_000_000_000 }],
      }),
    });
    expect(r.status).toBe(200);
  }, 400_000);
});
