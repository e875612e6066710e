import { eq } from 'drizzle-orm';
import { hashSecret } from '../../auth/password';
import { admin, akun } from '../schema';
import type { Db } from '../types';
import { seedCatalogue } from './catalogue';
import { seedDemo } from './demo';

export class SeedError extends Error {}

/**
 * Catalogue in every mode. Demo data only on PGlite; with PostgreSQL the first ADMIN comes from
 * ADMIN_EMAIL / ADMIN_PASSWORD (there is no default password in production).
 */
export interface SeedOptions {
  demo: boolean;
  adminEmail?: string;
  adminPassword?: string;
  /** 'YYYY-MM-DD' (WIB) the demo competition's dates count from; default today. */
  hariPertama?: string;
  /** DATA_DIR: the demo writes its transfer-proof images under its uploads. */
  dataDir?: string;
}

export async function seed(db: Db, opts: SeedOptions) {
  await seedCatalogue(db);
  if (opts.demo) return { demoSeeded: await seedDemo(db, { hariPertama: opts.hariPertama, dataDir: opts.dataDir }) };
  const admins = await db.select({ id: akun.id_akun }).from(akun).where(eq(akun.role, 'ADMIN')).limit(1);
  if (admins.length === 0) {
    const email = opts.adminEmail?.trim().toLowerCase();
    if (!email || !opts.adminPassword || opts.adminPassword.length < 8) {
      throw new SeedError('Belum ada akun ADMIN. Setel ADMIN_EMAIL dan ADMIN_PASSWORD (minimal 8 karakter) lalu jalankan lagi.');
    }
    const password_hash = await hashSecret(opts.adminPassword);
    await db.transaction(async (tx) => {
      const [a] = await tx.insert(akun).values({ email, password_hash, role: 'ADMIN' }).returning();
      await tx.insert(admin).values({ nama_admin: 'Administrator', id_akun: a.id_akun });
    });
  }
  return { demoSeeded: false };
}
