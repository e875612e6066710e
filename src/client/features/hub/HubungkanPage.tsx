import { useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import toast from 'react-hot-toast';
import { ExternalLink, QrCode, Router, ShieldCheck, Unplug } from 'lucide-react';
import { areaHomeFor } from '../../../domain/roles';
import { useAuth } from '../../data/auth';
import { getDb } from '../../data/db';
import {
  bacaAntrean,
  bolehPindah,
  cobaHub,
  lnaDidukung,
  pesanAntrean,
  pindahServer,
  rapikanAlamatHub,
  useHubPerangkat,
} from '../../data/hub';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useTitle } from '../../ui/hooks/useTitle';
import { lazyPart } from '../../ui/lazy-retry';
import { LencanaServer } from '../../ui/lencana/LencanaServer';
import { waktuWib } from './hub-view';

const PindaiQr = lazyPart(() => import('../../ui/scan/PindaiQr').then((m) => m.PindaiQr), {
  fallback: (
    <p className="text-sm" role="status">
      Memuat pemindai…
    </p>
  ),
});

/** A browser that may not call the hall's network from this page: an https page without Local Network Access. */
const tanpaLna = () => !lnaDidukung() && window.location.protocol === 'https:';

/**
 * /hubungkan: this device's API calls go to a venue hub on the hall's network (its QR or its typed address), or back
 * to the central server. Only with nothing on its way to the server in use; the session ends (sessions are per
 * server) and the user signs in again where the device now points.
 */
