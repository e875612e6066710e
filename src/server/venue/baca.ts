import { sql } from 'drizzle-orm';
import { riwayatHariLain } from '../../domain/jadwal';
import {
  HADIR_BATAS_MS,
  JENIS_PERANGKAT,
  pilihHari,
  ringkasLapangan,
  type JenisPerangkat,
  type PartaiVenue,
  type PerangkatHadir,
  type VenueKompetisi,
} from '../../domain/venue';
import { queryRows } from '../db/rows';
import type { DbOrTx } from '../db/types';
import { muatKompetisiJadwal } from '../jadwal/baca';
import { muatLapangan, muatPartai, type PartaiBaris } from '../lapangan/muat';
import { progresTimbang } from '../penimbangan/progres';

/** Courts' ids as a SQL set (one parameter, whatever their number). */
const himpunan = (ids: readonly number[]) => sql`(select (jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))::int)`;

const ringkas = (p: PartaiBaris | null, eta: ReadonlyMap<string, { eta: number }>): PartaiVenue | null =>
  p && {
    id_match: p.id_match,
    nomor: p.nomor,
    status: p.status,
    nama_kelas: p.nama_kelas,
    nama_ronde: p.nama_ronde,
    cabang: p.cabang,
    sudut_a: p.sudut_a,
    sudut_b: p.sudut_b,
    eta: eta.has(p.id_match) ? new Date(eta.get(p.id_match)!.eta).toISOString() : null,
    dipanggil_pada: p.dipanggil_pada,
    mulai_pada: p.mulai_pada,
  };

export interface OpsiVenue {
  /** The day asked ('YYYY-MM-DD'); none: pilihHari's. */
  tanggal?: string;
  sekarang: Date;
  /** The judges' seats heard for a court and these bouts of it (DengarJuri.kursi). */
  kursiJuri: (id_lapangan: number, id_match: readonly string[]) => PerangkatHadir[];
}

/**
 * GET /kompetisi/{id}/venue: every court of the day at a glance (ringkasLapangan: the bout on the mat, the called one,
 * the next, bouts left, behind or ahead of the plan), its staff and devices, and the weigh-in's progress. Seven queries
 * whatever the number of courts and bouts (competition, days, courts, bouts, devices, staff, weigh-in); null for an
 * unknown competition.
 */
export async function bacaVenue(db: DbOrTx, id_kompetisi: number, opsi: OpsiVenue): Promise<VenueKompetisi | null> {
  const k = await muatKompetisiJadwal(db, id_kompetisi);
  if (!k) return null;
  const kini = opsi.sekarang.getTime();
  const hari = (
    await queryRows<{ tanggal: string }>(
      db,
      sql`select tanggal::text as tanggal from hari_pertandingan where id_kompetisi = ${id_kompetisi} order by tanggal`,
    )
  ).map((h) => h.tanggal);
  const tanggal = pilihHari(hari, opsi.tanggal, kini);
  const courts = tanggal ? await muatLapangan(db, sql`l.id_kompetisi = ${id_kompetisi} and h.tanggal = ${tanggal}::date`) : [];
  const ids = courts.map((l) => l.lapangan.id_lapangan);
  const [partai, hadir, staf] =
    ids.length === 0
      ? [[], [], []]
      : [
          await muatPartai(db, sql`p.id_lapangan in ${himpunan(ids)}`),
          await queryRows<{ id_lapangan: number; jenis: JenisPerangkat; kursi: number; perangkat: string; terakhir: string }>(
            db,
            sql`
            select id_lapangan, jenis, kursi, perangkat,
              to_char(terakhir_pada at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as terakhir
            from hadir_perangkat where id_lapangan in ${himpunan(ids)}
            order by id_lapangan, jenis, kursi, terakhir_pada desc`,
          ),
          await queryRows<{ id_lapangan: number; nama: string }>(
            db,
            sql`
            select pk.id_lapangan, pk.nama from petugas_kompetisi pk join akun a on a.id_akun = pk.id_akun
            where pk.id_lapangan in ${himpunan(ids)} and a.status = 'ACTIVE' order by pk.nama, pk.id_petugas`,
          ),
        ];
  const timbang = await progresTimbang(db, id_kompetisi);
  const perLapangan = ids.map((id) => partai.filter((p) => p.id_lapangan === id));
  const urutJenis = (j: JenisPerangkat) => JENIS_PERANGKAT.indexOf(j);
  return {
    kompetisi: { id_kompetisi: k.id_kompetisi, nama_event: k.nama_event },
    hari,
    tanggal,
    pengaturan: k.pengaturan,
    lapangan: courts.map(({ lapangan: { id_kompetisi: _k, nama_event: _n, ...l } }, i) => {
      const r = ringkasLapangan(l, k.pengaturan, perLapangan[i], kini, riwayatHariLain(perLapangan, i));
      const juri = opsi.kursiJuri(
        l.id_lapangan,
        [r.di_matras, r.dipanggil].flatMap((p) => (p ? [p.id_match] : [])),
      );
      const perangkat: PerangkatHadir[] = hadir
        .filter((h) => h.id_lapangan === l.id_lapangan)
        .map((h) => ({ jenis: h.jenis, kursi: h.kursi, perangkat: h.perangkat, terakhir: h.terakhir, batas_ms: HADIR_BATAS_MS }));
      return {
        ...l,
        di_matras: ringkas(r.di_matras, r.eta),
        dipanggil: ringkas(r.dipanggil, r.eta),
        berikut: ringkas(r.berikut, r.eta),
        sisa: r.sisa,
        selesai: r.selesai,
        total: r.total,
        selisih_menit: r.selisih_menit,
        petugas: staf.filter((s) => s.id_lapangan === l.id_lapangan).map((s) => s.nama),
        perangkat: [...perangkat, ...juri].sort((a, b) => urutJenis(a.jenis) - urutJenis(b.jenis) || a.kursi - b.kursi),
      };
    }),
    penimbangan: {
      ...timbang.total,
      kelas: timbang.per_kelas.length,
      kelas_selesai: timbang.per_kelas.filter((x) => x.belum === 0).length,
    },
    dibaca_pada: opsi.sekarang.toISOString(),
  };
}
