import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { describe, expect, it } from 'vitest';
import { enkripsiBerkas, idKunciBerkas, kunciDenganId } from '../../src/server/berkas-aman/format';
import { kunciBerkas } from '../../src/server/berkas-aman/kunci-berkas';
import { enkripsiBerkasLama } from '../../src/server/berkas-aman/lama';
import { atlet } from '../../src/server/db/schema';
import { buatCadangan } from '../../src/server/sistem/arsip';
import { readTar } from '../../src/server/sistem/tar';
import { bacaUpload, storeUpload } from '../../src/server/uploads/store';
import { atletFields, insertAtlet, postAtlet } from './helpers/atlet';
import { fileOf, JPEG, login, makeCoach, PDF, PNG } from './helpers/fixtures';
import { useTestServer } from './helpers/server';

const t = useTestServer();
const stored = (folder: string, name: string) => readFile(path.join(t.dataDir, 'uploads', folder, name));

/** A real image header with a distinctive body, so a slice of the plaintext can be looked for in the stored bytes. */
const pngBesar = () => Buffer.concat([PNG, randomBytes(6000)]);
const jpegBesar = () => Buffer.concat([JPEG, randomBytes(6000)]);
const pdfBesar = () => Buffer.concat([PDF, Buffer.from(`%${randomBytes(3000).toString('hex')}\n`)]);

async function atletDenganDokumen() {
  const coach = await makeCoach(t.db, `c${randomBytes(3).toString('hex')}@uji.id`);
  const token = await login(t, coach.akun.email);
  const isi = { akte_kelahiran: pngBesar(), pas_foto: jpegBesar(), sertifikat_belt: pdfBesar(), ktp: pngBesar() };
  const res = await postAtlet(t, token, atletFields({ nik: `16710114031200${String(Math.floor(Math.random() * 90) + 10)}` }), {
    akte_kelahiran: fileOf(isi.akte_kelahiran, 'akte.png'),
    pas_foto: fileOf(isi.pas_foto, 'foto.jpg', 'image/jpeg'),
    sertifikat_belt: fileOf(isi.sertifikat_belt, 'sabuk.pdf', 'application/pdf'),
    ktp: fileOf(isi.ktp, 'ktp.png'),
  });
  expect(res.status).toBe(201);
  return { token, isi, data: res.body.data as Record<keyof typeof isi, string> & { id_atlet: number }, coach };
}

