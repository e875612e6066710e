import { useEffect, useRef } from 'react';
import { Share, SquarePlus, X } from 'lucide-react';

/**
 * How to install on an iPhone or iPad, where Safari has no install prompt: the Share icon, then
 * 'Tambahkan ke Layar Utama'. A native modal <dialog> (Escape and the backdrop close it).
 */
export function IosInstallSteps({ open, onClose }: { open: boolean; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="modal modal-bottom sm:modal-middle text-base-content"
      aria-labelledby="ios-install-title"
      onClose={onClose}
    >
      <div className="modal-box space-y-4">
        <header className="flex items-start gap-3">
          <h2 id="ios-install-title" className="flex-1 text-lg font-black">
            Pasang Arena TKD di iPhone/iPad
          </h2>
          <button type="button" className="btn btn-ghost btn-sm btn-circle" aria-label="Tutup" onClick={onClose}>
            <X className="size-5" aria-hidden="true" />
          </button>
        </header>
        <ol className="space-y-3 text-sm">
          <li className="flex items-start gap-3">
            <span className="badge badge-primary shrink-0">1</span>
            <span>
              Ketuk ikon <strong>Bagikan</strong>{' '}
              <Share className="inline size-4 align-text-bottom text-info" aria-label="(ikon Bagikan)" /> di bilah Safari (bawah layar di
              iPhone, kanan atas di iPad).
            </span>
          </li>
          <li className="flex items-start gap-3">
            <span className="badge badge-primary shrink-0">2</span>
            <span>
              Gulir ke bawah, lalu pilih <strong>Tambahkan ke Layar Utama</strong>{' '}
              <SquarePlus className="inline size-4 align-text-bottom" aria-hidden="true" />.
            </span>
          </li>
          <li className="flex items-start gap-3">
            <span className="badge badge-primary shrink-0">3</span>
            <span>
              Ketuk <strong>Tambah</strong>. Arena TKD muncul di layar utama dan tetap bisa dibuka tanpa sinyal.
            </span>
          </li>
        </ol>
        <div className="modal-action mt-0">
          <button type="button" className="btn btn-primary" onClick={onClose}>
            Mengerti
          </button>
        </div>
      </div>
      <div className="modal-backdrop">
        <button type="button" tabIndex={-1} aria-hidden="true" onClick={onClose} />
      </div>
    </dialog>
  );
}
