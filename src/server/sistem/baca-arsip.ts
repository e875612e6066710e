import { createReadStream } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import * as v from 'valibot';
import { FORMAT_CADANGAN, manifestSchema, SISTEM_MSG, VERSI_FORMAT_CADANGAN, type Manifest } from '../../domain/schemas/sistem';
import type { Db } from '../db/types';
import { ApiError } from '../http/api-error';
import { STORED_NAME, UPLOAD_FOLDERS } from '../uploads/store';
import { tabelUrutDependensi, tingkatMigrasi } from './tabel';
import { readTar, TarError } from './tar';
import { gagalSistem } from './tolak';

/** Largest single entry accepted (a part of 5,000 rows or one upload are far below this). */
const MAKS_ENTRI = 256 * 1024 * 1024;
/** A part's size when the manifest does not say (backups made before it recorded sizes). */
const MAKS_BAGIAN_TANPA_UKURAN = 64 * 1024 * 1024;
const MAKS_MANIFEST = 4 * 1024 * 1024;
const MB = 1024 * 1024;

/**
 * The most a restore may inflate to (RESTORE_MAX_MB, 8192 by default): the manifest's sizes and the entries
 * as they stream are held to it, so a small upload cannot fill the disk.
 */
export function batasPemulihan(env: NodeJS.ProcessEnv = process.env): number {
  const mb = Number(env.RESTORE_MAX_MB);
  return Math.floor((Number.isFinite(mb) && mb > 0 ? mb : 8192) * MB);
}

/** Thrown when the request that asked for the restore is gone. */
export class PemulihanDibatalkan extends Error {}

export function cekBatal(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new PemulihanDibatalkan(SISTEM_MSG.dibatalkan);
}
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
  throw gagalSistem('cadangan_tidak_sah', message);
};

function cekManifest(raw: Buffer, migrasiServer: { jumlah: number; hash_terakhir: string | null }, batas: number): Manifest {
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
  const known = tabelUrutDependensi()
    .map((t) => t.nama)
    .sort();
  const listed = m.tabel.map((t) => t.nama).sort();
  if (known.length !== listed.length || known.some((n, i) => n !== listed[i])) refuse(SISTEM_MSG.tidakLengkap);
  const tercatat = m.berkas.ukuran + m.tabel.reduce((n, t) => n + (t.ukuran ?? 0), 0);
  if (tercatat > batas) refuse(SISTEM_MSG.melebihiBatas(Number((batas / MB).toFixed(2))));
  return m;
}

/**
 * Holds every entry to what the manifest announced, at its header (before a byte of it is inflated): a part
 * within its table's recorded size (or 64 MB when none is recorded), an upload within the files' recorded
 * total, everything within the restore's cap. The first entry that breaks one is refused, by name.
 */
class Takaran {
  private total = 0;
  private unggahan = 0;
  private perTabel = new Map<string, number>();
  private bagianKe = new Map<string, number>();
  private dilihat = new Set<string>();

  constructor(private readonly batas: number) {}

  cek(m: Manifest | null, name: string, size: number): void {
    if (this.total + size > this.batas) refuse(SISTEM_MSG.melebihiBatas(Number((this.batas / MB).toFixed(2))));
    this.total += size;
    const nama = name.slice(0, 120);
    if (!m) {
      if (size > MAKS_MANIFEST) refuse(SISTEM_MSG.bukanCadangan);
      return;
    }
    // Names first (as bacaArsip checks them after reading), so a foreign entry is named as such.
    if (this.dilihat.has(name)) refuse(SISTEM_MSG.isiAsing(nama));
    this.dilihat.add(name);
    const part = BAGIAN.exec(name);
    const upload = UNGGAHAN.exec(name);
    if (part) {
      const info = m.tabel.find((t) => t.nama === part[1]);
      const ke = (this.bagianKe.get(part[1]!) ?? 0) + 1;
      if (!info || Number(part[2]) !== ke || ke > info.bagian) refuse(SISTEM_MSG.isiAsing(nama));
      this.bagianKe.set(part[1]!, ke);
      const sudah = (this.perTabel.get(part[1]!) ?? 0) + size;
      this.perTabel.set(part[1]!, sudah);
      if (info!.ukuran !== undefined ? sudah > info!.ukuran : size > MAKS_BAGIAN_TANPA_UKURAN) refuse(SISTEM_MSG.melebihiManifes(nama));
    } else if (upload && (UPLOAD_FOLDERS as readonly string[]).includes(upload[1]!) && STORED_NAME.test(upload[2]!)) {
      this.unggahan += size;
      if (this.unggahan > m.berkas.ukuran) refuse(SISTEM_MSG.melebihiManifes(nama));
    } else refuse(SISTEM_MSG.isiAsing(nama));
  }

  /** At the end: every recorded size was met exactly. */
  cocok(m: Manifest): boolean {
    return (
      this.unggahan === m.berkas.ukuran && m.tabel.every((t) => t.ukuran === undefined || (this.perTabel.get(t.nama) ?? 0) === t.ukuran)
    );
  }
}

/**
 * Reads a backup archive into `dir`, checking as it goes: manifest.json first and ours, the same database
 * migrations as this server, only known entry names (no path can leave the staging folder), every part and
 * file the manifest announces. Any doubt → ApiError 400 with an Indonesian message; nothing is applied here.
 */
export async function bacaArsip(db: Db, file: string, dir: string, signal?: AbortSignal): Promise<ArsipTerbaca> {
  const migrasiServer = await tingkatMigrasi(db);
  const batas = batasPemulihan();
  const takaran = new Takaran(batas);
  const input = createReadStream(file);
  const gunzip = createGunzip();
  const piped = pipeline(input, gunzip);
  piped.catch(() => undefined);
  let manifest: Manifest | null = null;
  const bagian = new Map<string, string[]>();
  const seen = new Set<string>();
  let berkas = 0;
  try {
    for await (const entry of readTar(gunzip, MAKS_ENTRI, (h) => takaran.cek(manifest, h.name, h.size))) {
      cekBatal(signal);
      if (!manifest) {
        if (entry.name !== 'manifest.json') refuse(SISTEM_MSG.bukanCadangan);
        manifest = cekManifest(entry.data, migrasiServer, batas);
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
    if (e instanceof ApiError || e instanceof PemulihanDibatalkan) throw e;
    throw gagalSistem('cadangan_tidak_sah', SISTEM_MSG.rusak);
  }
  if (!manifest) return refuse(SISTEM_MSG.bukanCadangan);
  for (const t of manifest.tabel) if ((bagian.get(t.nama)?.length ?? 0) !== t.bagian) refuse(SISTEM_MSG.tidakLengkap);
  if (berkas !== manifest.berkas.jumlah || !takaran.cocok(manifest)) refuse(SISTEM_MSG.tidakLengkap);
  return { manifest, dir, bagian, berkas };
}
