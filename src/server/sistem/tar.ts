import { once } from 'node:events';
import { open } from 'node:fs/promises';
import type { Readable, Writable } from 'node:stream';

/**
 * A small POSIX ustar writer and reader: regular files only, names up to 100 bytes. What it writes is read
 * by GNU tar, bsdtar and 7-Zip; what it reads is what it writes (anything else is refused by the caller).
 */

const BLOCK = 512;
const ZEROS = Buffer.alloc(BLOCK);

export class TarError extends Error {}

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0';
}

export function header(name: string, size: number, mtime: Date): Buffer {
  const nameBytes = Buffer.from(name, 'utf8');
  if (nameBytes.length === 0 || nameBytes.length > 100) throw new TarError(`nama terlalu panjang: ${name}`);
  const h = Buffer.alloc(BLOCK);
  nameBytes.copy(h, 0);
  h.write(octal(0o644, 8), 100, 'ascii');
  h.write(octal(0, 8), 108, 'ascii');
  h.write(octal(0, 8), 116, 'ascii');
  h.write(octal(size, 12), 124, 'ascii');
  h.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 'ascii');
  h.write('        ', 148, 'ascii');
  h.write('0', 156, 'ascii');
  h.write('ustar\0', 257, 'ascii');
  h.write('00', 263, 'ascii');
  let sum = 0;
  for (const b of h) sum += b;
  h.write(sum.toString(8).padStart(6, '0') + '\0 ', 148, 'ascii');
  return h;
}

const padding = (size: number) => (BLOCK - (size % BLOCK)) % BLOCK;

/** Writes entries into `out` (e.g. a gzip stream), waiting for it to drain. */
export class TarWriter {
  constructor(private readonly out: Writable) {}

  private async write(chunk: Buffer): Promise<void> {
    if (!this.out.write(chunk)) await once(this.out, 'drain');
  }

  async addBuffer(name: string, data: Buffer, mtime = new Date()): Promise<void> {
    await this.write(header(name, data.length, mtime));
    await this.write(data);
    const pad = padding(data.length);
    if (pad) await this.write(ZEROS.subarray(0, pad));
  }

  /** Streams a file from disk; its size is taken from the open handle, so a file cannot change under it. */
  async addFile(name: string, fullPath: string, mtime?: Date): Promise<number> {
    const handle = await open(fullPath, 'r');
    try {
      const stat = await handle.stat();
      await this.write(header(name, stat.size, mtime ?? stat.mtime));
      const buf = Buffer.alloc(64 * 1024);
      let left = stat.size;
      while (left > 0) {
        const { bytesRead } = await handle.read(buf, 0, Math.min(buf.length, left), null);
        if (bytesRead === 0) throw new TarError(`berkas berubah selama pencadangan: ${name}`);
        await this.write(Buffer.from(buf.subarray(0, bytesRead)));
        left -= bytesRead;
      }
      const pad = padding(stat.size);
      if (pad) await this.write(ZEROS.subarray(0, pad));
      return stat.size;
    } finally {
      await handle.close();
    }
  }

  /** The two zero blocks that end an archive, then ends the stream. */
  async finish(): Promise<void> {
    await this.write(Buffer.alloc(BLOCK * 2));
    this.out.end();
  }
}

export interface TarEntry {
  name: string;
  data: Buffer;
}

function readOctal(h: Buffer, offset: number, width: number): number {
  const text = h
    .toString('ascii', offset, offset + width)
    .replace(/[\0 ]+$/g, '')
    .trim();
  if (!/^[0-7]*$/.test(text)) throw new TarError('header rusak');
  return text === '' ? 0 : parseInt(text, 8);
}

function parseHeader(h: Buffer): { name: string; size: number; type: string } | null {
  if (h.every((b) => b === 0)) return null;
  const stored = readOctal(h, 148, 8);
  let sum = 0;
  for (let i = 0; i < BLOCK; i += 1) sum += i >= 148 && i < 156 ? 0x20 : h[i]!;
  if (sum !== stored) throw new TarError('checksum header tidak cocok');
  const cut = (start: number, len: number) => {
    const raw = h.subarray(start, start + len);
    const end = raw.indexOf(0);
    return raw.subarray(0, end < 0 ? len : end).toString('utf8');
  };
  const prefix = h.toString('ascii', 257, 262) === 'ustar' ? cut(345, 155) : '';
  const name = prefix ? `${prefix}/${cut(0, 100)}` : cut(0, 100);
  return { name, size: readOctal(h, 124, 12), type: String.fromCharCode(h[156] || 0x30) };
}

/** Byte queue over a readable stream. */
class Bytes {
  private chunks: Buffer[] = [];
  private length = 0;
  private done = false;
  private readonly it: AsyncIterator<Buffer>;

  constructor(input: Readable) {
    this.it = input[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  }

  /** Exactly n bytes, or null at a clean end of input before any of them. */
  async take(n: number): Promise<Buffer | null> {
    while (this.length < n && !this.done) {
      const next = await this.it.next();
      if (next.done) this.done = true;
      else {
        this.chunks.push(next.value);
        this.length += next.value.length;
      }
    }
    if (this.length === 0 && this.done) return null;
    if (this.length < n) throw new TarError('arsip terpotong');
    const all = this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks);
    this.chunks = all.length > n ? [all.subarray(n)] : [];
    this.length -= n;
    return all.subarray(0, n);
  }

  /** Reads the rest so the source (e.g. gunzip's checksum) is checked to the end. */
  async drain(): Promise<void> {
    while (!this.done) {
      const next = await this.it.next();
      if (next.done) this.done = true;
    }
  }
}

/**
 * Yields the archive's regular files in order; each is held in memory (at most `maxEntry` bytes).
 * Other entry types (links, devices, directories) are an error: our archives have none. `cekHeader` sees
 * each entry's name and size before a byte of it is read, and may refuse it by throwing.
 */
export async function* readTar(
  input: Readable,
  maxEntry: number,
  cekHeader?: (h: { name: string; size: number }) => void,
): AsyncGenerator<TarEntry> {
  const bytes = new Bytes(input);
  for (;;) {
    const block = await bytes.take(BLOCK);
    if (!block) throw new TarError('arsip terpotong');
    const h = parseHeader(block);
    if (!h) break;
    if (h.type !== '0') throw new TarError(`jenis entri tidak didukung: ${h.name}`);
    cekHeader?.({ name: h.name, size: h.size });
    if (h.size > maxEntry) throw new TarError(`entri terlalu besar: ${h.name}`);
    const data = h.size > 0 ? await bytes.take(h.size) : Buffer.alloc(0);
    if (!data) throw new TarError('arsip terpotong');
    const pad = padding(h.size);
    if (pad) await bytes.take(pad);
    yield { name: h.name, data: Buffer.from(data) };
  }
  await bytes.drain();
}
