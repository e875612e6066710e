import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { atlet } from '../../src/server/db/schema';
import { atletFields, enter, insertAtlet, kelasOfPanitia, postAtlet } from './helpers/atlet';
import { fileOf, form, JPEG, login, makeAdmin, makeAdminKompetisi, makeCoach, PDF, PNG } from './helpers/fixtures';
import { useTestServer } from './helpers/server';

const t = useTestServer();
const MB = 1024 * 1024;
const stored = (kind: string, name: string) => path.join(t.dataDir, 'uploads', 'atlet', kind, name);

/** Every stored athlete document (the data dir lives for the whole file). */
async function allStored(): Promise<string[]> {
  const out: string[] = [];
  for (const kind of ['akte_kelahiran', 'pas_foto', 'sertifikat_belt', 'ktp']) {
    const dir = path.join(t.dataDir, 'uploads', 'atlet', kind);
    if (existsSync(dir)) out.push(...(await readdir(dir)).map((f) => `${kind}/${f}`));
  }
  return out.sort();
}

const jpegOf = (bytes: number, name = 'foto.jpg') => fileOf(Buffer.concat([JPEG, Buffer.alloc(bytes - JPEG.length)]), name, 'image/jpeg');
// A 14-year-old whatever the year the tests run in (from 17 the KK/KTP rule applies to every edit).
const editFields = { nama_atlet: 'Budi', jenis_kelamin: 'LAKI_LAKI', tanggal_lahir: `${new Date().getUTCFullYear() - 14}-05-05` };

describe('documents at add (ATLET_ADD_RULES)', () => {
  it('stores all four under generated names, PDF accepted for sertifikat_belt', async () => {
    await makeCoach(t.db, 'a@uji.id');
    const res = await postAtlet(t, await login(t, 'a@uji.id'), atletFields(), {
      akte_kelahiran: fileOf(PNG, 'akte.png'),
      pas_foto: fileOf(JPEG, 'foto saya.jpg', 'image/jpeg'),
      sertifikat_belt: fileOf(PDF, 'sabuk.pdf', 'application/pdf'),
      ktp: fileOf(PNG, 'ktp.png'),
    });
    expect(res.status).toBe(201);
    const d = res.body.data;
    expect(d.akte_kelahiran).toMatch(/^[a-f0-9]{32}\.png$/);
    expect(d.pas_foto).toMatch(/^[a-f0-9]{32}\.jpg$/);
    expect(d.sertifikat_belt).toMatch(/^[a-f0-9]{32}\.pdf$/);
    for (const kind of ['akte_kelahiran', 'pas_foto', 'sertifikat_belt', 'ktp']) expect(existsSync(stored(kind, d[kind]))).toBe(true);
  });

  it.each([
    [
      'a text file named foto.jpg sent as image/jpeg',
      { pas_foto: fileOf(Buffer.from('ini bukan gambar sama sekali'), 'foto.jpg', 'image/jpeg') },
      400,
      'Format tidak didukung',
    ],
    ['a PDF as pas_foto', { pas_foto: fileOf(PDF, 'foto.pdf', 'application/pdf') }, 400, 'Format tidak didukung'],
    [
      'a fake PDF as sertifikat_belt',
      { sertifikat_belt: fileOf(Buffer.from('%PDX bukan pdf'), 's.pdf', 'application/pdf') },
      400,
      'Format tidak didukung',
    ],
    ['a file over 2MB', { akte_kelahiran: jpegOf(2 * MB + 1) }, 413, 'File terlalu besar. Maksimal 2MB'],
    [
      'four files over 8MB together',
      { akte_kelahiran: jpegOf(2.1 * MB), pas_foto: jpegOf(2.1 * MB), sertifikat_belt: jpegOf(2.1 * MB), ktp: jpegOf(2.1 * MB) },
      413,
      'Total file terlalu besar (8.4MB). Maksimal 8MB',
    ],
  ])('refuses %s; nothing stored', async (_name, files, status, message) => {
    await makeCoach(t.db, 'a@uji.id');
    const before = await allStored();
    // A valid file alongside must not be written either.
    const res = await postAtlet(t, await login(t, 'a@uji.id'), atletFields(), { ktp: fileOf(PNG, 'ktp.png'), ...files });
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
    expect(await t.db.select().from(atlet)).toHaveLength(0);
    expect(await allStored()).toEqual(before);
  });
});

