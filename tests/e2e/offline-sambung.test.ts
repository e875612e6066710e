import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCutProxy, type CutProxy } from '../../test-support/cut-proxy';
import { useAppSuite } from './helpers/suite';
import { NAMA_KOMPETISI_DEMO } from './helpers/demo';

/**
 * A tablet at the venue (820×1180): reloaded with no network, then on a wifi that is connected but has no
 * route to the server (Chromium reports itself online and no `online` event ever comes), then the route
 * comes back — with no event and no user action. The queue must empty on its own, within seconds.
 */
const t = useAppSuite('offline-sambung', { width: 820, height: 1180 });
let net: CutProxy;
let kompetisiUrl = '';
let idKompetisi = 0;

const BARU = 'Salsabila Offline Putri';
const NIK = '1671015005130077';

beforeAll(async () => {
  net = await startCutProxy(t.server.url);
});
afterAll(async () => {
  await net?.close();
});

interface ServerEntry {
  id_atlet: number;
  id_kelas_kejuaraan: number;
  atlet: { nama_atlet: string };
}

async function api<T>(pathname: string): Promise<T> {
  const res = await fetch(`${t.server.url}/api${pathname}`, { headers: { Authorization: `Bearer ${await t.token()}` } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

/** How many writes the tablet's outbox holds. */
const queued = () =>
  t.page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('arena-tkd');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction('outbox', 'readonly').objectStore('outbox').count();
          count.onsuccess = () => {
            open.result.close();
            resolve(count.result);
          };
        };
      }),
  );

const header = () => t.page.locator('header').filter({ visible: true }).first();
const syncButton = () => header().getByRole('button', { name: /^Status sinkron/ });
const visibleText = (text: string) => t.page.getByText(text).filter({ visible: true }).first();
const dialog = () => t.page.locator('dialog[open]');

async function shot(name: string) {
  await t.page.screenshot({ path: `/tmp/offline-sambung-${name}.png` });
}

