import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM } from './helpers/browser';
import { startAppServer, type AppServer } from './helpers/app-server';
import { type KelasBagan, undiKelas } from '../../test-support/undian';

/**
 * A running day whose court B runs late: the day is the competition's first date (weeks ahead, whatever today is)
 * and court A began today, its first bout fought for 45 minutes (the desk's clock, `pada`), so court B — not begun —
 * is expected to take as long per bout and ends far after its plan. The schedule page shows the drift; 'Seimbangkan'
 * proposes moving B's classes to A with each court's end before → after; 'Terapkan' goes through the outbox and the
 * class lands on A with new numbers, on the screen and on the server. Then the court desk of A asks before calling
 * an athlete who finished a bout 3 minutes ago ('Batal' keeps the bout waiting, 'Tetap panggil' calls it).
 */

interface Partai {
  id_match: string;
  nomor: number;
  status: string;
  versi: number;
  ronde: number;
  posisi: number;
  id_kelas_kejuaraan: number;
  sudut_a: { nama: string; id_peserta_kompetisi: number } | null;
  sudut_b: { nama: string; id_peserta_kompetisi: number } | null;
}
interface KelasJadwal {
  id_kelas_kejuaraan: number;
  id_lapangan: number | null;
  nama: string;
}

const TABLET = { width: 1024, height: 768 };
const MENIT = 60_000;
let server: AppServer;
let browser: Browser;
let admin: Page;
let meja: Page;
let token = '';
let id_kompetisi = 0;
let id_hari = 0;
let la = 0;
let lb = 0;
let k1 = 0;

async function api<T>(pathname: string, init: { method?: string; json?: unknown } = {}, tok = token): Promise<T> {
  const res = await fetch(`${server.url}/api${pathname}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${tok}` },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  const body = (await res.json()) as { data: T };
  if (!res.ok) throw new Error(`${pathname} ${res.status} ${JSON.stringify(body)}`);
  return body.data;
}

async function loginApi(email: string, password: string) {
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return ((await res.json()) as { data: { token: string; user: { admin_kompetisi?: { id_kompetisi: number } } } }).data;
}

const partai = (id_lapangan: number) => api<{ partai: Partai[] }>(`/lapangan/${id_lapangan}/partai`).then((d) => d.partai);
const kelasJadwal = () => api<{ kelas: KelasJadwal[] }>(`/kompetisi/${id_kompetisi}/jadwal`).then((j) => j.kelas);
const lalu = (menit: number) => new Date(Date.now() - menit * MENIT).toISOString();

async function loginLayar(page: Page, email: string, password: string) {
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForFunction(() => !!localStorage.getItem('auth_token'));
}

