import { sql } from 'drizzle-orm';
import type { JadwalPublik, JadwalSaya, PartaiSaya } from '../../domain/jadwal';
import type { Sudut } from '../../domain/sudut';
import { pilihHari } from '../../domain/venue/ringkas';
import { jsonBertanggal } from '../bagan/jawaban';
import { queryRows } from '../db/rows';
import type { DbOrTx } from '../db/types';
import { gagalUmum } from '../http/api-error';
import type { AppDeps } from '../http/env';
import type { JsonAnswer } from '../http/json-answer';
import { isiEta, muatLapangan, muatPartai, muatRiwayatHari, tanpaDojang } from '../lapangan/muat';
import { muatKompetisiJadwal } from './baca';

/** Built again at least this often without writes (ETAs of a long bout move with the clock). */
const JADWAL_CACHE_MS = 30_000;

/**
 * GET /public/kompetisi/{id}/jadwal?tanggal=: every court of the day with all its bouts (names, dojang, class,
 * round, status, result, ETA) — nothing private. One build for every visitor until the next write.
 */
export function jawabanJadwalPublik(deps: AppDeps, id_kompetisi: number, tanggal: string | undefined): Promise<JsonAnswer> {
  return deps.readCache.shared(`publik:jadwal:${id_kompetisi}:${tanggal ?? ''}`, JADWAL_CACHE_MS, async () => {
    const sekarang = new Date();
    const [k] = await queryRows<{ id_kompetisi: number; nama_event: string; lokasi: string | null }>(
      deps.db,
      sql`select id_kompetisi, nama_event, lokasi from kompetisi where id_kompetisi = ${id_kompetisi}`,
    );
    if (!k) throw gagalUmum('tidak_ditemukan', 'Kompetisi tidak ditemukan');
    const semua = await muatLapangan(deps.db, sql`l.id_kompetisi = ${id_kompetisi}`);
    const hariRows = await queryRows<{ tanggal: string }>(
      deps.db,
      sql`select tanggal::text as tanggal from hari_pertandingan where id_kompetisi = ${id_kompetisi} order by tanggal`,
    );
    const hari = hariRows.map((h) => h.tanggal);
    const dipilih = pilihHari(hari, tanggal, sekarang.getTime());
    const courts = semua.filter((l) => l.lapangan.tanggal === dipilih);
    const pengaturan = (await muatKompetisiJadwal(deps.db, id_kompetisi))!.pengaturan;
    const ids = courts.map((l) => l.lapangan.id_lapangan);
    const partai =
      ids.length === 0
        ? []
        : isiEta(
            await muatPartai(deps.db, sql`p.id_lapangan in (select (jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))::int)`),
            new Map(courts.map((l) => [l.lapangan.id_lapangan, l.lapangan])),
            pengaturan,
            sekarang.getTime(),
            await muatRiwayatHari(deps.db, ids),
          );
    const data: Omit<JadwalPublik, 'dibaca_pada'> = {
      kompetisi: k,
      hari,
      tanggal: dipilih,
      pengaturan,
      lapangan: courts.map(({ lapangan: { id_kompetisi: _k, nama_event: _n, ...l } }) => ({
        ...l,
        partai: partai.filter((p) => p.id_lapangan === l.id_lapangan).map(tanpaDojang),
      })),
    };
    return jsonBertanggal(data as unknown as Record<string, unknown>, sekarang.toISOString());
  });
}

/** GET /kompetisi/{id}/jadwal-saya: every bout of the coach's dojang's entries (upcoming and finished), by ETA then day and number. */
export async function bacaJadwalSaya(db: DbOrTx, id_kompetisi: number, id_dojang: number): Promise<JadwalSaya | null> {
  const k = await muatKompetisiJadwal(db, id_kompetisi);
  if (!k) return null;
  const sekarang = new Date();
  const semua = await muatLapangan(db, sql`l.id_kompetisi = ${id_kompetisi}`);
  const byId = new Map(semua.map((l) => [l.lapangan.id_lapangan, l.lapangan]));
  // ETAs need each court's bouts ahead; the dojang's are then picked out.
  const courts = await muatPartai(
    db,
    sql`p.id_lapangan in (select l.id_lapangan from lapangan l where l.id_kompetisi = ${id_kompetisi})
    and p.id_lapangan in (select p2.id_lapangan from partai p2 join match m2 on m2.id_match = p2.id_match
      join peserta_kompetisi pk on pk.id_peserta_kompetisi in (m2.id_peserta_a, m2.id_peserta_b)
      join atlet a on a.id_atlet = pk.id_atlet where a.id_dojang = ${id_dojang})`,
  );
  isiEta(courts, byId, k.pengaturan, sekarang.getTime(), await muatRiwayatHari(db, [...new Set(courts.map((p) => p.id_lapangan))]));
  const partai: PartaiSaya[] = courts
    .filter((p) => p.dojang_a === id_dojang || p.dojang_b === id_dojang)
    .map((p) => {
      const l = byId.get(p.id_lapangan)!;
      const sudut_saya = [p.dojang_a === id_dojang ? 'B' : null, p.dojang_b === id_dojang ? 'R' : null].filter(
        (x): x is Sudut => x !== null,
      );
      return { ...tanpaDojang(p), tanggal: l.tanggal, nama_lapangan: l.nama, kode_lapangan: l.kode ?? '', sudut_saya };
    })
    .sort(
      (a, b) =>
        a.tanggal.localeCompare(b.tanggal) ||
        (a.eta ?? '9').localeCompare(b.eta ?? '9') ||
        a.nama_lapangan.localeCompare(b.nama_lapangan) ||
        a.nomor - b.nomor,
    );
  return { kompetisi: { id_kompetisi, nama_event: k.nama_event }, partai, dibaca_pada: sekarang.toISOString() };
}
