import { useState } from 'react';
import toast from 'react-hot-toast';
import { nyatakanPersetujuan } from '../../data/privasi';
import { PernyataanPersetujuan } from './PernyataanPersetujuan';
import { usePernyataan } from './usePernyataan';

interface Props {
  atlet: { id_atlet: number; nama_atlet: string; tanggal_lahir: string };
  idPrefix: string;
}

/**
 * The statement for an athlete added before consent was asked, and 'Simpan persetujuan': queued on the athlete's own
 * line (offline too), so an entry made after it waits for it.
 */
export function NyatakanPersetujuan({ atlet, idPrefix }: Props) {
  const form = usePernyataan();
  const [busy, setBusy] = useState(false);
  /** Said here too: inside the registration dialog a toast sits under the modal. */
  const [gagal, setGagal] = useState<string | null>(null);
  const simpan = async () => {
    const periksa = form.periksa(atlet.tanggal_lahir);
    if (!periksa.ok) return;
    const { pernyataan } = periksa;
    setBusy(true);
    setGagal(null);
    try {
      const { queued } = await nyatakanPersetujuan({ ...atlet, pernyataan });
      toast.success(queued ? 'Persetujuan tersimpan di perangkat (Menunggu sinkron)' : 'Persetujuan pemrosesan data atlet tercatat');
      form.reset();
    } catch (e) {
      setGagal((e as Error).message);
      toast.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="space-y-2">
      <PernyataanPersetujuan form={form} tanggal_lahir={atlet.tanggal_lahir} disabled={busy} idPrefix={idPrefix} />
      <button type="button" className="btn btn-primary btn-sm" onClick={() => void simpan()} disabled={busy}>
        {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        Simpan persetujuan
      </button>
      {gagal && (
        <p className="text-sm font-medium text-error" role="alert">
          {gagal}
        </p>
      )}
    </div>
  );
}
