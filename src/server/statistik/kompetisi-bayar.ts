import { sql } from 'drizzle-orm';
import { tarifKompetisi, type Tarif } from '../../domain/kompetisi/biaya';
import type { DojangStatistik, KompetisiStatistik } from '../../domain/schemas/statistik';
import type { DbOrTx } from '../db/types';
import { queryRows } from '../db/rows';

/**
 * Payments per dojang of one competition ("payments verified vs outstanding"). The invoice is the
 * one the payment dialog and the proof review show (domain tagihanDojang): every entry not REJECTED, each
 * athlete place of it (a team: its members, each once) at its citizenship's fee; an entry belongs to the
 * dojang of its registering athlete. The verified part is what the server treats as paid (bukti-transfer
 * lunas.ts): places of entries made before a DITERIMA proof of the dojang was verified. Proofs are counted per
 * review status.
 */

interface EntriDojang {
  id_dojang: number;
  nama_dojang: string;
  total: number;
  APPROVED: number;
  PENDING: number;
  REJECTED: number;
  /** Places charged (entries not REJECTED), per citizenship, and those of them a DITERIMA proof covers. */
  wni: number;
  wna: number;
  wni_lunas: number;
  wna_lunas: number;
}

interface BuktiDojang {
  id_dojang: number;
  nama_dojang: string;
  DITERIMA: number;
  DITOLAK: number;
  MENUNGGU: number;
}

/**
 * Entries per dojang and status, and their places: the registering athlete plus each other team member (a
 * member row repeating the registering athlete is not counted twice), by citizenship, paid or not.
 */
async function entriPerDojang(db: DbOrTx, id: number): Promise<EntriDojang[]> {
  return queryRows<EntriDojang>(
    db,
    sql`
    with e as materialized (
      select pk.id_peserta_kompetisi as id, pk.id_atlet, pk.is_team, pk.status, pk.created_at, a.id_dojang,
        a.kewarganegaraan = 'WNA' as wna
      from peserta_kompetisi pk
      join kelas_kejuaraan kk on kk.id_kelas_kejuaraan = pk.id_kelas_kejuaraan
      join atlet a on a.id_atlet = pk.id_atlet
      where kk.id_kompetisi = ${id}),
    anggota as (
      select pta.id_peserta_kompetisi as id, count(*) filter (where ma.kewarganegaraan <> 'WNA') as wni,
        count(*) filter (where ma.kewarganegaraan = 'WNA') as wna
      from e join peserta_tim_anggota pta on pta.id_peserta_kompetisi = e.id and pta.id_atlet <> e.id_atlet
      join atlet ma on ma.id_atlet = pta.id_atlet
      where e.is_team and e.status <> 'REJECTED'
      group by pta.id_peserta_kompetisi),
    lunas as (
      select id_dojang, max(diverifikasi_pada) as pada from bukti_transfer
      where id_kompetisi = ${id} and status_verifikasi = 'DITERIMA' group by id_dojang),
    x as (
      select e.id_dojang, e.status,
        case when e.status = 'REJECTED' then 0 else (case when e.wna then 0 else 1 end) + coalesce(m.wni, 0) end as wni,
        case when e.status = 'REJECTED' then 0 else (case when e.wna then 1 else 0 end) + coalesce(m.wna, 0) end as wna,
        coalesce(l.pada >= e.created_at, false) as lunas
      from e left join anggota m on m.id = e.id left join lunas l on l.id_dojang = e.id_dojang)
    select x.id_dojang, d.nama_dojang, count(*)::int as total,
      (count(*) filter (where x.status = 'APPROVED'))::int as "APPROVED",
      (count(*) filter (where x.status = 'PENDING'))::int as "PENDING",
      (count(*) filter (where x.status = 'REJECTED'))::int as "REJECTED",
      sum(x.wni)::int as wni, sum(x.wna)::int as wna,
      coalesce(sum(x.wni) filter (where x.lunas), 0)::int as wni_lunas,
      coalesce(sum(x.wna) filter (where x.lunas), 0)::int as wna_lunas
    from x join dojang d on d.id_dojang = x.id_dojang
    group by x.id_dojang, d.nama_dojang`,
  );
}

