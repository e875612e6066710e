import { useNavigate } from '@tanstack/react-router';
import { ChevronRight, X } from 'lucide-react';
import type { PesertaView } from '../../../data/kompetisi';
import { useModalDialog } from '../../../ui/hooks/useModalDialog';

/** A team row opens this picker; the chosen member's profile opens. */
export function AnggotaTimDialog({ peserta, onClose }: { peserta: PesertaView | null; onClose: () => void }) {
  const ref = useModalDialog(peserta !== null);
  const navigate = useNavigate();
  return (
    <dialog
      ref={ref}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby="anggota-title"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <div className="modal-box space-y-3 sm:max-w-md">
        <header className="flex items-center gap-2">
          <h2 id="anggota-title" className="flex-1 text-lg font-black">
            Pilih anggota tim
          </h2>
          <button type="button" className="btn btn-ghost btn-sm btn-circle" aria-label="Tutup" onClick={onClose}>
            <X className="size-5" aria-hidden="true" />
          </button>
        </header>
        <ul className="space-y-2">
          {peserta?.anggota_tim.map((m) => (
            <li key={m.atlet.id_atlet}>
              <button
                type="button"
                className="flex w-full items-center gap-3 rounded-box border border-base-300 p-3 text-left hover:border-primary"
                onClick={() => {
                  onClose();
                  void navigate({ to: '/dashboard/atlit/$id_atlet', params: { id_atlet: String(m.atlet.id_atlet) } });
                }}
              >
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold">{m.atlet.nama_atlet}</span>
                  <span className="block text-xs text-base-content/70">{m.atlet.dojang.nama_dojang}</span>
                </span>
                <ChevronRight className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      </div>
      <div className="modal-backdrop">
        <button type="button" tabIndex={-1} aria-hidden="true" onClick={onClose} />
      </div>
    </dialog>
  );
}
