import { describe, expect, it } from 'vitest';
import { useAppSuite } from './helpers/suite';
import { bacaOutbox, catatTulis, dorongOnline, tungguOutboxKosong } from './helpers/sinkron';

let idKompetisi = 0;
let dipilih: string[] = [];
let disetujuiAwal = 0;

interface Entry {
  id_peserta_kompetisi: number;
  status: string;
  is_team: boolean;
  atlet: { nama_atlet: string };
}

const t = useAppSuite('offline-validasi', { width: 820, height: 1180 });

async function entries(): Promise<Entry[]> {
  const res = await fetch(`${t.server.url}/api/kompetisi/${idKompetisi}/atlet?limit=1000`, {
    headers: { Authorization: `Bearer ${await t.token()}` },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Entry[] }).data;
}

/** The participant's card (the ten-column table shows from lg up; a tablet gets cards). */
const card = (nama: string) => t.page.locator('li').filter({ visible: true }).filter({ hasText: nama });

async function cari(nama: string) {
  await t.page.getByLabel('Cari peserta').fill(nama);
  await card(nama).first().waitFor();
}

describe('a competition admin approves entries at the registration desk without wifi', () => {
  it('opens the participant list online, so it is kept on the tablet', async () => {
    await t.page.goto(`${t.server.url}/login`);
    await t.page.getByLabel('Email').fill('kompetisi@arenatkd.demo');
    await t.page.getByLabel('Password', { exact: true }).fill('Kompetisi123!');
    await t.page.getByRole('button', { name: 'Login' }).click();
    await t.page.waitForFunction(() => !!localStorage.getItem('auth_token'));
    await t.page.goto(`${t.server.url}/admin-kompetisi/validasi-peserta`);
    await t.page.getByLabel('Cari peserta').waitFor();
    const me = await fetch(`${t.server.url}/api/auth/me`, { headers: { Authorization: `Bearer ${await t.token()}` } });
    idKompetisi = ((await me.json()) as { data: { admin_kompetisi: { id_kompetisi: number } } }).data.admin_kompetisi.id_kompetisi;
    const all = await entries();
    disetujuiAwal = all.filter((e) => e.status === 'APPROVED').length;
    const names = all.map((e) => e.atlet.nama_atlet);
    dipilih = all
      .filter((e) => e.status === 'PENDING' && !e.is_team && names.filter((n) => n === e.atlet.nama_atlet).length === 1)
      .slice(0, 3)
      .map((e) => e.atlet.nama_atlet);
    expect(dipilih).toHaveLength(3);
    await cari(dipilih[0]!);
    await t.page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await t.page.reload();
    await t.page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    await t.page.getByLabel('Cari peserta').waitFor();
  });

  it('approves three entries offline; they stay pending across a reload and land exactly once', async () => {
    await t.browser.context.setOffline(true);
    for (const nama of dipilih) {
      await cari(nama);
      await t.page.getByRole('button', { name: `Setujui ${nama}` }).click();
      await card(nama).getByText('Menunggu sinkron', { exact: true }).waitFor();
      await card(nama).getByText('Disetujui', { exact: true }).waitFor();
    }
    for (const e of await entries()) if (dipilih.includes(e.atlet.nama_atlet)) expect(e.status).toBe('PENDING');

    await t.page.reload();
    for (const nama of dipilih) {
      await cari(nama);
      await card(nama).getByText('Menunggu sinkron', { exact: true }).waitFor();
    }

    const jalur = (await bacaOutbox(t.page)).map((e) => e.path);
    expect(jalur).toHaveLength(3);
    await t.browser.context.setOffline(false);
    await t.page.evaluate(() => window.dispatchEvent(new Event('online')));
    for (const nama of dipilih) {
      await cari(nama);
      await card(nama).getByText('Menunggu sinkron', { exact: true }).waitFor({ state: 'detached', timeout: 30_000 });
    }
    // A second nudge sends nothing again: the approvals are off the queue (nothing left to send), and the page
    // takes the nudge (the status it asks on `online` answers) without sending one of them.
    await tungguOutboxKosong(t.page);
    const lagi = catatTulis(t.page, jalur);
    await dorongOnline(t.page);
    lagi.berhenti();
    expect(lagi.jumlah).toBe(0);
    const after = await entries();
    for (const nama of dipilih) expect(after.find((e) => e.atlet.nama_atlet === nama)?.status).toBe('APPROVED');
    expect(after.filter((e) => e.status === 'APPROVED')).toHaveLength(disetujuiAwal + 3);
  });
});

