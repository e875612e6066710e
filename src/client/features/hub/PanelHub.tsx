import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { CloudOff, RefreshCw, Smartphone, Undo2, Wifi } from 'lucide-react';
import { boleh } from '../../../domain/akses';
import { errorMessage } from '../../data/api-error';
import { useAuth } from '../../data/auth';
import { hubLokalKey, keadaanServerKey, kembalikanKePusat, segarkanDariPusat, type KeadaanHub } from '../../data/hub';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { CopyButton } from '../../ui/CopyButton';
import { useSekarang } from '../../ui/jadwal/useSekarang';
import { DaftarDitolak } from './DaftarDitolak';
import { alamatPerangkat, teksTautan } from './hub-view';
import { QrTeks } from './QrTeks';

const Kartu = ({ judul, children }: { judul: string; children: React.ReactNode }) => (
  <section className="rounded-box bg-base-100 p-4 shadow ring-1 ring-base-300 sm:p-5" aria-label={judul}>
    <h2 className="mb-3 text-lg font-bold">{judul}</h2>
    {children}
  </section>
);

/** The hub holding its competition: the link to the central server, devices' address, reading again, handing back. */
export function PanelHub({ k }: { k: KeadaanHub }) {
  const { user } = useAuth();
  const qc = useQueryClient();
  const now = useSekarang(15_000);
  const [sibuk, setSibuk] = useState<'segarkan' | 'kembalikan' | null>(null);
  const [konfirmasi, setKonfirmasi] = useState(false);
  const [galat, setGalat] = useState<string | null>(null);
  const tautan = teksTautan(k, now);
  const alamat = alamatPerangkat(k, window.location.origin);
  const pengelola = k.id_kompetisi !== null && boleh(user, 'hub.kelola', { id_kompetisi: k.id_kompetisi });
  const jalankan = async (jenis: 'segarkan' | 'kembalikan', aksi: () => Promise<string>) => {
    setGalat(null);
    setSibuk(jenis);
    try {
      toast.success(await aksi());
      setKonfirmasi(false);
    } catch (err) {
      setGalat(errorMessage(err, 'Gagal'));
    } finally {
      setSibuk(null);
      void qc.invalidateQueries({ queryKey: hubLokalKey });
      void qc.invalidateQueries({ queryKey: keadaanServerKey });
    }
  };

  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <Kartu judul="Tautan ke server pusat">
        <p className={`flex items-center gap-2 text-lg font-bold ${tautan.baik ? 'text-success' : 'text-warning'}`} data-tautan-pusat>
          {tautan.baik ? <Wifi className="size-5" aria-hidden="true" /> : <CloudOff className="size-5" aria-hidden="true" />}
          {tautan.teks}
        </p>
        <p className="mt-1 text-sm text-base-content/70">Pusat: {k.pusat_url}</p>
        {!k.tersambung && k.galat_terakhir && <p className="mt-1 text-sm text-base-content/70">Terakhir: {k.galat_terakhir}</p>}
        {k.status === 'mengembalikan' && <p className="mt-2 text-sm font-semibold">Sedang mengembalikan ke pusat…</p>}
        <div className="mt-4">
          <DaftarDitolak ditolak={k.ditolak} />
        </div>
      </Kartu>

      <Kartu judul="Hubungkan perangkat">
        <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
          <QrTeks teks={alamat} label={`Kode QR alamat hub ${alamat}`} className="w-44" />
          <div className="min-w-0 space-y-2 text-sm">
            <p className="font-mono text-xl font-bold break-all" data-alamat-hub>
              {alamat}
            </p>
            <CopyButton text={alamat} label="alamat hub" />
            <p>
              Di perangkat venue buka <b>Hubungkan ke hub venue</b> dan pindai QR ini. iPhone, TV dan browser lain: ketik alamat ini di
              browser, lalu masuk seperti biasa.
            </p>
            {k.alamat_lokal.length > 1 && <p className="text-xs text-base-content/70">Alamat lain: {k.alamat_lokal.slice(1).join(', ')}</p>}
          </div>
        </div>
      </Kartu>

      <Kartu judul="Data dan pengembalian">
        {!pengelola && (
          <p className="mb-3 rounded-lg bg-base-200 p-3 text-sm">
            Masuk di hub ini sebagai admin kompetisi (akun yang sama dengan di pusat) untuk membaca ulang data atau mengembalikan kompetisi.{' '}
            <Link to="/login" search={{ redirect: '/hub' }} className="link link-primary font-semibold">
              Masuk
            </Link>
          </p>
        )}
        {galat && (
          <p className="mb-3 text-sm text-error" role="alert">
            {galat}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className="btn btn-outline"
            disabled={!pengelola || sibuk !== null}
            onClick={() => void jalankan('segarkan', segarkanDariPusat)}
          >
            <RefreshCw className={`size-4 ${sibuk === 'segarkan' ? 'animate-spin' : ''}`} aria-hidden="true" />
            Baca ulang data pendaftaran
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={!pengelola || sibuk !== null || k.status !== 'aktif'}
            onClick={() => setKonfirmasi(true)}
          >
            <Undo2 className="size-4" aria-hidden="true" /> Kembalikan ke pusat
          </button>
        </div>
        <p className="mt-3 flex gap-2 text-xs text-base-content/70">
          <Smartphone className="size-4 shrink-0" aria-hidden="true" />
          Pendaftaran, pembayaran dan data di luar pertandingan tetap di server pusat; hub membacanya ulang dari waktu ke waktu.
        </p>
      </Kartu>

      <ConfirmDialog
        open={konfirmasi}
        title="Kembalikan kompetisi ke pusat?"
        cancelLabel="Batal"
        confirmLabel="Kembalikan"
        confirmBusyLabel="Mengirim sisa perubahan…"
        busy={sibuk === 'kembalikan'}
        onCancel={() => setKonfirmasi(false)}
        onConfirm={() => void jalankan('kembalikan', kembalikanKePusat)}
      >
        <p>
          Hub mengirim semua perubahan yang tersisa ({k.tertinggal} menunggu), lalu server pusat kembali mengelola kompetisi. Setelah itu
          perangkat venue harus dihubungkan kembali ke server pusat.
        </p>
        <p className="mt-2">Butuh internet: bila pusat tidak terjangkau, hub tetap mengelola dan Anda dapat mencoba lagi.</p>
      </ConfirmDialog>
    </div>
  );
}
