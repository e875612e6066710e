import { useEffect, useId, useState, type FormEvent } from 'react';
import { CalendarRange } from 'lucide-react';
import { todayWib } from '../../../domain/atlet/umur';
import { rentangBawaan, rentangStatistik, type Rentang } from '../../../domain/statistik/rentang';

/**
 * The overview's date range: 'Dari' / 'Sampai' (default the last 30 days), checked as the server checks it
 * before it is applied; '30 hari terakhir' goes back to the default.
 */
export function RentangForm({ value, onChange, busy }: { value: Rentang; onChange: (r: Rentang) => void; busy: boolean }) {
  const id = useId();
  const [dari, setDari] = useState(value.dari);
  const [sampai, setSampai] = useState(value.sampai);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setDari(value.dari);
    setSampai(value.sampai);
  }, [value]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const r = rentangStatistik({ dari, sampai });
    if (!r.ok) return setError(r.pesan);
    setError(null);
    onChange({ dari: r.dari, sampai: r.sampai });
  };
  const bawaan = rentangBawaan();
  const isBawaan = value.dari === bawaan.dari && value.sampai === bawaan.sampai;

  return (
    <form onSubmit={submit} noValidate className="rounded-box bg-base-100 p-4 shadow ring-1 ring-base-300" aria-label="Rentang tanggal">
      <div className="flex flex-wrap items-end gap-3">
        <label className="w-full sm:w-auto" htmlFor={`${id}-dari`}>
          <span className="mb-1 block text-sm font-medium">Dari</span>
          <input
            id={`${id}-dari`}
            type="date"
            className="input w-full sm:w-44"
            value={dari}
            max={sampai || todayWib()}
            onChange={(e) => setDari(e.target.value)}
            aria-invalid={error !== null}
            required
          />
        </label>
        <label className="w-full sm:w-auto" htmlFor={`${id}-sampai`}>
          <span className="mb-1 block text-sm font-medium">Sampai</span>
          <input
            id={`${id}-sampai`}
            type="date"
            className="input w-full sm:w-44"
            value={sampai}
            min={dari}
            onChange={(e) => setSampai(e.target.value)}
            aria-invalid={error !== null}
            required
          />
        </label>
        <div className="flex w-full gap-2 sm:w-auto">
          <button type="submit" className="btn btn-primary flex-1 sm:flex-none" disabled={busy}>
            {busy ? (
              <span className="loading loading-spinner loading-xs" aria-hidden="true" />
            ) : (
              <CalendarRange className="size-4" aria-hidden="true" />
            )}
            Terapkan
          </button>
          <button
            type="button"
            className="btn flex-1 sm:flex-none"
            disabled={busy || isBawaan}
            onClick={() => {
              setError(null);
              onChange(rentangBawaan());
            }}
          >
            30 hari terakhir
          </button>
        </div>
      </div>
      {error && (
        <p className="mt-2 text-sm text-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
