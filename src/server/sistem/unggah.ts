import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import type { Context } from 'hono';
import { konfirmasiSchema, SISTEM_MSG } from '../../domain/schemas/sistem';
import { currentAuth } from '../http/auth-middleware';
import type { AppDeps, AppEnv } from '../http/env';
import { ok } from '../http/respond';
import { parseInput } from '../http/validate';
import { selamaPemulihan } from './pemulihan-berjalan';
import { batal, pulihkanDariBerkas } from './pulihkan';
import { gagalSistem } from './tolak';

/** Largest backup accepted by upload (database and every upload, compressed). */
export const MAKS_UNGGAH_CADANGAN = 2 * 1024 * 1024 * 1024;

class TerlaluBesar extends Error {}

function batas(max: number): Transform {
  let n = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      n += chunk.length;
      done(n > max ? new TerlaluBesar() : null, chunk);
    },
  });
}

const terlaluBesar = (c: Context) => {
  // The rest of the body stays unread: the connection cannot be reused.
  c.header('Connection', 'close');
  return gagalSistem('terlalu_besar', SISTEM_MSG.terlaluBesar);
};

/**
 * POST /api/admin/sistem/pulihkan/unggah?konfirmasi=PULIHKAN with the .tar.gz as the raw body
 * (Content-Type application/gzip or application/octet-stream). Mounted beside the /api chain, whose
 * body limit (12 MB) and body parser are made for forms: the archive streams to a temp file instead. The
 * guards in front (routes.ts) refuse an anonymous or non-ADMIN caller before a byte of the body is read.
 */
export function pulihkanUnggahan(deps: AppDeps) {
  return async (c: Context<AppEnv>) => {
    const pelaku = currentAuth(c).user;
    parseInput(konfirmasiSchema, c.req.query());
    const declared = Number(c.req.header('content-length') ?? '0');
    if (declared > MAKS_UNGGAH_CADANGAN) throw terlaluBesar(c);
    const body = c.req.raw.body;
    if (!body || (declared === 0 && c.req.header('content-length') !== undefined)) throw gagalSistem('validasi', SISTEM_MSG.kosong);
    await mkdir(deps.dataDir, { recursive: true });
    const tmp = path.join(deps.dataDir, `.unggah-${randomBytes(6).toString('hex')}.tar.gz`);
    const signal = c.req.raw.signal;
    // Maintenance (and the one-at-a-time lock) from before the first byte is read: nothing written by anyone
    // while the archive arrives would survive the restore.
    const hasil = await selamaPemulihan(deps.dataDir, async () => {
      try {
        try {
          await pipeline(
            Readable.fromWeb(body as unknown as NodeWebStream<Uint8Array>),
            batas(MAKS_UNGGAH_CADANGAN),
            createWriteStream(tmp),
          );
        } catch (e) {
          if (e instanceof TerlaluBesar) throw terlaluBesar(c);
          if (signal.aborted) return await batal(deps, pelaku);
          throw gagalSistem('cadangan_tidak_sah', SISTEM_MSG.rusak);
        }
        if ((await stat(tmp)).size === 0) throw gagalSistem('validasi', SISTEM_MSG.kosong);
        return await pulihkanDariBerkas(deps, tmp, { id_akun: pelaku.id_akun, email: pelaku.email }, signal);
      } finally {
        await rm(tmp, { force: true });
      }
    });
    return ok(c, hasil, SISTEM_MSG.dipulihkan);
  };
}
