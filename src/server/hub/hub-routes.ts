import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { ambilAlihSchema, PESAN_HANYA_DI_PUSAT, PESAN_HUB_TIDAK_MENGELOLA } from '../../domain/hub/kontrak';
import { ANY_RESOURCE } from '../../domain/schemas/change-event';
import { publishFor } from '../feed/publish-writes';
import { pastikanBoleh } from '../http/akses';
import { ApiError } from '../http/api-error';
import { currentAuth } from '../http/auth-middleware';
import { bodyFields } from '../http/body';
import type { AppDeps, AppEnv } from '../http/env';
import { fail, ok } from '../http/respond';
import { parseInput } from '../http/validate';
import type { HubLokal } from './hub-lokal';
import { PusatMenolak, PusatTakTerjangkau } from './hub-pusat-klien';

const TAK_TERJANGKAU = 'Server pusat tidak terjangkau. Periksa koneksi internet venue lalu coba lagi.';

function galatPusat(e: unknown): never {
  if (e instanceof PusatTakTerjangkau) throw new ApiError(503, TAK_TERJANGKAU, undefined, 'pusat_tidak_terjangkau');
  if (e instanceof PusatMenolak) throw new ApiError(e.status === 403 ? 403 : 409, e.message, undefined, e.kode || undefined);
  throw e;
}

async function pastikanPengelola(c: Context<AppEnv>, hub: HubLokal) {
  const p = await hub.memegang();
  if (!p) throw new ApiError(409, 'Hub ini belum mengambil alih kompetisi', undefined, 'belum_mengelola');
  pastikanBoleh(currentAuth(c).user, 'hub.kelola', { id_kompetisi: p.id_kompetisi });
  return p;
}

/** The hub's own calls: its state (public), the take-over with a pairing code, reading again, the hand-back. */
export function mountHubLokal(api: Hono<AppEnv>, deps: AppDeps, hub: HubLokal) {
  api.get('/server/keadaan', async (c) => ok(c, await hub.keadaan()));
  api.get('/hub-lokal', async (c) => ok(c, await hub.keadaan()));

  api.post('/hub-lokal/ambil', async (c) => {
    const p = await hub.memegang();
    if (p && p.status !== 'selesai')
      throw new ApiError(409, 'Hub ini sudah mengelola sebuah kompetisi; kembalikan dulu ke pusat.', undefined, 'sudah_mengelola');
    const input = parseInput(ambilAlihSchema, bodyFields(c));
    const hasil = await hub.ambilAlih(input.kode, input.nama_hub).catch(galatPusat);
    await publishFor(c, deps.feed, { resource: ANY_RESOURCE, ids: [], id_kompetisi: null });
    return ok(c, hasil, `Kompetisi "${hasil.nama_kompetisi}" diambil alih hub venue`);
  });

  api.post('/hub-lokal/segarkan', async (c) => {
    await pastikanPengelola(c, hub);
    await hub.segarkan().catch(galatPusat);
    return ok(c, await hub.keadaan(), 'Data pendaftaran dibaca ulang dari pusat');
  });

  api.post('/hub-lokal/kembalikan', async (c) => {
    const p = await pastikanPengelola(c, hub);
    if (p.status === 'selesai') throw new ApiError(409, 'Kompetisi sudah dikembalikan ke pusat', undefined, 'belum_mengelola');
    await hub.kembalikan().catch(galatPusat);
    await publishFor(c, deps.feed, { resource: ANY_RESOURCE, ids: [], id_kompetisi: p.id_kompetisi });
    return ok(c, await hub.keadaan(), 'Kompetisi dikembalikan ke pusat');
  });
}

const BEBAS = /^\/api\/(auth\/(login|logout|ganti-password-awal)|hub-lokal|server)(\/|$)/;
const AMAN = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Queries sent as POST: they write nothing. */
const BACA = /^\/api\/(atlet\/eligible|kelas\/kejuaraan\/\d+\/filter)$/;
/**
 * What stays with the central server while a hub runs the venue: registration, payments, accounts and
 * passwords, the competition's own record, notifications. A hub would keep such a change to itself.
 */
const PUSAT_SAJA = [
  /^\/api\/(admin|atlet|dojang|pelatih|bukti-transfer|push|public\/ikuti|ikuti|auth)(\/|$)/,
  /^\/api\/kompetisi\/?(\d+\/?)?$/,
  /^\/api\/kompetisi\/\d+\/(status|participants|register|petugas|kelas|hub)(\/|$)/,
];

/**
 * On a hub, writes are taken only while it holds its competition, and only the venue's: before the take-over
 * and after the hand-back every write belongs to the central server (a login and the hub's own calls excepted).
 */
export function hanyaSaatMemegang(hub: HubLokal): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (AMAN.has(c.req.method) || BEBAS.test(c.req.path) || BACA.test(c.req.path)) return next();
    if (PUSAT_SAJA.some((r) => r.test(c.req.path))) {
      return fail(c, 423, PESAN_HANYA_DI_PUSAT, undefined, 'hanya_di_pusat');
    }
    const p = await hub.memegang();
    if (!p || p.status !== 'aktif') {
      return fail(c, 423, PESAN_HUB_TIDAK_MENGELOLA, undefined, 'dikelola_hub');
    }
    return next();
  };
}

/**
 * The installed app on the central server's address calls the hub across origins (Chrome's Local Network
 * Access): the hub answers CORS for that one origin only.
 */
export function corsPusat(pusatUrl: string): MiddlewareHandler<AppEnv> {
  const asal = new URL(pusatUrl).origin;
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (origin !== asal) return next();
    if (c.req.method === 'OPTIONS') {
      return c.body(null, 204, {
        'access-control-allow-origin': asal,
        'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE',
        'access-control-allow-headers': 'authorization, content-type, idempotency-key, if-none-match',
        'access-control-allow-private-network': 'true',
        'access-control-max-age': '600',
        vary: 'origin',
      });
    }
    await next();
    c.header('access-control-allow-origin', asal);
    c.header('access-control-expose-headers', 'etag, retry-after');
    c.header('vary', 'origin', { append: true });
  };
}