/** A real 1×1 PNG (the server judges the bytes). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function loginAs(email: string, password: string) {
  await t.page.evaluate(() => localStorage.clear());
  await t.page.goto(`${t.server.url}/login`);
  await t.page.getByLabel('Email').fill(email);
  await t.page.getByLabel('Password', { exact: true }).fill(password);
  await t.page.getByRole('button', { name: 'Login' }).click();
  await t.page.waitForFunction(() => !!localStorage.getItem('auth_token'));
}

describe('ADMIN verifies a payment proof and the coach sees it', () => {
  it('the proof the coach sent is accepted with a note; the coach reads the review on the proofs list', async () => {
    const login = await fetch(`${t.server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'pelatih1@arenatkd.demo', password: 'Pelatih123!' }),
    });
    const coachToken = ((await login.json()) as { data: { token: string } }).data.token;
    const form = new FormData();
    form.append('bukti_transfer', new Blob([PNG], { type: 'image/png' }), 'bukti.png');
    form.append('id_kompetisi', String(idKompetisi));
    const up = await fetch(`${t.server.url}/api/bukti-transfer`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${coachToken}` },
      body: form,
    });
    expect(up.status).toBe(201);
    const bukti = ((await up.json()) as { data: { id_bukti_transfer: number; id_dojang: number; tb_dojang: { nama_dojang: string } } })
      .data;

    await loginAs('admin@arenatkd.demo', 'Admin123!');
    await t.page.goto(`${t.server.url}/admin/bukti-pembayaran`);
    await t.page.getByLabel('Cari dojang atau pelatih').fill(bukti.tb_dojang.nama_dojang);
    await t.page.getByRole('tab', { name: /Menunggu/ }).click();
    const kartu = t.page.getByRole('article', { name: `Bukti transfer ${bukti.tb_dojang.nama_dojang}` }).first();
    await kartu.getByRole('button', { name: 'Terima' }).click();
    const dialog = t.page.locator('dialog[open]');
    await dialog.getByLabel(/Catatan untuk pelatih/).fill('Pembayaran lunas, terima kasih');
    await dialog.getByRole('button', { name: 'Terima' }).click();
    await dialog.waitFor({ state: 'detached' });

    const cek = await fetch(`${t.server.url}/api/bukti-transfer/dojang/${bukti.id_dojang}?id_kompetisi=${idKompetisi}`, {
      headers: { Authorization: `Bearer ${await t.token()}` },
    });
    const list = (
      (await cek.json()) as { data: { id_bukti_transfer: number; status_verifikasi: string; catatan_verifikasi: string | null }[] }
    ).data;
    expect(list.find((b) => b.id_bukti_transfer === bukti.id_bukti_transfer)).toMatchObject({
      status_verifikasi: 'DITERIMA',
      catatan_verifikasi: 'Pembayaran lunas, terima kasih',
    });

    await loginAs('pelatih1@arenatkd.demo', 'Pelatih123!');
    await t.page.goto(`${t.server.url}/dashboard/dataKompetisi/${idKompetisi}`);
    await t.page.getByRole('button', { name: 'Upload Bukti' }).click();
    const dlg = t.page.locator('dialog[open]');
    await dlg.getByText('Catatan admin:').first().waitFor();
    await dlg.getByText('Pembayaran lunas, terima kasih').waitFor();
    await dlg.getByText('Diterima', { exact: true }).first().waitFor();
  });
});
