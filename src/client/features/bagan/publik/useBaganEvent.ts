import { baganPublikKey, medaliPublikKey, useBaganPublik, useIdKompetisiPublik, useMedaliPublik } from '../../../data/bagan-publik';
import { useLive } from '../../../data/live';
import { useOnline } from '../../../data/sync/use-sync-status';
import { useEventKompetisi } from '../../../data/online/use-event-kompetisi';

/** The featured competition (or, offline, the last one whose brackets were kept) and how far it is known. */
function useIdEvent() {
  const ev = useEventKompetisi();
  // Offline there is no point waiting for the competition list's retries: the kept copy decides at once.
  const online = useOnline();
  const { id, menunggu } = useIdKompetisiPublik(ev.data?.id_kompetisi, ev.loading && online);
  return { id, kompetisiLoading: menunggu, kompetisiError: ev.error };
}

/** The public brackets of the event site's competition (Dexie first, refreshed while open). */
export function useBaganEvent() {
  const { id, ...rest } = useIdEvent();
  useLive(id, () => [['publik', baganPublikKey(id ?? 0)]]);
  return { ...rest, id_kompetisi: id, bagan: useBaganPublik(id) };
}

/** The medal tally, and the brackets for the medalists per class. */
export function useMedaliEvent() {
  const { id, ...rest } = useIdEvent();
  useLive(id, () => [
    ['publik', baganPublikKey(id ?? 0)],
    ['publik', medaliPublikKey(id ?? 0)],
  ]);
  return { ...rest, id_kompetisi: id, medali: useMedaliPublik(id), bagan: useBaganPublik(id) };
}
