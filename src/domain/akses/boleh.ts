import type { Role } from '../roles';
import { ATURAN, type Aksi, type Aturan, type PesanPeran } from './aturan';
import { ikatanOf, type KunciSasaran, type Pengguna, type Sasaran } from './ikatan';
import { AKSES_MSG } from './pesan';

/** Why an action is refused: no login (401), the role never may, no profile to own the target, another's target. */
export type SebabTolak = 'login' | 'peran' | 'tanpaIkatan' | 'lingkup';

/** Where the target left the user's key out: the rows acted on must belong to these (empty: no limit). */
export type Cakupan = Partial<Record<KunciSasaran, number>>;

export type Putusan =
  | { ok: true; cakupan: Cakupan }
  | { ok: false; status: 401 | 403; sebab: SebabTolak; pesan: string };

export interface Tolak {
  status: 401 | 403;
  pesan: string;
}

const punya = (o: object, key: string) => Object.prototype.hasOwnProperty.call(o, key);

function teks(p: PesanPeran | undefined, role: string): string {
  if (p === undefined) return AKSES_MSG.ditolak;
  if (typeof p === 'string') return p;
  const perPeran = p as Record<string, string | undefined>;
  return (punya(perPeran, role) ? perPeran[role] : undefined) ?? p.lain ?? AKSES_MSG.ditolak;
}

function lingkupOf(aturan: Aturan, role: string): string | undefined {
  return punya(aturan.peran, role) ? (aturan.peran as Record<string, string | undefined>)[role] : undefined;
}

function milik(target: number | readonly number[] | null, own: number): boolean {
  if (target === null) return false;
  return typeof target === 'number' ? target === own : target.every((t) => t === own);
}

/** The whole decision: allowed with the scope rows must keep, or refused with the status and the text to answer. */
export function periksa(user: Pengguna | null | undefined, aksi: Aksi, sasaran: Sasaran = {}): Putusan {
  if (!user) return { ok: false, status: 401, sebab: 'login', pesan: AKSES_MSG.perluLogin };
  const aturan: Aturan = ATURAN[aksi];
  const tolak = (sebab: SebabTolak, pesan: PesanPeran | undefined): Putusan =>
    ({ ok: false, status: 403, sebab, pesan: teks(pesan, user.role) });
  const lingkup = lingkupOf(aturan, user.role);
  if (!lingkup) return tolak('peran', aturan.pesan?.peran);
  if (lingkup === 'semua') return { ok: true, cakupan: {} };
  const kunci = lingkup as KunciSasaran;
  const own = ikatanOf(user)?.[kunci];
  if (own === undefined || own === null) return tolak('tanpaIkatan', aturan.pesan?.tanpaIkatan);
  const target = sasaran[kunci];
  if (target === undefined) return { ok: true, cakupan: { [kunci]: own } };
  return milik(target, own) ? { ok: true, cakupan: {} } : tolak('lingkup', aturan.pesan?.lingkup);
}

/** Whether `user` may do `aksi` on `sasaran` (a key left out: on the user's own). */
export function boleh(user: Pengguna | null | undefined, aksi: Aksi, sasaran?: Sasaran): boolean {
  return periksa(user, aksi, sasaran).ok;
}

/** null when allowed; else the status (401 no login, 403) and the Indonesian text the API answers. */
export function alasanTolak(user: Pengguna | null | undefined, aksi: Aksi, sasaran?: Sasaran): Tolak | null {
  const p = periksa(user, aksi, sasaran);
  return p.ok ? null : { status: p.status, pesan: p.pesan };
}

/** The scope a list read keeps (e.g. { id_dojang } for a coach), {} for no limit, null when refused. */
export function cakupan(user: Pengguna | null | undefined, aksi: Aksi, sasaran?: Sasaran): Cakupan | null {
  const p = periksa(user, aksi, sasaran);
  return p.ok ? p.cakupan : null;
}

/**
 * Only the first question, asked before anything is loaded: may this role ever do `aksi`? (A route's
 * guard before it reads its parameters; a page of one role's area.) null when it may.
 */
export function alasanTolakPeran(user: Pick<Pengguna, 'role'> | null | undefined, aksi: Aksi): Tolak | null {
  if (!user) return { status: 401, pesan: AKSES_MSG.perluLogin };
  const aturan: Aturan = ATURAN[aksi];
  return lingkupOf(aturan, user.role) ? null : { status: 403, pesan: teks(aturan.pesan?.peran, user.role) };
}

export function bolehPeran(user: Pick<Pengguna, 'role'> | null | undefined, aksi: Aksi): boolean {
  return alasanTolakPeran(user, aksi) === null;
}

/** The roles that may do `aksi` on some target, in the rule's order (the Access Denied screen lists them). */
export function peranUntuk(aksi: Aksi): Role[] {
  return Object.keys(ATURAN[aksi].peran) as Role[];
}
