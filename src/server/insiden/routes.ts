import type { Context } from 'hono';
import { Hono } from 'hono';
import { formatLaporanSchema, halamanInsidenSchema, INSIDEN_MSG, INSIDEN_PER_HALAMAN, jendelaSchema } from '../../domain/insiden/laporan';
import { gagalUmum } from '../http/api-error';
import { izinkanPeran } from '../http/akses';
import type { AppDeps, AppEnv } from '../http/env';
import { ok } from '../http/respond';
import { parseInput } from '../http/validate';
import { cariAkun } from './akun';
import { laporanKeXlsx } from './berkas-laporan';
import { daftarAkses, daftarAktivitas, halaman, type Saring } from './daftar';
import { bacaInventaris } from './inventaris';
import { ringkasanInsiden } from './ringkasan';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Breach readiness (UU PDP Pasal 46), the ADMIN's: what personal data is stored where and about how many people, and the
 * facts of a report for a time window (and optionally one account). Never cached.
 */
export function mountInsiden(api: Hono<AppEnv>, deps: AppDeps) {
  const r = new Hono<AppEnv>();
  r.use('*', izinkanPeran('insiden.baca'));

  /** The window of the query, the account by its email (404 under `email` when none has it), the detection moment. */
  async function jendela(c: Context<AppEnv>) {
    const j = parseInput(jendelaSchema, c.req.query());
    const akun = j.email ? await cariAkun(deps.db, j.email) : null;
    if (j.email && !akun) throw gagalUmum('tidak_ditemukan', INSIDEN_MSG.akunTidakAda, { email: INSIDEN_MSG.akunTidakAda });
    const now = new Date();
    const saring: Saring = { dari: j.dari, sampai: j.sampai, id_akun: akun?.id_akun ?? null };
    return { saring, akun, now, terdeteksi: j.terdeteksi ?? now.toISOString() };
  }

  r.get('/inventaris', async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return ok(c, await bacaInventaris(deps));
  });

  r.get('/ringkasan', async (c) => {
    const j = await jendela(c);
    c.header('Cache-Control', 'private, no-store');
    return ok(c, await ringkasanInsiden(deps.db, { ...j.saring, terdeteksi: j.terdeteksi }, j.akun, j.now));
  });

  r.get('/akses', async (c) => {
    const { saring } = await jendela(c);
    const { page } = parseInput(halamanInsidenSchema, c.req.query());
    c.header('Cache-Control', 'private, no-store');
    return c.json({ success: true, ...(await halaman((p, l) => daftarAkses(deps.db, saring, p, l), page, INSIDEN_PER_HALAMAN)) });
  });

  r.get('/aktivitas', async (c) => {
    const { saring } = await jendela(c);
    const { page } = parseInput(halamanInsidenSchema, c.req.query());
    c.header('Cache-Control', 'private, no-store');
    return c.json({ success: true, ...(await halaman((p, l) => daftarAktivitas(deps.db, saring, p, l), page, INSIDEN_PER_HALAMAN)) });
  });

  r.get('/laporan', async (c) => {
    const { format } = parseInput(formatLaporanSchema, c.req.query());
    const j = await jendela(c);
    const lengkap = {
      ringkasan: await ringkasanInsiden(deps.db, { ...j.saring, terdeteksi: j.terdeteksi }, j.akun, j.now),
      akses: (await daftarAkses(deps.db, j.saring, 1, null)).data,
      aktivitas: (await daftarAktivitas(deps.db, j.saring, 1, null)).data,
    };
    const bytes = format === 'xlsx' ? await laporanKeXlsx(lengkap) : Buffer.from(JSON.stringify(lengkap, null, 2), 'utf8');
    const cap = new Date(j.now.getTime() + 7 * 3_600_000).toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-');
    return new Response(bytes as Uint8Array<ArrayBuffer>, {
      headers: {
        'Content-Type': format === 'xlsx' ? XLSX : 'application/json; charset=utf-8',
        'Content-Length': String(bytes.byteLength),
        'Content-Disposition': `attachment; filename="laporan-insiden-${cap}.${format}"`,
        'Cache-Control': 'private, no-store',
      },
    });
  });

  api.route('/admin/insiden', r);
}
