import type { MiddlewareHandler } from 'hono';
import type { Aksi } from '../../domain/akses';
import { izinkanPeran } from '../http/akses';
import type { AppEnv } from '../http/env';
import { requireOwnPassword } from '../http/first-password';

/** Who may `aksi` (the access policy), and not with a first password still to change (for routes outside the /api chain too). */
function pengelola(aksi: Aksi): MiddlewareHandler<AppEnv> {
  const peran = izinkanPeran(aksi);
  return async (c, next) => {
    await requireOwnPassword(c, async () => {
      await peran(c, next);
    });
  };
}

/** Settings › Sistem: backups, maintenance, export. */
export const adminSaja = pengelola('sistem.kelola');

/** The uploaded restore (before its body is read). */
export const adminPulihkan = pengelola('sistem.pulihkan');
