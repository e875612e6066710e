import { useEventKompetisi } from '../../data/online/use-event-kompetisi';
import { useIdJadwalTersimpan, useJadwalPublik } from '../../data/jadwal-publik';
import { useOnline } from '../../data/sync/use-sync-status';

/** The event site's competition (offline: the one whose schedule this device kept last) and its schedule of a day. */
export function useJadwalEvent(tanggal: string) {
  const ev = useEventKompetisi();
  const online = useOnline();
  const featured = ev.data?.id_kompetisi;
  const menunggu = ev.loading && online;
  const tersimpan = useIdJadwalTersimpan(featured === undefined && !menunggu);
  const id = featured ?? tersimpan ?? null;
  const jadwal = useJadwalPublik(id, tanggal);
  return { id_kompetisi: id, kompetisiLoading: featured === undefined && (menunggu || tersimpan === undefined), jadwal };
}
