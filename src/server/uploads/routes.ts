import { Hono, type Context } from 'hono';
import { eq } from 'drizzle-orm';
import { ATLET_DOKUMEN } from '../../domain/schemas/atlet-files';
import { pelatih } from '../db/schema';
import { pastikanBoleh, pastikanPeran } from '../http/akses';
import { MSG, gagalUmum } from '../http/api-error';
import type { AppDeps, AppEnv } from '../http/env';
import { atletFileAccess } from './atlet-access';
import { buktiFileAccess } from './bukti-access';
import { catatAksesBerkas } from '../privasi/akses-catat';
import { KunciTidakCocok } from '../berkas-aman/format';
import { MIME_BY_EXT, STORED_NAME, bacaUpload, type UploadFolder } from './store';

const NOT_FOUND = 'File tidak ditemukan';
const KUNCI_LAIN = 'File tidak dapat dibuka: terenkripsi dengan kunci server lain (ARENA_SECRET_KEY)';

/** Private folders answer 'private, no-store': no shared cache, no browser cache, no service-worker cache. */
async function sendFile(c: Context<AppEnv>, deps: AppDeps, folder: UploadFolder, name: string, cache: string) {
  let bytes: Buffer;
  try {
    bytes = await bacaUpload(deps.dataDir, folder, name);
  } catch (e) {
    if (!(e instanceof KunciTidakCocok)) throw gagalUmum('tidak_ditemukan', NOT_FOUND);
    deps.log(`${folder}/${name}: ${e.message}`);
    throw gagalUmum('tidak_ditemukan', KUNCI_LAIN);
  }
  const ext = name.split('.').pop() ?? '';
  c.header('Content-Type', MIME_BY_EXT[ext] ?? 'application/octet-stream');
  c.header('Cache-Control', cache);
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Content-Disposition', 'inline');
  // Kept on HEAD, which Hono answers through the GET handler without the body.
  c.header('Content-Length', String(bytes.length));
  // The bytes as read (a Buffer over a plain ArrayBuffer): no second copy of every photo served.
  return c.body(bytes as Uint8Array<ArrayBuffer>);
}

const checkName = (name: string) => {
  if (!STORED_NAME.test(name)) throw gagalUmum('tidak_ditemukan', NOT_FOUND);
  return name;
};

/**
 * GET (and HEAD) /uploads/...: logos are public; coach documents only for their owner and ADMIN; athlete
 * documents (identity papers of minors) only for those who may read the athlete; payment proofs only
 * for the dojang's coach, ADMIN and the competition's ADMIN_KOMPETISI.
 */
export function uploadRoutes(deps: AppDeps) {
  const { db } = deps;
  const r = new Hono<AppEnv>();

  r.get('/dojang/logos/:file', (c) =>
    sendFile(c, deps, 'dojang/logos', checkName(c.req.param('file')), 'public, max-age=31536000, immutable'),
  );

  const privateFile = (folder: 'pelatih/ktp' | 'pelatih/sertifikat') => async (c: Context<AppEnv>) => {
    const name = checkName(c.req.param('file') ?? '');
    const user = c.get('auth')?.user;
    pastikanPeran(user, 'pelatih.dokumen');
    const column = folder === 'pelatih/ktp' ? pelatih.foto_ktp : pelatih.sertifikat_sabuk;
    const [pemilik] = await db.select({ id: pelatih.id_pelatih }).from(pelatih).where(eq(column, name)).limit(1);
    pastikanBoleh(user, 'pelatih.dokumen', { id_pelatih: pemilik?.id ?? null });
    return sendFile(c, deps, folder, name, 'private, no-store');
  };
  r.get('/pelatih/ktp/:file', privateFile('pelatih/ktp'));
  r.get('/pelatih/sertifikat/:file', privateFile('pelatih/sertifikat'));

  r.get('/pelatih/BuktiTf/:file', async (c) => {
    const name = checkName(c.req.param('file'));
    const auth = c.get('auth');
    if (!auth) throw gagalUmum('perlu_login', MSG.needLogin);
    const access = await buktiFileAccess(db, auth.user, name);
    if (access === 'missing') throw gagalUmum('tidak_ditemukan', NOT_FOUND);
    if (access === 'forbidden') throw gagalUmum('akses_ditolak', MSG.forbidden);
    return sendFile(c, deps, 'pelatih/BuktiTf', name, 'private, no-store');
  });

  for (const kind of ATLET_DOKUMEN) {
    r.get(`/atlet/${kind}/:file`, async (c) => {
      const name = checkName(c.req.param('file'));
      const auth = c.get('auth');
      if (!auth) throw gagalUmum('perlu_login', MSG.needLogin);
      const access = await atletFileAccess(db, auth.user, kind, name);
      if (access === 'missing') throw gagalUmum('tidak_ditemukan', NOT_FOUND);
      if (access === 'forbidden') throw gagalUmum('akses_ditolak', MSG.forbidden);
      const jawaban = await sendFile(c, deps, `atlet/${kind}`, name, 'private, no-store');
      // Every served view of a private document goes into the athlete's access record (a HEAD shows nothing).
      if (c.req.method === 'GET') await catatAksesBerkas(db, auth.user, kind, name);
      return jawaban;
    });
  }

  r.all('*', () => {
    throw gagalUmum('tidak_ditemukan', NOT_FOUND);
  });
  return r;
}
