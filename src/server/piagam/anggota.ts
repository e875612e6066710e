import { sql } from 'drizzle-orm';
import { labelKelasKartu, type KelasKartu } from '../../domain/kartu/kelas';
import type { StatusPeserta } from '../../domain/kompetisi/types';
import { queryRows } from '../db/rows';
import type { DbOrTx } from '../db/types';
import { ANGGOTA, JOIN_KELAS, KOLOM_KELAS } from '../kartu/muat';

/** One athlete of an entry (a team entry has a row per member), with the entry's dojang and current class. */
export interface AnggotaPeserta {
  id_peserta_kompetisi: number;
  id_atlet: number;
  nama: string;
  id_dojang: number;
  nama_dojang: string;
  status: StatusPeserta;
  id_kelas_kejuaraan: number;
  kelas_label: string;
}

type Baris = KelasKartu & Omit<AnggotaPeserta, 'kelas_label'>;

/**
 * The members of the competition's entries in one query: every entry (whatever its status) or only the
 * given one. Registering athlete first, then by id — the order of the entry's name.
 */
export async function anggotaPeserta(db: DbOrTx, id_kompetisi: number, id_peserta_kompetisi?: number): Promise<AnggotaPeserta[]> {
  const satu = id_peserta_kompetisi === undefined ? sql`` : sql`and pk.id_peserta_kompetisi = ${id_peserta_kompetisi}`;
  const rows = await queryRows<Baris>(
    db,
    sql`
    select pk.id_peserta_kompetisi, ma.id_atlet, ma.nama_atlet as nama, d.id_dojang, d.nama_dojang, pk.status,
      kk.id_kelas_kejuaraan, ${KOLOM_KELAS}
    from peserta_kompetisi pk
    join kelas_kejuaraan kk on kk.id_kelas_kejuaraan = pk.id_kelas_kejuaraan
    ${JOIN_KELAS}
    join atlet a on a.id_atlet = pk.id_atlet
    join dojang d on d.id_dojang = a.id_dojang
    cross join lateral ${ANGGOTA} m
    join atlet ma on ma.id_atlet = m.id_atlet
    where kk.id_kompetisi = ${id_kompetisi} ${satu}
    order by pk.id_peserta_kompetisi, ma.id_atlet <> pk.id_atlet, ma.id_atlet`,
  );
  return rows.map((r) => ({
    id_peserta_kompetisi: r.id_peserta_kompetisi,
    id_atlet: r.id_atlet,
    nama: r.nama,
    id_dojang: r.id_dojang,
    nama_dojang: r.nama_dojang,
    status: r.status,
    id_kelas_kejuaraan: r.id_kelas_kejuaraan,
    kelas_label: labelKelasKartu(r),
  }));
}

/** The members grouped by entry. */
export function perPeserta(rows: readonly AnggotaPeserta[]): Map<number, AnggotaPeserta[]> {
  const m = new Map<number, AnggotaPeserta[]>();
  for (const r of rows) {
    const list = m.get(r.id_peserta_kompetisi);
    if (list) list.push(r);
    else m.set(r.id_peserta_kompetisi, [r]);
  }
  return m;
}
