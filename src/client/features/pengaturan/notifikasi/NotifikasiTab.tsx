import { useEffect, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { BellRing, ListChecks, MessageCircle, RefreshCw } from 'lucide-react';
import toast from 'react-hot-toast';
import {
  NOTIF_MSG,
  PERISTIWA,
  PERISTIWA_LABEL,
  type NotifikasiSetting,
  type NotifikasiSettingResponse,
  type Peristiwa,
} from '../../../../domain/schemas/notifikasi';
import { errorMessage } from '../../../data/api-error';
import { PushOptInCard } from '../akun/PushOptInCard';
import { SettingsCard } from '../SettingsCard';
import { useNotifikasiSetting, useSimpanNotifikasi } from './notifikasi-api';
import { Toggle } from './Toggle';

const nilaiDari = ({ email, push, peristiwa }: NotifikasiSettingResponse): NotifikasiSetting => ({
  email,
  push,
  peristiwa: { ...peristiwa },
});
const sama = (a: NotifikasiSetting, b: NotifikasiSetting) => JSON.stringify(a) === JSON.stringify(b);

/** Settings → Notifikasi: which channels send (Email, Push; WhatsApp is links) and for which events. */
export function NotifikasiTab() {
  const setting = useNotifikasiSetting();
  const simpan = useSimpanNotifikasi();
  const [nilai, setNilai] = useState<NotifikasiSetting | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (setting.data) setNilai(nilaiDari(setting.data));
  }, [setting.data]);

  if (setting.isPending || (!nilai && !setting.isError)) {
    return (
      <div className="grid max-w-3xl gap-4" aria-busy="true" aria-label="Memuat pengaturan notifikasi">
        <div className="skeleton h-48" />
        <div className="skeleton h-72" />
      </div>
    );
  }
  if (setting.isError || !setting.data || !nilai) {
    return (
      <div role="alert" className="flex max-w-3xl flex-wrap items-center gap-3 rounded-box bg-base-100 p-4 text-sm ring-1 ring-base-300">
        <span className="text-error">{errorMessage(setting.error, 'Gagal memuat pengaturan notifikasi')}</span>
        <button type="button" className="btn btn-outline btn-sm" onClick={() => void setting.refetch()} disabled={setting.isFetching}>
          <RefreshCw className="size-4" aria-hidden="true" /> Coba Lagi
        </button>
      </div>
    );
  }

  const berubah = !sama(nilai, nilaiDari(setting.data));
  const ubahPeristiwa = (p: Peristiwa, on: boolean) => setNilai({ ...nilai, peristiwa: { ...nilai.peristiwa, [p]: on } });
  const kirim = async () => {
    if (busy || !berubah) return;
    setBusy(true);
    try {
      toast.success((await simpan(nilai)) || NOTIF_MSG.notifTersimpan, { id: 'notifikasi-setting' });
    } catch (e) {
      toast.error(errorMessage(e, 'Gagal menyimpan pengaturan notifikasi'), { id: 'notifikasi-setting' });
    } finally {
      setBusy(false);
    }
  };
  const semuaMati = !nilai.email && !nilai.push;

  return (
    <div className="grid max-w-3xl gap-6">
      <form
        className="grid gap-6"
        onSubmit={(e) => {
          e.preventDefault();
          void kirim();
        }}
      >
        <SettingsCard
          icon={<BellRing className="size-5" aria-hidden="true" />}
          title="Saluran"
          description="Berlaku segera setelah disimpan, untuk semua peristiwa yang aktif di bawah."
        >
          <div className="divide-y divide-base-200">
            <Toggle
              id="notif-email"
              label="Email"
              checked={nilai.email}
              onChange={(email) => setNilai({ ...nilai, email })}
              disabled={busy}
              keterangan={
                <>
                  Dikirim ke email akun penerima lewat server di tab{' '}
                  <Link to="/admin/settings" search={{ tab: 'email' }} className="link link-primary">
                    Email
                  </Link>
                  , dengan header dan footer-nya.
                </>
              }
            />
            <Toggle
              id="notif-push"
              label="Push"
              checked={nilai.push}
              onChange={(push) => setNilai({ ...nilai, push })}
              disabled={busy}
              keterangan="Notifikasi di ponsel atau komputer penerima yang sudah mengaktifkan 'Notifikasi di perangkat ini', juga saat aplikasi tertutup."
            />
          </div>
        </SettingsCard>

        <SettingsCard
          icon={<ListChecks className="size-5" aria-hidden="true" />}
          title="Peristiwa"
          description={
            semuaMati
              ? 'Email dan Push sedang nonaktif: tidak ada notifikasi yang dikirim.'
              : 'Pilih peristiwa yang memberi tahu penerimanya.'
          }
        >
          <div className={`divide-y divide-base-200 ${semuaMati ? 'opacity-60' : ''}`}>
            {PERISTIWA.map((p) => (
              <Toggle
                key={p}
                id={`notif-${p}`}
                label={PERISTIWA_LABEL[p].judul}
                keterangan={`Penerima: ${PERISTIWA_LABEL[p].penerima}`}
                checked={nilai.peristiwa[p]}
                onChange={(on) => ubahPeristiwa(p, on)}
                disabled={busy}
              />
            ))}
          </div>
          <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button type="button" className="btn btn-ghost" onClick={() => setNilai(nilaiDari(setting.data))} disabled={busy || !berubah}>
              Batal
            </button>
            <button type="submit" className="btn btn-primary" disabled={busy || !berubah}>
              {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
              {busy ? 'Menyimpan...' : 'Simpan'}
            </button>
          </div>
        </SettingsCard>
      </form>

      <SettingsCard
        icon={<MessageCircle className="size-5" aria-hidden="true" />}
        title="WhatsApp"
        description="Pengganti SMS: tautan, bukan pesan otomatis dari server."
      >
        <ul className="list-disc space-y-1.5 pl-5 text-sm text-base-content/85">
          <li>Kontak panitia di situs event (beranda dan footer) membuka chat WhatsApp panitia dengan pertanyaan yang sudah terisi.</li>
          <li>
            Dialog upload bukti transfer pelatih membuka chat konfirmasi pembayaran yang sudah terisi: dojang, jumlah peserta, total
            transfer dan berita transfer.
          </li>
          <li>
            Nomor WhatsApp panitia diatur per kompetisi di{' '}
            <Link to="/admin/kompetisi" className="link link-primary">
              Kelola Kompetisi
            </Link>{' '}
            (Kontak panitia).
          </li>
        </ul>
      </SettingsCard>

      <PushOptInCard untuk="dojang baru yang mendaftar" />
    </div>
  );
}
