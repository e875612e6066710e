import { Bell, BellOff, BellRing, CircleAlert } from 'lucide-react';
import toast from 'react-hot-toast';
import { iosTanpaInstal, type StatusPush } from '../../../data/push/push';
import { usePush } from '../../../data/push/use-push';

const BADGE: Record<StatusPush | 'memuat', { label: string; className: string }> = {
  memuat: { label: 'Memeriksa…', className: 'badge-ghost' },
  aktif: { label: 'Aktif', className: 'badge-success' },
  nonaktif: { label: 'Nonaktif', className: 'badge-ghost' },
  diblokir: { label: 'Diblokir', className: 'badge-error' },
  'belum-siap': { label: 'Belum siap', className: 'badge-warning' },
  'tidak-didukung': { label: 'Tidak didukung', className: 'badge-ghost' },
};

function Penjelasan({ status, untuk }: { status: StatusPush | 'memuat'; untuk: string }) {
  switch (status) {
    case 'aktif':
      return <>Perangkat ini menerima notifikasi {untuk}, juga saat aplikasi tertutup.</>;
    case 'diblokir':
      return (
        <>
          Browser memblokir notifikasi untuk situs ini. Buka pengaturan situs di browser (ikon gembok di sebelah alamat), izinkan{' '}
          <b>Notifikasi</b>, lalu muat ulang halaman ini.
        </>
      );
    case 'belum-siap':
      return <>Aplikasi belum terpasang penuh di perangkat ini. Muat ulang halaman, lalu coba lagi.</>;
    case 'tidak-didukung':
      return iosTanpaInstal() ? (
        <>
          Di iPhone/iPad, notifikasi hanya tersedia setelah aplikasi ditambahkan ke Layar Utama (Bagikan → Tambah ke Layar Utama), lalu
          dibuka dari sana.
        </>
      ) : (
        <>Browser ini tidak mendukung notifikasi push. Gunakan Chrome, Edge, Firefox atau Safari terbaru.</>
      );
    default:
      return <>Aktifkan untuk menerima notifikasi {untuk} di perangkat ini. Browser akan meminta izin Anda.</>;
  }
}

/**
 * 'Notifikasi di perangkat ini': Web Push opt-in for the device in hand (→ Notifications).
 * Enabling asks the browser's permission and subscribes; disabling unsubscribes; a blocked browser is explained.
 */
export function PushOptInCard({
  untuk = 'status pendaftaran peserta dan verifikasi bukti transfer',
  className = '',
}: {
  untuk?: string;
  className?: string;
}) {
  const push = usePush();
  const { status, busy } = push;
  const badge = BADGE[status];
  const aktif = status === 'aktif';
  const bisa = status === 'aktif' || status === 'nonaktif';

  const toggle = async () => {
    const ok = aktif ? await push.matikan() : await push.aktifkan();
    if (ok)
      toast.success(aktif ? 'Notifikasi dimatikan di perangkat ini' : 'Notifikasi diaktifkan di perangkat ini', { id: 'push-opt-in' });
  };

  return (
    <section className={`rounded-box bg-base-100 p-4 shadow ring-1 ring-base-300 sm:p-5 ${className}`} aria-labelledby="push-opt-in-title">
      <header className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-primary/10 text-primary">
          {aktif ? (
            <BellRing className="size-5" aria-hidden="true" />
          ) : status === 'diblokir' ? (
            <BellOff className="size-5" aria-hidden="true" />
          ) : (
            <Bell className="size-5" aria-hidden="true" />
          )}
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id="push-opt-in-title" className="font-bold">
              Notifikasi di perangkat ini
            </h2>
            <span className={`badge badge-sm ${badge.className}`} role="status">
              {badge.label}
            </span>
          </div>
          <p className="mt-1 text-sm text-base-content/75">
            <Penjelasan status={status} untuk={untuk} />
          </p>
        </div>
      </header>
      {push.galat && (
        <p role="alert" className="alert alert-soft alert-error mt-3 items-start text-sm">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0 break-words">{push.galat}</span>
        </p>
      )}
      {bisa && (
        <label className="mt-4 flex cursor-pointer items-center justify-between gap-3 rounded-box bg-base-200/70 px-3 py-2.5">
          <span className="text-sm font-semibold">{aktif ? 'Notifikasi aktif' : 'Aktifkan notifikasi'}</span>
          <span className="flex items-center gap-2">
            {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            <input
              type="checkbox"
              className="toggle toggle-primary"
              checked={aktif}
              disabled={busy}
              onChange={() => void toggle()}
              aria-label="Notifikasi di perangkat ini"
            />
          </span>
        </label>
      )}
    </section>
  );
}
