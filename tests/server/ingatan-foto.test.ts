import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INGATAN_FOTO_BYTE, IngatanFoto, byteIngatanFoto } from '../../src/server/berkas-aman/ingatan-foto';
import { bacaUpload, ingatanFoto, removeUpload, storeUpload, tulisUpload } from '../../src/server/uploads/store';
import { JPEG, PNG } from './helpers/fixtures';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'arena-ingatan-foto-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** An IngatanFoto whose reads are counted, over files in the test's folder. */
function ingatan(maksByte = 1024 * 1024, umurMs = 60_000) {
  let jam = 1_000_000;
  const baca: string[] = [];
  const m = new IngatanFoto(maksByte, umurMs, () => jam);
  return {
    m,
    baca,
    maju: (ms: number) => {
      jam += ms;
    },
    ambil: (full: string) =>
      m.ambil(full, async () => {
        baca.push(path.basename(full));
        return { isi: await readFile(full), simpan: true };
      }),
  };
}

async function berkas(nama: string, isi: Buffer): Promise<string> {
  const full = path.join(dir, nama);
  await writeFile(full, isi);
  return full;
}

describe('photos kept decrypted in memory', () => {
  it('reads an unchanged photo once and serves the same bytes again', async () => {
    const x = ingatan();
    const isi = randomBytes(5000);
    const full = await berkas('a.jpg', isi);
    expect((await x.ambil(full)).equals(isi)).toBe(true);
    expect((await x.ambil(full)).equals(isi)).toBe(true);
    expect(x.baca).toEqual(['a.jpg']);
    expect(x.m.ukuran).toEqual({ foto: 1, byte: 5000 });
  });

  it('reads again a photo replaced on disk by any process, and never serves a removed one', async () => {
    const x = ingatan();
    const full = await berkas('b.jpg', randomBytes(3000));
    await x.ambil(full);
    // Replaced as the hub's copy and a restore do: a new file renamed over the old name.
    const baru = randomBytes(3000);
    await writeFile(`${full}.tmp`, baru);
    await rename(`${full}.tmp`, full);
    expect((await x.ambil(full)).equals(baru)).toBe(true);
    expect(x.baca).toEqual(['b.jpg', 'b.jpg']);
    // Removed behind its back (another process): the view fails as a missing file does.
    await rm(full);
    await expect(x.ambil(full)).rejects.toMatchObject({ code: 'ENOENT' });
    expect(x.baca).toHaveLength(2);
  });

  it('reads a photo again once it is older than its age', async () => {
    const x = ingatan(1024 * 1024, 10_000);
    const full = await berkas('c.jpg', randomBytes(1000));
    await x.ambil(full);
    x.maju(10_000);
    await x.ambil(full);
    expect(x.baca).toHaveLength(1);
    x.maju(10_001);
    await x.ambil(full);
    expect(x.baca).toHaveLength(2);
  });

  it('keeps at most its bytes, the least recently viewed out first, and no photo over an eighth of them', async () => {
    const x = ingatan(8000);
    const satu = await berkas('d1.jpg', randomBytes(1000));
    const dua = await berkas('d2.jpg', randomBytes(1000));
    const besar = await berkas('d3.jpg', randomBytes(1001));
    for (const full of [satu, dua, satu, besar]) await x.ambil(full);
    expect(x.m.ukuran).toEqual({ foto: 2, byte: 2000 });
    const lagi: string[] = [];
    for (let i = 0; i < 7; i++) lagi.push(await berkas(`e${i}.jpg`, randomBytes(1000)));
    for (const full of lagi) await x.ambil(full);
    expect(x.m.ukuran.byte).toBeLessThanOrEqual(8000);
    // d2 was the least recently viewed (d1 was viewed again after it): it went first.
    x.baca.length = 0;
    await x.ambil(lagi[6]!);
    await x.ambil(dua);
    expect(x.baca).toEqual(['d2.jpg']);
  });

  it('keeps only what its reader says to keep', async () => {
    const m = new IngatanFoto();
    const full = await berkas('polos.jpg', randomBytes(100));
    await m.ambil(full, async () => ({ isi: await readFile(full), simpan: false }));
    expect(m.ukuran.foto).toBe(0);
  });

  it('takes its size from ARENA_INGATAN_FOTO_MB, 0 included; anything else leaves the default', () => {
    expect(byteIngatanFoto({ ARENA_INGATAN_FOTO_MB: '8' })).toBe(8 * 1024 * 1024);
    expect(byteIngatanFoto({ ARENA_INGATAN_FOTO_MB: '0' })).toBe(0);
    for (const x of [undefined, '', ' ', '-1', 'banyak']) expect(byteIngatanFoto({ ARENA_INGATAN_FOTO_MB: x })).toBe(INGATAN_FOTO_BYTE);
  });

  it('keeps nothing when its size is 0', async () => {
    const x = ingatan(0);
    const full = await berkas('f.jpg', randomBytes(100));
    await x.ambil(full);
    await x.ambil(full);
    expect(x.baca).toHaveLength(2);
  });

  it("keeps athletes' decrypted photos through bacaUpload, never documents or plain files, and forgets a photo removed", async () => {
    ingatanFoto.kosongkan();
    // A plain photo from before encryption costs no decryption: read from disk at every view.
    await mkdir(path.join(dir, 'uploads', 'atlet', 'pas_foto'), { recursive: true });
    await writeFile(path.join(dir, 'uploads', 'atlet', 'pas_foto', 'polos.jpg'), JPEG);
    expect((await bacaUpload(dir, 'atlet/pas_foto', 'polos.jpg')).equals(JPEG)).toBe(true);
    expect(ingatanFoto.ukuran.foto).toBe(0);
    const foto = Buffer.concat([JPEG, randomBytes(4000)]);
    const nama = await storeUpload(dir, 'atlet/pas_foto', { bytes: foto, ext: 'jpg' });
    const akte = await storeUpload(dir, 'atlet/akte_kelahiran', { bytes: Buffer.concat([PNG, randomBytes(4000)]), ext: 'png' });
    await bacaUpload(dir, 'atlet/akte_kelahiran', akte);
    expect(ingatanFoto.ukuran.foto).toBe(0);
    expect((await bacaUpload(dir, 'atlet/pas_foto', nama)).equals(foto)).toBe(true);
    expect(ingatanFoto.ukuran).toEqual({ foto: 1, byte: foto.length });
    // The hub's copy replaces it under the same name.
    const salinan = Buffer.concat([JPEG, randomBytes(2000)]);
    await tulisUpload(dir, 'atlet/pas_foto', nama, salinan);
    expect((await bacaUpload(dir, 'atlet/pas_foto', nama)).equals(salinan)).toBe(true);
    await removeUpload(dir, 'atlet/pas_foto', nama);
    expect(ingatanFoto.ukuran.foto).toBe(0);
    await expect(bacaUpload(dir, 'atlet/pas_foto', nama)).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