async function buktiPerDojang(db: DbOrTx, id: number): Promise<BuktiDojang[]> {
  return queryRows<BuktiDojang>(
    db,
    sql`
    select bt.id_dojang, d.nama_dojang,
      (count(*) filter (where bt.status_verifikasi = 'DITERIMA'))::int as "DITERIMA",
      (count(*) filter (where bt.status_verifikasi = 'DITOLAK'))::int as "DITOLAK",
      (count(*) filter (where bt.status_verifikasi = 'MENUNGGU'))::int as "MENUNGGU"
    from bukti_transfer bt join dojang d on d.id_dojang = bt.id_dojang
    where bt.id_kompetisi = ${id} group by bt.id_dojang, d.nama_dojang`,
  );
}

const kosong = (id_dojang: number, nama_dojang: string): DojangStatistik => ({
  id_dojang,
  nama_dojang,
  total: 0,
  APPROVED: 0,
  PENDING: 0,
  REJECTED: 0,
  atlet: 0,
  tagihan: 0,
  terverifikasi: 0,
  belum: 0,
  bukti: { DITERIMA: 0, DITOLAK: 0, MENUNGGU: 0 },
});

/** Per dojang (entries, places, invoice, verified, proofs; most entries first) and the competition's totals. */
export async function statistikBayar(
  db: DbOrTx,
  kompetisi: { id_kompetisi: number; biaya_pendaftaran: number | null; biaya_wna: number | null },
): Promise<{ per_dojang: DojangStatistik[]; pembayaran: KompetisiStatistik['pembayaran'] }> {
  const id = kompetisi.id_kompetisi;
  const tarif: Tarif = tarifKompetisi(kompetisi);
  const map = new Map<number, DojangStatistik>();
  for (const e of await entriPerDojang(db, id)) {
    const tagihan = e.wni * tarif.WNI + e.wna * tarif.WNA;
    const terverifikasi = e.wni_lunas * tarif.WNI + e.wna_lunas * tarif.WNA;
    map.set(e.id_dojang, {
      ...kosong(e.id_dojang, e.nama_dojang),
      total: e.total,
      APPROVED: e.APPROVED,
      PENDING: e.PENDING,
      REJECTED: e.REJECTED,
      atlet: e.wni + e.wna,
      tagihan,
      terverifikasi,
    });
  }
  for (const b of await buktiPerDojang(db, id)) {
    const d = map.get(b.id_dojang) ?? map.set(b.id_dojang, kosong(b.id_dojang, b.nama_dojang)).get(b.id_dojang)!;
    d.bukti = { DITERIMA: b.DITERIMA, DITOLAK: b.DITOLAK, MENUNGGU: b.MENUNGGU };
  }
  const per_dojang = [...map.values()]
    .map((d) => ({ ...d, belum: d.tagihan - d.terverifikasi }))
    .sort((a, b) => b.total - a.total || b.tagihan - a.tagihan || a.nama_dojang.localeCompare(b.nama_dojang, 'id'));
  const jumlah = (f: (d: DojangStatistik) => number) => per_dojang.reduce((s, d) => s + f(d), 0);
  return {
    per_dojang,
    pembayaran: {
      tagihan: jumlah((d) => d.tagihan),
      terverifikasi: jumlah((d) => d.terverifikasi),
      belum: jumlah((d) => d.belum),
      bukti: {
        DITERIMA: jumlah((d) => d.bukti.DITERIMA),
        DITOLAK: jumlah((d) => d.bukti.DITOLAK),
        MENUNGGU: jumlah((d) => d.bukti.MENUNGGU),
      },
      dojang_tertagih: per_dojang.filter((d) => d.tagihan > 0).length,
      dojang_lunas: per_dojang.filter((d) => d.tagihan > 0 && d.belum === 0).length,
    },
  };
}
