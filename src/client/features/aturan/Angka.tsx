import { useEffect, useState } from 'react';
import { angka } from './aturan-form';

/**
 * A whole-number field: keeps what is typed, passes each whole number on (and '' as null when `kosong`);
 * the server checks the ranges and answers its message.
 */
export function Angka({ label, nilai, onUbah, kosong = false, satuan }: {
  label: string; nilai: number | null; onUbah: (n: number | null) => void; kosong?: boolean; satuan?: string;
}) {
  const [teks, setTeks] = useState(nilai === null ? '' : String(nilai));
  useEffect(() => {
    setTeks((t) => (angka(t) === nilai ? t : nilai === null ? '' : String(nilai)));
  }, [nilai]);
  return (
    <label className="flex flex-col gap-1 text-sm font-semibold">
      <span>{label}{satuan && <span className="font-normal text-base-content/60"> ({satuan})</span>}</span>
      <input type="text" inputMode="numeric" className="input w-full" value={teks}
        placeholder={kosong ? 'Kosong: tidak dipakai' : undefined}
        onChange={(e) => {
          setTeks(e.target.value);
          const n = angka(e.target.value);
          if (n === undefined || (n === null && !kosong)) return;
          onUbah(n);
        }} />
    </label>
  );
}
