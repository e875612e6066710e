import * as v from 'valibot';
import { kelasBaganSchema, kompetisiBaganSchema } from '../../../domain/schemas/bagan';
import type { ArenaDatabase } from '../db';
import { baganKey } from './keys';

const kelasAnswer = v.looseObject(kelasBaganSchema.entries);

/** Puts one class as the server now holds it into the cached competition brackets. */
export async function simpanKelasKeCache(db: ArenaDatabase, id_kompetisi: number, ownerId: number | null, data: unknown) {
  const parsed = v.safeParse(kelasAnswer, data);
  if (!parsed.success) return;
  const { kelas, peserta_count, bracket_status, match_selesai, match_total, peserta, bagan } = parsed.output;
  const row = { kelas, peserta_count, bracket_status, match_selesai, match_total, peserta, bagan };
  await db.transaction('rw', db.records, async () => {
    const key = baganKey(id_kompetisi);
    const rec = await db.records.get(key);
    const all = v.safeParse(kompetisiBaganSchema, rec?.base);
    if (!rec || !all.success) return;
    const next = { ...all.output, kelas: all.output.kelas.map((k) => (k.kelas.id_kelas_kejuaraan === kelas.id_kelas_kejuaraan ? row : k)) };
    await db.records.put({ ...rec, ownerId: ownerId ?? rec.ownerId, base: next, value: next });
  });
}
