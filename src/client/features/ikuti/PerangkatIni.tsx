import { Bell, BellRing } from 'lucide-react';
import { iosTanpaInstal } from '../../data/push/push';
import { usePush } from '../../data/push/use-push';

/** Whether this device receives the alerts (the account's Web Push subscription), with the switch to turn it on. */
export function PerangkatIni() {
  const push = usePush();
  const aktif = push.status === 'aktif';
  return (
    <section className="card bg-base-100 shadow-sm" aria-labelledby="perangkat-judul">
      <div className="card-body gap-2 p-4">
        <div className="flex flex-wrap items-center gap-3">
          {aktif ? <BellRing className="size-5 text-success" aria-hidden="true" /> : <Bell className="size-5" aria-hidden="true" />}
          <h2 id="perangkat-judul" className="grow font-bold">
            Perangkat ini
          </h2>
          {!aktif && push.status !== 'tidak-didukung' && push.status !== 'diblokir' && (
            <button type="button" className="btn btn-primary btn-sm" disabled={push.busy} onClick={() => void push.aktifkan()}>
              Aktifkan notifikasi
            </button>
          )}
        </div>
        <p className="text-sm opacity-80">
          {aktif
            ? 'Perangkat ini menerima pemberitahuan, juga saat aplikasi tertutup.'
            : push.status === 'tidak-didukung' && iosTanpaInstal()
              ? 'Di iPhone/iPad, pasang aplikasi ke Layar Utama lalu buka dari sana untuk menerima pemberitahuan. Selama halaman ini terbuka, pemberitahuan muncul di layar dan perangkat bergetar.'
              : push.status === 'diblokir'
                ? 'Browser memblokir notifikasi untuk situs ini. Izinkan notifikasi di pengaturan situs, lalu muat ulang halaman.'
                : 'Aktifkan notifikasi agar pemberitahuan sampai saat aplikasi tertutup. Selama halaman ini terbuka, pemberitahuan muncul di layar dan perangkat bergetar.'}
        </p>
        {push.galat && (
          <p role="alert" className="text-sm text-error">
            {push.galat}
          </p>
        )}
      </div>
    </section>
  );
}
