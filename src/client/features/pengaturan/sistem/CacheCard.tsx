import { useState } from 'react';
import toast from 'react-hot-toast';
import { Eraser } from 'lucide-react';
import type { HasilBersihkan } from '../../../../domain/schemas/sistem';
import { bersihkanCache } from '../../../data/online/sistem';
import { formatAngka, pesanGagal } from './format';
import { SettingsCard } from '../SettingsCard';

/** 'Bersihkan cache': what the server emptied and deleted, counted. */
export function CacheCard() {
  const [busy, setBusy] = useState(false);
  const [hasil, setHasil] = useState<HasilBersihkan | null>(null);

  async function bersihkan() {
    setBusy(true);
    try {
      const r = await bersihkanCache();
      setHasil(r.hasil);
      toast.success(r.message);
    } catch (err) {
      toast.error(pesanGagal(err, 'Gagal membersihkan cache'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <SettingsCard
      icon={<Eraser className="size-5" aria-hidden="true" />}
      title="Bersihkan cache"
      description="Mengosongkan cache baca server dan menghapus data sementara yang sudah tidak terpakai: catatan idempotency lebih dari 7 hari, tantangan login dua langkah, kode reset password dan sesi login yang sudah kedaluwarsa. Data lain tidak tersentuh."
    >
      <button type="button" className="btn btn-outline" onClick={() => void bersihkan()} disabled={busy}>
        {busy ? (
          <span className="loading loading-spinner loading-sm" aria-hidden="true" />
        ) : (
          <Eraser className="size-4" aria-hidden="true" />
        )}
        {busy ? 'Membersihkan…' : 'Bersihkan cache'}
      </button>
      {hasil && (
        <ul className="mt-4 grid gap-1 text-sm" aria-label="Hasil pembersihan">
          <li>{hasil.cache_baca ? 'Cache baca server dikosongkan' : 'Cache baca tidak dipakai di server ini (PostgreSQL)'}</li>
          <li>{formatAngka(hasil.idempotency)} catatan idempotency lama dihapus</li>
          <li>{formatAngka(hasil.login_tantangan)} tantangan login kedaluwarsa dihapus</li>
          <li>{formatAngka(hasil.kode_reset)} kode reset password kedaluwarsa dihapus</li>
          <li>{formatAngka(hasil.sesi)} sesi login kedaluwarsa dihapus</li>
        </ul>
      )}
    </SettingsCard>
  );
}
