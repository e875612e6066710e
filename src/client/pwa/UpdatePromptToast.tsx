import { applySwUpdate, dismissSwUpdate } from './sw-update-store';

/** Toast asking the user to load the new version. The user decides: no auto-reload. */
export function UpdatePromptToast() {
  return (
    <div className="toast toast-end toast-bottom z-50">
      <div role="status" aria-live="polite" className="alert alert-info shadow-lg">
        <span>Versi baru tersedia</span>
        <div className="flex gap-2">
          <button type="button" className="btn btn-sm btn-primary" onClick={applySwUpdate}>
            Muat ulang
          </button>
          <button type="button" className="btn btn-sm btn-ghost" onClick={dismissSwUpdate}>
            Nanti
          </button>
        </div>
      </div>
    </div>
  );
}
