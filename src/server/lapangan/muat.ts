import { sql, type SQL } from 'drizzle-orm';
import { namaBabak } from '../../domain/bagan/ronde';
import type { Keputusan } from '../../domain/bagan/types';
import type { Sudut } from '../../domain/sudut';
import {
  HARI_KOSONG,
  etaLapangan,
  kodeLapangan,
  type LapanganBerkode,
  riwayatHariLain,
  type RiwayatHari,
  type PartaiJadwal,
  type CabangJadwal,
  type Lapangan,
  type PartaiLapangan,
  type PengaturanJadwal,
  type StatusPartai,
  type SudutPartai,
} from '../../domain/jadwal';
import type { HasilTimbang } from '../../domain/penimbangan/percobaan';
import { queryRows } from '../db/rows';
import { JOIN_KELAS, NAMA_KELAS, NAMA_PESERTA } from '../db/sql-label';
import type { DbOrTx } from '../db/types';
import { JOIN_KELAS_BERAT, TIMBANG_ENTRI_SQL } from '../penimbangan/sql-tanda';
import { isiAturanPartai } from '../skor/aturan-lapangan';

/**
 * Reading courts and their bouts (the desk, the public schedule, the coach's bouts, the PDF): one query for
 * the bouts with class, round, corners (names and dojang, nothing private) and result; ETAs from the domain.
 */

