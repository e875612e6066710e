import { useState } from 'react';
import { RotateCcw } from 'lucide-react';
import { KEJADIAN_MSG, type IsiKejadian } from '../../../domain/skor';
import { IsianTeks } from './IsianTeks';

/** 'Koreksi ronde': reopens the last round played (the domain says which may be), with a reason that goes into the record. */
export function KoreksiRonde({ ronde, tap }: { ronde: number | null; tap: (isi: IsiKejadian) => void }) {
  const [buka, setBuka] = useState(false);
  const [alasan, setAlasan] = useState('');
  const [salah, setSalah] = useState<string | null>(null);
  if (ronde === null) return null;
  if (!buka)
    return (
      <button type="button" className="btn btn-outline btn-warning btn-sm" onClick={() => setBuka(true)}>
        <RotateCcw className="size-4" aria-hidden="true" />
        Koreksi ronde {ronde}
      </button>
    );
  return (
    <form
      className="space-y-2 rounded-box bg-warning/10 p-2 text-left ring-1 ring-warning"
      aria-label={`Koreksi ronde ${ronde}`}
      onSubmit={(e) => {
        e.preventDefault();
        if (!alasan.trim()) {
          setSalah(KEJADIAN_MSG.alasanRonde);
          return;
        }
        tap({ jenis: 'ronde_buka', ronde, alasan: alasan.trim() });
        setBuka(false);
        setAlasan('');
      }}
    >
      <p className="text-sm">
        Ronde {ronde} dibuka lagi: kemenangannya dibatalkan dan waktu berhenti di sisa saat ronde berakhir. Tulis alasannya untuk catatan.
      </p>
      <IsianTeks
        label="Alasan koreksi ronde"
        placeholder="mis. ronde diakhiri terlalu cepat"
        value={alasan}
        salah={salah}
        onChange={(v) => {
          setAlasan(v);
          setSalah(null);
        }}
      />
      <div className="flex gap-2">
        <button type="submit" className="btn btn-sm btn-warning">
          Buka ronde {ronde}
        </button>
        <button type="button" className="btn btn-sm btn-ghost" onClick={() => setBuka(false)}>
          Batal
        </button>
      </div>
    </form>
  );
}
