import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { eksporAksesSchema, halamanSchema } from '../../domain/privasi/akses';
import { KEBIJAKAN_PRIVASI_VERSI } from '../../domain/privasi/kebijakan';
import { cabutPersetujuanSchema, permintaanQuerySchema } from '../../domain/privasi/permintaan';
import { pernyataanDari, pernyataanSchema } from '../../domain/privasi/persetujuan';
import { atlet } from '../db/schema';
import { izinkanPeran, pastikanBoleh } from '../http/akses';
import { currentAuth } from '../http/auth-middleware';
import { bodyFields } from '../http/body';
import type { AppDeps, AppEnv } from '../http/env';
import { ok } from '../http/respond';
import { jawabTulis } from '../http/tulis';
import { parseId, parseInput } from '../http/validate';
import { catatanDibuat, hariIniWib } from '../laporan/kirim';
import { bacaRetensi } from '../retensi/setting';
import { aksesKeCsv, aksesKeXlsx, tabelAkses } from './akses-ekspor';
import { halamanAkses, semuaAkses } from './akses-list';
import { dojangAtletTerbaca, tampilkanNik } from './nik';
import { cabutPersetujuan, nyatakanPersetujuan } from './persetujuan';
import { halamanPermintaan } from './permintaan-list';
import { STATUS_TOLAK } from './tolak';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Personal data (UU PDP): the notice's version and retention for the public page, an athlete's consent statement and
 * its withdrawal (under /atlet, so a venue hub leaves them to the central server), the whole NIK on request, the access
 * record and its export, the subjects' requests. Reads of private data are never cached (`private, no-store`).
 */
export function mountPrivasi(api: Hono<AppEnv>, deps: AppDeps) {
  const { db } = deps;
  const r = new Hono<AppEnv>();

  r.get('/privasi/kebijakan', async (c) => {
    c.header('Cache-Control', 'public, no-cache');
    return ok(c, { versi: KEBIJAKAN_PRIVASI_VERSI, retensi_hari: (await bacaRetensi(db)).retensi_hari });
  });

  r.get('/privasi/permintaan', izinkanPeran('privasi.permintaan'), async (c) => {
    const { page, limit } = parseInput(halamanSchema, c.req.query());
    const { status } = parseInput(permintaanQuerySchema, c.req.query());
    c.header('Cache-Control', 'private, no-store');
    return c.json({ success: true, ...(await halamanPermintaan(db, { page, limit, status })) });
  });

  r.post('/atlet/:id/persetujuan', izinkanPeran('privasi.persetujuan'), async (c) => {
    const id_atlet = parseId(c.req.param('id'));
    const pernyataan = pernyataanDari(parseInput(pernyataanSchema, bodyFields(c)));
    const { user } = currentAuth(c);
    return jawabTulis(c, deps, STATUS_TOLAK, 200, (tx) => nyatakanPersetujuan(deps, user, { id_atlet, pernyataan }, tx));
  });

  r.post('/atlet/:id/persetujuan/cabut', izinkanPeran('privasi.persetujuan'), async (c) => {
    const id_atlet = parseId(c.req.param('id'));
    const { alasan } = parseInput(cabutPersetujuanSchema, bodyFields(c));
    const { user } = currentAuth(c);
    return jawabTulis(c, deps, STATUS_TOLAK, 200, (tx) => cabutPersetujuan(deps, user, { id_atlet, alasan }, tx));
  });

  r.get('/atlet/:id/nik', izinkanPeran('atlet.lihatNik'), async (c) => {
    const id_atlet = parseId(c.req.param('id'));
    c.header('Cache-Control', 'private, no-store');
    return ok(c, await tampilkanNik(db, currentAuth(c).user, id_atlet));
  });

  r.get('/atlet/:id/akses', izinkanPeran('privasi.riwayatAkses'), async (c) => {
    const id_atlet = parseId(c.req.param('id'));
    const { page, limit } = parseInput(halamanSchema, c.req.query());
    const { user } = currentAuth(c);
    const { id_dojang } = await dojangAtletTerbaca(db, user, id_atlet);
    pastikanBoleh(user, 'privasi.riwayatAkses', { id_dojang });
    c.header('Cache-Control', 'private, no-store');
    return c.json({ success: true, ...(await halamanAkses(db, id_atlet, page, limit)) });
  });

  r.get('/atlet/:id/akses/ekspor', izinkanPeran('privasi.eksporAkses'), async (c) => {
    const id_atlet = parseId(c.req.param('id'));
    const { format } = parseInput(eksporAksesSchema, c.req.query());
    const { user } = currentAuth(c);
    await dojangAtletTerbaca(db, user, id_atlet);
    const [a] = await db.select({ nama: atlet.nama_atlet }).from(atlet).where(eq(atlet.id_atlet, id_atlet));
    const rows = await semuaAkses(db, id_atlet);
    const bytes = format === 'csv' ? aksesKeCsv(rows) : await aksesKeXlsx(tabelAkses(a?.nama ?? '-', rows, catatanDibuat(user)));
    const nama = `riwayat-akses-atlet-${id_atlet}-${hariIniWib()}.${format}`;
    return new Response(bytes as Uint8Array<ArrayBuffer>, {
      headers: {
        'Content-Type': format === 'csv' ? 'text/csv; charset=utf-8' : XLSX,
        'Content-Length': String(bytes.byteLength),
        'Content-Disposition': `attachment; filename="${nama}"`,
        'Cache-Control': 'private, no-store',
      },
    });
  });

  api.route('/', r);
}
