import type { SessionUser } from '../../domain/roles';
import type { Tolak } from '../../domain/tolak';
import type { Db } from '../db/types';
import type { Mailer } from '../mail/mailer';
import type { UploadFolder } from '../uploads/store';

/**
 * What a write needs besides its transaction: the database (for what runs after the commit), where uploads
 * live, the mailer and log the notifications use, and the clock. The app's AppDeps fits; a test passes its own.
 */
export interface Deps {
  db: Db;
  dataDir: string;
  mailer: Mailer;
  log: (msg: string, err?: unknown) => void;
  /** Now, unless a test sets the clock. */
  sekarang?: () => Date;
}

export const sekarang = (deps: Pick<Deps, 'sekarang'>): Date => deps.sekarang?.() ?? new Date();

/** Who writes: the logged-in user, as the session has it. */
export type Aktor = SessionUser;

/** What must happen once the write has committed (never inside it, never when it was refused). */
export type Efek =
  | { jenis: 'kabar_status_peserta'; id_kompetisi: number; id_peserta: number; status: string }
  | { jenis: 'kabar_verifikasi_bukti'; id_bukti: number; status: string }
  | { jenis: 'kabar_dojang_baru'; id_dojang: number }
  /** A file the committed write no longer points at; a failure is logged with `gagal`. */
  | { jenis: 'hapus_berkas'; folder: UploadFolder; nama: string | null; gagal: string };

export interface Berhasil<T> {
  readonly ok: true;
  readonly data: T;
  /** The success text the answer carries. */
  readonly pesan: string;
  readonly setelah?: readonly Efek[];
}

/**
 * A refusal of a write; `data` carries the record as it is now when someone changed it first (konflik_versi),
 * `errors` every field's message when more than one field is refused at once.
 */
export type TolakTulis<K extends string> = Tolak<K> & { readonly data?: unknown; readonly errors?: Readonly<Record<string, string>> };

/**
 * Every write is `(deps, aktor, input, tx) => Promise<HasilTulis<T, K>>`: it reads and writes through `tx`
 * only, and answers the result or a refusal with its code — no HTTP in it. A refusal must leave nothing
 * written: the runner (jalankanTulis) rolls the transaction back.
 */
export type HasilTulis<T, K extends string> = Berhasil<T> | TolakTulis<K>;

export function berhasil<T>(data: T, pesan: string, setelah?: readonly Efek[]): Berhasil<T> {
  return setelah && setelah.length > 0 ? { ok: true, data, pesan, setelah } : { ok: true, data, pesan };
}

export function tolakTulis<K extends string>(
  kode: K,
  pesan: string,
  extra: { field?: string; data?: unknown; errors?: Record<string, string> } = {},
): TolakTulis<K> {
  return {
    ok: false,
    kode,
    pesan,
    ...(extra.field !== undefined ? { field: extra.field } : {}),
    ...(extra.data !== undefined ? { data: extra.data } : {}),
    ...(extra.errors !== undefined ? { errors: extra.errors } : {}),
  };
}