const iso = (col: string) => sql.raw(`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * An entry's name (a team: members, the registering athlete first, joined with ' & ') and dojang, by entry id column;
 * `timbang`: its weigh-in result too (the court desk flags it), else null (public reads).
 */
const sudut = (kolom: string, timbang: boolean) => sql`(select json_build_array(pk.id_peserta_kompetisi, ${NAMA_PESERTA}, d.nama_dojang,
  d.id_dojang, ${timbang ? TIMBANG_ENTRI_SQL : sql`null`})
  from peserta_kompetisi pk join atlet a on a.id_atlet = pk.id_atlet join dojang d on d.id_dojang = a.id_dojang
  join kelas_kejuaraan kk on kk.id_kelas_kejuaraan = pk.id_kelas_kejuaraan ${JOIN_KELAS_BERAT}
  where pk.id_peserta_kompetisi = ${sql.raw(kolom)})`;

interface Baris {
  id_match: string;
  id_lapangan: number;
  nomor: number;
  status: StatusPartai;
  versi: number;
  dipanggil_pada: string | null;
  mulai_pada: string | null;
  selesai_pada: string | null;
  sudut_tidak_hadir: Sudut | null;
  id_kelas_kejuaraan: number;
  nama_kelas: string;
  cabang: CabangJadwal;
  ronde: number;
  posisi: number;
  jumlah_ronde: number;
  versi_match: number;
  a: [number, string, string, number, HasilTimbang | null] | null;
  b: [number, string, string, number, HasilTimbang | null] | null;
  skor_a: string | number;
  skor_b: string | number;
  id_pemenang: number | null;
  keputusan: Keputusan | null;
  id_kompetisi: number;
  kategori: string;
  aturan_skor: unknown;
}

/** A bout with its corners' dojang ids (the coach's read filters on them; the answers leave them out). */
export type PartaiBaris = PartaiLapangan & { dojang_a: number | null; dojang_b: number | null };

/**
 * Bouts matching `where` (on p = partai, m = match, kk = kelas_kejuaraan), by court and number; ETA left null.
 * `aturan`: fill each bout's rule set / Poomsae panel and each corner's weigh-in (the court desk's read); public reads
 * leave them out.
 */
export async function muatPartai(db: DbOrTx, where: SQL, aturan = false): Promise<PartaiBaris[]> {
  const rows = await queryRows<Baris>(
    db,
    sql`
    select p.id_match, p.id_lapangan, p.nomor, p.status, p.versi, ${iso('p.dipanggil_pada')} as dipanggil_pada,
      ${iso('p.mulai_pada')} as mulai_pada, ${iso('p.selesai_pada')} as selesai_pada, p.sudut_tidak_hadir,
      kk.id_kelas_kejuaraan, ${NAMA_KELAS} as nama_kelas, kk.cabang, m.ronde, m.posisi, b.jumlah_ronde, m.versi as versi_match,
      ${sudut('m.id_peserta_a', aturan)} as a, ${sudut('m.id_peserta_b', aturan)} as b,
      m.skor_a, m.skor_b, m.id_pemenang, m.keputusan, kk.id_kompetisi, ke.nama_kategori as kategori,
      ${aturan ? sql`p.aturan_skor` : sql`null`} as aturan_skor
    from partai p
    join match m on m.id_match = p.id_match
    join bagan b on b.id_bagan = m.id_bagan
    join kelas_kejuaraan kk on kk.id_kelas_kejuaraan = b.id_kelas_kejuaraan
    ${JOIN_KELAS}
    where ${where}
    order by p.id_lapangan, p.nomor`,
  );
  const isi = aturan ? await isiAturanPartai(db, rows) : () => ({ aturan_skor: null, panel_poomsae: null });
  return rows.map((r) => {
    const s = (x: Baris['a']): SudutPartai | null =>
      x ? { id_peserta_kompetisi: x[0], nama: x[1], nama_dojang: x[2], ...(aturan ? { timbang: x[4] } : {}) } : null;
    return {
      id_match: r.id_match,
      id_lapangan: r.id_lapangan,
      nomor: r.nomor,
      status: r.status,
      versi: r.versi,
      dipanggil_pada: r.dipanggil_pada,
      mulai_pada: r.mulai_pada,
      selesai_pada: r.selesai_pada,
      sudut_tidak_hadir: r.sudut_tidak_hadir,
      id_kelas_kejuaraan: r.id_kelas_kejuaraan,
      nama_kelas: r.nama_kelas,
      cabang: r.cabang,
      ronde: r.ronde,
      posisi: r.posisi,
      // The venue's Indonesian round name, given here once for every venue screen (the bracket keeps the spec's English).
      nama_ronde: namaBabak(r.ronde, r.jumlah_ronde),
      versi_match: r.versi_match,
      sudut_a: s(r.a),
      sudut_b: s(r.b),
      skor_a: Number(r.skor_a),
      skor_b: Number(r.skor_b),
      id_pemenang: r.id_pemenang,
      keputusan: r.keputusan,
      eta: null,
      partai_lagi: null,
      ...isi(r),
      kategori: aturan ? r.kategori : null,
      dojang_a: r.a?.[3] ?? null,
      dojang_b: r.b?.[3] ?? null,
    };
  });
}

/** A bout as answered (without the dojang ids kept for filtering). */
export function tanpaDojang({ dojang_a: _a, dojang_b: _b, ...p }: PartaiBaris): PartaiLapangan {
  return p;
}

/**
 * What the other courts of each court's day have taught (riwayatHariLain: the domain's choice of which finished bouts
 * count, then pelajariHari), for the courts named: one query for the days' finished bouts.
 */
export async function muatRiwayatHari(db: DbOrTx, id_lapangan: readonly number[]): Promise<Map<number, RiwayatHari>> {
  if (id_lapangan.length === 0) return new Map();
  const ids = sql`(select (jsonb_array_elements_text(${JSON.stringify(id_lapangan)}::jsonb))::int)`;
  const rows = await queryRows<PartaiJadwal & { id_lapangan: number }>(
    db,
    sql`
    select p.id_match, p.nomor, p.status, p.id_lapangan, kk.cabang, ${iso('p.mulai_pada')} as mulai_pada, ${iso('p.selesai_pada')} as selesai_pada,
      p.sudut_tidak_hadir
    from partai p join lapangan l on l.id_lapangan = p.id_lapangan join match m on m.id_match = p.id_match
    join bagan b on b.id_bagan = m.id_bagan join kelas_kejuaraan kk on kk.id_kelas_kejuaraan = b.id_kelas_kejuaraan
    where p.status = 'SELESAI' and l.id_hari in (select id_hari from lapangan where id_lapangan in ${ids})`,
  );
  const perLapangan = new Map<number, PartaiJadwal[]>();
  for (const r of rows) perLapangan.set(r.id_lapangan, [...(perLapangan.get(r.id_lapangan) ?? []), r]);
  const hari = new Map<number, RiwayatHari>();
  const lapangan = await queryRows<{ id_lapangan: number; id_hari: number }>(
    db,
    sql`
    select id_lapangan, id_hari from lapangan where id_hari in (select id_hari from lapangan where id_lapangan in ${ids})`,
  );
  for (const l of lapangan.filter((x) => id_lapangan.includes(x.id_lapangan))) {
    const sehari = lapangan.filter((x) => x.id_hari === l.id_hari);
    hari.set(
      l.id_lapangan,
      riwayatHariLain(
        sehari.map((x) => perLapangan.get(x.id_lapangan) ?? []),
        sehari.indexOf(l),
      ),
    );
  }
  return hari;
}

/**
 * Fills eta and partai_lagi of every unfinished bout of each court (bouts of one or more courts) with the domain's
 * etaLapangan; `hari`: what each court's day has taught (muatRiwayatHari), none: each court alone.
 */
export function isiEta<P extends PartaiLapangan>(
  partai: P[],
  lapangan: ReadonlyMap<number, Pick<Lapangan, 'tanggal' | 'mulai'>>,
  pengaturan: PengaturanJadwal,
  sekarang: number,
  hari: ReadonlyMap<number, RiwayatHari> = new Map(),
): P[] {
  const perLapangan = new Map<number, P[]>();
  for (const p of partai) perLapangan.set(p.id_lapangan, [...(perLapangan.get(p.id_lapangan) ?? []), p]);
  for (const [id, ps] of perLapangan) {
    const l = lapangan.get(id);
    if (!l) continue;
    const eta = etaLapangan(l, pengaturan, ps, sekarang, hari.get(id) ?? HARI_KOSONG);
    for (const p of ps) {
      const e = eta.get(p.id_match);
      p.eta = e ? new Date(e.eta).toISOString() : null;
      p.partai_lagi = e ? e.partai_lagi : null;
    }
  }
  return partai;
}

interface BarisLapangan extends Lapangan {
  nama_event: string;
  hari_lapangan: LapanganBerkode[] | string | null;
  istirahat_partai: number;
  tunggu_detik: number;
  menit_kyorugi: number;
  menit_poomsae: number;
}

/** Courts matching `where` (on l = lapangan, h = hari_pertandingan, k = kompetisi) with their day and the competition's settings. */
export async function muatLapangan(
  db: DbOrTx,
  where: SQL,
): Promise<Array<{ lapangan: Lapangan & { nama_event: string }; pengaturan: PengaturanJadwal }>> {
  const rows = await queryRows<BarisLapangan>(
    db,
    sql`
    select l.id_lapangan, l.id_hari, l.id_kompetisi, h.tanggal::text as tanggal, l.nama, l.mulai, l.cabang, l.urutan, k.nama_event,
      (select json_agg(json_build_object('id_lapangan', l2.id_lapangan, 'nama', l2.nama, 'urutan', l2.urutan))
        from lapangan l2 where l2.id_hari = l.id_hari) as hari_lapangan,
      k.jadwal_istirahat_partai as istirahat_partai, k.jadwal_tunggu_detik as tunggu_detik,
      k.jadwal_menit_kyorugi as menit_kyorugi, k.jadwal_menit_poomsae as menit_poomsae
    from lapangan l join hari_pertandingan h on h.id_hari = l.id_hari join kompetisi k on k.id_kompetisi = l.id_kompetisi
    where ${where}
    order by h.tanggal, l.urutan, l.nama, l.id_lapangan`,
  );
  return rows.map(({ istirahat_partai, tunggu_detik, menit_kyorugi, menit_poomsae, hari_lapangan, ...l }) => ({
    // Its letter among its day's courts: bout 12 there is 'A-12' on every screen.
    lapangan: { ...l, kode: kodeLapangan(l, typeof hari_lapangan === 'string' ? JSON.parse(hari_lapangan) : (hari_lapangan ?? [])) },
    pengaturan: { istirahat_partai, tunggu_detik, menit_kyorugi: Number(menit_kyorugi), menit_poomsae: Number(menit_poomsae) },
  }));
}
