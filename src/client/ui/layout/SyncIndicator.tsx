import { useCallback, useEffect, useRef, useState } from 'react';
import { useRouter } from '@tanstack/react-router';
import { AlertTriangle, Cloud, CloudOff, Pencil, RefreshCw, RotateCcw, X } from 'lucide-react';
import { useSyncStatus } from '../../data/sync/use-sync-status';
import { umurKontak } from '../../data/sync/koneksi';
import { useOutsideClick } from '../hooks/useOutsideClick';
import { useCloseOnRouteChange } from '../hooks/useCloseOnRouteChange';

const TIDAK_TERHUBUNG = 'Tidak terhubung ke server';

let timeFormat: Intl.DateTimeFormat | undefined;
const formatTime = (ms: number) =>
  (timeFormat ??= new Intl.DateTimeFormat('id-ID', { day: '2-digit', month: 'short', hour: '2-digit', minute: '2-digit' })).format(ms);

function statusLine(online: boolean, pending: number, rejected: number): string {
  if (pending > 0) return `${pending} perubahan menunggu sinkron${online ? '' : ' — dikirim otomatis begitu server terjangkau'}.`;
  if (rejected > 0) return `${rejected} perubahan ditolak server. Perbaiki lalu coba lagi, atau abaikan.`;
  return online ? 'Semua perubahan sudah tersimpan di server.' : 'Perubahan baru disimpan di perangkat dan dikirim saat terhubung.';
}

/** Re-renders every 30 s while `active`, so 'Terakhir terhubung 2 menit lalu' stays true. */
function useNow(active: boolean): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(id);
  }, [active]);
  return now;
}

/**
 * Header badge for the offline outbox: whether the server can be reached (from real requests, not the
 * browser's guess), 'Menyinkronkan' only while writes are going out, when the server last answered, the
 * number of writes still waiting, and the writes the server refused with its message and Retry / Dismiss.
 */
