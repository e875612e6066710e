import type { MiddlewareHandler } from 'hono';
import { alasanTolakPeran, boleh, periksa, type Aksi, type Cakupan, type KodeAkses, type Pengguna, type Sasaran } from '../../domain/akses';
import { dariTolak, STATUS_UMUM, type StatusTolak } from './api-error';
import type { AppEnv } from './env';

/** The policy's refusals: no login 401, anything else 403. */
export const STATUS_AKSES: StatusTolak<KodeAkses> = {
  perlu_login: STATUS_UMUM.perlu_login,
  akses_ditolak: STATUS_UMUM.akses_ditolak,
};

/**
 * The access policy (src/domain/akses) as the routes use it: refuses with its code, status and text unless
 * `user` may do `aksi` on `sasaran`; otherwise the scope the rows read or written must keep (a key the
 * sasaran left out: the user's own, e.g. { id_dojang } for a coach; {} for no limit).
 */
export function pastikanBoleh(user: Pengguna | null | undefined, aksi: Aksi, sasaran?: Sasaran): Cakupan {
  const p = periksa(user, aksi, sasaran);
  if (!p.ok) throw dariTolak(STATUS_AKSES, { ok: false, kode: p.kode, pesan: p.pesan });
  return p.cakupan;
}

/** Only the role: refuses a role that may never do `aksi`, before anything is read. */
export function pastikanPeran(user: Pick<Pengguna, 'role'> | null | undefined, aksi: Aksi): void {
  const t = alasanTolakPeran(user, aksi);
  if (t) throw dariTolak(STATUS_AKSES, t);
}

/**
 * Route guard, before the parameters are read: no login 401, a role that may
 * never do `aksi` 403. The target's scope is checked in the handler with pastikanBoleh once it is known.
 */
export function izinkanPeran(aksi: Aksi): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    pastikanPeran(c.get('auth')?.user, aksi);
    await next();
  };
}

/**
 * Whether the caller may see competition `id_kompetisi`'s venue (its courts, bouts and matches: the policy's
 * 'jadwal.baca'). One who may not is answered as if the id did not exist (404), so another competition's staff cannot
 * tell which ids exist; one who may see it and still may not act on it is refused 403.
 */
export const terlihat = (aktor: Pengguna | null | undefined, id_kompetisi: number): boolean =>
  boleh(aktor, 'jadwal.baca', { id_kompetisi });
