import { Hono } from 'hono';
import { todayWib } from '../../domain/atlet/umur';
import { mintaHapusSchema, tanganiSchema } from '../../domain/hak-data/hapus';
import { izinkanPeran, pastikanBoleh } from '../http/akses';
import { gagalUmum } from '../http/api-error';
import { currentAuth } from '../http/auth-middleware';
import { bodyFields } from '../http/body';
import type { AppDeps, AppEnv } from '../http/env';
import { ok } from '../http/respond';
import { jawabTulis } from '../http/tulis';
import { parseId, parseInput } from '../http/validate';
import { dojangAtletTerbaca } from '../privasi/nik';
import { detailPermintaan, hakDataAtlet } from './baca';
import { eksporDataAtlet } from './ekspor';
import { mintaHapusData } from './minta';
import { hapusDataPermintaan, tolakPermintaanData } from './tangani';
import { STATUS_TOLAK } from './tolak';

/**
 * The data subject's rights (UU PDP): an athlete's whole data as one ZIP, its requests, asking its erasure (under /atlet,
 * so a venue hub leaves it to the central server), and the ADMIN's handling of a request. Never cached.
 */
export function mountHakData(api: Hono<AppEnv>, deps: AppDeps) {
  const r = new Hono<AppEnv>();

  r.get('/atlet/:id/ekspor-data', izinkanPeran('hakData.ekspor'), async (c) => {
    const hasil = await eksporDataAtlet(deps, currentAuth(c).user, parseId(c.req.param('id')));
    return new Response(hasil.zip as Uint8Array<ArrayBuffer>, {
      headers: {
        'Content-Type': 'application/zip',
        'Content-Length': String(hasil.zip.byteLength),
        'Content-Disposition': `attachment; filename="${hasil.nama}"`,
        'Cache-Control': 'private, no-store',
      },
    });
  });

  r.get('/atlet/:id/hak-data', izinkanPeran('hakData.ekspor'), async (c) => {
    const id_atlet = parseId(c.req.param('id'));
    const { user } = currentAuth(c);
    const { id_dojang } = await dojangAtletTerbaca(deps.db, user, id_atlet);
    pastikanBoleh(user, 'hakData.ekspor', { id_dojang });
    c.header('Cache-Control', 'private, no-store');
    return ok(c, await hakDataAtlet(deps.db, id_atlet));
  });

  r.post('/atlet/:id/hapus-data', izinkanPeran('hakData.mintaHapus'), async (c) => {
    const id_atlet = parseId(c.req.param('id'));
    const { alasan } = parseInput(mintaHapusSchema, bodyFields(c));
    const { user } = currentAuth(c);
    return jawabTulis(c, deps, STATUS_TOLAK, 200, (tx) => mintaHapusData(deps, user, { id_atlet, alasan }, tx));
  });

  r.get('/admin/permintaan-data/:id', izinkanPeran('hakData.tangani'), async (c) => {
    const data = await detailPermintaan(deps.db, parseId(c.req.param('id')), todayWib());
    if (!data) throw gagalUmum('tidak_ditemukan', 'Permintaan data tidak ditemukan');
    c.header('Cache-Control', 'private, no-store');
    return ok(c, data);
  });

  r.post('/admin/permintaan-data/:id/hapus', izinkanPeran('hakData.tangani'), async (c) => {
    const id = parseId(c.req.param('id'));
    const { alasan } = parseInput(tanganiSchema, bodyFields(c));
    const { user } = currentAuth(c);
    return jawabTulis(c, deps, STATUS_TOLAK, 200, (tx) => hapusDataPermintaan(deps, user, { id, alasan }, tx));
  });

  r.post('/admin/permintaan-data/:id/tolak', izinkanPeran('hakData.tangani'), async (c) => {
    const id = parseId(c.req.param('id'));
    const { alasan } = parseInput(tanganiSchema, bodyFields(c));
    const { user } = currentAuth(c);
    return jawabTulis(c, deps, STATUS_TOLAK, 200, (tx) => tolakPermintaanData(deps, user, { id, alasan }, tx));
  });

  api.route('/', r);
}
