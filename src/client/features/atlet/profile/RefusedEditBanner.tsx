import { AlertTriangle, Pencil, X } from 'lucide-react';
import toast from 'react-hot-toast';
import { discardQueued, type RefusedEdit } from '../../../data/atlet';

/** A queued edit the server refused: its message, then correct it (edit mode pre-filled) or let it go. */
export function RefusedEditBanner({ refused, onCorrect }: { refused: RefusedEdit; onCorrect: () => void }) {
  const discard = async () => {
    await discardQueued(refused.outboxId);
    toast('Perubahan yang ditolak diabaikan');
  };
  return (
    <div role="alert" className="alert flex flex-wrap items-start border-error/40 bg-error/5 text-sm text-base-content">
      <AlertTriangle className="mt-0.5 size-4 shrink-0 text-error" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">Perubahan data atlet ditolak server</p>
        <p className="break-words text-error">{refused.message}</p>
      </div>
      <div className="flex gap-2">
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => void discard()}>
          <X className="size-4" aria-hidden="true" /> Abaikan
        </button>
        <button type="button" className="btn btn-primary btn-sm" onClick={onCorrect}>
          <Pencil className="size-4" aria-hidden="true" /> Perbaiki
        </button>
      </div>
    </div>
  );
}
