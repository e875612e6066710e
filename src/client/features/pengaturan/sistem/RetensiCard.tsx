import { useEffect, useState } from 'react';
import { RefreshCw, ShieldCheck } from 'lucide-react';
import toast from 'react-hot-toast';
import * as v from 'valibot';
import { RETENSI_HARI_BAWAAN, RETENSI_HARI_MAKS, RETENSI_HARI_MIN, RETENSI_MSG, retensiSettingSchema } from '../../../../domain/retensi';
import { SettingsCard } from '../SettingsCard';
import { formatAngka, formatWaktuWib, pesanGagal } from './format';
import { useRetensiSetting, useSimpanRetensi } from './retensi-api';

/** Settings › Sistem: how long athletes' identity documents are kept after their last competition, and the job's last run. */
export function RetensiCard() {
  const setting = useRetensiSetting();
  const simpan = useSimpanRetensi();
  const [teks, setTeks] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (setting.data) setTeks(String(setting.data.retensi_hari));
  }, [setting.data]);

  const input = v.safeParse(retensiSettingSchema, { retensi_hari: teks.trim() === '' ? Number.NaN : Number(teks) });
  const galat = input.success ? null : RETENSI_MSG.hari;
  const berubah = input.success && input.output.retensi_hari !== setting.data?.retensi_hari;
  const terakhir = setting.data?.terakhir;

  async function kirim() {
    if (busy || !input.success || !berubah) return;
    setBusy(true);
    try {
      toast.success(await simpan(input.output), { id: 'retensi-setting' });
    } catch (e) {
      toast.error(pesanGagal(e, 'Gagal menyimpan masa simpan dokumen'), { id: 'retensi-setting' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <SettingsCard
      icon={<ShieldCheck className="size-5" aria-hidden="true" />}
      title="Masa Simpan Dokumen Identitas"
      description={
        <>
          Akte kelahiran dan KK/KTP atlet hanya dipakai untuk memeriksa keabsahan peserta. Setiap hari pukul 02.00 WIB dokumen itu dihapus
          bila semua kompetisi yang diikuti atlet sudah selesai lebih lama dari masa simpan ini. Tercatat tetap bahwa dokumen pernah
          diverifikasi (oleh siapa dan kapan); pas foto, hasil pertandingan, bagan dan medali tidak berubah.
        </>
      }
    >
      {setting.isPending && <div className="skeleton h-20 w-full" role="status" aria-label="Memuat masa simpan dokumen" />}
      {setting.isError && (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
          <span className="text-error">{pesanGagal(setting.error, 'Gagal memuat masa simpan dokumen')}</span>
          <button type="button" className="btn btn-outline btn-sm" onClick={() => void setting.refetch()} disabled={setting.isFetching}>
            <RefreshCw className="size-4" aria-hidden="true" /> Coba Lagi
          </button>
        </div>
      )}
      {setting.data && (
        <form
          className="grid gap-3"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void kirim();
          }}
        >
          <div className="flex flex-wrap items-end gap-3">
            <label className="form-control w-full max-w-56">
              <span className="label-text mb-1 text-sm font-medium">Masa simpan (hari, bawaan {RETENSI_HARI_BAWAAN})</span>
              <input
                type="number"
                inputMode="numeric"
                min={RETENSI_HARI_MIN}
                max={RETENSI_HARI_MAKS}
                step={1}
                className={`input input-bordered w-full ${galat ? 'input-error' : ''}`}
                value={teks}
                onChange={(e) => setTeks(e.target.value)}
                aria-invalid={galat !== null}
                aria-describedby={galat ? 'retensi-galat' : undefined}
                disabled={busy}
              />
            </label>
            <button type="submit" className="btn btn-primary" disabled={busy || !berubah}>
              {busy ? 'Menyimpan…' : 'Simpan'}
            </button>
          </div>
          {galat && (
            <p id="retensi-galat" className="text-sm text-error">
              {galat}
            </p>
          )}
          <p className="text-xs text-base-content/70">
            {terakhir
              ? `Terakhir dijalankan ${formatWaktuWib(terakhir.waktu)}: dokumen ${formatAngka(terakhir.atlet)} atlet dihapus (${formatAngka(terakhir.berkas)} berkas).`
              : 'Belum pernah dijalankan.'}
            {setting.data.diperbarui_pada && ` Masa simpan diubah ${formatWaktuWib(setting.data.diperbarui_pada)}.`}
          </p>
        </form>
      )}
    </SettingsCard>
  );
}
