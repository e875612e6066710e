import { sql } from 'drizzle-orm';
import { bacaBagianKartu, pisahKode } from '../../domain/kartu/kode';
import { labelKelasKartu, type KelasKartu } from '../../domain/kartu/kelas';
import { KARTU_MSG } from '../../domain/kartu/tolak-kode';
import type { StatusPeserta } from '../../domain/kompetisi/types';
import type { KartuPublik } from '../../domain/schemas/kartu';
import { queryRows } from '../db/rows';
import type { DbOrTx } from '../db/types';
import { ANGGOTA, JOIN_KELAS, KOLOM_KELAS, muatKompetisi } from './muat';
import { kunciTanda, periksaKode } from './tanda';
import { gagalKartu } from './tolak';

/**
 * GET /public/kartu/{kode}: what a genuine card says as the server holds it now — name, dojang, class,
 * status, competition; nothing private (no NIK, birth date, phone, address, photo). A code not shaped like a
 * card 400 'kode_tidak_valid'; one the server did not sign 404 'kartu_palsu'; a signed card whose entry (or
 * member, or coach) is gone 404 'tidak_ditemukan'.
 */
export async function kartuPublik(db: DbOrTx, kodeMentah: string): Promise<KartuPublik> {
  const kode = kodeMentah.trim().toUpperCase();
  const p = pisahKode(kode);
  const isi = p ? bacaBagianKartu(p.bagian) : null;
  if (!p || !isi) throw gagalKartu('kode_tidak_valid', KARTU_MSG.kodeTidakValid);
  if (periksaKode(await kunciTanda(db), kode) === null) throw gagalKartu('kartu_palsu', KARTU_MSG.kartuPalsu);
  if (isi.jenis === 'PELATIH') {
    const [row] = await queryRows<{ nama: string; nama_dojang: string }>(
      db,
      sql`
      select p.nama_pelatih as nama, d.nama_dojang from pelatih p join dojang d on d.id_dojang = p.id_dojang
      where p.id_pelatih = ${isi.id_pelatih}`,
    );
    if (!row) throw gagalKartu('tidak_ditemukan', KARTU_MSG.pelatihTidakAda);
    const kompetisi = await muatKompetisi(db, isi.id_kompetisi);
    return { kode, jenis: 'PELATIH', nama: row.nama, nama_dojang: row.nama_dojang, kelas_label: 'Pelatih', status: null, kompetisi };
  }
  const [row] = await queryRows<KelasKartu & { nama: string; nama_dojang: string; status: StatusPeserta }>(
    db,
    sql`
    select ma.nama_atlet as nama, d.nama_dojang, pk.status, ${KOLOM_KELAS}
    from peserta_kompetisi pk
    join kelas_kejuaraan kk on kk.id_kelas_kejuaraan = pk.id_kelas_kejuaraan
    ${JOIN_KELAS}
    join atlet a on a.id_atlet = pk.id_atlet
    join dojang d on d.id_dojang = a.id_dojang
    join atlet ma on ma.id_atlet = ${isi.id_atlet}
    where pk.id_peserta_kompetisi = ${isi.id_peserta_kompetisi} and kk.id_kompetisi = ${isi.id_kompetisi}
      and ${isi.id_atlet} in ${ANGGOTA}`,
  );
  if (!row) throw gagalKartu('tidak_ditemukan', KARTU_MSG.pesertaTidakAda);
  const kompetisi = await muatKompetisi(db, isi.id_kompetisi);
  return {
    kode,
    jenis: 'PESERTA',
    nama: row.nama,
    nama_dojang: row.nama_dojang,
    kelas_label: labelKelasKartu(row),
    status: row.status,
    kompetisi,
  };
}
