import { useEffect, useRef } from 'react';
import { useScrollLock } from './useScrollLock';

/** A native <dialog> shown as a modal while `open` (focus stays inside, Escape fires cancel), page scroll locked. */
export function useModalDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useScrollLock(open);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return ref;
}
