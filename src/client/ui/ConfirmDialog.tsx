import { useId, type ReactNode } from 'react';
import { useModalDialog } from './hooks/useModalDialog';

interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  confirmBusyLabel?: string;
  busy?: boolean;
  tone?: 'primary' | 'error';
  onCancel: () => void;
  onConfirm: () => void;
}

/** Modal confirmation on the native <dialog>: focus stays inside, Escape cancels, page scroll is locked. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, children, cancelLabel, confirmLabel, confirmBusyLabel, busy, tone = 'primary', onCancel, onConfirm } = props;
  const ref = useModalDialog(open);
  const titleId = useId();

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
      <div className="modal-box">
        <h2 id={titleId} className="text-lg font-bold">
          {title}
        </h2>
        {children && <div className="mt-3 text-sm text-base-content/85">{children}</div>}
        <div className="modal-action">
          <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </button>
          <button type="button" className={tone === 'error' ? 'btn btn-error' : 'btn btn-primary'} onClick={onConfirm} disabled={busy}>
            {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {busy && confirmBusyLabel ? confirmBusyLabel : confirmLabel}
          </button>
        </div>
      </div>
      <div className="modal-backdrop">
        <button type="button" tabIndex={-1} aria-hidden="true" onClick={() => !busy && onCancel()} />
      </div>
    </dialog>
  );
}
