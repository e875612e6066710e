import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCutProxy, type CutProxy } from '../../test-support/cut-proxy';
import { useAppSuite } from './helpers/suite';
import { type KelasBagan, undiKelas } from '../../test-support/undian';

/**
 * The public schedule /event/jadwal on a phone is a light page of its own (no React app): it shows the courts,
 * finds an athlete's or a dojang's bouts, and — opened once, then the venue wifi gone — shows the kept copy with
 * its time on a reload, and turns current again by itself once the server answers. Its ?layar=1 is the hall
 * screen, and the React site's 'Jadwal' link opens it.
 */
const t = useAppSuite('jadwal-ringan');
let net: CutProxy;
let token = '';
let id_kompetisi = 0;

interface Sudut {
  nama: string;
  nama_dojang: string | null;
}
interface Partai {
  id_match: string;
  nomor: number;
  sudut_a: Sudut | null;
  sudut_b: Sudut | null;
}

async function api<T>(pathname: string, init: { method?: string; json?: unknown } = {}): Promise<T> {
  const res = await fetch(`${t.server.url}/api${pathname}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  const body = (await res.json()) as { data: T };
  if (!res.ok) throw new Error(`${pathname} ${res.status} ${JSON.stringify(body)}`);
  return body.data;
}

/** Bouts whose athlete or dojang name holds `q` (what the page's search promises). */
const cocok = (partai: Partai[], q: string) =>
  partai.filter((p) =>
    [p.sudut_a, p.sudut_b].some((s) => s && `${s.nama}\n${s.nama_dojang ?? ''}`.toLowerCase().includes(q.toLowerCase())),
  );

beforeAll(async () => {
  net = await startCutProxy(t.server.url);
  const login = await fetch(`${t.server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'kompetisi@arenatkd.demo', password: 'Kompetisi123!' }),
  });
  const me = ((await login.json()) as { data: { token: string; user: { admin_kompetisi: { id_kompetisi: number } } } }).data;
  token = me.token;
  id_kompetisi = me.user.admin_kompetisi.id_kompetisi;
  // Two Kyorugi classes drawn, on one court of the first day, bouts numbered.
  const bagan = await api<{ kelas: KelasBagan[] }>(`/kompetisi/${id_kompetisi}/bagan`);
  const kelas = bagan.kelas
    .filter((k) => k.kelas.cabang === 'KYORUGI' && k.peserta_count >= 4)
    .sort((a, b) => b.peserta_count - a.peserta_count)
    .slice(0, 2);
  for (const k of kelas) {
    await undiKelas(api, k);
  }
  const kompetisi = await api<{ tanggal_mulai: string }>(`/kompetisi/${id_kompetisi}`);
  const hari = await api<{ hari: { id_hari: number }[] }>(`/kompetisi/${id_kompetisi}/hari`, {
    method: 'POST',
    json: { tanggal: kompetisi.tanggal_mulai.slice(0, 10) },
  });
  const id_hari = hari.hari[0]!.id_hari;
  const l = await api<{ hari: { lapangan: { id_lapangan: number }[] }[] }>(`/kompetisi/${id_kompetisi}/lapangan`, {
    method: 'POST',
    json: { id_hari, nama: 'Lapangan A', mulai: '08:00', cabang: 'KYORUGI' },
  });
  const id_lapangan = l.hari[0]!.lapangan[0]!.id_lapangan;
  await api(`/kompetisi/${id_kompetisi}/jadwal`, {
    method: 'PUT',
    json: { kelas: kelas.map((k, i) => ({ id_kelas_kejuaraan: k.kelas.id_kelas_kejuaraan, id_lapangan, urutan: i + 1 })) },
  });
  await api(`/kompetisi/${id_kompetisi}/jadwal/nomor`, { method: 'POST', json: { id_hari } });
});
afterAll(async () => {
  await net?.close();
});

