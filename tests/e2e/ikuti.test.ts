import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type KelasBagan, undiKelas } from '../../test-support/undian';
import { browserPalsu, pushLokal } from '../server/notifikasi-alat';
import { useAppSuite } from './helpers/suite';

/**
 * 'Ikuti atlet' as a parent and a coach live it: a parent's open /event/jadwal (no account, no push) shows '3 partai
 * lagi' and buzzes when the court desk calls the bout three before; a coach's installed app gets 'Dipanggil ke
 * Lapangan A' from the server through a push service (a stand-in on loopback that decrypts the aes128gcm message), and
 * the app's service worker, handed that message, shows it on the open page.
 */
let push: Awaited<ReturnType<typeof pushLokal>>;
beforeAll(async () => {
  // Before the app server starts: it reads the allowed push origins from its environment.
  push = await pushLokal();
  process.env.PUSH_ENDPOINT_ALLOW = push.url;
});
afterAll(async () => push?.tutup());
const t = useAppSuite('ikuti');

interface Sudut {
  id_peserta_kompetisi: number;
  nama: string;
}
interface Partai {
  id_match: string;
  nomor: number;
  versi: number;
  sudut_a: Sudut | null;
  sudut_b: Sudut | null;
}
let token = '';
let id_kompetisi = 0;
let id_lapangan = 0;

async function api<T>(pathname: string, init: { method?: string; json?: unknown; token?: string } = {}): Promise<T> {
  const res = await fetch(`${t.server.url}/api${pathname}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${init.token ?? token}` },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  const body = (await res.json()) as { data: T };
  if (!res.ok) throw new Error(`${pathname} ${res.status} ${JSON.stringify(body)}`);
  return body.data;
}
const login = async (email: string, password: string) =>
  await api<{ token: string; user: { admin_kompetisi?: { id_kompetisi: number } } }>('/auth/login', {
    method: 'POST',
    json: { email, password },
  });
const partai = async () => (await api<{ partai: Partai[] }>(`/lapangan/${id_lapangan}/partai`)).partai;

beforeAll(async () => {
  const me = await login('kompetisi@arenatkd.demo', 'Kompetisi123!');
  token = me.token;
  id_kompetisi = me.user.admin_kompetisi!.id_kompetisi;
  const bagan = await api<{ kelas: KelasBagan[] }>(`/kompetisi/${id_kompetisi}/bagan`);
  const kelas = bagan.kelas
    .filter((k) => k.kelas.cabang === 'KYORUGI' && k.peserta_count >= 8)
    .sort((a, b) => b.peserta_count - a.peserta_count)
    .slice(0, 2);
  for (const k of kelas) await undiKelas(api, k);
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
  id_lapangan = l.hari[0]!.lapangan[0]!.id_lapangan;
  await api(`/kompetisi/${id_kompetisi}/jadwal`, {
    method: 'PUT',
    json: { kelas: kelas.map((k, i) => ({ id_kelas_kejuaraan: k.kelas.id_kelas_kejuaraan, id_lapangan, urutan: i + 1 })) },
  });
  await api(`/kompetisi/${id_kompetisi}/jadwal/nomor`, { method: 'POST', json: { id_hari } });
}, 120_000);

