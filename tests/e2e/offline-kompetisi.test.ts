import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useAppSuite } from './helpers/suite';
import { NAMA_KOMPETISI_DEMO } from './helpers/demo';
import { bacaOutbox, catatTulis, dorongOnline, tungguOutboxKosong } from './helpers/sinkron';

let kompetisiUrl = '';
let idKompetisi = 0;
let totalAwal = 0;
let jumlahAwal = 0;

const KYORUGI = 'Aisyah Putri Ramadhani';
const PAIR = ['Muhammad Rizky Pratama', 'Bintang Anom Sinaga'] as const;
const PAIR_ROW = PAIR.join(' & ');
const FEE = 500_000;
/** A real 1×1 PNG (the app and the server sniff the bytes). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

interface Named {
  nama_atlet: string;
}
interface ServerEntry {
  id_peserta_kompetisi: number;
  status: string;
  atlet: Named;
  anggota_tim: { atlet: Named }[];
  kelas_kejuaraan: {
    cabang: string;
    kategori_event: { nama_kategori: string };
    kelompok: { nama_kelompok: string };
    kelas_berat: { nama_kelas: string } | null;
    poomsae: { nama_kelas: string } | null;
  };
}

const t = useAppSuite('offline-kompetisi');

const rupiah = (n: number) => `Rp ${n.toLocaleString('id-ID')}`;
const parseRupiah = (s: string) => Number(s.replace(/\D/g, ''));

async function api<T>(pathname: string): Promise<T> {
  const res = await fetch(`${t.server.url}/api${pathname}`, { headers: { Authorization: `Bearer ${await t.token()}` } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

const members = (e: ServerEntry) => (e.anggota_tim.length > 0 ? e.anggota_tim.map((m) => m.atlet.nama_atlet) : [e.atlet.nama_atlet]);
const entriesOf = async (nama: string) =>
  (await api<ServerEntry[]>(`/kompetisi/${idKompetisi}/atlet?limit=1000`)).filter((e) => members(e).includes(nama));

/** The participant card on a phone (the desktop table is hidden). */
const card = (text: string) =>
  t.page.getByRole('list', { name: 'Peserta terdaftar' }).locator('li').filter({ visible: true }).filter({ hasText: text });
const pendingBadges = () => t.page.getByText('Menunggu sinkron', { exact: true });
const dialog = () => t.page.locator('dialog[open]');

/** Every queued registration of this test shows its pending badge on its own card. */
async function expectPending() {
  for (const nama of [KYORUGI, PAIR_ROW]) {
    await card(nama).getByText('Menunggu sinkron', { exact: true }).waitFor();
  }
  await expect.poll(() => t.page.getByTestId('tagihan-total').first().textContent()).toBe(rupiah(totalAwal + 3 * FEE));
}

async function openCompetition() {
  await t.page.goto(kompetisiUrl);
  await t.page.getByRole('button', { name: 'Daftar Atlet' }).waitFor();
  await t.page.getByTestId('tagihan-total').first().waitFor();
}

async function wizardNext(d: Locator) {
  await d.getByRole('button', { name: 'Selanjutnya' }).click();
}

async function reconnect() {
  await t.browser.context.setOffline(false);
  await t.page.evaluate(() => window.dispatchEvent(new Event('online')));
}

