import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { KeyRound, Link2, RefreshCw, Router } from 'lucide-react';
import type { SewaHubInfo } from '../../../domain/hub/kontrak';
import { errorMessage } from '../../data/api-error';
import { useAuth } from '../../data/auth';
import { akhiriSewaHub, buatKodePasangan, keadaanServerKey, sewaHubKey, useSewaHub } from '../../data/hub';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useTitle } from '../../ui/hooks/useTitle';
import { useSekarang } from '../../ui/jadwal/useSekarang';
import { DaftarDitolak } from './DaftarDitolak';
import { tampilSewa, type NadaSewa } from './hub-view';
import { KodePasangan } from './KodePasangan';
import { LangkahHub } from './LangkahHub';

const LENCANA: Record<NadaSewa, string> = {
  netral: 'badge-ghost',
  menunggu: 'badge-warning',
  aktif: 'badge-success',
  selesai: 'badge-info',
};

/**
 * /admin-kompetisi/hub on the central server: the competition's pairing with a venue hub — a code (text and QR) the hub
 * laptop takes over with, the lease's state, what the central server refused of what the hub sent, and ending it.
 */
export function HubVenuePage() {
  useTitle('Hub Venue');
  const { user } = useAuth();
  const id_kompetisi = user?.admin_kompetisi?.id_kompetisi ?? 0;
  const q = useSewaHub(id_kompetisi);
  const qc = useQueryClient();
  const now = useSekarang(15_000);
  const [kode, setKode] = useState<{ kode: string; sewa: SewaHubInfo } | null>(null);
  const [sibuk, setSibuk] = useState(false);
  const [galat, setGalat] = useState<string | null>(null);
  const [konfirmasi, setKonfirmasi] = useState<'akhiri' | 'cabut' | null>(null);
  const sewa = q.data ?? null;
  const t = tampilSewa(sewa, now);
  const kodeTampil = kode && sewa?.status === 'menunggu' && sewa.id_sewa === kode.sewa.id_sewa && t.bolehCabut ? kode : null;

  const jalankan = async (aksi: () => Promise<string | undefined>) => {
    setGalat(null);
    setSibuk(true);
    try {
      const pesan = await aksi();
      if (pesan) toast.success(pesan);
      await qc.invalidateQueries({ queryKey: sewaHubKey(id_kompetisi) });
      void qc.invalidateQueries({ queryKey: keadaanServerKey });
    } catch (err) {
      setGalat(errorMessage(err, 'Gagal'));
      void qc.invalidateQueries({ queryKey: sewaHubKey(id_kompetisi) });
    } finally {
      setSibuk(false);
    }
  };
  const buat = () =>
    jalankan(async () => {
      const baru = await buatKodePasangan(id_kompetisi);
      setKode(baru);
      qc.setQueryData(sewaHubKey(id_kompetisi), baru.sewa);
      return 'Kode pasangan dibuat';
    });
  const akhiri = () =>
    jalankan(async () => {
      const pesan = await akhiriSewaHub(id_kompetisi);
      setKode(null);
      setKonfirmasi(null);
      return pesan;
    });

  return (
    <div className="space-y-5">
      <div>
        <h1 className="text-2xl font-black tracking-tight sm:text-3xl">HUB VENUE</h1>
        <p className="max-w-3xl text-base-content/80">
          Laptop di venue menjalankan kompetisi lewat jaringan aula saat internet putus. Perangkat venue memakai hub; setiap perubahan
          dikirim ke server pusat tepat sekali begitu internet tersambung.
        </p>
      </div>

      <section className="rounded-box bg-base-100 p-4 shadow ring-1 ring-base-300 sm:p-5" aria-label="Status hub venue">
        <div className="flex flex-wrap items-start gap-3">
          <Router className="mt-1 size-6 text-primary" aria-hidden="true" />
          <div className="min-w-0 flex-1">
            <p className={`badge ${LENCANA[t.nada]} mb-1`}>{sewa ? sewa.status.toUpperCase() : 'PUSAT'}</p>
            <h2 className="text-lg font-bold" data-status-sewa>
              {q.isLoading ? 'Memuat…' : t.judul}
            </h2>
            {!q.isLoading && (
              <ul className="mt-1 space-y-0.5 text-sm text-base-content/80">
                {t.rincian.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
            )}
          </div>
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => void q.refetch()} aria-label="Muat ulang status hub">
            <RefreshCw className={`size-4 ${q.isFetching ? 'animate-spin' : ''}`} aria-hidden="true" />
          </button>
        </div>
        {q.error && !q.data && (
          <p className="mt-3 text-sm text-error" role="alert">
            {errorMessage(q.error)}
          </p>
        )}
        {kodeTampil && (
          <div className="mt-4">
            <KodePasangan kode={kodeTampil.kode} berlakuSampai={kodeTampil.sewa.kode_berlaku_sampai} />
          </div>
        )}
        {galat && (
          <p className="mt-3 text-sm text-error" role="alert">
            {galat}
          </p>
        )}
        <div className="mt-4 flex flex-wrap gap-2">
          {t.bolehBuatKode && (
            <button type="button" className="btn btn-primary" disabled={sibuk || id_kompetisi === 0} onClick={() => void buat()}>
              <KeyRound className="size-4" aria-hidden="true" />
              {kodeTampil || t.bolehCabut ? 'Buat kode baru' : 'Buat kode pasangan'}
            </button>
          )}
          {t.bolehCabut && (
            <button type="button" className="btn btn-outline" disabled={sibuk} onClick={() => setKonfirmasi('cabut')}>
              Cabut kode
            </button>
          )}
          {t.bolehAkhiri && (
            <button type="button" className="btn btn-error btn-outline" disabled={sibuk} onClick={() => setKonfirmasi('akhiri')}>
              Akhiri sewa
            </button>
          )}
        </div>
        {sewa && (sewa.status === 'aktif' || sewa.status === 'selesai') && (
          <div className="mt-4 border-t border-base-300 pt-4">
            <DaftarDitolak ditolak={sewa.ditolak} />
          </div>
        )}
      </section>

      <section className="rounded-box bg-base-100 p-4 shadow ring-1 ring-base-300 sm:p-5" aria-label="Cara menyiapkan hub venue">
        <h2 className="mb-3 text-lg font-bold">Cara menyiapkan hub venue</h2>
        <LangkahHub pusat={window.location.origin} />
        <Link to="/hubungkan" className="btn btn-ghost btn-sm mt-3">
          <Link2 className="size-4" aria-hidden="true" /> Hubungkan perangkat ini ke hub venue
        </Link>
      </section>

      <ConfirmDialog
        open={konfirmasi === 'akhiri'}
        title="Akhiri sewa hub venue?"
        tone="error"
        cancelLabel="Batal"
        confirmLabel="Akhiri sewa"
        confirmBusyLabel="Mengakhiri…"
        busy={sibuk}
        onCancel={() => setKonfirmasi(null)}
        onConfirm={() => void akhiri()}
      >
        <p>
          Server pusat kembali menerima perubahan data pertandingan dari semua perangkat. Semua yang sudah dikirim hub tetap tersimpan,
          tetapi apa pun yang dikirim hub setelah ini ditolak.
        </p>
        <p className="mt-2">
          Pakai ini bila laptop hub hilang atau rusak. Bila hub masih ada, lebih baik tekan "Kembalikan ke pusat" di hub.
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={konfirmasi === 'cabut'}
        title="Cabut kode pasangan?"
        cancelLabel="Batal"
        confirmLabel="Cabut kode"
        confirmBusyLabel="Mencabut…"
        busy={sibuk}
        onCancel={() => setKonfirmasi(null)}
        onConfirm={() => void akhiri()}
      >
        Kode ini tidak dapat dipakai lagi untuk mengambil alih kompetisi.
      </ConfirmDialog>
    </div>
  );
}