export function HubungkanPage() {
  useTitle('Hubungkan ke Hub Venue');
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const hub = useHubPerangkat();
  const antrean = useLiveQuery(() => bacaAntrean(getDb()), []);
  const [alamat, setAlamat] = useState('');
  const [kamera, setKamera] = useState(false);
  const [sibuk, setSibuk] = useState(false);
  const [galat, setGalat] = useState<{ pesan: string; buka: string | null } | null>(null);
  const [putus, setPutus] = useState(false);

  const lanjut = (pesan: string) => {
    toast.success(pesan, { duration: 6000 });
    const tujuan = user ? (areaHomeFor(user.role) ?? '/') : null;
    if (tujuan) void navigate({ to: '/login', search: { redirect: tujuan } });
    else void navigate({ to: '/' });
  };

  const hubungkan = async (teks: string) => {
    setGalat(null);
    const asal = rapikanAlamatHub(teks);
    if (!asal) {
      setGalat({ pesan: 'Alamat hub tidak valid. Contoh: 192.168.1.10:3000', buka: null });
      return;
    }
    setSibuk(true);
    try {
      const coba = await cobaHub(asal);
      if (!coba.ok) {
        setGalat({ pesan: coba.pesan, buka: coba.alasan === 'bukan_hub' ? null : asal });
        return;
      }
      const hasil = await pindahServer(getDb(), asal, logout);
      if (!hasil.ok) {
        setGalat({ pesan: hasil.pesan, buka: null });
        return;
      }
      const ulang = hasil.dikirimUlang ? ` ${hasil.dikirimUlang} perubahan yang ditolak pusat dikirim ke hub setelah Anda masuk.` : '';
      lanjut(`Terhubung ke hub venue (${coba.keadaan.nama_kompetisi ?? 'kompetisi'}). Masuk lagi dengan akun Anda.${ulang}`);
    } finally {
      setSibuk(false);
    }
  };

  const putuskan = async () => {
    setSibuk(true);
    try {
      const hasil = await pindahServer(getDb(), null, logout);
      setPutus(false);
      if (!hasil.ok) setGalat({ pesan: hasil.pesan, buka: null });
      else lanjut('Perangkat kembali memakai server pusat. Masuk lagi dengan akun Anda.');
    } finally {
      setSibuk(false);
    }
  };

  const kirim = (e: FormEvent) => {
    e.preventDefault();
    void hubungkan(alamat);
  };
  const menunggu = antrean && !bolehPindah(antrean) ? pesanAntrean(antrean, hub ? 'hub venue' : 'server pusat') : null;

  return (
    <div className="bg-base-200 pb-16">
      <div className="bg-arena-dark px-4 pt-24 pb-24 text-white sm:pt-28">
        <div className="mx-auto max-w-3xl">
          <p className="flex items-center gap-2 text-sm font-semibold text-white/80">
            <Router className="size-4" aria-hidden="true" /> Hub venue
          </p>
          <h1 className="mt-2 text-3xl font-black tracking-tight sm:text-4xl">Hubungkan ke hub venue</h1>
          <p className="mt-1 text-white/80">
            Saat internet venue putus, perangkat di aula tetap bekerja bersama lewat hub venue: laptop panitia di Wi-Fi aula. Perangkat ini
            lalu membaca dan mengirim data ke hub, bukan ke server pusat.
          </p>
          <div className="mt-3">
            <LencanaServer varian="teks" />
          </div>
        </div>
      </div>
      <div className="mx-auto -mt-16 max-w-3xl space-y-5 px-4">
        {hub ? (
          <section className="space-y-3 rounded-box bg-base-100 p-5 shadow ring-1 ring-base-300" aria-label="Hub yang dipakai">
            <h2 className="text-lg font-bold">Perangkat ini memakai hub venue</h2>
            <p className="font-mono text-xl font-bold break-all">{hub.asal}</p>
            <p className="text-sm text-base-content/80">Sejak {waktuWib(new Date(hub.sejak).toISOString())}.</p>
            <div className="flex flex-wrap gap-2">
              <a className="btn btn-outline" href={hub.asal}>
                <ExternalLink className="size-4" aria-hidden="true" /> Buka alamat hub
              </a>
              <button type="button" className="btn btn-error btn-outline" disabled={sibuk} onClick={() => setPutus(true)}>
                <Unplug className="size-4" aria-hidden="true" /> Putuskan dari hub
              </button>
            </div>
          </section>
        ) : (
          <section className="space-y-4 rounded-box bg-base-100 p-5 shadow ring-1 ring-base-300" aria-label="Sambungkan ke hub">
            <p className="flex gap-2 rounded-lg bg-info/10 p-3 text-sm">
              <ShieldCheck className="size-5 shrink-0 text-info" aria-hidden="true" />
              <span>
                Browser akan meminta izin agar aplikasi ini boleh mengakses perangkat di jaringan lokal. Pilih <b>Izinkan</b>: tanpa izin
                itu perangkat tidak dapat memakai hub dari sini.
              </span>
            </p>
            {tanpaLna() && (
              <p className="rounded-lg bg-warning/15 p-3 text-sm" role="note">
                Browser ini tidak mendukung akses jaringan lokal (iPhone/iPad, TV, browser lama). Buka alamat hub langsung di browser:
                aplikasi di sana bekerja seperti di server pusat.
              </p>
            )}
            <form onSubmit={kirim} className="space-y-3">
              <label className="form-control block">
                <span className="label-text mb-1 block font-semibold">Alamat hub</span>
                <input
                  id="alamat-hub"
                  className="input input-bordered input-lg w-full font-mono"
                  value={alamat}
                  onChange={(e) => setAlamat(e.target.value)}
                  placeholder="http://192.168.1.10:3000"
                  inputMode="url"
                  autoComplete="off"
                  spellCheck={false}
                  disabled={sibuk}
                />
                <span className="mt-1 block text-xs text-base-content/70">Tertera di bawah QR pada halaman hub di laptop panitia.</span>
              </label>
              <div className="flex flex-wrap gap-2">
                <button type="submit" className="btn btn-primary" disabled={sibuk || !alamat.trim()}>
                  {sibuk && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
                  Hubungkan
                </button>
                <button type="button" className="btn btn-outline" disabled={sibuk} onClick={() => setKamera((x) => !x)}>
                  <QrCode className="size-4" aria-hidden="true" /> {kamera ? 'Tutup kamera' : 'Pindai QR hub'}
                </button>
              </div>
            </form>
            {kamera && (
              <PindaiQr
                petunjuk="Arahkan QR alamat hub ke kamera"
                ketik="Ketik alamat hub di kolom di atas."
                onTutup={() => setKamera(false)}
                onKode={(teks) => {
                  setKamera(false);
                  setAlamat(teks);
                  void hubungkan(teks);
                }}
              />
            )}
          </section>
        )}
        {menunggu && (
          <p className="rounded-box bg-warning/15 p-4 text-sm" role="status">
            {menunggu}
          </p>
        )}
        {galat && (
          <div className="space-y-2 rounded-box bg-error/10 p-4 text-sm" role="alert">
            <p>{galat.pesan}</p>
            {galat.buka && (
              <a className="btn btn-sm btn-outline" href={galat.buka}>
                <ExternalLink className="size-4" aria-hidden="true" /> Buka alamat hub
              </a>
            )}
          </div>
        )}
        <p className="text-sm text-base-content/70">
          Sesi masuk berlaku per server: setelah pindah, masuk lagi dengan akun yang sama. Perubahan yang ditolak server pusat karena
          kompetisi dikelola hub dikirim ke hub setelah Anda masuk.
        </p>
      </div>
      <ConfirmDialog
        open={putus}
        title="Putuskan dari hub venue?"
        cancelLabel="Batal"
        confirmLabel="Putuskan"
        confirmBusyLabel="Memutuskan…"
        busy={sibuk}
        tone="error"
        onCancel={() => setPutus(false)}
        onConfirm={() => void putuskan()}
      >
        Perangkat ini kembali membaca dan mengirim data ke server pusat, dan Anda masuk lagi di sana. Selama hub masih mengelola kompetisi,
        server pusat menolak perubahan data pertandingan.
      </ConfirmDialog>
    </div>
  );
}
