import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { sql } from 'drizzle-orm';
import {
  JADWAL_MSG,
  type JadwalKompetisi,
  hariSchema,
  jadwalKelasSchema,
  jadwalPublikQuerySchema,
  lapanganBaruSchema,
  lapanganUbahSchema,
  nomorPartaiSchema,
  pengaturanJadwalSchema,
  susunOtomatisSchema,
} from '../../domain/jadwal';
import { namaBerkas } from '../../domain/laporan/tabel';
import { gagalUmum } from '../http/api-error';
import { izinkanPeran, pastikanBoleh } from '../http/akses';
import { currentAuth } from '../http/auth-middleware';
import { bodyFields } from '../http/body';
import type { AppDeps, AppEnv } from '../http/env';
import { sendJsonAnswer } from '../http/json-answer';
import { ok } from '../http/respond';
import { publicRevalidate } from '../http/revalidate';
import { jawabTulis } from '../http/tulis';
import { parseId, parseInput } from '../http/validate';
import { getKompetisi } from '../kompetisi/baris';
import { isiEta, muatLapangan, muatPartai, muatRiwayatHari, tanpaDojang } from '../lapangan/muat';
import { bacaJadwal, muatKompetisiJadwal } from './baca';
import { hapusHari, hapusLapangan, simpanHari, tambahLapangan, ubahLapangan } from './hari';
import { aturJadwal, aturPengaturanJadwal } from './kelas';
import { jadwalLapanganPdf } from './pdf';
import { bacaJadwalSaya, jawabanJadwalPublik } from './publik';
import { nomoriPartai, susunJadwal } from './susun';
import { mountSeimbang } from './seimbangkan-routes';
import { STATUS_TOLAK, type KodeTolakJadwal } from './tolak';
import type { DbOrTx } from '../db/types';
import type { Aktor, HasilTulis } from '../tulis/types';

/**
 * Match days, mounted on the API root. Managing ('jadwal.kelola': ADMIN, the competition's ADMIN_KOMPETISI):
 * /kompetisi/{id}/hari, /lapangan, /jadwal (+ /pengaturan, /susun-otomatis, /nomor); reading ('jadwal.baca', court
 * staff too): GET /kompetisi/{id}/jadwal and /jadwal/pdf; the coach: GET /kompetisi/{id}/jadwal-saya; no login:
 * GET /public/kompetisi/{id}/jadwal.
 */
