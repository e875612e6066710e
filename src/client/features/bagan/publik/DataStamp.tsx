import { Clock, WifiOff } from 'lucide-react';
import { teksSalinan, type KeadaanSalinan } from '../../../data/bagan-publik';

/** How current the page's data is ('Data per 14.32 WIB' / 'Offline — menampilkan data terakhir 14.32 WIB'), on the dark page top. */
export function DataStamp({ fetchedAt, keadaan }: { fetchedAt: number; keadaan: KeadaanSalinan }) {
  if (!fetchedAt) return null;
  const lama = keadaan !== 'terkini';
  const Icon = lama ? WifiOff : Clock;
  return (
    <p
      role="status"
      className={`mt-5 inline-flex max-w-full items-center gap-2 rounded-2xl px-4 py-1.5 text-sm font-semibold ${lama ? 'bg-warning text-warning-content' : 'bg-white/10 text-white/90'}`}
    >
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      <span className="min-w-0">{teksSalinan(keadaan, fetchedAt)}</span>
    </p>
  );
}
