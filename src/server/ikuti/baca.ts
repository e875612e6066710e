import { sql } from 'drizzle-orm';
import { PARTAI_LAGI_BAWAAN, kedaluwarsaIkuti, tanggalWib, type IkutiPelatihJawaban, type IkutiPerangkatJawaban } from '../../domain/ikuti';
import { queryRows } from '../db/rows';
import { JOIN_KELAS, NAMA_KELAS, NAMA_PESERTA } from '../db/sql-label';
import type { DbOrTx } from '../db/types';
import { hashToken } from './tulis';

/** GET /ikuti/pelatih: the coach's setting and every approved entry of the dojang in a competition not over yet. */
export async function bacaIkutiPelatih(db: DbOrTx, id_akun: number, id_dojang: number, sekarang: number): Promise<IkutiPelatihJawaban> {
  const [setel] = await queryRows<{ partai_lagi: number }>(db, sql`select partai_lagi from ikuti_pelatih where id_akun = ${id_akun}`);
  // Competitions whose last day is not before yesterday (WIB); the exact expiry is the domain's.
  const kemarin = tanggalWib(sekarang - 86_400_000);
  const rows = await queryRows<{
    id_peserta_kompetisi: number;
    id_kompetisi: number;
    nama_event: string;
    nama: string;
    nama_kelas: string;
    aktif: boolean;
    tanggal_selesai: string;
  }>(
    db,
    sql`
    select pk.id_peserta_kompetisi, kk.id_kompetisi, ko.nama_event, ${NAMA_PESERTA} as nama, ${NAMA_KELAS} as nama_kelas,
      not exists (select 1 from ikuti_pelatih_mati m where m.id_akun = ${id_akun} and m.id_peserta_kompetisi = pk.id_peserta_kompetisi) as aktif,
      ko.tanggal_selesai::text as tanggal_selesai
    from peserta_kompetisi pk join atlet a on a.id_atlet = pk.id_atlet
    join kelas_kejuaraan kk on kk.id_kelas_kejuaraan = pk.id_kelas_kejuaraan ${JOIN_KELAS}
    join kompetisi ko on ko.id_kompetisi = kk.id_kompetisi
    where a.id_dojang = ${id_dojang} and pk.status = 'APPROVED' and ko.tanggal_selesai >= ${kemarin}::date
    order by ko.tanggal_mulai, ko.id_kompetisi, 4, pk.id_peserta_kompetisi`,
  );
  return {
    partai_lagi: setel ? Number(setel.partai_lagi) : PARTAI_LAGI_BAWAAN,
    atlet: rows
      .filter((r) => sekarang < kedaluwarsaIkuti(r.tanggal_selesai))
      .map(({ tanggal_selesai: _t, ...r }) => ({ ...r, id_peserta_kompetisi: Number(r.id_peserta_kompetisi) })),
  };
}

/** GET /public/ikuti: what this device follows in a competition (an unknown secret follows nothing). */
export async function bacaIkutiPerangkat(
  db: DbOrTx,
  token: string,
  id_kompetisi: number,
): Promise<Omit<IkutiPerangkatJawaban, 'berlaku_sampai'> & { berlaku_sampai: string | null }> {
  const rows = await queryRows<{ id_peserta_kompetisi: number; partai_lagi: number; berlaku_sampai: string }>(
    db,
    sql`select ia.id_peserta_kompetisi, ip.partai_lagi, ia.berlaku_sampai::text as berlaku_sampai
      from ikuti_perangkat ip join ikuti_atlet ia on ia.id_perangkat = ip.id
      where ip.token_hash = ${hashToken(token)} and ia.id_kompetisi = ${id_kompetisi} order by ia.id_peserta_kompetisi`,
  );
  return {
    id_kompetisi,
    id_peserta: rows.map((r) => r.id_peserta_kompetisi),
    partai_lagi: rows[0] ? Number(rows[0].partai_lagi) : PARTAI_LAGI_BAWAAN,
    berlaku_sampai: rows[0] ? new Date(rows[0].berlaku_sampai).toISOString() : null,
  };
}