export function SyncIndicator({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { online, mengirim, terakhirTerhubung, pendingCount, rejected, retry, dismiss, syncNow, terapkanPunyaSaya, pakaiYangTerbaru } =
    useSyncStatus();
  const [open, setOpen] = useState(false);
  const router = useRouter();
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useOutsideClick(ref, open, close);
  useCloseOnRouteChange(close);
  const now = useNow(open || !online);

  const problems = rejected.length;
  const status = !online
    ? 'Offline'
    : mengirim
      ? 'Menyinkronkan'
      : problems > 0
        ? 'Perlu perhatian'
        : pendingCount > 0
          ? 'Menunggu sinkron'
          : 'Tersinkron';
  const terakhir = terakhirTerhubung ? `Terakhir terhubung ${umurKontak(terakhirTerhubung, now)}` : null;
  const summary =
    `Status sinkron: ${status}${online ? '' : ` — ${TIDAK_TERHUBUNG}${terakhir ? `, ${terakhir.toLowerCase()}` : ''}`}` +
    `${pendingCount ? `, ${pendingCount} perubahan menunggu` : ''}${problems ? `, ${problems} ditolak server` : ''}`;
  const Icon = online ? Cloud : CloudOff;
  const dot = !online ? 'bg-base-300' : problems > 0 ? 'bg-error' : pendingCount > 0 ? 'bg-warning' : 'bg-success';
  // Spelled out in the header when it is not simply 'all saved': offline, sending.
  const label = !online ? 'Offline' : mengirim ? 'Menyinkronkan' : null;

  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        className={`btn btn-ghost btn-sm relative ${label ? 'gap-1.5 px-2' : 'btn-circle'} ${tone === 'light' ? 'text-white hover:bg-white/10' : ''}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={summary}
        title={summary}
        onClick={() => setOpen((o) => !o)}
      >
        <Icon className={`size-5 ${mengirim && online ? 'animate-pulse' : ''}`} aria-hidden="true" />
        {label && (
          <span className={`text-xs font-semibold ${label === 'Menyinkronkan' ? 'hidden sm:inline' : ''}`} aria-hidden="true">
            {label}
          </span>
        )}
        <span
          className={`absolute ${label ? 'left-5' : 'right-1'} bottom-1 size-2.5 rounded-full ring-2 ring-neutral ${dot}`}
          aria-hidden="true"
        />
        {pendingCount + problems > 0 && (
          <span
            className={`badge badge-xs absolute -top-1 -right-1 border-0 font-bold ${problems ? 'badge-error' : 'badge-warning'}`}
            aria-hidden="true"
          >
            {pendingCount + problems}
          </span>
        )}
      </button>
      {open && (
        <div
          role="dialog"
          aria-label="Status sinkronisasi"
          className="absolute right-0 z-50 mt-2 w-80 max-w-[calc(100vw-1.5rem)] rounded-box border border-base-300 bg-base-100 p-4 text-base-content shadow-xl"
        >
          <div className="flex items-center gap-2">
            <span className={`size-2.5 rounded-full ${online ? 'bg-success' : 'bg-base-content/40'}`} aria-hidden="true" />
            <p className="font-semibold">{online ? (mengirim ? 'Menyinkronkan' : 'Online') : 'Offline'}</p>
            {pendingCount > 0 && !mengirim && (
              <button type="button" className="btn btn-ghost btn-xs ml-auto" onClick={syncNow}>
                <RefreshCw className="size-3.5" aria-hidden="true" /> {online ? 'Sinkronkan' : 'Coba sekarang'}
              </button>
            )}
          </div>
          {!online && <p className="mt-1 text-sm font-semibold">{TIDAK_TERHUBUNG}</p>}
          {!online && terakhir && <p className="text-xs text-base-content/70">{terakhir}</p>}
          <p className="mt-1 text-sm text-base-content/80" aria-live="polite">
            {statusLine(online, pendingCount, problems)}
          </p>
          {problems > 0 && (
            <ul className="mt-3 flex max-h-72 flex-col gap-2 overflow-y-auto" aria-label="Perubahan yang ditolak server">
              {rejected.map((entry) => (
                <li key={entry.id} className="rounded-lg border border-error/30 bg-error/5 p-3">
                  <div className="flex items-start gap-2">
                    <AlertTriangle className="mt-0.5 size-4 shrink-0 text-error" aria-hidden="true" />
                    <div className="min-w-0 flex-1">
                      <p className="text-sm font-semibold">{entry.label}</p>
                      <p className="text-sm break-words text-error">{entry.lastError ?? 'Ditolak server'}</p>
                      <p className="mt-0.5 text-xs text-base-content/70">{formatTime(entry.createdAt)}</p>
                    </div>
                  </div>
                  {entry.konflik ? (
                    <div className="mt-2 flex flex-wrap justify-end gap-2">
                      <button type="button" className="btn btn-ghost btn-xs" onClick={() => void pakaiYangTerbaru(entry.id)}>
                        <X className="size-3.5" aria-hidden="true" /> Pakai yang terbaru
                      </button>
                      <button type="button" className="btn btn-primary btn-xs" onClick={() => void terapkanPunyaSaya(entry.id)}>
                        <RotateCcw className="size-3.5" aria-hidden="true" /> Terapkan punya saya
                      </button>
                    </div>
                  ) : (
                    <div className="mt-2 flex justify-end gap-2">
                      <button type="button" className="btn btn-ghost btn-xs" onClick={() => void dismiss(entry.id)}>
                        <X className="size-3.5" aria-hidden="true" /> Dismiss
                      </button>
                      {entry.perbaiki && entry.fixPath && (
                        <button
                          type="button"
                          className="btn btn-outline btn-xs"
                          onClick={() => {
                            setOpen(false);
                            router.history.push(entry.fixPath as string);
                          }}
                        >
                          <Pencil className="size-3.5" aria-hidden="true" /> Perbaiki
                        </button>
                      )}
                      {entry.ulangi && (
                        <button type="button" className="btn btn-primary btn-xs" onClick={() => void retry(entry.id)}>
                          <RotateCcw className="size-3.5" aria-hidden="true" /> Retry
                        </button>
                      )}
                    </div>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