describe('documents at edit (ATLET_EDIT_RULES)', () => {
  it('replaces and removes (hapus_<kind>=1): old files leave the disk after the write', async () => {
    await makeCoach(t.db, 'a@uji.id');
    const token = await login(t, 'a@uji.id');
    const created = (
      await postAtlet(t, token, atletFields(), {
        pas_foto: fileOf(PNG, 'a.png'),
        sertifikat_belt: fileOf(PDF, 's.pdf'),
        ktp: fileOf(PNG, 'k.png'),
      })
    ).body.data;
    const res = await t.api('PUT', `/api/atlet/${created.id_atlet}`, {
      token,
      form: form(
        { ...editFields, hapus_sertifikat_belt: '1', hapus_ktp: '1' },
        {
          pas_foto: fileOf(Buffer.from('RIFF\x24\0\0\0WEBPVP8 '.padEnd(64, '\0'), 'binary'), 'b.webp', 'image/webp'),
          ktp: fileOf(PNG, 'k2.png'),
        },
      ),
    });
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.pas_foto).toMatch(/\.webp$/);
    expect(d.sertifikat_belt).toBeNull();
    // A new file in the same request wins over hapus_<kind>.
    expect(d.ktp).toMatch(/^[a-f0-9]{32}\.png$/);
    expect(existsSync(stored('pas_foto', created.pas_foto))).toBe(false);
    expect(existsSync(stored('sertifikat_belt', created.sertifikat_belt))).toBe(false);
    expect(existsSync(stored('ktp', created.ktp))).toBe(false);
    expect(existsSync(stored('pas_foto', d.pas_foto))).toBe(true);
    expect(existsSync(stored('ktp', d.ktp))).toBe(true);
  });

  it('four files of nearly 5MB fit (body over the general 12MB limit); one over 5MB → 413', async () => {
    const a = await makeCoach(t.db, 'a@uji.id');
    const row = await insertAtlet(t.db, a.id_dojang);
    const token = await login(t, 'a@uji.id');
    const big = await t.api('PUT', `/api/atlet/${row.id_atlet}`, {
      token,
      form: form(editFields, {
        akte_kelahiran: jpegOf(5 * MB - 10),
        pas_foto: jpegOf(5 * MB - 10),
        sertifikat_belt: jpegOf(5 * MB - 10),
        ktp: jpegOf(5 * MB - 10),
      }),
    });
    expect(big.status).toBe(200);
    const before = await allStored();
    const tooBig = await t.api('PUT', `/api/atlet/${row.id_atlet}`, { token, form: form(editFields, { pas_foto: jpegOf(5 * MB + 1) }) });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe('Ukuran file maksimal 5MB');
    const spoof = await t.api('PUT', `/api/atlet/${row.id_atlet}`, {
      token,
      form: form(editFields, { pas_foto: fileOf(Buffer.from('teks biasa'), 'foto.jpg', 'image/jpeg') }),
    });
    expect(spoof.status).toBe(400);
    expect(spoof.body.message).toBe('Format file harus JPG, PNG, JPEG, atau WebP');
    const pdfPhoto = await t.api('PUT', `/api/atlet/${row.id_atlet}`, {
      token,
      form: form(editFields, { pas_foto: fileOf(PDF, 'f.pdf') }),
    });
    expect(pdfPhoto.status).toBe(400);
    const pdfBelt = await t.api('PUT', `/api/atlet/${row.id_atlet}`, {
      token,
      form: form(editFields, { sertifikat_belt: fileOf(PDF, 's.pdf') }),
    });
    expect(pdfBelt.status).toBe(200);
    expect(pdfBelt.body.data.sertifikat_belt).toMatch(/\.pdf$/);
    const [after] = await t.db.select().from(atlet).where(eq(atlet.id_atlet, row.id_atlet));
    // Refused edits stored nothing; the accepted one swapped one file for another.
    const replaced = `sertifikat_belt/${big.body.data.sertifikat_belt}`;
    expect(await allStored()).toEqual([...before.filter((f) => f !== replaced), `sertifikat_belt/${after.sertifikat_belt}`].sort());
  });

  it('a coach of another dojang cannot replace or remove documents', async () => {
    await makeCoach(t.db, 'a@uji.id');
    await makeCoach(t.db, 'b@uji.id');
    const created = (await postAtlet(t, await login(t, 'a@uji.id'), atletFields(), { pas_foto: fileOf(PNG, 'a.png') })).body.data;
    const before = await allStored();
    const res = await t.api('PUT', `/api/atlet/${created.id_atlet}`, {
      token: await login(t, 'b@uji.id'),
      form: form({ ...editFields, hapus_pas_foto: '1' }, { ktp: fileOf(PNG, 'k.png') }),
    });
    expect(res.status).toBe(404);
    expect(await allStored()).toEqual(before);
    const [row] = await t.db.select().from(atlet).where(eq(atlet.id_atlet, created.id_atlet));
    expect(row.pas_foto).toBe(created.pas_foto);
    expect(row.ktp).toBeNull();
  });
});

