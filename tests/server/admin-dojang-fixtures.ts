import type { Db } from '../../src/server/db/types';
import { kategoriEvent, kelasKejuaraan, kelasPoomsae, kelompokUsia } from '../../src/server/db/schema';
import { login, makeAdmin, makeCoach, makeKompetisi } from './helpers/fixtures';
import { makePanitia } from './helpers/peserta';
import type { TestServer } from './helpers/server';

/** The cast: an ADMIN, a coach with its dojang, competitions A and B with their own competition admins. */
export async function cast(tt: TestServer) {
  const a = await makeKompetisi(tt.db, { nama_event: 'Kejuaraan A' });
  const b = await makeKompetisi(tt.db, { nama_event: 'Kejuaraan B' });
  await makeAdmin(tt.db, 'admin@uji.id');
  const coach = await makeCoach(tt.db, 'pelatih@uji.id');
  await makePanitia(tt.db, 'panitia-a@uji.id', a.id_kompetisi);
  await makePanitia(tt.db, 'panitia-b@uji.id', b.id_kompetisi);
  const token = {
    admin: await login(tt, 'admin@uji.id'),
    pelatih: await login(tt, 'pelatih@uji.id'),
    panitiaA: await login(tt, 'panitia-a@uji.id'),
    panitiaB: await login(tt, 'panitia-b@uji.id'),
  };
  return { a, b, coach, token };
}

let urutan = 0;
/** A fresh championship class of the competition (another age group or poomsae each time, so the natural key differs). */
export async function kelasBaru(db: Db, id_kompetisi: number): Promise<number> {
  const [kat] = await db.select().from(kategoriEvent).limit(1);
  const kelompok = await db.select().from(kelompokUsia);
  const poomsae = await db.select().from(kelasPoomsae);
  const i = urutan++;
  const [k] = await db
    .insert(kelasKejuaraan)
    .values({
      id_kompetisi,
      cabang: 'POOMSAE',
      id_kategori_event: kat.id_kategori_event,
      id_kelompok: kelompok[i % kelompok.length].id_kelompok,
      id_poomsae: poomsae[Math.floor(i / kelompok.length) % poomsae.length].id_poomsae,
      jenis_kelamin: null,
    })
    .returning();
  return k.id_kelas_kejuaraan;
}
