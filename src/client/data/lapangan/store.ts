import * as v from 'valibot';
import type { ArenaDatabase } from '../db';
import { barisKey, lapanganKey } from './keys';
import type { RiwayatHari } from '../../../domain/jadwal/eta';
import type { SelesaiAtlet } from '../../../domain/jadwal/istirahat-atlet';
import {
  bacaSudutTidakHadir,
  lapanganSchema,
  partaiLapanganSchema,
  type PartaiLapanganMentah,
  pengaturanJadwalSchema,
  riwayatHariSchema,
  selesaiAtletSchema,
  type Lapangan,
  type MejaLapangan,
  type PartaiLapangan,
  type PengaturanJadwal,
} from './schema';

/** The court's header as kept: the court, the settings the desk times by and what the day's other courts taught the ETA. */
const kepalaSchema = v.object({
  lapangan: lapanganSchema,
  pengaturan: pengaturanJadwalSchema,
  riwayat_hari: v.optional(riwayatHariSchema, { KYORUGI: [], POOMSAE: [], jeda: [] }),
  selesai_atlet: v.optional(v.fallback(v.array(selesaiAtletSchema), []), []),
});
export interface KepalaLapangan {
  lapangan: Lapangan;
  pengaturan: PengaturanJadwal;
  riwayat_hari: RiwayatHari;
  /** Each entry's athletes' last finished bout on any court, as last read (the call's rest warning). */
  selesai_atlet: SelesaiAtlet[];
}

const baris = (ownerId: number, p: PartaiLapangan) => ({
  key: barisKey(ownerId, p.id_match),
  ownerId,
  id_lapangan: p.id_lapangan,
  id_match: p.id_match,
  data: p,
});

/** The court's whole list replaces this account's cached bouts of the court, with its header, in one transaction. */
export async function gantiLapangan(db: ArenaDatabase, ownerId: number, meja: MejaLapangan): Promise<void> {
  const id = meja.lapangan.id_lapangan;
  await db.transaction('rw', db.partai, db.records, async () => {
    const keep = new Set(meja.partai.map((p) => barisKey(ownerId, p.id_match)));
    const old = await db.partai.where('[ownerId+id_lapangan]').equals([ownerId, id]).primaryKeys();
    await db.partai.bulkDelete(old.filter((k) => !keep.has(k)));
    await db.partai.bulkPut(meja.partai.map((p) => baris(ownerId, p)));
    const kepala: KepalaLapangan = {
      lapangan: meja.lapangan,
      pengaturan: meja.pengaturan,
      riwayat_hari: meja.riwayat_hari,
      selesai_atlet: meja.selesai_atlet,
    };
    await db.records.put({ key: lapanganKey(id), ownerId, base: kepala, value: kepala, fetchedAt: Date.now() });
  });
}

/** The bout of an answer's `data` (a desk write's answer, a 409's current bout, or `{partai}`), or null. */
export function partaiOf(data: unknown): PartaiLapangan | null {
  const bare = v.safeParse(partaiLapanganSchema, data);
  if (bare.success) return bare.output;
  const wrapped = v.safeParse(v.object({ partai: partaiLapanganSchema }), data);
  return wrapped.success ? wrapped.output.partai : null;
}

export async function putPartai(db: ArenaDatabase, ownerId: number, p: PartaiLapangan): Promise<void> {
  await db.partai.put(baris(ownerId, p));
}

/**
 * Rows are checked by partaiLapanganSchema before they are stored; reading back does not check them again. A row
 * stored before the one corner convention has `tidak_hadir` 'A' | 'B' and no `sudut_tidak_hadir`: read as B / R.
 */
const dariBaris = (data: unknown): PartaiLapangan => {
  const p = data as PartaiLapangan | PartaiLapanganMentah;
  return p.sudut_tidak_hadir !== undefined ? (p as PartaiLapangan) : bacaSudutTidakHadir(p as PartaiLapanganMentah);
};

export async function bacaPartai(db: ArenaDatabase, ownerId: number, id_match: string): Promise<PartaiLapangan | null> {
  const row = await db.partai.get(barisKey(ownerId, id_match));
  return row ? dariBaris(row.data) : null;
}

export async function bacaSemuaPartai(db: ArenaDatabase, ownerId: number, id_lapangan: number): Promise<PartaiLapangan[]> {
  const rows = await db.partai.where('[ownerId+id_lapangan]').equals([ownerId, id_lapangan]).toArray();
  return rows.map((r) => dariBaris(r.data));
}

export async function bacaKepala(db: ArenaDatabase, id_lapangan: number): Promise<(KepalaLapangan & { fetchedAt: number }) | null> {
  const rec = await db.records.get(lapanganKey(id_lapangan));
  const parsed = v.safeParse(kepalaSchema, rec?.value);
  return parsed.success && rec ? { ...parsed.output, fetchedAt: rec.fetchedAt } : null;
}
