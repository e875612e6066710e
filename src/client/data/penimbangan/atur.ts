import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { request, requestData } from '../api';
import { getDb } from '../db';
import { storeServerValue } from '../outbox';
import { currentUser } from '../session';
import { unduhBerkas } from '../unduh';
import { aturKey } from './keys';
import { pengaturanTimbangSchema, type PengaturanTimbang } from './schema';

/**
 * The competition admin's weigh-in settings, the random weigh-in draw and the official sheet: online calls
 * (nothing queued), each write with its own Idempotency-Key.
 */

const idempotent = () => ({ 'Idempotency-Key': crypto.randomUUID() });

export type UbahPengaturan = Pick<PengaturanTimbang, 'toleransi_gram' | 'percobaan_maks' | 'boleh_pindah' | 'acak_toleransi_persen'> & {
  batal_menit?: number;
  berat_min_gram?: number;
  berat_maks_gram?: number;
  jauh_bawah_persen?: number;
  jauh_atas_gram?: number;
};

/** PUT …/penimbangan/pengaturan; the answer becomes the cached settings the desk judges by. */
export async function simpanPengaturan(id_kompetisi: number, ubah: UbahPengaturan): Promise<string> {
  const { message, data } = await request(`/kompetisi/${id_kompetisi}/penimbangan/pengaturan`, {
    method: 'PUT',
    json: ubah,
    headers: idempotent(),
  });
  const parsed = v.safeParse(pengaturanTimbangSchema, data);
  const db = getDb();
  const lama = await db.records.get(aturKey(id_kompetisi));
  const kelas = v.safeParse(pengaturanTimbangSchema, lama?.base);
  const baru = parsed.success ? parsed.output : { ...(kelas.success ? kelas.output : { kelas: [] }), ...ubah };
  await storeServerValue(db, aturKey(id_kompetisi), currentUser()?.id_akun ?? null, {
    ...baru,
    kelas: baru.kelas.length ? baru.kelas : kelas.success ? kelas.output.kelas : [],
  });
  return message || 'Pengaturan penimbangan disimpan';
}

export const undianSchema = v.looseObject({
  tanggal: v.string(),
  persen: v.number(),
  seed: v.string(),
  toleransi_persen: v.optional(v.number()),
  peserta: v.array(
    v.looseObject({ id_peserta_kompetisi: v.number(), nama_atlet: v.string(), nama_dojang: v.string(), kelas_label: v.string() }),
  ),
});
export type UndianAcak = v.InferOutput<typeof undianSchema>;

export const undianQueryKey = (id_kompetisi: number, tanggal: string) => ['penimbangan-acak', id_kompetisi, tanggal] as const;

/** The random weigh-in draw of one match day (null: not drawn yet). */
export function useUndianAcak(id_kompetisi: number, tanggal: string) {
  return useQuery({
    queryKey: undianQueryKey(id_kompetisi, tanggal),
    queryFn: () =>
      requestData(`/kompetisi/${id_kompetisi}/penimbangan/acak?tanggal=${encodeURIComponent(tanggal)}`, v.nullable(undianSchema)),
    networkMode: 'online',
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(tanggal),
  });
}

export async function undiAcak(
  id_kompetisi: number,
  input: { tanggal: string; persen: number; seed?: string },
): Promise<{ message: string; undian: UndianAcak | null }> {
  const { message, data } = await request(`/kompetisi/${id_kompetisi}/penimbangan/acak`, {
    method: 'POST',
    json: input,
    headers: idempotent(),
  });
  const parsed = v.safeParse(undianSchema, data);
  return { message: message || 'Undian timbang acak dibuat', undian: parsed.success ? parsed.output : null };
}

/** The official weigh-in sheet as a PDF (all classes, or one), saved under the server's file name. */
export const unduhLembar = (id_kompetisi: number, kelas?: number): Promise<void> =>
  unduhBerkas(`/kompetisi/${id_kompetisi}/penimbangan/lembar${kelas ? `?kelas=${kelas}` : ''}`, 'lembar-penimbangan.pdf');
