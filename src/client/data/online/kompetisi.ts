import * as v from 'valibot';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestData } from '../api';

export const kompetisiSchema = v.object({
  id_kompetisi: v.number(),
  nama_event: v.string(),
  deskripsi: v.nullish(v.string()),
  lokasi: v.nullish(v.string()),
  tanggal_mulai: v.string(),
  tanggal_selesai: v.string(),
  status: v.picklist(['PENDAFTARAN', 'SEDANG_DIMULAI', 'SELESAI']),
  biaya_pendaftaran: v.number(),
  biaya_wna: v.nullish(v.number()),
  batas_pendaftaran: v.nullish(v.string()),
  /** Null = no quota. */
  kuota: v.nullish(v.number()),
  jumlah_peserta: v.number(),
  is_featured: v.boolean(),
  // Committee contact and transfer account; missing in answers cached before they existed.
  kontak_nama: v.nullish(v.string()),
  kontak_whatsapp: v.nullish(v.string()),
  kontak_email: v.nullish(v.string()),
  bank_nama: v.nullish(v.string()),
  bank_nomor_rekening: v.nullish(v.string()),
  bank_atas_nama: v.nullish(v.string()),
});
export type Kompetisi = v.InferOutput<typeof kompetisiSchema>;

const listSchema = v.array(kompetisiSchema);

/** The list read gives up after this long (a hanging network) and shows the device's copy instead. */
const TUNGGU_MS = 5_000;

/**
 * Public competitions. Reference data: the service worker keeps the last answer (stale-while-revalidate),
 * so the home page and event site open offline without loading Dexie on a visitor's first paint. When the
 * server cannot be reached and the service worker has no copy, the device's Dexie copy (kept by the signed-in
 * screens) is shown, loaded only then.
 */
export const kompetisiListQuery = queryOptions({
  queryKey: ['kompetisi', 'list'],
  queryFn: async () => {
    try {
      return await requestData('/kompetisi', listSchema, { signal: AbortSignal.timeout(TUNGGU_MS) });
    } catch (err) {
      const tersimpan = v.safeParse(
        listSchema,
        await import('./kompetisi-tersimpan').then((m) => m.kompetisiTersimpan()).catch(() => null),
      );
      if (tersimpan.success && tersimpan.output.length > 0) return tersimpan.output;
      throw err;
    }
  },
  staleTime: 5 * 60_000,
});

export function useKompetisiList() {
  return useQuery(kompetisiListQuery);
}

export function useFeaturedKompetisi() {
  const list = useKompetisiList();
  const featured = list.data?.find((k) => k.is_featured) ?? list.data?.[0];
  return { ...list, data: featured };
}