describe('a tablet that lost its route to the server', () => {
  it('opens the athletes and the competition online, so they are kept on the tablet', async () => {
    await t.page.goto(`${net.url}/login`);
    await t.page.getByLabel('Email').fill('pelatih1@arenatkd.demo');
    await t.page.getByLabel('Password', { exact: true }).fill('Pelatih123!');
    await t.page.getByRole('button', { name: 'Login' }).click();
    await t.page.getByText('Login berhasil sebagai Pelatih!').waitFor();
    await t.page.goto(`${net.url}/dashboard/atlit`);
    await visibleText('Aisyah Putri Ramadhani').waitFor();
    await t.page.goto(`${net.url}/dashboard/dataKompetisi`);
    await t.page.getByText(NAMA_KOMPETISI_DEMO).filter({ visible: true }).first().click();
    await t.page.waitForURL(/\/dashboard\/dataKompetisi\/\d+$/);
    kompetisiUrl = t.page.url();
    idKompetisi = Number(new URL(kompetisiUrl).pathname.split('/').pop());
    await t.page.getByRole('button', { name: 'Daftar Atlet' }).waitFor();
    await t.page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await t.page.reload();
    await t.page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    await shot('online');
  });

  it('adds an athlete offline and enters her at once: step 3 offers her while she is "Menunggu sinkron"', async () => {
    await t.browser.context.setOffline(true);
    await t.page.reload();
    await syncButton()
      .and(t.page.getByRole('button', { name: /Offline/ }))
      .waitFor();

    await t.page.goto(`${net.url}/dashboard/TambahAtlit`);
    await visibleText('TAMBAH ATLIT').waitFor();
    await t.page.getByLabel('Nama Lengkap').fill(BARU);
    await t.page.getByLabel('Tanggal Lahir').fill(`${new Date().getFullYear() - 13}-05-10`); // 13, so no KK/KTP is asked
    await t.page.getByLabel('Jenis Kelamin').selectOption('PEREMPUAN');
    await t.page.getByLabel('NIK').fill(NIK);
    await t.page.getByLabel('No. Telepon').fill('081234567891');
    await t.page.getByLabel('Alamat').fill('Jl. Merdeka No. 5, Palembang');
    await t.page.getByLabel('Provinsi').selectOption('Sumatera Selatan');
    await t.page.getByLabel(/Kota/).selectOption('Kota Palembang');
    await t.page.getByLabel('Tingkat Sabuk').selectOption('hijau');
    await t.page.getByLabel('Berat Badan (kg)').fill('39');
    await t.page.getByLabel('Tinggi Badan (cm)').fill('145');
    await t.page.getByLabel('Saya menyatakan persetujuan').check();
    await t.page.getByLabel('Nama Orang Tua/Wali').fill('Siti Aminah');
    await t.page.getByRole('button', { name: 'Simpan Data Atlit' }).click();
    await t.page.waitForURL('**/dashboard/atlit**', { timeout: 10_000 });
    await visibleText(BARU).waitFor();

    await t.page.goto(kompetisiUrl);
    await t.page.getByRole('button', { name: 'Daftar Atlet' }).click();
    const d = dialog();
    await d.getByRole('radio', { name: 'Kyorugi' }).check();
    await d.getByRole('radio', { name: 'Prestasi' }).check();
    await d.getByRole('button', { name: 'Selanjutnya' }).click();
    await d.getByRole('radio', { name: 'Perempuan' }).check();
    await d.getByLabel('Kelas Umur').selectOption({ label: 'Cadet' });
    await d.getByLabel('Kelas Berat').selectOption({ label: 'Under 41 kg' });
    await d.getByRole('button', { name: 'Selanjutnya' }).click();
    const option = d.getByRole('radio', { name: new RegExp(BARU) });
    await option.waitFor();
    await d.locator('label').filter({ hasText: BARU }).getByText('Menunggu sinkron').waitFor();
    await shot('wizard-langkah-3');
    await option.check();
    await d.getByRole('button', { name: 'Selanjutnya' }).click();
    await d.getByText('Kyorugi prestasi Cadet Putri Under 41 kg').waitFor();
    await d.getByRole('button', { name: 'Daftar Sekarang' }).click();
    await t.page
      .getByRole('status')
      .filter({ hasText: /^Pendaftaran berhasil!.*Menunggu sinkron/ })
      .waitFor();
    await d.waitFor({ state: 'detached' });
    expect(await queued()).toBe(2);
  });

  it('reloaded on a wifi with no route, it says "Offline — Tidak terhubung ke server" though Chromium says online', async () => {
    net.cut();
    await t.browser.context.setOffline(false);
    await t.page.reload();
    expect(await t.page.evaluate(() => navigator.onLine)).toBe(true);
    await syncButton()
      .and(t.page.getByRole('button', { name: /Offline — Tidak terhubung ke server/ }))
      .waitFor({ timeout: 15_000 });
    await header().getByText('Offline', { exact: true }).filter({ visible: true }).waitFor();
    await syncButton().click();
    const list = t.page.getByRole('dialog', { name: 'Status sinkronisasi' });
    await list.getByText('Tidak terhubung ke server').waitFor();
    await list.getByText(/^Terakhir terhubung /).waitFor();
    await list.getByText('2 perubahan menunggu sinkron — dikirim otomatis begitu server terjangkau.').waitFor();
    await shot('terputus');
    expect(await queued()).toBe(2);
  });

  it('when the route returns — no online event, no tap — the queue empties within 10 s, athlete first, once', async () => {
    expect(await queued()).toBe(2);
    const restoredAt = Date.now();
    net.restore();
    // Read from the tablet's IndexedDB every 100 ms; the brief is 'within 10 s' of the route coming back.
    while ((await queued()) > 0) {
      expect(Date.now() - restoredAt).toBeLessThan(10_000);
      await new Promise((r) => setTimeout(r, 100));
    }
    console.log(`[offline-sambung] route back → outbox empty in ${Date.now() - restoredAt} ms`);

    const list = t.page.getByRole('dialog', { name: 'Status sinkronisasi' });
    await list.getByText('Semua perubahan sudah tersimpan di server.').waitFor();
    await list.getByText('Online', { exact: true }).waitFor();
    await shot('tersambung');

    const atlet = (await api<{ id_atlet: number; nama_atlet: string }[]>('/atlet')).filter((a) => a.nama_atlet === BARU);
    expect(atlet).toHaveLength(1);
    const entries = (await api<ServerEntry[]>(`/kompetisi/${idKompetisi}/atlet?limit=1000`)).filter((e) => e.atlet.nama_atlet === BARU);
    expect(entries).toHaveLength(1);
    expect(entries[0].id_atlet).toBe(atlet[0].id_atlet);
  });
});
