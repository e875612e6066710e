import { sql } from 'drizzle-orm';
import type { PapanLapangan, PapanPublik } from '../../domain/skor';
import { kodeLapanganSemua } from '../../domain/jadwal/kode';
import { buatPapan, statusTimer, turunkanHasil } from '../../domain/skor';
import { queryRows } from '../db/rows';
import type { DbOrTx } from '../db/types';
import { muatPartai } from '../lapangan/muat';
import { bacaLogBanyak } from './muat';

/**
 * GET /public/kompetisi/{id}/papan: the scoreboard of the bout on the mat at each court of the competition (the
 * courts with a bout BERTANDING), built from the stored scoring log with the rule set it is scored under, the
 * same picture the console gives the board beside it. Names and dojang only, nothing private.
 *
 * The log's times are the tablet's clock; the board's clock is read on that clock: the server's time moved by how
 * far the tablet's clock is from the server's, taken from the event that arrived soonest after it was made (events
 * replayed after a network cut arrive late and would say the tablet is behind), so a tablet set a minute wrong
 * still shows the right seconds.
 */
export async function bacaPapanPublik(db: DbOrTx, id_kompetisi: number): Promise<PapanPublik | null> {
  const [k] = await queryRows<{ id: number }>(db, sql`select id_kompetisi as id from kompetisi where id_kompetisi = ${id_kompetisi}`);
  if (!k) return null;
  const sekarang = Date.now();
  // With their rule sets (pinned, else the competition's setting now), as the court desk's list carries them.
  const bertanding = await muatPartai(
    db,
    sql`p.status = 'BERTANDING' and p.id_lapangan in (select id_lapangan from lapangan where id_kompetisi = ${id_kompetisi})`,
    true,
  );
  const perLapangan = new Map<number, (typeof bertanding)[number]>();
  for (const p of bertanding) if (!perLapangan.has(p.id_lapangan)) perLapangan.set(p.id_lapangan, p);
  const di = [...perLapangan.values()];
  const kyorugi = di.filter((p) => p.cabang === 'KYORUGI').map((p) => p.id_match);
  const courts = await queryRows<{ id_lapangan: number; id_hari: number; nama: string; urutan: number }>(
    db,
    sql`
    select id_lapangan, id_hari, nama, urutan from lapangan where id_kompetisi = ${id_kompetisi}`,
  );
  const nama = new Map(courts.map((l) => [l.id_lapangan, l.nama]));
  const kode = kodeLapanganSemua(courts);
  const log = await bacaLogBanyak(db, kyorugi);
  const selisih = new Map(
    kyorugi.length === 0
      ? []
      : (
          await queryRows<{ id_match: string; ms: string }>(
            db,
            sql`
    select id_match, min(extract(epoch from diterima_pada) * 1000 - waktu)::bigint::text as ms from skor_kejadian
    where id_match in (select jsonb_array_elements_text(${JSON.stringify(kyorugi)}::jsonb)) group by id_match`,
          )
        ).map((r) => [r.id_match, Number(r.ms)]),
  );
  const lapangan: PapanLapangan[] = di.map((p) => {
    const aturan = p.aturan_skor;
    const kejadian = log.get(p.id_match) ?? [];
    const jamTablet = sekarang - (selisih.get(p.id_match) ?? 0);
    return {
      id_lapangan: p.id_lapangan,
      nama_lapangan: nama.get(p.id_lapangan) ?? '',
      kode_lapangan: kode.get(p.id_lapangan) ?? '',
      id_match: p.id_match,
      nomor: p.nomor,
      cabang: p.cabang,
      nama_kelas: p.nama_kelas,
      papan: aturan ? buatPapan(p, aturan, turunkanHasil(aturan, kejadian), statusTimer(aturan, kejadian, jamTablet), sekarang) : null,
    };
  });
  return { id_kompetisi, sekarang, lapangan };
}
