import { useId } from 'react';

/** One corner's score field of 'Update Match Result'. */
export function Skor({
  label,
  sudut,
  nama,
  value,
  step,
  error,
  onChange,
}: {
  label: string;
  sudut: 'B' | 'R';
  nama: string;
  value: string;
  step: string;
  error?: string;
  onChange: (v: string) => void;
}) {
  const id = useId();
  return (
    <div className={`rounded-box border-l-4 p-3 ${sudut === 'B' ? 'border-info bg-info/5' : 'border-error bg-error/5'}`}>
      <label htmlFor={id} className="block text-xs font-semibold text-base-content/75">
        {label}
      </label>
      <p className="truncate font-bold" title={nama}>
        {nama}
      </p>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        min={0}
        step={step}
        className={`input input-lg mt-2 w-full text-center text-2xl font-black ${error ? 'input-error' : ''}`}
        value={value}
        placeholder="0"
        onChange={(e) => onChange(e.target.value)}
        aria-label={`Skor ${nama}`}
        aria-invalid={error ? true : undefined}
      />
      {error && <p className="mt-1 text-xs text-error">{error}</p>}
    </div>
  );
}