describe("'Ikuti atlet'", () => {
  it("a parent's open /event/jadwal shows '3 partai lagi' and buzzes, without a reload, when the desk calls bout 1", async () => {
    const { page } = t;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(() => {
      const w = window as unknown as { getar: unknown[] };
      w.getar = [];
      Object.defineProperty(navigator, 'vibrate', { value: (p: unknown) => w.getar.push(p) !== 0, configurable: true });
    });
    const p4 = (await partai()).find((p) => p.nomor === 4)!;
    const nama = p4.sudut_a!.nama;
    await page.goto(`${t.server.url}/event/jadwal`);
    await page.getByText('Lapangan A').first().waitFor();
    await page.getByLabel('Cari atlet atau dojang').fill(nama);
    await page
      .getByRole('button', { name: `☆ Ikuti: ${nama}` })
      .first()
      .click();
    await page.getByRole('region', { name: 'Atlet diikuti' }).getByText(nama).waitFor();
    await page.screenshot({ path: '/tmp/ikuti-jadwal-diikuti.png' });

    const p1 = (await partai()).find((p) => p.nomor === 1)!;
    await api(`/partai/${p1.id_match}/panggil`, { method: 'POST', json: { versi: p1.versi } });
    const banner = page.getByRole('alert').filter({ hasText: '3 partai lagi' });
    await banner.waitFor({ timeout: 15_000 });
    await expect(banner.textContent()).resolves.toContain(`${nama} · partai A-4 di Lapangan A, perkiraan`);
    expect(await page.evaluate(() => (window as unknown as { getar: unknown[] }).getar.length)).toBeGreaterThan(0);
    await page.screenshot({ path: '/tmp/ikuti-jadwal-banner.png' });
    // One tap stops following.
    await banner.getByRole('button', { name: 'Berhenti ikuti' }).click();
    await page.getByRole('region', { name: 'Atlet diikuti' }).waitFor({ state: 'hidden' });
  }, 90_000);

  it("a coach's installed app receives 'Dipanggil ke Lapangan A' through the push service when the desk calls the athlete", async () => {
    const { page } = t;
    await page.setViewportSize({ width: 1024, height: 768 });
    // A bout of this court not called yet with an athlete of a demo coach's dojang.
    const bouts = (await partai()).filter((p) => p.nomor > 4 && p.sudut_a && p.sudut_b);
    let pilihan: { email: string; p: Partai; s: Sudut } | null = null;
    for (let i = 1; i <= 10 && !pilihan; i++) {
      const email = `pelatih${i}@arenatkd.demo`;
      const tok = (await login(email, 'Pelatih123!')).token;
      const milik = new Set(
        (await api<{ atlet: { id_peserta_kompetisi: number }[] }>('/ikuti/pelatih', { token: tok })).atlet.map(
          (a) => a.id_peserta_kompetisi,
        ),
      );
      for (const p of bouts) {
        const s = [p.sudut_a!, p.sudut_b!].find((x) => milik.has(x.id_peserta_kompetisi));
        if (s && !pilihan) pilihan = { email, p, s };
      }
    }
    expect(pilihan).not.toBeNull();
    const { email, p, s } = pilihan!;

    await page.context().grantPermissions(['notifications'], { origin: t.server.url });
    await page.goto(`${t.server.url}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Pelatih123!');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForFunction(() => !!localStorage.getItem('auth_token'));
    await page.goto(`${t.server.url}/dashboard/ikuti`);
    const saklar = page.getByRole('checkbox', { name: `Ikuti ${s.nama}` }).first();
    await expect(saklar.isChecked()).resolves.toBe(true);
    await page.screenshot({ path: '/tmp/ikuti-pelatih.png' });

    // The app's subscription at its push service (this stand-in on loopback), as pushManager.subscribe gives it.
    const hp = browserPalsu(`${push.url}/hp-pelatih`);
    await api('/push/langganan', { method: 'POST', json: hp.langganan, token: await t.token() });
    await api(`/partai/${p.id_match}/panggil`, { method: 'POST', json: { versi: p.versi } });
    const deadline = Date.now() + 15_000;
    const cari = () =>
      push.masuk
        .filter((m) => m.path === '/hp-pelatih')
        .map((m) => JSON.parse(hp.buka(m.body)) as { judul: string; isi: string })
        .find((k) => k.judul === 'Dipanggil ke Lapangan A' && k.isi.startsWith(s.nama));
    while (!cari()) {
      if (Date.now() > deadline) throw new Error(`tidak ada 'Dipanggil ke Lapangan A' untuk ${s.nama}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    const pesan = cari()!;
    expect(pesan.isi).toMatch(/ · partai A-\d+ · Kyorugi /);

    // The push service hands the decrypted message to the installed app's service worker: it tells the open page.
    const cdp = await page.context().newCDPSession(page);
    const reg = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', (e: { registrations: { registrationId: string; scopeURL: string }[] }) => {
        const r = e.registrations.find((x) => x.scopeURL.startsWith(t.server.url));
        if (r) resolve(r.registrationId);
      }),
    );
    await cdp.send('ServiceWorker.enable');
    // The app installed: its service worker active.
    await page.evaluate(async () => void (await navigator.serviceWorker.ready));
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: t.server.url, registrationId: await reg, data: JSON.stringify(pesan) });
    await page.getByRole('alert').filter({ hasText: 'Dipanggil ke Lapangan A' }).waitFor({ timeout: 15_000 });
    await page.screenshot({ path: '/tmp/ikuti-pelatih-banner.png' });
  }, 120_000);
});
