import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, readFileSync } from 'node:fs';
import { mkdir, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { createGunzip, createGzip } from 'node:zlib';
import * as v from 'valibot';
import {
  CADANGAN_HARIAN_DISIMPAN,
  FORMAT_CADANGAN,
  manifestSchema,
  VERSI_FORMAT_CADANGAN,
  type JenisCadangan,
  type Manifest,
} from '../../domain/schemas/sistem';
import type { Db } from '../db/types';
import { daftarBerkasCadangan, daftarUnggahan, folderCadangan, namaCadangan } from './berkas';
import { denganSnapshot } from './snapshot';
import { readTar, TarWriter } from './tar';

/**
 * A backup is one .tar.gz: manifest.json first, then db/<tabel>/<nnnn>.json (each a JSON array of
 * rows, tables in dependency order), then uploads/<folder>/<name> (the stored files).
 */

function versiAplikasi(): { nama: string; versi: string } {
  try {
    const file = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../package.json');
    const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
    return { nama: pkg.name ?? 'arena-tkd', versi: pkg.version ?? '0.0.0' };
  } catch {
    return { nama: 'arena-tkd', versi: '0.0.0' };
  }
}

export const bagianNama = (tabel: string, i: number) => `db/${tabel}/${String(i + 1).padStart(4, '0')}.json`;

export interface HasilCadangan {
  nama: string;
  full: string;
  ukuran: number;
  manifest: Manifest;
}

/** A name not taken yet (two backups in the same second get the next second). */
function namaBebas(dataDir: string, jenis: JenisCadangan, now: Date): string {
  let at = now.getTime();
  for (;;) {
    const nama = namaCadangan(jenis, new Date(at));
    if (!existsSync(path.join(folderCadangan(dataDir), nama))) return nama;
    at += 1000;
  }
}

/** Writes a complete backup into DATA_DIR/backups (atomically: a temp file renamed when finished). */
export async function buatCadangan(db: Db, dataDir: string, jenis: JenisCadangan, now = new Date()): Promise<HasilCadangan> {
  const dir = folderCadangan(dataDir);
  await mkdir(dir, { recursive: true });
  const nama = namaBebas(dataDir, jenis, now);
  const full = path.join(dir, nama);
  const tmp = path.join(dir, `.${nama}.${randomBytes(4).toString('hex')}.tmp`);
  const files = await daftarUnggahan(dataDir);
  const gzip = createGzip({ level: 6 });
  const written = pipeline(gzip, createWriteStream(tmp));
  written.catch(() => undefined); // awaited below; a failure while writing is reported there
  const tar = new TarWriter(gzip);
  // The parts are spooled first: the manifest (the first entry) records each table's size in bytes, which a
  // restore holds the entries to as they stream.
  const spool = path.join(dir, `.${nama}.${randomBytes(4).toString('hex')}.parts`);
  try {
    const manifest = await denganSnapshot(db, async (s) => {
      await mkdir(spool, { recursive: true });
      const parts: { name: string; full: string }[] = [];
      const tabel: Manifest['tabel'] = [];
      for (const t of s.tabel) {
        let ukuran = 0;
        for (let i = 0; i < t.bagian; i += 1) {
          const data = Buffer.from(await s.bacaBagian(t.nama, i));
          const full = path.join(spool, `${parts.length}.json`);
          await writeFile(full, data);
          parts.push({ name: bagianNama(t.nama, i), full });
          ukuran += data.length;
        }
        tabel.push({ ...t, ukuran });
      }
      const m: Manifest = {
        format: FORMAT_CADANGAN,
        versi_format: VERSI_FORMAT_CADANGAN,
        aplikasi: versiAplikasi(),
        dibuat_pada: now.toISOString(),
        jenis,
        migrasi: s.migrasi,
        tabel,
        sekuens: s.sekuens,
        berkas: { jumlah: files.length, ukuran: files.reduce((n, f) => n + f.ukuran, 0) },
      };
      await tar.addBuffer('manifest.json', Buffer.from(JSON.stringify(m, null, 2)), now);
      for (const part of parts) await tar.addFile(part.name, part.full, now);
      return m;
    });
    for (const f of files) await tar.addFile(f.rel, f.full);
    await tar.finish();
    await written;
    await rename(tmp, full);
    return { nama, full, ukuran: (await stat(full)).size, manifest };
  } catch (e) {
    gzip.destroy();
    await written.catch(() => undefined);
    await rm(tmp, { force: true });
    throw e;
  } finally {
    await rm(spool, { recursive: true, force: true });
  }
}

/** Deletes the oldest backups of a kind beyond `keep`; returns the names removed. */
export async function pangkasCadangan(dataDir: string, jenis: JenisCadangan, keep = CADANGAN_HARIAN_DISIMPAN): Promise<string[]> {
  const old = (await daftarBerkasCadangan(dataDir)).filter((b) => b.jenis === jenis).slice(keep);
  for (const b of old) await unlink(b.full).catch(() => undefined);
  return old.map((b) => b.nama);
}

/** The manifest of a kept backup (its first entry), or null when the file is not a readable backup. */
export async function bacaManifest(full: string): Promise<Manifest | null> {
  const input = createReadStream(full);
  const gunzip = createGunzip();
  pipeline(input, gunzip).catch(() => undefined); // ended early on purpose, or not a gzip file (then readTar fails)
  try {
    const entries = readTar(gunzip, 1024 * 1024);
    const first = await entries.next();
    if (first.done || first.value.name !== 'manifest.json') return null;
    const parsed = v.safeParse(manifestSchema, JSON.parse(first.value.data.toString('utf8')));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  } finally {
    input.destroy();
    gunzip.destroy();
  }
}
