import { Save, X } from 'lucide-react';

/** The 'Batal' / 'Simpan' bar of a form in edit mode ('Menyimpan...' while saving). */
export function EditActions({ saving, onCancel }: { saving: boolean; onCancel: () => void }) {
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-base-300 pt-5 sm:flex-row sm:justify-end">
      <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={saving}>
        <X className="size-4" aria-hidden="true" /> Batal
      </button>
      <button type="submit" className="btn btn-primary" disabled={saving}>
        {saving ? (
          <span className="loading loading-spinner loading-sm" aria-hidden="true" />
        ) : (
          <Save className="size-4" aria-hidden="true" />
        )}
        {saving ? 'Menyimpan...' : 'Simpan'}
      </button>
    </div>
  );
}