describe('private uploads are encrypted at rest', () => {
  it('stores each athlete document so that it is no image or PDF and holds none of its plaintext; serving gives it back', async () => {
    const { token, isi, data } = await atletDenganDokumen();
    for (const kind of ['akte_kelahiran', 'pas_foto', 'sertifikat_belt', 'ktp'] as const) {
      const disk = await stored(`atlet/${kind}`, data[kind]);
      const sniffed = (await fileTypeFromBuffer(disk))?.mime;
      expect(sniffed === undefined || !/^image\/|application\/pdf/.test(sniffed), `${kind}: ${sniffed}`).toBe(true);
      expect(disk.subarray(0, 6).toString('ascii')).toBe('ATKENC');
      // No 32-byte window of the file (its header or its body) is found in what is stored.
      for (const at of [0, 64, 1000, isi[kind].length - 32])
        expect(disk.includes(isi[kind].subarray(at, at + 32)), `${kind}@${at}`).toBe(false);
      const res = await t.fetch(`/uploads/atlet/${kind}/${data[kind]}`, { headers: { authorization: `Bearer ${token}` } });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(Buffer.from(await res.arrayBuffer()).equals(isi[kind])).toBe(true);
      const head = await t.fetch(`/uploads/atlet/${kind}/${data[kind]}`, { method: 'HEAD', headers: { authorization: `Bearer ${token}` } });
      expect(head.headers.get('content-length')).toBe(String(isi[kind].length));
    }
  });

  it('the same bytes stored twice differ on disk (a key and an iv per file), and a changed byte is refused, not served', async () => {
    const kunci = kunciBerkas(t.dataDir);
    const isi = pngBesar();
    const a = enkripsiBerkas(isi, kunci);
    expect(a.equals(enkripsiBerkas(isi, kunci))).toBe(false);
    const { token, data } = await atletDenganDokumen();
    const file = path.join(t.dataDir, 'uploads', 'atlet', 'pas_foto', data.pas_foto);
    const disk = await readFile(file);
    disk[disk.length - 10] ^= 1;
    await writeFile(file, disk);
    const res = await t.fetch(`/uploads/atlet/pas_foto/${data.pas_foto}`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { kode: string }).kode).toBe('tidak_ditemukan');
  });

  it("a file wrapped by another server's key is a clear 404 naming the key, never a 500", async () => {
    const { token, data } = await atletDenganDokumen();
    const lain = kunciDenganId(randomBytes(32));
    await writeFile(path.join(t.dataDir, 'uploads', 'atlet', 'ktp', data.ktp), enkripsiBerkas(pngBesar(), lain));
    const res = await t.fetch(`/uploads/atlet/ktp/${data.ktp}`, { headers: { authorization: `Bearer ${token}` } });
    const body = (await res.json()) as { kode: string; message: string };
    expect([res.status, body.kode]).toEqual([404, 'tidak_ditemukan']);
    expect(body.message).toMatch(/kunci server lain/);
  });

  it('a plain file stored before encryption is still served, then encrypted in place once (idempotent)', async () => {
    const coach = await makeCoach(t.db, 'lama@uji.id');
    const token = await login(t, 'lama@uji.id');
    const nama = `${randomBytes(16).toString('hex')}.jpg`;
    const isi = jpegBesar();
    await mkdir(path.join(t.dataDir, 'uploads', 'atlet', 'pas_foto'), { recursive: true });
    await writeFile(path.join(t.dataDir, 'uploads', 'atlet', 'pas_foto', nama), isi);
    const a = await insertAtlet(t.db, coach.id_dojang, { pas_foto: nama, id_pelatih_pembuat: coach.pelatih.id_pelatih });
    const ambil = async () => {
      const res = await t.fetch(`/uploads/atlet/pas_foto/${nama}`, { headers: { authorization: `Bearer ${token}` } });
      expect(res.status).toBe(200);
      return Buffer.from(await res.arrayBuffer());
    };
    expect((await ambil()).equals(isi)).toBe(true);
    const pertama = await enkripsiBerkasLama(t.dataDir);
    expect(pertama.dienkripsi).toBeGreaterThanOrEqual(1);
    const disk = await stored('atlet/pas_foto', nama);
    expect(idKunciBerkas(disk)).toBe(kunciBerkas(t.dataDir).id.toString('hex'));
    expect((await fileTypeFromBuffer(disk))?.mime).toBeUndefined();
    expect((await ambil()).equals(isi)).toBe(true);
    expect(await enkripsiBerkasLama(t.dataDir)).toEqual({ dienkripsi: 0, kunciLain: pertama.kunciLain });
    expect((await stored('atlet/pas_foto', nama)).equals(disk)).toBe(true);
    await t.db.delete(atlet).where(eq(atlet.id_atlet, a.id_atlet));
  });

  it('many files read at once (encrypted and plain, of every size) each come back whole and their own', async () => {
    const asli = new Map<string, Buffer>();
    for (let i = 0; i < 30; i++) {
      const isi = Buffer.concat([JPEG, randomBytes(i * 37_000 + i)]);
      if (i % 3 === 0) {
        const nama = `${randomBytes(16).toString('hex')}.jpg`;
        await mkdir(path.join(t.dataDir, 'uploads', 'atlet', 'pas_foto'), { recursive: true });
        await writeFile(path.join(t.dataDir, 'uploads', 'atlet', 'pas_foto', nama), isi);
        asli.set(nama, isi);
      } else asli.set(await storeUpload(t.dataDir, 'atlet/pas_foto', { bytes: isi, ext: 'jpg' }), isi);
    }
    const nama = [...asli.keys(), ...asli.keys(), ...asli.keys()];
    const dibaca = await Promise.all(nama.map((n) => bacaUpload(t.dataDir, 'atlet/pas_foto', n)));
    dibaca.forEach((b, i) => expect(b.equals(asli.get(nama[i]!)!), nama[i]).toBe(true));
  });

  it("a dojang's logo stays as uploaded (public, cached by everyone)", async () => {
    const nama = `${randomBytes(16).toString('hex')}.png`;
    await mkdir(path.join(t.dataDir, 'uploads', 'dojang', 'logos'), { recursive: true });
    await writeFile(path.join(t.dataDir, 'uploads', 'dojang', 'logos', nama), PNG);
    await enkripsiBerkasLama(t.dataDir);
    expect((await stored('dojang/logos', nama)).equals(PNG)).toBe(true);
    const res = await t.fetch(`/uploads/dojang/logos/${nama}`);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('a backup keeps the files as stored (encrypted), without the key; bacaUpload reads them back', async () => {
    const { isi, data } = await atletDenganDokumen();
    const { full } = await buatCadangan(t.db, t.dataDir, 'manual', new Date('2026-01-02T03:04:05Z'));
    const gunzip = createGunzip();
    const piped = pipeline(createReadStream(full), gunzip);
    const entri = new Map<string, Buffer>();
    for await (const e of readTar(gunzip, 64 * 1024 * 1024)) entri.set(e.name, Buffer.from(e.data));
    await piped;
    expect([...entri.keys()].some((n) => /secret\.key/.test(n))).toBe(false);
    const ktp = entri.get(`uploads/atlet/ktp/${data.ktp}`)!;
    expect(ktp.equals(await stored('atlet/ktp', data.ktp))).toBe(true);
    expect((await fileTypeFromBuffer(ktp))?.mime).toBeUndefined();
    expect(ktp.includes(isi.ktp.subarray(500, 532))).toBe(false);
    expect((await bacaUpload(t.dataDir, 'atlet/ktp', data.ktp)).equals(isi.ktp)).toBe(true);
  });
});