/** With FOTO=dir: the page at a tablet's, a phone's and a desktop's size (to look at), back at the tablet's. */
async function foto(page: Page, nama: string) {
  const dir = process.env.FOTO;
  if (!dir) return;
  for (const [w, h] of [
    [390, 844],
    [1440, 900],
    [1024, 768],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({ path: `${dir}/${nama}-${w}.png`, fullPage: true });
  }
}

/** Until `cek` holds (the server answers after the outbox sent the write). */
async function tunggu<T>(baca: () => Promise<T>, cek: (x: T) => boolean, apa: string): Promise<T> {
  const batas = Date.now() + 30_000;
  for (;;) {
    const x = await baca();
    if (cek(x)) return x;
    if (Date.now() > batas) throw new Error(`${apa}: ${JSON.stringify(x)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

beforeAll(async () => {
  server = await startAppServer();
  const me = await loginApi('kompetisi@arenatkd.demo', 'Kompetisi123!');
  token = me.token;
  id_kompetisi = me.user.admin_kompetisi!.id_kompetisi;
  // Three Kyorugi classes drawn: on court B the largest (it begins) and the smallest (it can move); on court A one
  // well smaller than the largest, so moving B's small class to A ends the day sooner.
  const bagan = await api<{ kelas: KelasBagan[] }>(`/kompetisi/${id_kompetisi}/bagan`);
  const urut = bagan.kelas
    .filter((k) => k.kelas.cabang === 'KYORUGI' && k.peserta_count >= 4)
    .sort((a, b) => b.peserta_count - a.peserta_count);
  const besar = urut[0]!;
  const kecil = urut.at(-1)!;
  const sedang = urut.find((k) => k.peserta_count <= besar.peserta_count - 4 && k !== kecil)!;
  const kelas = [besar, kecil, sedang];
  expect(new Set(kelas).size).toBe(3);
  for (const k of kelas) await undiKelas(api, k);
  k1 = sedang.kelas.id_kelas_kejuaraan;
  const kompetisi = await api<{ tanggal_mulai: string }>(`/kompetisi/${id_kompetisi}`);
  const hari = await api<{ hari: { id_hari: number }[] }>(`/kompetisi/${id_kompetisi}/hari`, {
    method: 'POST',
    json: { tanggal: kompetisi.tanggal_mulai.slice(0, 10) },
  });
  id_hari = hari.hari[0]!.id_hari;
  for (const nama of ['Lapangan A', 'Lapangan B']) {
    await api(`/kompetisi/${id_kompetisi}/lapangan`, { method: 'POST', json: { id_hari, nama, mulai: '08:00', cabang: 'KYORUGI' } });
  }
  const j = await api<{ hari: { lapangan: { id_lapangan: number; nama: string }[] }[] }>(`/kompetisi/${id_kompetisi}/jadwal`);
  const lap = j.hari[0]!.lapangan;
  la = lap.find((l) => l.nama === 'Lapangan A')!.id_lapangan;
  lb = lap.find((l) => l.nama === 'Lapangan B')!.id_lapangan;
  await api(`/kompetisi/${id_kompetisi}/jadwal`, {
    method: 'PUT',
    json: {
      kelas: [
        { id_kelas_kejuaraan: k1, id_lapangan: la, urutan: 1 },
        { id_kelas_kejuaraan: besar.kelas.id_kelas_kejuaraan, id_lapangan: lb, urutan: 1 },
        { id_kelas_kejuaraan: kecil.kelas.id_kelas_kejuaraan, id_lapangan: lb, urutan: 2 },
      ],
    },
  });
  await api(`/kompetisi/${id_kompetisi}/jadwal/pengaturan`, {
    method: 'PUT',
    json: { istirahat_partai: 0, tunggu_detik: 0, menit_kyorugi: 2 },
  });
  await api(`/kompetisi/${id_kompetisi}/jadwal/nomor`, { method: 'POST', json: { id_hari } });
  // The day began today, weeks before its date: court B's first bout called 50 minutes ago, started 45 minutes ago, its
  // result now (planned: 2 minutes); court A's first bout started 40 minutes ago, its result now. Both courts learn the day's
  // bouts take about 40 minutes: B, with the two largest classes, ends far later than A.
  const main = async (id_lapangan: number, panggil: number, mulai: number) => {
    const [p1] = (await partai(id_lapangan)).filter((p) => p.sudut_a && p.sudut_b);
    const dipanggil = await api<Partai>(`/partai/${p1!.id_match}/panggil`, {
      method: 'POST',
      json: { versi: p1!.versi, pada: lalu(panggil) },
    });
    await api(`/partai/${p1!.id_match}/mulai`, { method: 'POST', json: { versi: dipanggil.versi, pada: lalu(mulai) } });
    await api(`/matches/${p1!.id_match}`, { method: 'PUT', json: { skor_a: 5, skor_b: 2 } });
  };
  await main(lb, 50, 45);
  await main(la, 42, 40);

  await api(`/kompetisi/${id_kompetisi}/petugas`, {
    method: 'POST',
    json: { nama: 'Rudi Lapangan', email: 'lapangan@arenatkd.demo', password: 'Lapangan123', role: 'PETUGAS_LAPANGAN', id_lapangan: la },
  });
  const awal = await loginApi('lapangan@arenatkd.demo', 'Lapangan123');
  await api(
    '/auth/ganti-password-awal',
    { method: 'POST', json: { password_baru: 'MejaLapA123', konfirmasi_password: 'MejaLapA123' } },
    awal.token,
  );

  browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-quic'] });
  admin = await (await browser.newContext({ viewport: TABLET, locale: 'id-ID' })).newPage();
  await loginLayar(admin, 'kompetisi@arenatkd.demo', 'Kompetisi123!');
  meja = await (await browser.newContext({ viewport: TABLET, locale: 'id-ID' })).newPage();
  await loginLayar(meja, 'lapangan@arenatkd.demo', 'MejaLapA123');
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  server?.cleanup();
});

describe('a day that runs late', () => {
  it("shows court B's drift; 'Seimbangkan' proposes moving its classes with each court's end before → after; 'Terapkan' moves them", async () => {
    const sebelumA = await partai(la);
    const sebelumB = await partai(lb);
    await admin.goto(`${server.url}/admin-kompetisi/jadwal`);
    const selisih = admin.getByRole('region', { name: 'Selisih lapangan terhadap rencana' });
    await selisih.waitFor({ timeout: 30_000 });
    const lambat = selisih.getByText(/^Lapangan B: \+\d+ menit$/);
    await lambat.waitFor();
    expect(await lambat.getAttribute('class')).toMatch(/badge-warning/);
    await foto(admin, 'selisih');

    await selisih.getByRole('button', { name: 'Seimbangkan' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Seimbangkan lapangan' });
    await dialog.waitFor();
    await foto(admin, 'usulan');
    const usulan = await api<{
      pindah: { id_kelas_kejuaraan: number; nama_kelas: string; dari: number; ke: number; jumlah_partai: number }[];
    }>(`/kompetisi/${id_kompetisi}/jadwal/seimbangkan?id_hari=${id_hari}`);
    expect(usulan.pindah.length, JSON.stringify(usulan)).toBeGreaterThan(0);
    expect(usulan.pindah.every((p) => p.dari === lb && p.ke === la)).toBe(true);
    const daftar = dialog.getByRole('list', { name: 'Kelas yang dipindah' });
    for (const p of usulan.pindah) {
      await daftar.getByText(`${p.nama_kelas} (${p.jumlah_partai} partai): Lapangan B → Lapangan A`).waitFor();
    }
    const akhir = dialog.getByRole('table', { name: 'Perkiraan selesai tiap lapangan' });
    for (const nama of ['Lapangan A', 'Lapangan B']) {
      expect(await akhir.getByRole('row', { name: new RegExp(`^${nama}`) }).textContent()).toMatch(/→/);
    }

    await dialog.getByRole('button', { name: 'Terapkan' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const dipindah = new Set(usulan.pindah.map((p) => p.id_kelas_kejuaraan));
    // The server holds the moves: the classes on A, their bouts numbered after A's own, A's own untouched.
    const kelas = await tunggu(
      kelasJadwal,
      (ks) => ks.filter((k) => dipindah.has(k.id_kelas_kejuaraan)).every((k) => k.id_lapangan === la),
      'kelas',
    );
    const sesudahA = await partai(la);
    const tetap = new Map(sebelumA.map((p) => [p.id_match, p.nomor]));
    for (const p of sesudahA.filter((x) => tetap.has(x.id_match))) expect(p.nomor).toBe(tetap.get(p.id_match));
    const baru = sesudahA.filter((p) => !tetap.has(p.id_match));
    const pindahan = new Set(sebelumB.filter((p) => dipindah.has(p.id_kelas_kejuaraan)).map((p) => p.id_match));
    expect(new Set(baru.map((p) => p.id_match))).toEqual(pindahan);
    expect(baru.map((p) => p.nomor).sort((a, b) => a - b)).toEqual(baru.map((_, i) => sebelumA.length + i + 1));
    // The schedule page follows: each moved class is listed on A, with its numbered bouts.
    await foto(admin, 'diterapkan');
    const diA = admin.getByRole('list', { name: 'Kelas di Lapangan A' });
    for (const k of kelas.filter((x) => dipindah.has(x.id_kelas_kejuaraan))) {
      const baris = diA.getByRole('listitem').filter({ hasText: k.nama });
      await baris.waitFor();
      const n = baru.filter((p) => p.id_kelas_kejuaraan === k.id_kelas_kejuaraan).length;
      await baris.getByText(new RegExp(`${n} bernomor`)).waitFor();
    }
  });
});

describe("the court desk's rest warning", () => {
  it("asks before calling an athlete who finished a bout 3 minutes ago: 'Batal' keeps the bout waiting, 'Tetap panggil' calls it", async () => {
    // Rest: 2 bouts of 5 minutes. A second-round bout of class 1 whose feeders have not run: the first feeder ends
    // (a no-show) 30 minutes ago, the last one 3 minutes ago.
    await api(`/kompetisi/${id_kompetisi}/jadwal/pengaturan`, { method: 'PUT', json: { istirahat_partai: 2, menit_kyorugi: 5 } });
    const semua = (await partai(la)).filter((p) => p.id_kelas_kejuaraan === k1);
    const pengumpan = (t: Partai) => semua.filter((p) => p.ronde === t.ronde - 1 && Math.ceil(p.posisi / 2) === t.posisi);
    const target = semua
      .filter((t) => t.status === 'MENUNGGU')
      .sort((a, b) => a.nomor - b.nomor)
      .find((t) => {
        const f = pengumpan(t);
        return f.length > 0 && f.every((p) => p.status === 'MENUNGGU' && p.sudut_a && p.sudut_b);
      });
    expect(target).toBeDefined();
    const f = pengumpan(target!).sort((a, b) => a.nomor - b.nomor);
    for (const [i, p] of f.entries()) {
      const pada = lalu(i === f.length - 1 ? 3 : 30);
      const dipanggil = await api<Partai>(`/partai/${p.id_match}/panggil`, { method: 'POST', json: { versi: p.versi, pada } });
      await api(`/partai/${p.id_match}/tidak-hadir`, { method: 'POST', json: { versi: dipanggil.versi, sudut_tidak_hadir: 'R', pada } });
    }
    const terakhir = f[f.length - 1]!;
    const t = (await partai(la)).find((p) => p.id_match === target!.id_match)!;
    expect(t.sudut_a && t.sudut_b).toBeTruthy();

    await meja.goto(`${server.url}/admin-kompetisi/lapangan`);
    await meja.getByRole('region', { name: 'Urutan partai' }).waitFor({ timeout: 30_000 });
    await meja.locator(`tr[data-partai="${t.nomor}"]`).click();
    const kartu = meja.locator(`article[data-partai="${t.nomor}"]`).first();
    await kartu.getByRole('button', { name: 'Panggil' }).click();
    // The day is weeks ahead: the desk asks once about that first.
    const hariLain = meja.getByRole('dialog', { name: 'Jadwal hari lain' });
    await hariLain.waitFor();
    await hariLain.getByRole('button', { name: 'Tetap jalankan' }).click();
    const istirahat = meja.getByRole('dialog', { name: 'Istirahat atlet belum cukup' });
    await istirahat.waitFor();
    await foto(meja, 'istirahat');
    expect((await istirahat.textContent()) ?? '').toContain(
      `Atlet ${terakhir.sudut_a!.nama} selesai partai A-${terakhir.nomor} 3 menit lalu. Tetap panggil?`,
    );
    await istirahat.getByRole('button', { name: 'Batal' }).click();
    await istirahat.waitFor({ state: 'hidden' });
    await meja.locator(`article[data-partai="${t.nomor}"][data-status="MENUNGGU"]`).first().waitFor();
    expect((await partai(la)).find((p) => p.id_match === t.id_match)!.status).toBe('MENUNGGU');

    await kartu.getByRole('button', { name: 'Panggil' }).click();
    await istirahat.waitFor();
    expect(await meja.getByRole('dialog', { name: 'Jadwal hari lain' }).isVisible()).toBe(false);
    await istirahat.getByRole('button', { name: 'Tetap panggil' }).click();
    await meja.locator(`article[data-partai="${t.nomor}"][data-status="DIPANGGIL"]`).first().waitFor();
    await tunggu(
      () => partai(la),
      (ps) => ps.find((p) => p.id_match === t.id_match)?.status === 'DIPANGGIL',
      'dipanggil',
    );
  });
});