export function mountJadwal(api: Hono<AppEnv>, deps: AppDeps): void {
  const r = new Hono<AppEnv>();
  const kelola = izinkanPeran('jadwal.kelola');
  type Tulis = (tx: DbOrTx) => Promise<HasilTulis<JadwalKompetisi, KodeTolakJadwal>>;
  const tulis =
    <I>(
      status: 200 | 201,
      parse: ((b: unknown) => I) | null,
      fn: (user: Aktor, id_kompetisi: number, input: I, params: Record<string, string>) => Tulis,
    ) =>
    async (c: Context<AppEnv>) => {
      const id_kompetisi = parseId(c.req.param('id'));
      const { user } = currentAuth(c);
      pastikanBoleh(user, 'jadwal.kelola', { id_kompetisi });
      const input = parse ? parse(bodyFields(c)) : (undefined as I);
      return jawabTulis(c, deps, STATUS_TOLAK, status, fn(user, id_kompetisi, input, c.req.param() as Record<string, string>));
    };
  const skema =
    <S extends v.GenericSchema>(s: S) =>
    (b: unknown): v.InferOutput<S> =>
      parseInput(s, b);

  r.get('/kompetisi/:id/hari', izinkanPeran('jadwal.baca'), async (c) => {
    const id_kompetisi = parseId(c.req.param('id'));
    pastikanBoleh(currentAuth(c).user, 'jadwal.baca', { id_kompetisi });
    const k = await muatKompetisiJadwal(deps.db, id_kompetisi);
    if (!k) throw gagalUmum('tidak_ditemukan', 'Kompetisi tidak ditemukan');
    return ok(c, (await bacaJadwal(deps.db, k)).hari);
  });
  r.post(
    '/kompetisi/:id/hari',
    kelola,
    tulis(201, skema(hariSchema), (u, id, input) => (tx) => simpanHari(deps, u, { ...input, id_kompetisi: id }, tx)),
  );
  r.put(
    '/kompetisi/:id/hari/:id_hari',
    kelola,
    tulis(
      200,
      skema(hariSchema),
      (u, id, input, p) => (tx) => simpanHari(deps, u, { ...input, id_kompetisi: id, id_hari: parseId(p.id_hari) }, tx),
    ),
  );
  r.delete(
    '/kompetisi/:id/hari/:id_hari',
    kelola,
    tulis(200, null, (u, id, _i, p) => (tx) => hapusHari(deps, u, { id_kompetisi: id, id_hari: parseId(p.id_hari) }, tx)),
  );
  r.post(
    '/kompetisi/:id/lapangan',
    kelola,
    tulis(201, skema(lapanganBaruSchema), (u, id, input) => (tx) => tambahLapangan(deps, u, { ...input, id_kompetisi: id }, tx)),
  );
  r.put(
    '/kompetisi/:id/lapangan/:id_lapangan',
    kelola,
    tulis(
      200,
      skema(lapanganUbahSchema),
      (u, id, input, p) => (tx) => ubahLapangan(deps, u, { ...input, id_kompetisi: id, id_lapangan: parseId(p.id_lapangan) }, tx),
    ),
  );
  r.delete(
    '/kompetisi/:id/lapangan/:id_lapangan',
    kelola,
    tulis(200, null, (u, id, _i, p) => (tx) => hapusLapangan(deps, u, { id_kompetisi: id, id_lapangan: parseId(p.id_lapangan) }, tx)),
  );

  r.get('/kompetisi/:id/jadwal', izinkanPeran('jadwal.baca'), async (c) => {
    const id_kompetisi = parseId(c.req.param('id'));
    pastikanBoleh(currentAuth(c).user, 'jadwal.baca', { id_kompetisi });
    const k = await muatKompetisiJadwal(deps.db, id_kompetisi);
    if (!k) throw gagalUmum('tidak_ditemukan', 'Kompetisi tidak ditemukan');
    c.header('Cache-Control', 'private, no-store');
    return ok(c, await bacaJadwal(deps.db, k));
  });
  r.put(
    '/kompetisi/:id/jadwal',
    kelola,
    tulis(200, skema(jadwalKelasSchema), (u, id, input) => (tx) => aturJadwal(deps, u, { ...input, id_kompetisi: id }, tx)),
  );
  r.put(
    '/kompetisi/:id/jadwal/pengaturan',
    kelola,
    tulis(200, skema(pengaturanJadwalSchema), (u, id, input) => (tx) => aturPengaturanJadwal(deps, u, { ...input, id_kompetisi: id }, tx)),
  );
  r.post(
    '/kompetisi/:id/jadwal/susun-otomatis',
    kelola,
    tulis(200, skema(susunOtomatisSchema), (u, id, input) => (tx) => susunJadwal(deps, u, { ...input, id_kompetisi: id }, tx)),
  );
  r.post(
    '/kompetisi/:id/jadwal/nomor',
    kelola,
    tulis(200, skema(nomorPartaiSchema), (u, id, input) => (tx) => nomoriPartai(deps, u, { ...input, id_kompetisi: id }, tx)),
  );

  mountSeimbang(r, deps);

  r.get('/kompetisi/:id/jadwal/pdf', izinkanPeran('jadwal.baca'), async (c) => {
    const id_kompetisi = parseId(c.req.param('id'));
    pastikanBoleh(currentAuth(c).user, 'jadwal.baca', { id_kompetisi });
    const id_lapangan = parseId(c.req.query('id_lapangan'));
    const [l] = await muatLapangan(deps.db, sql`l.id_lapangan = ${id_lapangan} and l.id_kompetisi = ${id_kompetisi}`);
    if (!l) throw gagalUmum('tidak_ditemukan', JADWAL_MSG.lapanganTidakDitemukan);
    const k = await getKompetisi(deps.db, id_kompetisi);
    const partai = isiEta(
      await muatPartai(deps.db, sql`p.id_lapangan = ${id_lapangan}`),
      new Map([[id_lapangan, l.lapangan]]),
      l.pengaturan,
      Date.now(),
      await muatRiwayatHari(deps.db, [id_lapangan]),
    );
    const bytes = await jadwalLapanganPdf({ nama_event: k.nama_event, lokasi: k.lokasi }, l.lapangan, partai.map(tanpaDojang));
    const nama = namaBerkas(['jadwal', l.lapangan.nama, l.lapangan.tanggal, k.nama_event], 'pdf');
    return new Response(bytes as Uint8Array<ArrayBuffer>, {
      status: 200,
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Length': String(bytes.byteLength),
        'Cache-Control': 'private, no-store',
        'Content-Disposition': `attachment; filename="${nama}"; filename*=UTF-8''${encodeURIComponent(nama)}`,
      },
    });
  });

  r.get('/kompetisi/:id/jadwal-saya', izinkanPeran('jadwal.dojang'), async (c) => {
    const id_kompetisi = parseId(c.req.param('id'));
    const { user } = currentAuth(c);
    pastikanBoleh(user, 'jadwal.dojang');
    const data = await bacaJadwalSaya(deps.db, id_kompetisi, user.pelatih!.id_dojang);
    if (!data) throw gagalUmum('tidak_ditemukan', 'Kompetisi tidak ditemukan');
    c.header('Cache-Control', 'private, no-store');
    return ok(c, data);
  });

  const publik = new Hono<AppEnv>();
  publik.get('/kompetisi/:id/jadwal', publicRevalidate, async (c) => {
    const { tanggal } = parseInput(jadwalPublikQuerySchema, c.req.query());
    return sendJsonAnswer(c, await jawabanJadwalPublik(deps, parseId(c.req.param('id')), tanggal));
  });
  api.route('/public', publik);
  api.route('/', r);
}
