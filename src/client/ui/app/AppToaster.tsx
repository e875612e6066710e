import { useEffect } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';

const TOAST_LIMIT = 20;

/** Toast defaults; at most 20 visible, the oldest is dismissed first. */
export function AppToaster() {
  const { toasts } = useToasterStore();

  useEffect(() => {
    const visible = toasts.filter((t) => t.visible).sort((a, b) => a.createdAt - b.createdAt);
    visible.slice(0, Math.max(0, visible.length - TOAST_LIMIT)).forEach((t) => toast.dismiss(t.id));
  }, [toasts]);

  return (
    <Toaster
      position="top-center"
      containerStyle={{ top: 'max(12px, env(safe-area-inset-top))' }}
      toastOptions={{
        className: 'text-sm font-medium',
        style: { borderRadius: '0.75rem', maxWidth: '28rem' },
        error: { duration: 4000 },
        success: { duration: 2000 },
        loading: { duration: Infinity },
        blank: { duration: 4000 },
        custom: { duration: 4000 },
      }}
    />
  );
}
