import { useEffect, useState } from 'react';
import { angka } from './aturan-form';

/**
 * A whole-number field: keeps what is typed, passes each whole number on ('' as null when `kosong`), marks
 * anything else; the server checks the ranges and answers its message.
 */
export function Angka({
  label,
  nilai,
  onUbah,
  kosong = false,
  satuan,
}: {
  label: string;
  nilai: number | null;
  onUbah: (n: number | null) => void;
  kosong?: boolean;
  satuan?: string;
}) {
  const [teks, setTeks] = useState(nilai === null ? '' : String(nilai));
  useEffect(() => {
    setTeks((t) => (angka(t) === nilai || Number.isNaN(nilai) ? t : nilai === null ? '' : String(nilai)));
  }, [nilai]);
  const n = angka(teks);
  const salah = n === undefined || (n === null && !kosong);
  return (
    <label className="flex flex-col gap-1 text-sm font-semibold">
      <span>
        {label}
        {satuan && <span className="font-normal text-base-content/60"> ({satuan})</span>}
      </span>
      <input
        type="text"
        inputMode="numeric"
        className={`input w-full ${salah ? 'input-error' : ''}`}
        aria-invalid={salah}
        value={teks}
        placeholder={kosong ? 'Kosong: tidak dipakai' : undefined}
        onChange={(e) => {
          setTeks(e.target.value);
          // Not a whole number: sent as such (NaN goes out as null), so the server's message names the field.
          const baru = angka(e.target.value);
          onUbah(baru === undefined || (baru === null && !kosong) ? Number.NaN : baru);
        }}
      />
    </label>
  );
}
