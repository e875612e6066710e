import { useId, useState } from 'react';
import { Clock } from 'lucide-react';
import type { IsiKejadian } from '../../../domain/skor';
import { IsianTeks } from './IsianTeks';

const PESAN = 'Tulis waktu sebagai menit:detik, mis. 1:25 (maksimal lama ronde)';

/** 'Atur waktu': sets the stopped round clock to a time the recorder types (m:ss), with an optional reason, as one logged event. */
export function AturWaktu({ sisa_ms, ronde_ms, tap }: { sisa_ms: number; ronde_ms: number; tap: (isi: IsiKejadian) => void }) {
  const id = useId();
  const [buka, setBuka] = useState(false);
  const [teks, setTeks] = useState('');
  const [alasan, setAlasan] = useState('');
  const [salah, setSalah] = useState<string | null>(null);
  if (!buka)
    return (
      <button
        type="button"
        className="btn btn-ghost btn-sm"
        onClick={() => {
          const s = Math.ceil(sisa_ms / 1000);
          setTeks(`${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`);
          setBuka(true);
        }}
      >
        <Clock className="size-4" aria-hidden="true" />
        Atur waktu
      </button>
    );
  const simpan = () => {
    const m = /^(\d{1,2}):([0-5]\d)$/.exec(teks.trim());
    const ms = m ? (Number(m[1]) * 60 + Number(m[2])) * 1000 : Number.NaN;
    if (!(ms >= 0 && ms <= ronde_ms)) {
      setSalah(PESAN);
      return;
    }
    tap(alasan.trim() ? { jenis: 'atur_waktu', sisa_ms: ms, alasan: alasan.trim() } : { jenis: 'atur_waktu', sisa_ms: ms });
    setBuka(false);
    setAlasan('');
  };
  return (
    <form
      className="space-y-2 rounded-box bg-base-200 p-2 text-left"
      aria-label="Atur waktu ronde"
      onSubmit={(e) => {
        e.preventDefault();
        simpan();
      }}
    >
      <label htmlFor={`${id}-w`} className="text-sm font-semibold">
        Sisa waktu ronde (menit:detik)
      </label>
      <IsianTeks
        id={`${id}-w`}
        inputMode="numeric"
        mono
        value={teks}
        salah={salah}
        onChange={(v) => {
          setTeks(v);
          setSalah(null);
        }}
      />
      <input
        className="input input-sm w-full"
        placeholder="Alasan (opsional)"
        aria-label="Alasan atur waktu"
        maxLength={200}
        value={alasan}
        onChange={(e) => setAlasan(e.target.value)}
      />
      <div className="flex gap-2">
        <button type="submit" className="btn btn-sm btn-warning">
          Simpan waktu
        </button>
        <button type="button" className="btn btn-sm btn-ghost" onClick={() => setBuka(false)}>
          Batal
        </button>
      </div>
    </form>
  );
}
