import type { Role } from '../roles';

/**
 * What a target (sasaran) can belong to. A rule ties a role to one of these keys: "ADMIN_KOMPETISI of
 * this competition" is `ADMIN_KOMPETISI: 'id_kompetisi'`; "court staff of this court" is `PETUGAS_LAPANGAN: 'id_lapangan'`.
 */
export const KUNCI_SASARAN = ['id_dojang', 'id_pelatih', 'id_kompetisi', 'id_lapangan'] as const;
export type KunciSasaran = (typeof KUNCI_SASARAN)[number];

/**
 * What is acted on, by the keys it belongs to. A number: it belongs to that one; a list: to every one
 * of them (a team entry: its members' dojangs), so only the owner of all of them may act; null: to no
 * one's (a file nobody holds). A key left out is the user's own: the route takes it from the session
 * (a coach adds an athlete to the own dojang) or filters its rows by cakupan().
 */
export type Sasaran = Partial<Record<KunciSasaran, number | readonly number[] | null>>;

/** The logged-in user as the policy reads it: SessionUser fits, so does the client's user_data. */
export interface Pengguna {
  role: string;
  pelatih?: { id_dojang: number; id_pelatih?: number } | null;
  admin_kompetisi?: { id_kompetisi: number } | null;
  petugas?: { id_kompetisi: number; id_lapangan?: number | null } | null;
}

type Ikatan = Partial<Record<KunciSasaran, number | undefined>>;

/**
 * What each role's holder owns, read from the session; null when the account has no profile to own
 * anything (a coach row without its dojang). ADMIN owns nothing and needs nothing. A new role is one
 * entry; the rules then name the key the role must own.
 */
export const IKATAN = {
  ADMIN: (_u: Pengguna) => ({}),
  PELATIH: (u: Pengguna) => (u.pelatih ? { id_dojang: u.pelatih.id_dojang, id_pelatih: u.pelatih.id_pelatih } : null),
  ADMIN_KOMPETISI: (u: Pengguna) => (u.admin_kompetisi ? { id_kompetisi: u.admin_kompetisi.id_kompetisi } : null),
  PETUGAS_TIMBANG: (u: Pengguna) => (u.petugas ? { id_kompetisi: u.petugas.id_kompetisi } : null),
  PETUGAS_LAPANGAN: (u: Pengguna) =>
    u.petugas ? { id_kompetisi: u.petugas.id_kompetisi, id_lapangan: u.petugas.id_lapangan ?? undefined } : null,
} satisfies Record<Role, (u: Pengguna) => Ikatan | null>;

/** The keys a role can own (ADMIN: none, so its rules can only say 'semua'). */
export type KunciPeran<R extends Role> = keyof NonNullable<ReturnType<(typeof IKATAN)[R]>> & KunciSasaran;

export function ikatanOf(u: Pengguna): Ikatan | null {
  const baca = (IKATAN as Record<string, ((u: Pengguna) => Ikatan | null) | undefined>)[u.role];
  return baca ? baca(u) : null;
}
