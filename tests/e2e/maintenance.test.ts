import { describe, expect, it } from 'vitest';
import { PESAN_PEMELIHARAAN } from '../../src/domain/schemas/sistem';
import { useAppSuite } from './helpers/suite';
import { NAMA_KOMPETISI_DEMO } from './helpers/demo';
import { catatTulis, dorongOnline, tungguOutboxKosong } from './helpers/sinkron';

let kompetisiUrl = '';
let idKompetisi = 0;
let adminToken = '';

const ATLET = 'Aisyah Putri Ramadhani';

interface ServerEntry {
  id_peserta_kompetisi: number;
  atlet: { nama_atlet: string };
}

const t = useAppSuite('maintenance');

const coachToken = () => t.page.evaluate(() => localStorage.getItem('auth_token') ?? '');

async function entriesOf(nama: string): Promise<ServerEntry[]> {
  const res = await fetch(`${t.server.url}/api/kompetisi/${idKompetisi}/atlet?limit=1000`, {
    headers: { Authorization: `Bearer ${await coachToken()}` },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: ServerEntry[] }).data.filter((e) => e.atlet.nama_atlet === nama);
}

async function maintenance(aktif: boolean) {
  const res = await fetch(`${t.server.url}/api/admin/sistem/maintenance`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ aktif, pesan: aktif ? 'Pemindahan server' : '' }),
  });
  expect(res.status).toBe(200);
}

/** The outbox as the coach's browser holds it. */
const outbox = () =>
  t.page.evaluate(
    async () =>
      new Promise<{ status: string; lastError: string | null; path: string }[]>((resolve, reject) => {
        const open = indexedDB.open('arena-tkd');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('outbox', 'readonly');
          const all = tx.objectStore('outbox').getAll();
          all.onsuccess = () => resolve(all.result as { status: string; lastError: string | null; path: string }[]);
          all.onerror = () => reject(all.error);
        };
      }),
  );

const card = (text: string) =>
  t.page.getByRole('list', { name: 'Peserta terdaftar' }).locator('li').filter({ visible: true }).filter({ hasText: text });
const banner = () => t.page.getByRole('status').filter({ hasText: 'Sistem sedang dalam pemeliharaan' });

describe('a coach writes offline while the ADMIN turns maintenance on', () => {
  it('opens the competition online as the coach, so it is cached on the phone', async () => {
    const login = await fetch(`${t.server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@arenatkd.demo', password: 'Admin123!' }),
    });
    adminToken = ((await login.json()) as { data: { token: string } }).data.token;

    await t.page.goto(`${t.server.url}/login`);
    await t.page.getByLabel('Email').fill('pelatih1@arenatkd.demo');
    await t.page.getByLabel('Password', { exact: true }).fill('Pelatih123!');
    await t.page.getByRole('button', { name: 'Login' }).click();
    await t.page.getByText('Login berhasil sebagai Pelatih!').waitFor();
    await t.page.goto(`${t.server.url}/dashboard/atlit`);
    await t.page.getByText(ATLET).filter({ visible: true }).first().waitFor();
    await t.page.goto(`${t.server.url}/dashboard/dataKompetisi`);
    await t.page.getByText(NAMA_KOMPETISI_DEMO).filter({ visible: true }).first().click();
    await t.page.waitForURL(/\/dashboard\/dataKompetisi\/\d+$/);
    kompetisiUrl = t.page.url();
    idKompetisi = Number(new URL(kompetisiUrl).pathname.split('/').pop());
    await card('Nurul Utami').waitFor();
    expect(await entriesOf(ATLET)).toHaveLength(0);
    await expect(banner().count()).resolves.toBe(0);

    await t.page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await t.page.reload();
    await t.page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    await card('Nurul Utami').waitFor();
  });

  it('the write stays queued (503) with the banner shown, and lands exactly once after maintenance ends', async () => {
    await t.browser.context.setOffline(true);
    await t.page.goto(kompetisiUrl);
    await t.page.getByRole('button', { name: 'Daftar Atlet' }).click();
    const d = t.page.locator('dialog[open]');
    await d.getByRole('radio', { name: 'Kyorugi' }).check();
    await d.getByRole('radio', { name: 'Prestasi' }).check();
    await d.getByRole('button', { name: 'Selanjutnya' }).click();
    await d.getByRole('radio', { name: 'Perempuan' }).check();
    await d.getByLabel('Kelas Umur').selectOption({ label: 'Cadet' });
    await d.getByLabel('Kelas Berat').selectOption({ label: 'Under 41 kg' });
    await d.getByRole('button', { name: 'Selanjutnya' }).click();
    await d.getByRole('radio', { name: new RegExp(ATLET) }).check();
    await d.getByRole('button', { name: 'Selanjutnya' }).click();
    await d.getByRole('button', { name: 'Daftar Sekarang' }).click();
    await d.waitFor({ state: 'detached' });
    await card(ATLET).getByText('Menunggu sinkron', { exact: true }).waitFor();

    // Meanwhile the ADMIN turns maintenance on; then the phone is back online.
    await maintenance(true);
    await t.browser.context.setOffline(false);
    await t.page.evaluate(() => window.dispatchEvent(new Event('online')));

    // The server answered 503: the write is still queued (not refused), and the banner shows.
    await expect
      .poll(async () => (await outbox()).map((e) => [e.status, e.lastError]), { timeout: 30_000 })
      .toEqual([['pending', PESAN_PEMELIHARAAN]]);
    await banner().waitFor({ timeout: 15_000 });
    await banner().getByText('Pemindahan server').waitFor();
    await card(ATLET).getByText('Menunggu sinkron', { exact: true }).waitFor();
    expect(await entriesOf(ATLET)).toHaveLength(0);

    // Another nudge during maintenance: still queued, still not on the server. The page took it once the status
    // it asks on `online` has answered (still in maintenance); every send of the write from here on is recorded,
    // and once the write has landed they show that none before maintenance ended got past the 503.
    const [antre] = await outbox();
    const tulis = catatTulis(t.page, [antre!.path]);
    expect((await dorongOnline(t.page)).data.maintenance.aktif).toBe(true);
    await banner().getByText('Pemindahan server').waitFor();
    expect((await outbox()).map((e) => e.status)).toEqual(['pending']);
    expect(await entriesOf(ATLET)).toHaveLength(0);

    // Maintenance ends: the page notices (on focus here, every 60 s otherwise) and sends the write.
    await maintenance(false);
    await t.page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await banner().waitFor({ state: 'detached', timeout: 15_000 });
    await card(ATLET).getByText('Menunggu sinkron', { exact: true }).waitFor({ state: 'detached', timeout: 30_000 });
    // Delivered and off the queue: nothing is left that a nudge could send again.
    await tungguOutboxKosong(t.page);
    const terkirim = tulis.jumlah;
    expect((await dorongOnline(t.page)).data.maintenance.aktif).toBe(false);
    expect(await outbox()).toEqual([]);
    expect(await entriesOf(ATLET)).toHaveLength(1);
    // Sent from the nudge on: refused with 503 while maintenance was on (if at all), then landed once.
    const status = await tulis.status();
    tulis.berhenti();
    expect(status).toHaveLength(terkirim);
    expect(
      status.slice(0, -1).every((s) => s === 503),
      status.join(', '),
    ).toBe(true);
    expect(status.at(-1)).toBeGreaterThanOrEqual(200);
    expect(status.at(-1)).toBeLessThan(300);
  });
});
