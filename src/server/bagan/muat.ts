import { sql, type SQL } from 'drizzle-orm';
import type { Keputusan, MatchBagan } from '../../domain/bagan/types';
import type { Bagan, KelasBagan, KompetisiHeader, PesertaBagan } from '../../domain/schemas/bagan';
import type { KelasKejuaraan } from '../../domain/schemas/peserta-response';
import type { DbOrTx } from '../db/types';
import { findKelas, kelasKompetisi } from '../kelas/query';
import { queryRows } from '../db/rows';
import { kelasBagan } from './kelas-bagan';
import { NAMA_PESERTA } from '../db/sql-label';
import { JOIN_KELAS_BERAT, TIMBANG_ENTRI_SQL } from '../penimbangan/sql-tanda';

/**
 * Reading brackets (GET /kompetisi/{id}/bagan, /brackets/{id_kelas}, the public pages and the answers of
 * every write): the classes, their entries and their bracket with every match, in four queries whatever
 * the number of classes (a fifth only when a bracket names entries no longer approved there). Entries and
 * brackets come back as one JSON value each (cheap on PGlite).
 */

/** Which classes: every class of the competition, or one of them. */
export interface Lingkup {
  id_kompetisi: number;
  id_kelas_kejuaraan?: number;
}

/** A bracket row with its matches, as stored. */
export interface BaganTersimpan extends Bagan {
  id_kelas_kejuaraan: number;
}

type PackedPeserta = [
  id: number,
  id_kelas: number,
  status: PesertaBagan['status'],
  is_team: boolean,
  id_dojang: number,
  nama_dojang: string,
  nama: string,
  timbang: PesertaBagan['timbang'],
];
type PackedMatch = [
  id: string,
  ronde: number,
  posisi: number,
  a: number | null,
  b: number | null,
  skor_a: number,
  skor_b: number,
  pemenang: number | null,
  keputusan: Keputusan | null,
  versi: number,
];
type PackedBagan = Omit<BaganTersimpan, 'matches'> & { matches: PackedMatch[] };

/** One entry of the competition with the class it is registered in (a bracket may still hold it after a class change). */
export interface PesertaKelas extends PesertaBagan {
  id_kelas_kejuaraan: number;
}

const kelasFilter = (l: Lingkup) => (l.id_kelas_kejuaraan === undefined ? sql`` : sql`and kk.id_kelas_kejuaraan = ${l.id_kelas_kejuaraan}`);

/** The competition's header for the bracket screens, or null. */
export async function muatHeader(db: DbOrTx, id_kompetisi: number): Promise<KompetisiHeader | null> {
  const [row] = await queryRows<KompetisiHeader>(
    db,
    sql`
    select id_kompetisi, nama_event, lokasi, tanggal_mulai::text as tanggal_mulai, tanggal_selesai::text as tanggal_selesai
    from kompetisi where id_kompetisi = ${id_kompetisi}`,
  );
  return row ?? null;
}

/** The brackets of the classes in scope, each with its matches in (ronde, posisi) order. */
export async function muatBagan(db: DbOrTx, l: Lingkup): Promise<BaganTersimpan[]> {
  const [row] = await queryRows<{ packed: string }>(
    db,
    sql`
    select coalesce(json_agg(json_build_object(
      'id_bagan', b.id_bagan, 'id_kelas_kejuaraan', b.id_kelas_kejuaraan, 'versi', b.versi, 'seed', b.seed,
      'participants', b.participants, 'unggulan', b.unggulan, 'ukuran', b.ukuran, 'jumlah_ronde', b.jumlah_ronde,
      'status', b.status, 'diundi_oleh', coalesce(ak.nama, adm.nama_admin),
      'diundi_pada', to_char(b.diundi_pada at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'matches', (select coalesce(json_agg(json_build_array(m.id_match, m.ronde, m.posisi, m.id_peserta_a, m.id_peserta_b,
        m.skor_a, m.skor_b, m.id_pemenang, m.keputusan, m.versi) order by m.ronde, m.posisi), '[]'::json)
        from match m where m.id_bagan = b.id_bagan))), '[]'::json)::text as packed
    from bagan b
    join kelas_kejuaraan kk on kk.id_kelas_kejuaraan = b.id_kelas_kejuaraan
    left join admin_kompetisi ak on ak.id_akun = b.diundi_oleh
    left join admin adm on adm.id_akun = b.diundi_oleh
    where kk.id_kompetisi = ${l.id_kompetisi} ${kelasFilter(l)}`,
  );
  const packed = JSON.parse(row?.packed ?? '[]') as PackedBagan[];
  return packed.map((b) => ({ ...b, matches: b.matches.map(toMatch) }));
}

