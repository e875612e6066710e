import type { Role } from '../roles';
import { IZIN, type Aksi, type Izin, type PesanPeran } from './izin';
import { ikatanOf, type KunciSasaran, type Pengguna, type Sasaran } from './ikatan';
import { AKSES_MSG } from './pesan';
import type { Tolak as TolakUmum } from '../tolak';

/** Why an action is refused: no login, the role never may, no profile to own the target, another's target. */
export type SebabTolak = 'login' | 'peran' | 'tanpaIkatan' | 'lingkup';

/** The refusal codes of the policy: no login ('perlu_login'), anything else ('akses_ditolak'). */
export type KodeAkses = 'perlu_login' | 'akses_ditolak';

/** Where the target left the user's key out: the rows acted on must belong to these (empty: no limit). */
export type Cakupan = Partial<Record<KunciSasaran, number>>;

/** A refusal of the policy, in the domain's one refusal shape. */
export type Tolak = TolakUmum<KodeAkses>;

export type Putusan = { ok: true; cakupan: Cakupan } | (Tolak & { sebab: SebabTolak });

const punya = (o: object, key: string) => Object.prototype.hasOwnProperty.call(o, key);

function teks(p: PesanPeran | undefined, role: string): string {
  if (p === undefined) return AKSES_MSG.ditolak;
  if (typeof p === 'string') return p;
  const perPeran = p as Record<string, string | undefined>;
  return (punya(perPeran, role) ? perPeran[role] : undefined) ?? p.lain ?? AKSES_MSG.ditolak;
}

function lingkupOf(izin: Izin, role: string): string | undefined {
  return punya(izin.peran, role) ? (izin.peran as Record<string, string | undefined>)[role] : undefined;
}

function milik(target: number | readonly number[] | null, own: number): boolean {
  if (target === null) return false;
  return typeof target === 'number' ? target === own : target.every((t) => t === own);
}

/** The whole decision: allowed with the scope rows must keep, or refused with the status and the text to answer. */
export function periksa(user: Pengguna | null | undefined, aksi: Aksi, sasaran: Sasaran = {}): Putusan {
  if (!user) return { ok: false, kode: 'perlu_login', sebab: 'login', pesan: AKSES_MSG.perluLogin };
  const izin: Izin = IZIN[aksi];
  const tolak = (sebab: SebabTolak, pesan: PesanPeran | undefined): Putusan => ({
    ok: false,
    kode: 'akses_ditolak',
    sebab,
    pesan: teks(pesan, user.role),
  });
  const lingkup = lingkupOf(izin, user.role);
  if (!lingkup) return tolak('peran', izin.pesan?.peran);
  if (lingkup === 'semua') return { ok: true, cakupan: {} };
  const kunci = lingkup as KunciSasaran;
  const own = ikatanOf(user)?.[kunci];
  if (own === undefined || own === null) return tolak('tanpaIkatan', izin.pesan?.tanpaIkatan);
  const target = sasaran[kunci];
  if (target === undefined) return { ok: true, cakupan: { [kunci]: own } };
  return milik(target, own) ? { ok: true, cakupan: {} } : tolak('lingkup', izin.pesan?.lingkup);
}

/** Whether `user` may do `aksi` on `sasaran` (a key left out: on the user's own). */
export function boleh(user: Pengguna | null | undefined, aksi: Aksi, sasaran?: Sasaran): boolean {
  return periksa(user, aksi, sasaran).ok;
}

/** null when allowed; else the code ('perlu_login', 'akses_ditolak') and the Indonesian text the API answers. */
export function alasanTolak(user: Pengguna | null | undefined, aksi: Aksi, sasaran?: Sasaran): Tolak | null {
  const p = periksa(user, aksi, sasaran);
  return p.ok ? null : { ok: false, kode: p.kode, pesan: p.pesan };
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
  if (!user) return { ok: false, kode: 'perlu_login', pesan: AKSES_MSG.perluLogin };
  const izin: Izin = IZIN[aksi];
  return lingkupOf(izin, user.role) ? null : { ok: false, kode: 'akses_ditolak', pesan: teks(izin.pesan?.peran, user.role) };
}

export function bolehPeran(user: Pick<Pengguna, 'role'> | null | undefined, aksi: Aksi): boolean {
  return alasanTolakPeran(user, aksi) === null;
}

/** The roles that may do `aksi` on some target, in the rule's order (the Access Denied screen lists them). */
export function peranUntuk(aksi: Aksi): Role[] {
  return Object.keys(IZIN[aksi].peran) as Role[];
}