const partaiPublik = () =>
  api<{ lapangan: { partai: Partai[] }[] }>(`/public/kompetisi/${id_kompetisi}/jadwal`).then((j) => j.lapangan.flatMap((x) => x.partai));

describe('the light public schedule', () => {
  it("shows the courts without loading the React app, and finds an athlete's and a dojang's bouts", async () => {
    const { page } = t;
    await page.goto(`${net.url}/event/jadwal`);
    const lapangan = page.getByRole('article', { name: 'Lapangan A' });
    await lapangan.waitFor();
    const partai = await partaiPublik();
    await lapangan.getByText(`0/${partai.length} selesai`).waitFor();
    await lapangan.locator('li[data-status="MENUNGGU"]').first().getByText('Bersiap').waitFor();
    expect(await page.locator('#root').count()).toBe(0);
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((n) => n.endsWith('.js')),
    );
    expect(scripts.filter((n) => /framework|site-/.test(n))).toEqual([]);

    const bout = partai.find((p) => p.sudut_a && p.sudut_b)!;
    const cari = page.getByRole('searchbox', { name: 'Cari atlet atau dojang' });
    const hasil = page.getByRole('region', { name: 'Hasil pencarian' });
    for (const q of [bout.sudut_a!.nama, bout.sudut_b!.nama_dojang!]) {
      const expected = cocok(partai, q);
      await cari.fill(q);
      await hasil.getByRole('heading', { name: `${expected.length} partai untuk “${q}”` }).waitFor();
      expect(
        (await hasil.locator('li[data-partai]').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-partai'))))).sort(
          (a, b) => a - b,
        ),
      ).toEqual(
        expected
          .map((p) => p.nomor)
          .slice(0, 50)
          .sort((a, b) => a - b),
      );
    }
    await cari.fill('');
    await hasil.waitFor({ state: 'hidden' });
  });

  it('opened once, then the wifi gone: a reload shows the kept copy with its time; it turns current by itself', async () => {
    const { page } = t;
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    await page.getByRole('article', { name: 'Lapangan A' }).waitFor();
    await page.locator('#salinan[data-salinan="terkini"]').waitFor();

    net.cut();
    await page.reload();
    const salinan = page.locator('#salinan[data-salinan="offline"]');
    await salinan.waitFor({ timeout: 15_000 });
    expect(await salinan.textContent()).toMatch(/^Offline — menampilkan data terakhir \d{2}\.\d{2} WIB$/);
    const partai = await partaiPublik();
    await page.getByRole('article', { name: 'Lapangan A' }).getByText(`0/${partai.length} selesai`).waitFor();
    // The search works on the kept copy too.
    const q = partai.find((p) => p.sudut_a)!.sudut_a!.nama;
    await page.getByRole('searchbox', { name: 'Cari atlet atau dojang' }).fill(q);
    await page
      .getByRole('region', { name: 'Hasil pencarian' })
      .getByRole('heading', { name: `${cocok(partai, q).length} partai untuk “${q}”` })
      .waitFor();

    net.restore();
    // No reload, no tap: the page polls while the live stream is down and says so once the server answers.
    await page.locator('#salinan[data-salinan="terkini"]').waitFor({ timeout: 30_000 });
  });

  it("?layar=1 opens the hall screen; the React site's Jadwal link opens the light page", async () => {
    const { page } = t;
    await page.goto(`${net.url}/event/jadwal?layar=1`);
    await page.waitForURL(/\/event\/layar$/);
    const layar = page.getByRole('main', { name: 'Layar pertandingan' });
    await layar.getByRole('region', { name: 'Lapangan A' }).waitFor({ timeout: 30_000 });

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${net.url}/event/home`);
    await page.getByRole('navigation', { name: 'Navigasi utama' }).getByRole('link', { name: 'Jadwal', exact: true }).click();
    await page.waitForURL(/\/event\/jadwal$/);
    await page.getByRole('article', { name: 'Lapangan A' }).waitFor();
    expect(await page.locator('#root').count()).toBe(0);
  });
});
