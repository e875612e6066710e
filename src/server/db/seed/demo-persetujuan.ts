import { sql } from 'drizzle-orm';
import { KEBIJAKAN_PRIVASI_VERSI, USIA_DEWASA } from '../../../domain/privasi/kebijakan';
import type { DbOrTx } from '../types';

/**
 * Every demo athlete as its coach added it: with the consent statement (the notice's current version; for a child
 * the parent's or guardian's, named as demo data), so the demo's registrations work as they would in use.
 */
export async function seedPersetujuanDemo(tx: DbOrTx, hariPertama: string): Promise<void> {
  await tx.execute(sql`insert into persetujuan_data (id_atlet, jenis, versi_kebijakan, oleh_wali, nama_wali, id_akun, dicatat_oleh)
    select a.id_atlet, 'PERNYATAAN', ${KEBIJAKAN_PRIVASI_VERSI}, m.anak,
      case when m.anak then 'Orang tua/wali ' || a.nama_atlet || ' (demo)' end, p.id_akun, coalesce(p.nama_pelatih, 'Pelatih demo')
    from atlet a
    cross join lateral (select age(${hariPertama}::date, a.tanggal_lahir) < make_interval(years => ${USIA_DEWASA}) as anak) m
    left join pelatih p on p.id_pelatih = a.id_pelatih_pembuat
    order by a.id_atlet`);
}
