import { sql } from 'drizzle-orm';
import { pageCount } from '../../domain/atlet/pagination';
import { bagianKartu } from '../../domain/kartu/kode';
import { labelKelasKartu, type KelasKartu } from '../../domain/kartu/kelas';
import type { Kartu, KartuQuery } from '../../domain/schemas/kartu';
import { queryRows } from '../db/rows';
import type { DbOrTx } from '../db/types';
import { ANGGOTA, JOIN_KELAS, KOLOM_KELAS } from './muat';
import { kodeBertanda, kunciTanda } from './tanda';

/** Which cards: one competition, optionally one dojang (a coach: always its own) and one class. */
export interface LingkupKartu {
  id_kompetisi: number;
  id_dojang: number | null;
  kelas: number | null;
}

type Baris = KelasKartu & {
  total: number;
  jenis: 'PESERTA' | 'PELATIH' | null;
  id_peserta_kompetisi: number | null;
  id_atlet: number | null;
  id_pelatih: number | null;
  nama: string;
  id_dojang: number;
  nama_dojang: string;
  id_kelas_kejuaraan: number | null;
  pas_foto: string | null;
};

export const PAS_FOTO_PATH = '/uploads/atlet/pas_foto/';

/**
 * One page of cards in one statement: every member of every APPROVED entry in scope (a team entry gives each
 * member a card of that entry), and — without a class filter — one card for the coach of each dojang that has
 * such an entry. Ordered by dojang, its coach first, then name and class, so a dojang's cards print together.
 * The dojang is the registering athlete's (the one the entry is charged to).
 */
export async function daftarKartu(db: DbOrTx, l: LingkupKartu, q: Pick<KartuQuery, 'page' | 'limit'>) {
  const dojang = l.id_dojang === null ? sql`` : sql`and d.id_dojang = ${l.id_dojang}`;
  const kelas = l.kelas === null ? sql`` : sql`and kk.id_kelas_kejuaraan = ${l.kelas}`;
  const pelatih =
    l.kelas !== null
      ? sql``
      : sql`
    union all
    select 'PELATIH', null, null, p.id_pelatih, p.nama_pelatih, d.id_dojang, d.nama_dojang, null,
      null, null, null, null, null, null, 0
    from pelatih p
    join akun ak on ak.id_akun = p.id_akun and ak.status = 'ACTIVE'
    join dojang d on d.id_dojang = p.id_dojang
    where exists (select 1 from peserta_kompetisi pk
      join kelas_kejuaraan kk on kk.id_kelas_kejuaraan = pk.id_kelas_kejuaraan
      join atlet a on a.id_atlet = pk.id_atlet
      where kk.id_kompetisi = ${l.id_kompetisi} and pk.status = 'APPROVED' and a.id_dojang = d.id_dojang) ${dojang}`;
  const offset = (q.page - 1) * q.limit;
  const rows = await queryRows<Baris>(
    db,
    sql`
    with kartu (jenis, id_peserta_kompetisi, id_atlet, id_pelatih, nama, id_dojang, nama_dojang, id_kelas_kejuaraan,
      cabang, nama_kategori, nama_kelompok, jenis_kelamin, nama_kelas, pas_foto, urut) as (
      select 'PESERTA', pk.id_peserta_kompetisi, ma.id_atlet, null::int, ma.nama_atlet, d.id_dojang, d.nama_dojang,
        kk.id_kelas_kejuaraan, ${KOLOM_KELAS}, ma.pas_foto, 1
      from peserta_kompetisi pk
      join kelas_kejuaraan kk on kk.id_kelas_kejuaraan = pk.id_kelas_kejuaraan
      ${JOIN_KELAS}
      join atlet a on a.id_atlet = pk.id_atlet
      join dojang d on d.id_dojang = a.id_dojang
      cross join lateral ${ANGGOTA} m
      join atlet ma on ma.id_atlet = m.id_atlet
      where kk.id_kompetisi = ${l.id_kompetisi} and pk.status = 'APPROVED' ${dojang} ${kelas}
      ${pelatih}
    ), n as (select count(*)::int as total from kartu)
    select n.total, k.* from n left join lateral (
      select * from kartu
      order by nama_dojang, id_dojang, urut, nama, id_atlet, cabang, id_kelas_kejuaraan, id_peserta_kompetisi
      limit ${q.limit} offset ${offset}) k on true`,
  );
  const total = rows[0]?.total ?? 0;
  const kunci = await kunciTanda(db);
  const data: Kartu[] = rows
    .filter((r) => r.jenis !== null)
    .map((r) => {
      const bagian =
        r.jenis === 'PESERTA'
          ? bagianKartu({
              jenis: 'PESERTA',
              id_kompetisi: l.id_kompetisi,
              id_peserta_kompetisi: r.id_peserta_kompetisi!,
              id_atlet: r.id_atlet!,
            })
          : bagianKartu({ jenis: 'PELATIH', id_kompetisi: l.id_kompetisi, id_pelatih: r.id_pelatih! });
      return {
        kode: kodeBertanda(kunci, bagian),
        jenis: r.jenis!,
        nama: r.nama,
        id_dojang: r.id_dojang,
        nama_dojang: r.nama_dojang,
        kelas_label: r.jenis === 'PESERTA' ? labelKelasKartu(r) : 'Pelatih',
        cabang: r.cabang ?? null,
        id_kelas_kejuaraan: r.id_kelas_kejuaraan,
        id_peserta_kompetisi: r.id_peserta_kompetisi,
        id_atlet: r.id_atlet,
        pas_foto: r.pas_foto ? `${PAS_FOTO_PATH}${r.pas_foto}` : null,
      };
    });
  return { data, meta: { page: q.page, limit: q.limit, total, totalPages: pageCount(total, q.limit) } };
}
