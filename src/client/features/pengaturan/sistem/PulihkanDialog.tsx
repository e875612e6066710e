import { useEffect, useId, useState } from 'react';
import { TriangleAlert } from 'lucide-react';
import { KATA_KONFIRMASI } from '../../../../domain/schemas/sistem';
import { useModalDialog } from '../../../ui/hooks/useModalDialog';

interface PulihkanDialogProps {
  /** What is restored ('cadangan 22 Nov 2025 02.00 WIB', a file name); null = closed. */
  sumber: string | null;
  busy: boolean;
  /** Upload progress 0..1 while a file is sent; null otherwise. */
  progress: number | null;
  onCancel: () => void;
  onConfirm: (konfirmasi: string) => void;
}

/** The restore confirmation: says what is replaced and asks the ADMIN to type PULIHKAN. */
export function PulihkanDialog({ sumber, busy, progress, onCancel, onConfirm }: PulihkanDialogProps) {
  const open = sumber !== null;
  const ref = useModalDialog(open);
  const titleId = useId();
  const inputId = useId();
  const [ketik, setKetik] = useState('');
  useEffect(() => {
    if (open) setKetik('');
  }, [open]);
  const cocok = ketik.trim() === KATA_KONFIRMASI;
  const label = progress !== null && progress < 1 ? `Mengunggah ${Math.round(progress * 100)}%` : 'Memulihkan…';

  return (
    <dialog
      ref={ref}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <form
        className="modal-box space-y-4 sm:max-w-lg"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (cocok && !busy) onConfirm(ketik.trim());
        }}
      >
        <div className="flex items-start gap-3">
          <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-error/10 text-error">
            <TriangleAlert className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <h2 id={titleId} className="text-lg font-bold">
              Pulihkan data dari cadangan?
            </h2>
            <p className="mt-0.5 break-words text-sm text-base-content/75">{sumber}</p>
          </div>
        </div>
        <ul className="list-disc space-y-1 pl-5 text-sm text-base-content/85">
          <li>
            Semua data saat ini (akun, dojang, atlet, kompetisi, peserta, bagan, pengaturan, log aktivitas) dan semua berkas unggahan{' '}
            <strong>diganti</strong> dengan isi cadangan. Perubahan setelah cadangan dibuat akan hilang.
          </li>
          <li>Sesi login juga diganti dengan isi cadangan: Anda mungkin perlu login kembali setelah pemulihan.</li>
          <li>Aktifkan mode pemeliharaan lebih dulu agar tidak ada perubahan pengguna yang masuk selama pemulihan.</li>
        </ul>
        <div className="form-control">
          <label htmlFor={inputId} className="mb-1 block text-sm font-medium">
            Ketik <span className="font-mono font-bold">{KATA_KONFIRMASI}</span> untuk melanjutkan
          </label>
          <input
            id={inputId}
            className="input input-bordered w-full font-mono"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={ketik}
            disabled={busy}
            onChange={(e) => setKetik(e.target.value)}
          />
        </div>
        {busy && progress !== null && (
          <progress
            className="progress progress-error w-full"
            value={Math.round(progress * 100)}
            max={100}
            aria-label="Kemajuan unggahan"
          />
        )}
        <div className="modal-action mt-2">
          <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={busy}>
            Batal
          </button>
          <button type="submit" className="btn btn-error" disabled={!cocok || busy}>
            {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {busy ? label : 'Pulihkan data'}
          </button>
        </div>
      </form>
      <div className="modal-backdrop">
        <button type="button" tabIndex={-1} aria-hidden="true" onClick={() => !busy && onCancel()} />
      </div>
    </dialog>
  );
}
