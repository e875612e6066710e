import { sql, type SQL } from 'drizzle-orm';
import type { KompetisiTanggal } from '../../domain/kompetisi/status-tampil';
import { queryRows } from '../db/rows';
import type { DbOrTx } from '../db/types';

/** Every (athlete, entry) pair: entered themselves, or a member of a team entry. */
const ENTRI_ATLET = sql`
  select p.id_atlet, p.id_peserta_kompetisi from peserta_kompetisi p
  union
  select t.id_atlet, t.id_peserta_kompetisi from peserta_tim_anggota t`;

export interface KompetisiAtlet extends KompetisiTanggal {
  id_kompetisi: number;
}

export interface Kandidat {
  id_atlet: number;
  akte_kelahiran: string | null;
  ktp: string | null;
  updated_at: Date | string;
  kompetisi: KompetisiAtlet[];
}

/**
 * Athletes holding an identity document whose competitions all ended on or before `selesaiPaling` (the
 * domain's bound), with each competition they were in: the domain decides on each.
 */
export function cariKandidat(db: DbOrTx, selesaiPaling: string): Promise<Kandidat[]> {
  return queryRows<Kandidat>(
    db,
    sql`
    with ikut as (
      select distinct e.id_atlet, kk.id_kompetisi
      from (${ENTRI_ATLET}) e
      join peserta_kompetisi p on p.id_peserta_kompetisi = e.id_peserta_kompetisi
      join kelas_kejuaraan kk on kk.id_kelas_kejuaraan = p.id_kelas_kejuaraan
    )
    select a.id_atlet, a.akte_kelahiran, a.ktp, a.updated_at,
      json_agg(json_build_object('id_kompetisi', k.id_kompetisi, 'status', k.status,
        'tanggal_mulai', k.tanggal_mulai, 'tanggal_selesai', k.tanggal_selesai)) as kompetisi
    from atlet a
    join ikut i on i.id_atlet = a.id_atlet
    join kompetisi k on k.id_kompetisi = i.id_kompetisi
    where a.akte_kelahiran is not null or a.ktp is not null
    group by a.id_atlet
    having max(k.tanggal_selesai) <= ${selesaiPaling}::date
    order by a.id_atlet`,
  );
}

export interface Verifikasi {
  id_atlet: number;
  oleh: number | null;
  nama: string | null;
  pada: Date | string | null;
}

const daftarId = (ids: readonly number[]): SQL =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * How the athletes' documents were checked: the latest approval (APPROVED) of one of their entries — who set
 * it (the organiser's name, else the account's email) and when.
 */
export function cariVerifikasi(db: DbOrTx, ids: readonly number[]): Promise<Verifikasi[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return queryRows<Verifikasi>(
    db,
    sql`
    select distinct on (e.id_atlet) e.id_atlet, p.status_diubah_oleh as oleh, p.status_diubah_pada as pada,
      coalesce(ak.nama, ad.nama_admin, u.email) as nama
    from (${ENTRI_ATLET}) e
    join peserta_kompetisi p on p.id_peserta_kompetisi = e.id_peserta_kompetisi
    left join akun u on u.id_akun = p.status_diubah_oleh
    left join admin ad on ad.id_akun = u.id_akun
    left join admin_kompetisi ak on ak.id_akun = u.id_akun
    where p.status = 'APPROVED' and e.id_atlet in (${daftarId(ids)})
    order by e.id_atlet, p.status_diubah_pada desc nulls last, p.id_peserta_kompetisi desc`,
  );
}
