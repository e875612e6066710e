import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { jumlahRonde, namaRonde } from '../../src/domain/bagan/ronde';
import { useAppSuite } from './helpers/suite';
import { teksPdf } from './helpers/pdf-text';

let idKelas = 0;
let jumlah = 0;

interface KelasDetail {
  kompetisi: { nama_event: string };
  bracket_status: string;
  match_selesai: number;
  match_total: number;
  peserta: { id_peserta_kompetisi: number; nama: string; nama_dojang: string }[];
  bagan: null | {
    versi: number;
    matches: { id_match: string; ronde: number; id_pemenang: number | null; id_peserta_a: number | null; id_peserta_b: number | null }[];
  };
}

const t = useAppSuite('offline-bagan', { width: 820, height: 1180 });

async function kelasDiServer(): Promise<KelasDetail> {
  const res = await fetch(`${t.server.url}/api/brackets/${idKelas}`, { headers: { Authorization: `Bearer ${await t.token()}` } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: KelasDetail }).data;
}

describe('a competition admin draws and scores a class on a tablet whose wifi drops', () => {
  it('opens DRAWING BAGAN and a class with four or more approved entries while online', async () => {
    await t.page.goto(`${t.server.url}/login`);
    await t.page.getByLabel('Email').fill('kompetisi@arenatkd.demo');
    await t.page.getByLabel('Password', { exact: true }).fill('Kompetisi123!');
    await t.page.getByRole('button', { name: 'Login' }).click();
    await t.page.waitForFunction(() => !!localStorage.getItem('auth_token'));
    await t.page.goto(`${t.server.url}/admin-kompetisi/drawing-bagan`);
    await t.page.getByText('DRAWING BAGAN TOURNAMENT').waitFor();
    await t.page.getByLabel('Cabang').selectOption('KYORUGI');
    const buka = t.page.getByRole('link', { name: 'Buat Bracket' }).first();
    await buka.waitFor();
    idKelas = Number((await buka.getAttribute('href'))?.split('/').pop());
    expect(idKelas).toBeGreaterThan(0);
    const awal = await kelasDiServer();
    jumlah = awal.peserta.length;
    expect(jumlah).toBeGreaterThanOrEqual(4);
    expect(awal.bagan).toBeNull();
    await buka.click();
    await t.page.getByRole('button', { name: 'Shuffle & Generate' }).waitFor();
    await t.page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await t.page.reload();
    await t.page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    await t.page.getByRole('button', { name: 'Shuffle & Generate' }).waitFor();
  });

  it('draws, saves and enters every result up to the final with the network cut; all of it survives a reload', async () => {
    await t.browser.context.setOffline(true);
    await t.page.getByRole('button', { name: 'Shuffle & Generate' }).click();
    await t.page.getByText('Draf — belum disimpan.').waitFor();
    await t.page.getByRole('button', { name: 'Save', exact: true }).click();
    await t.page.getByText('Bagan tersimpan di perangkat ini dan menunggu sinkron.').waitFor();
    const ronde = jumlahRonde(jumlah);
    for (let r = 1; r <= ronde; r += 1) {
      const pensil = t.page.getByRole('button', { name: new RegExp(`^Ubah hasil pertandingan ${namaRonde(r, ronde)} partai`) });
      const n = await pensil.count();
      expect(n).toBeGreaterThan(0);
      for (let i = 0; i < n; i += 1) {
        await pensil.nth(i).click();
        const dialog = t.page.locator('dialog[open]');
        await dialog.getByText('Update Match Result').waitFor();
        const skor = dialog.getByRole('spinbutton');
        await skor.nth(0).fill(String(5 + i));
        await skor.nth(1).fill(String(i % 3));
        await dialog.getByRole('button', { name: 'Save Result' }).click();
        await dialog.waitFor({ state: 'detached' });
      }
    }
    await t.page.getByText('Medali kelas ini').waitFor();
    await t.page.reload();
    await t.page.getByText('Medali kelas ini').waitFor();
    expect(await t.page.getByText('Menunggu sinkron').count()).toBeGreaterThan(0);
    expect((await kelasDiServer()).bagan).toBeNull();
  });

  it('reconnects: the server holds the same bracket and each result once', async () => {
    const lokal = await t.page.evaluate(async (id) => {
      const req = indexedDB.open('arena-tkd');
      const db = await new Promise<IDBDatabase>((res, rej) => {
        req.onsuccess = () => res(req.result);
        req.onerror = () => rej(req.error);
      });
      const all = await new Promise<{ path: string; body: { matches?: { id_match: string }[] } }[]>((res) => {
        const get = db.transaction('outbox').objectStore('outbox').getAll();
        get.onsuccess = () => res(get.result as never);
      });
      db.close();
      return all
        .filter((e) => e.path === '/brackets')
        .map((e) => (e.body.matches ?? []).map((m) => m.id_match))
        .flat()
        .concat(String(id));
    }, idKelas);
    await t.browser.context.setOffline(false);
    await t.page.evaluate(() => window.dispatchEvent(new Event('online')));
    await t.page.getByText('Menunggu sinkron').first().waitFor({ state: 'detached', timeout: 30_000 });
    await t.page.waitForFunction(
      async () => {
        const req = indexedDB.open('arena-tkd');
        const db = await new Promise<IDBDatabase>((res, rej) => {
          req.onsuccess = () => res(req.result);
          req.onerror = () => rej(req.error);
        });
        const n = await new Promise<number>((res) => {
          const count = db.transaction('outbox').objectStore('outbox').count();
          count.onsuccess = () => res(count.result);
        });
        db.close();
        return n === 0;
      },
      undefined,
      { timeout: 30_000, polling: 250 },
    );
    const kelas = await kelasDiServer();
    const sisa = await t.page.evaluate(async () => {
      const req = indexedDB.open('arena-tkd');
      const db = await new Promise<IDBDatabase>((res, rej) => {
        req.onsuccess = () => res(req.result);
        req.onerror = () => rej(req.error);
      });
      const all = await new Promise<{ path: string; status: string; lastError: string | null }[]>((res) => {
        const get = db.transaction('outbox').objectStore('outbox').getAll();
        get.onsuccess = () => res(get.result as never);
      });
      db.close();
      return all.map((e) => `${e.status} ${e.path}: ${e.lastError ?? ''}`);
    });
    expect(sisa).toEqual([]);
    expect(kelas.bracket_status).toBe('completed');
    expect(kelas.match_selesai).toBe(jumlah - 1);
    expect(kelas.match_total).toBe(jumlah - 1);
    expect(kelas.bagan!.matches.map((m) => m.id_match).sort()).toEqual(lokal.slice(0, -1).sort());
    // One draw and jumlah-1 results, each applied once: the bracket's version counts every applied write.
    expect(kelas.bagan!.versi).toBe(1 + (jumlah - 1));
  });

  it('exports the bracket as a PDF that opens: one page, the names on it', async () => {
    const [unduhan] = await Promise.all([t.page.waitForEvent('download'), t.page.getByRole('button', { name: 'Export PDF' }).click()]);
    const file = await unduhan.path();
    const teks = await teksPdf(readFileSync(file));
    const kelas = await kelasDiServer();
    expect(teks.halaman).toBe(1);
    expect(teks.isi).toContain(kelas.peserta[0]!.nama);
  });

  it("'Cetak' prints the finished bracket on one A4 landscape page: event and class on top, every name whole, the medal box on it", async () => {
    const kelas = await kelasDiServer();
    await t.page.emulateMedia({ media: 'print' });
    try {
      const pdf = await t.page.pdf({ format: 'A4', landscape: true, preferCSSPageSize: true });
      const teks = await teksPdf(pdf);
      expect(teks.halaman).toBe(1);
      expect(teks.isi).toContain(kelas.kompetisi.nama_event);
      expect(teks.isi).toContain(`${jumlah} peserta`);
      expect(teks.isi).toContain('Medali kelas ini');
      for (const p of kelas.peserta) expect(teks.isi.replace(/\s+/g, ' ')).toContain(p.nama);
    } finally {
      await t.page.emulateMedia({ media: null });
    }
  });

  it("'Shuffle & Generate' on the finished bracket asks first: Batal keeps its results; yes shows a draft that discards them only on save", async () => {
    const shuffle = t.page.getByRole('button', { name: 'Shuffle & Generate' });
    const dialog = t.page.locator('dialog[open]');
    await shuffle.click();
    await dialog.getByText('Undi ulang bagan yang sudah berjalan?').waitFor();
    expect(await dialog.textContent()).toContain(`sudah memiliki ${jumlah - 1} hasil pertandingan`);
    expect(await dialog.textContent()).toContain('semua hasil tersebut akan dibuang');
    await dialog.getByRole('button', { name: 'Batal' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await t.page.getByText('Draf — belum disimpan.').count()).toBe(0);
    await t.page.getByText('Medali kelas ini').waitFor();

    await shuffle.click();
    await dialog.getByRole('button', { name: 'Undi ulang' }).click();
    await t.page.getByText('Draf — belum disimpan.').waitFor();
    // The saved bracket with its results is untouched until the draft is saved; the draft can be dropped.
    expect((await kelasDiServer()).bracket_status).toBe('completed');
    await t.page.getByRole('button', { name: 'Buang draf' }).click();
    await t.page.getByText('Draf — belum disimpan.').waitFor({ state: 'detached' });
    await t.page.getByText('Medali kelas ini').waitFor();
  });

  it('a class of 2 keeps its notice, opens, and is drawn after a confirmation: one final, gold and silver', async () => {
    await t.page.goto(`${t.server.url}/admin-kompetisi/drawing-bagan`);
    await t.page.getByText('DRAWING BAGAN TOURNAMENT').waitFor();
    const kartu = t.page
      .locator('article')
      .filter({ has: t.page.getByText('2 peserta disetujui', { exact: true }) })
      .first();
    await kartu.getByText('Minimal 4 peserta untuk tournament').waitFor();
    const buka = kartu.getByRole('link', { name: 'Buat Bracket' });
    const id = Number((await buka.getAttribute('href'))?.split('/').pop());
    await buka.click();
    await t.page.getByRole('button', { name: 'Generate', exact: true }).click();
    const dialog = t.page.locator('dialog[open]');
    await dialog.getByText('Undi kelas dengan 2 peserta?').waitFor();
    expect(await dialog.textContent()).toContain('langsung Final');
    await dialog.getByRole('button', { name: 'Ya, undi' }).click();
    await t.page.getByText('Draf — belum disimpan.').waitFor();
    await t.page.getByRole('button', { name: 'Save', exact: true }).click();
    await t.page.getByText('Draf — belum disimpan.').waitFor({ state: 'detached' });
    await t.page.getByRole('button', { name: /^Ubah hasil pertandingan Final partai 1/ }).click();
    const hasilDialog = t.page.locator('dialog[open]');
    await hasilDialog.getByText('Update Match Result').waitFor();
    await hasilDialog.getByRole('spinbutton').nth(0).fill('9');
    await hasilDialog.getByRole('spinbutton').nth(1).fill('4');
    await hasilDialog.getByRole('button', { name: 'Save Result' }).click();
    await hasilDialog.waitFor({ state: 'detached' });
    const medali = t.page.getByRole('region', { name: 'Medali kelas ini' });
    await medali.getByText('Emas').waitFor();
    await medali.getByText('Perak').waitFor();
    expect(await medali.getByText('Perunggu').count()).toBe(0);
    await t.page.waitForFunction(
      async (idKelas) => {
        const res = await fetch(`/api/brackets/${idKelas}`, { headers: { Authorization: `Bearer ${localStorage.getItem('auth_token')}` } });
        const body = (await res.json()) as { data: { bracket_status: string } };
        return body.data.bracket_status === 'completed';
      },
      id,
      { timeout: 30_000, polling: 500 },
    );
  });

  it('the public microsite shows the medal tally', async () => {
    const kelas = await kelasDiServer();
    const final = kelas.bagan!.matches.find((m) => m.ronde === jumlahRonde(jumlah))!;
    const juara = kelas.peserta.find((p) => p.id_peserta_kompetisi === final.id_pemenang)!;
    await t.page.goto(`${t.server.url}/event/medali`);
    await t.page.getByText(juara.nama_dojang).first().waitFor({ timeout: 15_000 });
  });
});
