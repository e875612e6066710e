import { useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { usePublik, type PublikRead } from '../bagan-publik/publik-read';
import { requestData } from '../api';
import { getDb } from '../db';
import { useLive, type KeadaanLive } from '../live';
import { jadwalPublikSchema, jadwalSayaSchema, type JadwalPublik } from './schema';

export const JADWAL_PUBLIK_PREFIX = 'publik:jadwal:';
/** The Dexie copy of one day's public schedule ('' = the day the server picks: today, or the first day). */
export const jadwalPublikKey = (id_kompetisi: number, tanggal: string) => `${JADWAL_PUBLIK_PREFIX}${id_kompetisi}:${tanggal}`;
export const jadwalPublikPath = (id_kompetisi: number, tanggal: string) =>
  `/public/kompetisi/${id_kompetisi}/jadwal${tanggal ? `?tanggal=${tanggal}` : ''}`;

/**
 * The public schedule of a day: the Dexie copy first (also offline, with the time of the copy), refreshed
 * from the server with its ETag, and read again on every live change of the competition.
 */
export function useJadwalPublik(id_kompetisi: number | null, tanggal: string): PublikRead<JadwalPublik> & { live: KeadaanLive } {
  const key = id_kompetisi === null ? null : jadwalPublikKey(id_kompetisi, tanggal);
  const read = usePublik(key, jadwalPublikPath(id_kompetisi ?? 0, tanggal), jadwalPublikSchema);
  const live = useLive(id_kompetisi, () => [['publik', key]]);
  return { ...read, live };
}

/** The competition of the newest schedule copy on this device (offline, when the featured one cannot be known). */
export function useIdJadwalTersimpan(cari: boolean): number | null | undefined {
  const db = getDb();
  return useLiveQuery(async () => {
    if (!cari) return null;
    let best: { id: number; at: number } | null = null;
    await db.records
      .where('key')
      .startsWith(JADWAL_PUBLIK_PREFIX)
      .each((rec) => {
        const id = Number(rec.key.slice(JADWAL_PUBLIK_PREFIX.length).split(':')[0]);
        if (Number.isInteger(id) && id > 0 && (!best || rec.fetchedAt > best.at)) best = { id, at: rec.fetchedAt };
      });
    return (best as { id: number } | null)?.id ?? null;
  }, [cari]);
}

export const jadwalSayaQueryKey = (id_kompetisi: number) => ['jadwal-saya', id_kompetisi] as const;

/** The coach's athletes' bouts (online; follows the live stream, so results and ETAs move as the day runs). */
export function useJadwalSaya(id_kompetisi: number | null) {
  const q = useQuery({
    queryKey: jadwalSayaQueryKey(id_kompetisi ?? 0),
    queryFn: () => requestData(`/kompetisi/${id_kompetisi}/jadwal-saya`, jadwalSayaSchema),
    enabled: id_kompetisi !== null,
    refetchInterval: 60_000,
  });
  const live = useLive(id_kompetisi, () => [jadwalSayaQueryKey(id_kompetisi ?? 0)]);
  return { ...q, live };
}
