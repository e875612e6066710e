import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Eye, EyeOff } from 'lucide-react';
import toast from 'react-hot-toast';
import { nikTersamar } from '../../../domain/privasi/nik';
import { ApiError } from '../../data/api-error';
import { kunciRiwayatAkses, tampilkanNik } from '../../data/privasi';
import { Field } from '../form/Field';
import { READ_ONLY_CLASS } from '../form/TextField';

interface Props {
  id: string;
  id_atlet: number | null;
  /** As the server sent it: masked ('3271••••••••0004'); a NIK typed on this device and still queued is whole. */
  nik: string | null;
  /** The ADMIN checking eligibility and the athlete's own coach may see it whole (the policy's 'atlet.lihatNik'). */
  bolehLihat: boolean;
  className?: string;
}

/**
 * The NIK as everyone sees it, masked; 'Tampilkan' asks the server for the whole number (recorded in the athlete's
 * access record each time) and shows it until 'Sembunyikan' or the page is left. It is never kept on the device.
 */
export function NikTersamar({ id, id_atlet, nik, bolehLihat, className }: Props) {
  const [utuh, setUtuh] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();
  const dapatDibuka = bolehLihat && id_atlet !== null && nikTersamar(nik);

  const buka = async () => {
    if (id_atlet === null) return;
    setBusy(true);
    try {
      setUtuh(await tampilkanNik(id_atlet));
      // The look is in the access record now: the record on this page shows it.
      void queryClient.invalidateQueries({ queryKey: kunciRiwayatAkses(id_atlet) });
    } catch (e) {
      toast.error(e instanceof ApiError && e.status === 0 ? 'NIK hanya dapat ditampilkan saat terhubung ke server' : (e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Field
      id={id}
      label="NIK"
      hint={
        utuh
          ? 'Ditampilkan utuh: tercatat di riwayat akses atlet ini.'
          : dapatDibuka
            ? 'Disamarkan untuk melindungi data pribadi.'
            : undefined
      }
      className={className}
    >
      <div className={`input w-full ${READ_ONLY_CLASS}`}>
        <input id={id} className="grow font-mono tracking-wider" value={utuh ?? nik ?? ''} placeholder="-" readOnly />
        {dapatDibuka && (
          <button
            type="button"
            className="btn btn-ghost btn-xs"
            onClick={() => (utuh ? setUtuh(null) : void buka())}
            disabled={busy}
            aria-label={utuh ? 'Sembunyikan NIK' : 'Tampilkan NIK'}
          >
            {busy ? (
              <span className="loading loading-spinner loading-xs" aria-hidden="true" />
            ) : utuh ? (
              <EyeOff className="size-4" aria-hidden="true" />
            ) : (
              <Eye className="size-4" aria-hidden="true" />
            )}
            {utuh ? 'Sembunyikan' : 'Tampilkan'}
          </button>
        )}
      </div>
    </Field>
  );
}
