import { useId, type FormEvent, type ReactNode } from 'react';
import { X } from 'lucide-react';
import { useModalDialog } from '../../../ui/hooks/useModalDialog';

interface DialogShellProps {
  open: boolean;
  title: string;
  description?: ReactNode;
  /** Closing is refused while false (busy, or recovery codes not yet confirmed as saved). */
  canClose: boolean;
  onClose: () => void;
  onSubmit?: (e: FormEvent) => void;
  children: ReactNode;
  actions: ReactNode;
}

/** A form in a native modal <dialog>: a bottom sheet on phones, centred from sm up. */
export function DialogShell({ open, title, description, canClose, onClose, onSubmit, children, actions }: DialogShellProps) {
  const ref = useModalDialog(open);
  const titleId = useId();
  const close = () => canClose && onClose();
  return (
    <dialog
      ref={ref}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        close();
      }}
    >
      <form
        className="modal-box max-h-[92dvh] space-y-4 sm:max-w-lg"
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit?.(e);
        }}
        noValidate
      >
        <div className="flex items-start gap-3">
          <div className="min-w-0 flex-1">
            <h2 id={titleId} className="text-lg font-bold">
              {title}
            </h2>
            {description && <p className="mt-0.5 text-sm text-base-content/75">{description}</p>}
          </div>
          {canClose && (
            <button type="button" className="btn btn-ghost btn-sm btn-circle -mt-1 -mr-2" onClick={close} aria-label="Tutup">
              <X className="size-4" aria-hidden="true" />
            </button>
          )}
        </div>
        {children}
        <div className="modal-action mt-2 flex-wrap">{actions}</div>
      </form>
      <div className="modal-backdrop">
        <button type="button" tabIndex={-1} aria-hidden="true" onClick={close} />
      </div>
    </dialog>
  );
}
