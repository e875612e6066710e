import { useEffect, useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { Construction } from 'lucide-react';
import { MAKS_PESAN_PEMELIHARAAN } from '../../../../domain/schemas/sistem';
import { MAINTENANCE_KEY, segarkanStatus, simpanMaintenance, useMaintenance } from '../../../data/online/sistem';
import { formatWaktuWib, pesanGagal } from './format';
import { SettingsCard } from '../SettingsCard';

/** The maintenance switch with the message users see in the banner. */
export function PemeliharaanCard() {
  const qc = useQueryClient();
  const state = useMaintenance();
  const [aktif, setAktif] = useState(false);
  const [pesan, setPesan] = useState('');
  const [menyimpan, setMenyimpan] = useState(false);
  const toggleId = useId();
  const pesanId = useId();

  useEffect(() => {
    if (state.data) {
      setAktif(state.data.aktif);
      setPesan(state.data.pesan);
    }
  }, [state.data]);

  const berubah = !!state.data && (aktif !== state.data.aktif || pesan.trim() !== state.data.pesan);

  async function simpan() {
    setMenyimpan(true);
    try {
      const { state: baru, message } = await simpanMaintenance({ aktif, pesan: pesan.trim() });
      qc.setQueryData(MAINTENANCE_KEY, baru);
      await segarkanStatus();
      toast.success(message);
    } catch (err) {
      toast.error(pesanGagal(err, 'Gagal menyimpan mode pemeliharaan'));
    } finally {
      setMenyimpan(false);
    }
  }

  const d = state.data;
  return (
    <SettingsCard
      icon={<Construction className="size-5" aria-hidden="true" />}
      title="Mode pemeliharaan"
      aside={
        d &&
        (d.aktif ? (
          <span className="badge badge-sm badge-warning">Aktif sejak {formatWaktuWib(d.sejak)}</span>
        ) : (
          <span className="badge badge-sm badge-ghost">Nonaktif</span>
        ))
      }
      description={
        <>
          Selama aktif, setiap perubahan dari pengguna selain ADMIN (pelatih, admin kompetisi, pendaftaran baru) ditolak sementara dengan
          pesan pemeliharaan; membaca data dan login tetap bisa. Perubahan yang dibuat pelatih di perangkatnya tetap tersimpan di sana dan
          terkirim otomatis setelah mode ini dimatikan. Semua pengunjung melihat pita pemberitahuan di bagian bawah layar.
        </>
      }
    >
      {state.isError && (
        <div role="alert" className="alert alert-error alert-soft mb-3 text-sm">
          <span>{pesanGagal(state.error, 'Gagal memuat mode pemeliharaan')}</span>
          <button type="button" className="btn btn-sm" onClick={() => void state.refetch()}>
            Coba lagi
          </button>
        </div>
      )}
      <form
        className="grid gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          void simpan();
        }}
        noValidate
      >
        <label htmlFor={toggleId} className="flex cursor-pointer items-center gap-3">
          <input
            id={toggleId}
            type="checkbox"
            className="toggle toggle-warning"
            checked={aktif}
            disabled={!d || menyimpan}
            onChange={(e) => setAktif(e.target.checked)}
          />
          <span className="font-medium">Aktifkan mode pemeliharaan</span>
        </label>
        <div>
          <label htmlFor={pesanId} className="mb-1 block text-sm font-medium">
            Pesan untuk pengguna (opsional)
          </label>
          <textarea
            id={pesanId}
            className="textarea textarea-bordered w-full"
            rows={2}
            maxLength={MAKS_PESAN_PEMELIHARAAN}
            placeholder="Contoh: Pencadangan data, selesai sekitar pukul 22.30 WIB"
            value={pesan}
            disabled={!d || menyimpan}
            onChange={(e) => setPesan(e.target.value)}
          />
          <p className="mt-1 text-right text-xs text-base-content/60">
            {pesan.length}/{MAKS_PESAN_PEMELIHARAAN}
          </p>
        </div>
        <div>
          <button type="submit" className="btn btn-primary" disabled={!berubah || menyimpan}>
            {menyimpan && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {menyimpan ? 'Menyimpan…' : 'Simpan'}
          </button>
        </div>
      </form>
    </SettingsCard>
  );
}
