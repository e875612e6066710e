// Athletes at scale for bench/admin-atlet.ts: 100 dojangs, an ADMIN, and BENCH_ATLET_COUNT athletes named by the
// demo's generator, aged 5 to 30 (every age group), inserted in chunks.
import { sql } from 'drizzle-orm';
import { todayWib } from '../../src/domain/atlet/umur';
import type { JenisKelamin } from '../../src/domain/roles';
import { hashSecret } from '../../src/server/auth/password';
import { admin, akun, atlet, dojang } from '../../src/server/db/schema';
import { demoFaker, namaOrang } from '../../src/server/db/seed/demo-names';
import type { Db } from '../../src/server/db/types';
import { queryRows } from '../../src/server/db/rows';
import { BENCH_PASSWORD } from '../api-shared';

export const ADMIN_EMAIL = 'admin@bench.arenatkd.test';
const CHUNK = 1000;

/** Returns a common given name to search for. */
export async function seedAtlet(db: Db, count: number): Promise<string> {
  const f = demoFaker();
  const dojangs = await db
    .insert(dojang)
    .values(
      Array.from({ length: 100 }, (_, i) => ({
        nama_dojang: `Dojang Bench ${i + 1}`,
        provinsi: 'Sumatera Selatan',
        kota: 'Kota Palembang',
        status: 'APPROVED' as const,
      })),
    )
    .returning({ id: dojang.id_dojang });
  const [a] = await db
    .insert(akun)
    .values({ email: ADMIN_EMAIL, password_hash: await hashSecret(BENCH_PASSWORD), role: 'ADMIN' })
    .returning();
  await db.insert(admin).values({ nama_admin: 'Admin Bench', id_akun: a.id_akun });
  const tahun = Number(todayWib().slice(0, 4));
  const dipakai = new Set<string>();
  for (let start = 0; start < count; start += CHUNK) {
    const rows = Array.from({ length: Math.min(CHUNK, count - start) }, () => {
      const jk: JenisKelamin = f.datatype.boolean(0.55) ? 'LAKI_LAKI' : 'PEREMPUAN';
      const lahir = f.date
        .between({ from: `${tahun - 30}-01-01`, to: `${tahun - 5}-12-31` })
        .toISOString()
        .slice(0, 10);
      return {
        nama_atlet: namaOrang(f, jk, dipakai),
        jenis_kelamin: jk,
        tanggal_lahir: lahir,
        belt: 'putih',
        berat_badan: f.number.int({ min: 18, max: 90 }),
        tinggi_badan: f.number.int({ min: 100, max: 190 }),
        provinsi: 'Sumatera Selatan',
        kota: 'Kota Palembang',
        id_dojang: f.helpers.arrayElement(dojangs).id,
      };
    });
    await db.insert(atlet).values(rows);
  }
  const [top] = await queryRows<{ nama: string }>(
    db,
    sql`
    select split_part(nama_atlet, ' ', 1) as nama from atlet group by 1 order by count(*) desc limit 1`,
  );
  return top?.nama ?? 'Putri';
}