const toMatch = ([id_match, ronde, posisi, a, b, skor_a, skor_b, pemenang, keputusan, versi]: PackedMatch): MatchBagan => ({
  id_match,
  ronde,
  posisi,
  id_peserta_a: a,
  id_peserta_b: b,
  skor_a: Number(skor_a),
  skor_b: Number(skor_b),
  id_pemenang: pemenang,
  keputusan,
  versi,
});

/**
 * The APPROVED entries of the classes in scope, by id. The dojang is the registering athlete's; `timbang` the weigh-in's
 * result, flagged on the draw screen (the public answer leaves it out).
 */
export function muatPeserta(db: DbOrTx, l: Lingkup): Promise<PesertaKelas[]> {
  return pesertaWhere(db, sql`kk.id_kompetisi = ${l.id_kompetisi} ${kelasFilter(l)} and pk.status = 'APPROVED'`);
}

/** Entries by id, whatever their class or status (missing ids are simply absent). */
export function pesertaById(db: DbOrTx, ids: readonly number[]): Promise<PesertaKelas[]> {
  return ids.length === 0 ? Promise.resolve([]) : pesertaWhere(db, denganId(ids));
}

const denganId = (ids: readonly number[]) =>
  sql`pk.id_peserta_kompetisi in (select (jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))::int)`;

async function pesertaWhere(db: DbOrTx, where: SQL): Promise<PesertaKelas[]> {
  const [row] = await queryRows<{ packed: string }>(
    db,
    sql`
    select coalesce(json_agg(json_build_array(pk.id_peserta_kompetisi, pk.id_kelas_kejuaraan, pk.status, pk.is_team,
      d.id_dojang, d.nama_dojang, ${NAMA_PESERTA}, ${TIMBANG_ENTRI_SQL}) order by pk.id_peserta_kompetisi), '[]'::json)::text as packed
    from peserta_kompetisi pk
    join kelas_kejuaraan kk on kk.id_kelas_kejuaraan = pk.id_kelas_kejuaraan
    ${JOIN_KELAS_BERAT}
    join atlet a on a.id_atlet = pk.id_atlet
    join dojang d on d.id_dojang = a.id_dojang
    where ${where}`,
  );
  const packed = JSON.parse(row?.packed ?? '[]') as PackedPeserta[];
  return packed.map(([id_peserta_kompetisi, id_kelas_kejuaraan, status, is_team, id_dojang, nama_dojang, nama, timbang]) => ({
    id_peserta_kompetisi,
    id_kelas_kejuaraan,
    nama,
    id_dojang,
    nama_dojang,
    status,
    is_team,
    timbang,
  }));
}

/** Every entry id a match of these brackets names. */
export function idDalamBagan(bagan: readonly BaganTersimpan[]): number[] {
  const ids = new Set<number>();
  for (const b of bagan) {
    for (const m of b.matches) {
      if (m.id_peserta_a !== null) ids.add(m.id_peserta_a);
      if (m.id_peserta_b !== null) ids.add(m.id_peserta_b);
    }
  }
  return [...ids];
}

/** The classes in scope, each with its entries and bracket; an unknown class (with id_kelas_kejuaraan) is an empty list. */
export async function muatKelasBagan(db: DbOrTx, l: Lingkup): Promise<KelasBagan[]> {
  const kelas: KelasKejuaraan[] =
    l.id_kelas_kejuaraan === undefined
      ? await kelasKompetisi(db, l.id_kompetisi)
      : await findKelas(db, l.id_kelas_kejuaraan, l.id_kompetisi).then((k) => (k ? [k] : []));
  if (kelas.length === 0) return [];
  const bagan = await muatBagan(db, l);
  const peserta = await muatPeserta(db, l);
  // Entries a bracket still names that are no longer approved here (rejected, moved): usually none or a few.
  const ada = new Set(peserta.map((p) => p.id_peserta_kompetisi));
  const lain = await pesertaById(
    db,
    idDalamBagan(bagan).filter((id) => !ada.has(id)),
  );
  return kelasBagan(kelas, bagan, [...peserta, ...lain]);
}
