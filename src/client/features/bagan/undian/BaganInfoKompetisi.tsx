import { CalendarDays, Clock, MapPin } from 'lucide-react';
import type { KompetisiHeader } from '../../../../domain/schemas/bagan';
import { useOnline } from '../../../data/sync/use-sync-status';
import { formatTanggal } from '../../../ui/format';

const jam = (ms: number) => new Intl.DateTimeFormat('id-ID', { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Jakarta' }).format(ms);

/** The event line of the bracket pages, and how fresh this device's copy is when offline. */
export function BaganInfoKompetisi({
  kompetisi,
  fetchedAt,
  children,
}: {
  kompetisi: KompetisiHeader;
  fetchedAt: number;
  children?: React.ReactNode;
}) {
  const online = useOnline();
  return (
    <header className="flex flex-wrap items-end justify-between gap-3">
      <div className="space-y-1">
        <p className="text-lg font-bold text-primary">{kompetisi.nama_event}</p>
        <p className="flex flex-wrap gap-x-3 text-sm text-base-content/80">
          <span className="inline-flex items-center gap-1">
            <CalendarDays className="size-4" aria-hidden="true" />
            {formatTanggal(kompetisi.tanggal_mulai)} – {formatTanggal(kompetisi.tanggal_selesai)}
          </span>
          {kompetisi.lokasi && (
            <span className="inline-flex items-center gap-1">
              <MapPin className="size-4" aria-hidden="true" />
              {kompetisi.lokasi}
            </span>
          )}
          {!online && fetchedAt > 0 && (
            <span className="inline-flex items-center gap-1 text-warning-content">
              <Clock className="size-4" aria-hidden="true" />
              Offline — data per {jam(fetchedAt)} WIB
            </span>
          )}
        </p>
      </div>
      {children}
    </header>
  );
}
