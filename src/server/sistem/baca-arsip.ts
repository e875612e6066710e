import { createReadStream } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import * as v from 'valibot';
import {
  FORMAT_CADANGAN, manifestSchema, SISTEM_MSG, VERSI_FORMAT_CADANGAN, type Manifest,
} from '../../domain/schemas/sistem';
import type { Db } from '../db/types';
import { ApiError } from '../http/api-error';
import { STORED_NAME, UPLOAD_FOLDERS } from '../uploads/store';
import { tabelUrutDependensi, tingkatMigrasi } from './tabel';
import { readTar, TarError } from './tar';

/** Largest single entry accepted (a part of 5,000 rows or one upload are far below this). */
const MAKS_ENTRI = 256 * 1024 * 1024;
const BAGIAN = /^db\/([a-z_][a-z0-9_]{0,62})\/(\d{4})\.json$/;
const UNGGAHAN = /^uploads\/(.+)\/([^/]+)$/;

export interface ArsipTerbaca {
  manifest: Manifest;
  /** Staging folder: db/<tabel>/<nnnn>.json and uploads/<folder>/<name>. */
  dir: string;
  /** Part files per table, in order. */
  bagian: Map<string, string[]>;
  berkas: number;
}

const refuse = (message: string): never => {
  throw new ApiError(400, message);
};

function cekManifest(raw: Buffer, migrasiServer: { jumlah: number; hash_terakhir: string | null }): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(raw.toString('utf8'));
  } catch {
    return refuse(SISTEM_MSG.bukanCadangan);
  }
  if (!json || typeof json !== 'object' || (json as { format?: unknown }).format !== FORMAT_CADANGAN) refuse(SISTEM_MSG.bukanCadangan);
  if ((json as { versi_format?: unknown }).versi_format !== VERSI_FORMAT_CADANGAN) refuse(SISTEM_MSG.versiFormat);
  const parsed = v.safeParse(manifestSchema, json);
  if (!parsed.success) return refuse(SISTEM_MSG.bukanCadangan);
  const m = parsed.output;
  if (m.migrasi.jumlah !== migrasiServer.jumlah || m.migrasi.hash_terakhir !== migrasiServer.hash_terakhir) {
    refuse(SISTEM_MSG.migrasi(m.migrasi.jumlah, migrasiServer.jumlah));
  }
  const known = tabelUrutDependensi().map((t) => t.nama).sort();
  const listed = m.tabel.map((t) => t.nama).sort();
  if (known.length !== listed.length || known.some((n, i) => n !== listed[i])) refuse(SISTEM_MSG.tidakLengkap);
  return m;
}

/**
 * Reads a backup archive into `dir`, checking as it goes: manifest.json first and ours, the same database
 * migrations as this server, only known entry names (no path can leave the staging folder), every part and
 * file the manifest announces. Any doubt → ApiError 400 with an Indonesian message; nothing is applied here.
 */
export async function bacaArsip(db: Db, file: string, dir: string): Promise<ArsipTerbaca> {
  const migrasiServer = await tingkatMigrasi(db);
  const input = createReadStream(file);
  const gunzip = createGunzip();
  const piped = pipeline(input, gunzip);
  piped.catch(() => undefined);
  let manifest: Manifest | null = null;
  const bagian = new Map<string, string[]>();
  const seen = new Set<string>();
  let berkas = 0;
  try {
    for await (const entry of readTar(gunzip, MAKS_ENTRI)) {
      if (!manifest) {
        if (entry.name !== 'manifest.json') refuse(SISTEM_MSG.bukanCadangan);
        manifest = cekManifest(entry.data, migrasiServer);
        continue;
      }
      if (seen.has(entry.name)) refuse(SISTEM_MSG.isiAsing(entry.name));
      seen.add(entry.name);
      const part = BAGIAN.exec(entry.name);
      const upload = UNGGAHAN.exec(entry.name);
      if (part) {
        const [, tabel, nomor] = part as unknown as [string, string, string];
        const info = manifest.tabel.find((t) => t.nama === tabel);
        const list = bagian.get(tabel) ?? [];
        if (!info || Number(nomor) !== list.length + 1 || list.length >= info.bagian) refuse(SISTEM_MSG.isiAsing(entry.name));
        const target = path.join(dir, 'db', tabel, `${nomor}.json`);
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(target, entry.data);
        list.push(target);
        bagian.set(tabel, list);
      } else if (upload && (UPLOAD_FOLDERS as readonly string[]).includes(upload[1]!) && STORED_NAME.test(upload[2]!)) {
        const target = path.join(dir, 'uploads', upload[1]!, upload[2]!);
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(target, entry.data);
        berkas += 1;
      } else refuse(SISTEM_MSG.isiAsing(entry.name.slice(0, 120)));
    }
    await piped.catch((e: unknown) => {
      throw new TarError(String(e));
    });
  } catch (e) {
    input.destroy();
    gunzip.destroy();
    if (e instanceof ApiError) throw e;
    throw new ApiError(400, SISTEM_MSG.rusak);
  }
  if (!manifest) return refuse(SISTEM_MSG.bukanCadangan);
  for (const t of manifest.tabel) if ((bagian.get(t.nama)?.length ?? 0) !== t.bagian) refuse(SISTEM_MSG.tidakLengkap);
  if (berkas !== manifest.berkas.jumlah) refuse(SISTEM_MSG.tidakLengkap);
  return { manifest, dir, bagian, berkas };
}