describe('a coach registers athletes into a competition at the venue', () => {
  it('opens the competition online, so it is cached on the phone', async () => {
    await t.page.goto(`${t.server.url}/login`);
    await t.page.getByLabel('Email').fill('pelatih1@arenatkd.demo');
    await t.page.getByLabel('Password', { exact: true }).fill('Pelatih123!');
    await t.page.getByRole('button', { name: 'Login' }).click();
    await t.page.getByText('Login berhasil sebagai Pelatih!').waitFor();

    await t.page.goto(`${t.server.url}/dashboard/atlit`);
    await t.page.getByText(KYORUGI).filter({ visible: true }).first().waitFor();
    await t.page.goto(`${t.server.url}/dashboard/dataKompetisi`);
    await t.page.getByText(NAMA_KOMPETISI_DEMO).filter({ visible: true }).first().click();
    await t.page.waitForURL(/\/dashboard\/dataKompetisi\/\d+$/);
    kompetisiUrl = t.page.url();
    idKompetisi = Number(new URL(kompetisiUrl).pathname.split('/').pop());
    await card('Nurul Utami').waitFor();
    // Preconditions of the demo data: none of the three is entered yet.
    for (const nama of [KYORUGI, ...PAIR]) expect(await entriesOf(nama)).toHaveLength(0);
    const own = await api<ServerEntry[]>(`/kompetisi/${idKompetisi}/atlet?limit=1000`);
    jumlahAwal = own.length;
    totalAwal = own.filter((e) => e.status !== 'REJECTED').reduce((sum, e) => sum + members(e).length * FEE, 0);
    expect(totalAwal).toBeGreaterThan(0);
    await expect.poll(() => t.page.getByTestId('tagihan-total').first().textContent()).toBe(rupiah(totalAwal));

    // The service worker must control the page before the network goes away.
    await t.page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await t.page.reload();
    await t.page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    await card('Nurul Utami').waitFor();
  });

  it('registers a Kyorugi entry and a Poomsae pair offline; they land exactly once', async () => {
    await t.browser.context.setOffline(true);
    await openCompetition();

    // Kyorugi prestasi, Cadet Putri, Under 41 kg: Aisyah (2013, 38.5 kg).
    await t.page.getByRole('button', { name: 'Daftar Atlet' }).click();
    let d = dialog();
    await d.getByRole('radio', { name: 'Kyorugi' }).check();
    await d.getByRole('radio', { name: 'Prestasi' }).check();
    await wizardNext(d);
    await d.getByRole('radio', { name: 'Perempuan' }).check();
    await d.getByLabel('Kelas Umur').selectOption({ label: 'Cadet' });
    await d.getByLabel('Kelas Berat').selectOption({ label: 'Under 41 kg' });
    await wizardNext(d);
    await d.getByRole('radio', { name: new RegExp(KYORUGI) }).check();
    await wizardNext(d);
    await d.getByText('Kyorugi prestasi Cadet Putri Under 41 kg').waitFor();
    await d.getByText(rupiah(FEE), { exact: true }).waitFor();
    await d.getByRole('button', { name: 'Daftar Sekarang' }).click();
    await t.page
      .getByRole('status')
      .filter({ hasText: /^Pendaftaran berhasil!.*Menunggu sinkron/ })
      .waitFor();
    await d.waitFor({ state: 'detached' });
    await card(KYORUGI).getByText('Menunggu sinkron', { exact: true }).waitFor();

    // Poomsae prestasi, Cadet, Berpasangan: two boys born 2012.
    await t.page.getByRole('button', { name: 'Daftar Atlet' }).click();
    d = dialog();
    await d.getByRole('radio', { name: 'Poomsae' }).check();
    await d.getByRole('radio', { name: 'Prestasi' }).check();
    await wizardNext(d);
    await d.getByLabel('Kelas Umur').selectOption({ label: 'Cadet' });
    await d.getByLabel('Kelas Poomsae').selectOption({ label: 'Berpasangan' });
    await wizardNext(d);
    await d
      .getByRole('group', { name: /^Atlet \(/ })
      .getByRole('radio', { name: new RegExp(PAIR[0]) })
      .check();
    await d
      .getByRole('group', { name: /^Atlet ke-2/ })
      .getByRole('radio', { name: new RegExp(PAIR[1]) })
      .check();
    await wizardNext(d);
    await d.getByText('Poomsae prestasi Cadet Berpasangan').waitFor();
    for (const nama of PAIR) await d.getByText(nama).waitFor();
    await d.getByText(rupiah(2 * FEE), { exact: true }).waitFor();
    await d.getByRole('button', { name: 'Daftar Sekarang' }).click();
    await d.waitFor({ state: 'detached' });
    await expectPending();
    for (const nama of [KYORUGI, ...PAIR]) expect(await entriesOf(nama)).toHaveLength(0);

    // Still pending after a reload with no network (the service worker serves the app)…
    await t.page.reload();
    await expectPending();
    // …and after the phone's browser is closed and opened again, still offline.
    const context = await t.browser.restart();
    await context.setOffline(true);
    t.page = context.pages()[0] ?? (await context.newPage());
    await openCompetition();
    await expectPending();

    const jalur = (await bacaOutbox(t.page)).map((e) => e.path);
    expect(jalur).toHaveLength(2);
    await reconnect();
    await pendingBadges().first().waitFor({ state: 'detached', timeout: 60_000 });
    await card(KYORUGI).waitFor();
    await card(PAIR_ROW).waitFor();
    // A second nudge must not send anything again: both are off the queue (nothing left to send), and the page
    // takes the nudge (the status it asks on `online` answers) without sending either.
    await tungguOutboxKosong(t.page);
    const lagi = catatTulis(t.page, jalur);
    await dorongOnline(t.page);
    lagi.berhenti();
    expect(lagi.jumlah).toBe(0);

    const [kyorugi, ...moreKyorugi] = await entriesOf(KYORUGI);
    expect(moreKyorugi).toHaveLength(0);
    expect(kyorugi.kelas_kejuaraan).toMatchObject({
      cabang: 'KYORUGI',
      kategori_event: { nama_kategori: 'prestasi' },
      kelompok: { nama_kelompok: 'Cadet' },
      kelas_berat: { nama_kelas: 'Under 41 kg' },
    });
    for (const nama of PAIR) {
      const found = await entriesOf(nama);
      expect(found).toHaveLength(1);
      expect(found[0].kelas_kejuaraan).toMatchObject({
        cabang: 'POOMSAE',
        kelompok: { nama_kelompok: 'Cadet' },
        poomsae: { nama_kelas: 'Berpasangan' },
      });
      expect([...members(found[0])].sort()).toEqual([...PAIR].sort());
    }
    expect(await api<ServerEntry[]>(`/kompetisi/${idKompetisi}/atlet?limit=1000`)).toHaveLength(jumlahAwal + 2);
    expect((await entriesOf(PAIR[0]))[0].id_peserta_kompetisi).toBe((await entriesOf(PAIR[1]))[0].id_peserta_kompetisi);
    await expect.poll(() => t.page.getByTestId('tagihan-total').first().textContent()).toBe(rupiah(totalAwal + 3 * FEE));
  });

  it('uploads a payment proof offline; the invoice counts the new athletes and the proof lands once', async () => {
    const { id_dojang } = await api<{ id_dojang: number }>('/dojang/my-dojang');
    const proofs = () => api<{ id_bukti_transfer: number; bukti_transfer_path: string }[]>(`/bukti-transfer/dojang/${id_dojang}`);
    const before = new Set((await proofs()).map((b) => b.id_bukti_transfer));

    await t.browser.context.setOffline(true);
    await t.page.reload();
    await t.page.getByRole('button', { name: 'Upload Bukti' }).click();
    const d = dialog();
    await d.getByText('Tagihan Pendaftaran').waitFor();
    await expect.poll(() => d.getByTestId('tagihan-total').textContent()).toBe(rupiah(totalAwal + 3 * FEE));
    await d.locator('#bukti-file').setInputFiles({ name: 'bukti-transfer.png', mimeType: 'image/png', buffer: PNG });
    await d.getByAltText('Pratinjau bukti transfer').waitFor();
    const upload = d.getByRole('button', { name: 'Upload', exact: true });
    expect(await upload.isDisabled()).toBe(true);
    await d.getByRole('checkbox', { name: /WhatsApp/ }).check();
    await upload.click();
    await d.getByRole('status').filter({ hasText: 'Upload berhasil!' }).waitFor();
    await t.page.getByRole('status').filter({ hasText: 'Upload berhasil! Menunggu sinkron.' }).waitFor();
    await d.waitFor({ state: 'detached' });
    expect(await proofs()).toHaveLength(before.size);

    await t.page.getByRole('button', { name: 'Upload Bukti' }).click();
    await dialog().getByText('Menunggu sinkron', { exact: true }).waitFor();
    const jalur = (await bacaOutbox(t.page)).map((e) => e.path);
    expect(jalur).toHaveLength(1);
    await reconnect();
    await dialog().getByText('Menunggu sinkron', { exact: true }).waitFor({ state: 'detached', timeout: 60_000 });
    // Off the queue, and a further nudge sends nothing again.
    await tungguOutboxKosong(t.page);
    const lagi = catatTulis(t.page, jalur);
    await dorongOnline(t.page);
    lagi.berhenti();
    expect(lagi.jumlah).toBe(0);

    const added = (await proofs()).filter((b) => !before.has(b.id_bukti_transfer));
    expect(added).toHaveLength(1);
    // The dialog lists it from the server now, and shows the stored file.
    await dialog().getByRole('button', { name: 'Lihat' }).click();
    await dialog()
      .getByRole('img', { name: /^Bukti transfer/ })
      .waitFor();
    const file = await fetch(`${t.server.url}/uploads/pelatih/BuktiTf/${added[0].bukti_transfer_path}`, {
      headers: { Authorization: `Bearer ${await t.token()}` },
    });
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);
    expect(parseRupiah((await dialog().getByTestId('tagihan-total').textContent()) ?? '')).toBe(totalAwal + 3 * FEE);
  });
});