describe('GET/HEAD /uploads/atlet/<kind>/<file> (private)', () => {
  it('owner coach, ADMIN and the competition admin of an entered athlete only', async () => {
    await makeCoach(t.db, 'a@uji.id');
    await makeCoach(t.db, 'b@uji.id');
    await makeAdmin(t.db);
    const panitia = await makeAdminKompetisi(t.db);
    const owner = await login(t, 'a@uji.id');
    const d = (await postAtlet(t, owner, atletFields(), { pas_foto: fileOf(PNG, 'a.png'), sertifikat_belt: fileOf(PDF, 's.pdf') })).body
      .data;
    const auth = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
    const foto = `/uploads/atlet/pas_foto/${d.pas_foto}`;
    const sertifikat = `/uploads/atlet/sertifikat_belt/${d.sertifikat_belt}`;

    const mine = await t.fetch(foto, auth(owner));
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect(mine.headers.get('content-type')).toBe('image/png');
    expect(mine.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await mine.arrayBuffer()).equals(PNG)).toBe(true);
    const head = await t.fetch(foto, { method: 'HEAD', ...auth(owner) });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(PNG.length));
    expect(head.headers.get('cache-control')).toBe('private, no-store');
    expect((await head.arrayBuffer()).byteLength).toBe(0);
    expect((await t.fetch(sertifikat, auth(owner))).headers.get('content-type')).toBe('application/pdf');

    const admin = await login(t, 'admin@uji.id');
    expect((await t.fetch(foto, auth(admin))).status).toBe(200);
    const other = await t.fetch(foto, auth(await login(t, 'b@uji.id')));
    expect(other.status).toBe(403);
    expect((await other.json()).message).toBe('Anda tidak memiliki akses');
    expect((await t.fetch(foto, { method: 'HEAD', ...auth(await login(t, 'b@uji.id')) })).status).toBe(403);
    const anon = await t.fetch(foto);
    expect(anon.status).toBe(401);
    expect((await anon.json()).message).toBe('Anda harus login terlebih dahulu');
    expect((await t.fetch(foto, { method: 'HEAD' })).status).toBe(401);

    const panitiaToken = await login(t, 'panitia@uji.id');
    expect((await t.fetch(foto, auth(panitiaToken))).status).toBe(403);
    await enter(t.db, await kelasOfPanitia(t.db, panitia.id_akun), d.id_atlet);
    const entered = await t.fetch(foto, auth(panitiaToken));
    expect(entered.status).toBe(200);
    expect(entered.headers.get('cache-control')).toBe('private, no-store');
  });

  it("unknown names and another kind's folder → 404 'File tidak ditemukan'; a name gone from disk → 404", async () => {
    await makeCoach(t.db, 'a@uji.id');
    const owner = await login(t, 'a@uji.id');
    const d = (await postAtlet(t, owner, atletFields(), { pas_foto: fileOf(PNG, 'a.png') })).body.data;
    const auth = { headers: { authorization: `Bearer ${owner}` } };
    for (const url of [
      `/uploads/atlet/pas_foto/${'0'.repeat(32)}.png`,
      `/uploads/atlet/ktp/${d.pas_foto}`,
      '/uploads/atlet/pas_foto/..%2F..%2Fpglite',
      `/uploads/atlet/lainnya/${d.pas_foto}`,
    ]) {
      const res = await t.fetch(url, auth);
      expect(res.status).toBe(404);
      expect((await res.json()).message).toBe('File tidak ditemukan');
    }
    await t.db.update(atlet).set({ ktp: `${'1'.repeat(32)}.png` });
    expect((await t.fetch(`/uploads/atlet/ktp/${'1'.repeat(32)}.png`, auth)).status).toBe(404);
  });
});
