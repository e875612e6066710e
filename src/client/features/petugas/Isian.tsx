import type { ReactNode } from 'react';

/** A labelled field with its refusal under it (the form's own check or the server's, in place). */
export function Isian({
  id,
  label,
  galat,
  children,
}: {
  id: string;
  label: string;
  galat?: string;
  children: (aria: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  return (
    <div className="form-control min-w-0">
      <label htmlFor={id} className="label-text text-sm">
        {label}
      </label>
      {children({ id, ...(galat ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-msg` } : {}) })}
      {galat && (
        <p id={`${id}-msg`} className="mt-1 text-xs font-medium text-error" role="alert">
          {galat}
        </p>
      )}
    </div>
  );
}

export interface PilihanLapangan {
  id_lapangan: number;
  nama: string;
}
export interface HariLapangan {
  id_hari: number;
  label: string;
  lapangan: PilihanLapangan[];
}

/** The competition's courts, by match day (optgroups). */
export function OpsiLapangan({ hari, kosong }: { hari: readonly HariLapangan[]; kosong: string }) {
  return (
    <>
      <option value="">{hari.some((h) => h.lapangan.length > 0) ? 'Pilih lapangan' : kosong}</option>
      {hari.map((h) => (
        <optgroup key={h.id_hari} label={h.label}>
          {h.lapangan.map((l) => (
            <option key={l.id_lapangan} value={l.id_lapangan}>
              {l.nama} · {h.label}
            </option>
          ))}
        </optgroup>
      ))}
    </>
  );
}

/** A refusal of the whole form or dialog (not one field's), where it was made. */
export function GalatForm({ pesan }: { pesan: string | null }) {
  if (!pesan) return null;
  return (
    <p className="alert alert-error alert-soft py-2 text-sm" role="alert">
      {pesan}
    </p>
  );
}
