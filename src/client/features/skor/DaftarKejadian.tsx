import { useState } from 'react';
import { Pencil } from 'lucide-react';
import {
  KEJADIAN_MSG,
  SUDUT,
  TEKNIK,
  TEKNIK_INFO,
  bersihkanLog,
  type AturanKyorugi,
  type IsiKejadian,
  type IsiSkor,
  type KejadianBout,
  type KejadianEfektif,
  type Sudut,
  type Teknik,
} from '../../../domain/skor';
import { labelKejadian } from './label';

type Pilihan = Teknik | 'gam_jeom' | 'hapus';
const BISA_KOREKSI = new Set(['poin', 'gam_jeom']);

/** A correction of one point or gam-jeom: another technique or corner (a koreksi event with its reason), or removed (undo). */
function FormKoreksi({
  k,
  aturan,
  tap,
  tutup,
}: {
  k: KejadianEfektif;
  aturan: AturanKyorugi;
  tap: (isi: IsiKejadian) => void;
  tutup: () => void;
}) {
  const [sudut, setSudut] = useState<Sudut>(k.jenis === 'poin' || k.jenis === 'gam_jeom' ? k.sudut : 'B');
  const [pilih, setPilih] = useState<Pilihan>(k.jenis === 'poin' ? k.teknik : 'gam_jeom');
  const [alasan, setAlasan] = useState('');
  const [salah, setSalah] = useState<string | null>(null);
  const simpan = () => {
    if (pilih === 'hapus') {
      tap({ jenis: 'undo', target: k.seq });
      tutup();
      return;
    }
    if (alasan.trim() === '') {
      setSalah(KEJADIAN_MSG.alasan);
      return;
    }
    const pengganti: IsiSkor = pilih === 'gam_jeom' ? { jenis: 'gam_jeom', sudut } : { jenis: 'poin', sudut, teknik: pilih };
    tap({ jenis: 'koreksi', target: k.seq, pengganti, alasan: alasan.trim() });
    tutup();
  };
  return (
    <div className="space-y-2 rounded-box bg-warning/10 p-2 ring-1 ring-warning" role="group" aria-label={`Koreksi kejadian #${k.seq}`}>
      <div className="flex flex-wrap gap-2">
        <select
          className="select select-sm w-24"
          aria-label="Sudut pengganti"
          value={sudut}
          disabled={pilih === 'hapus'}
          onChange={(e) => setSudut(e.target.value as Sudut)}
        >
          {SUDUT.map((s) => (
            <option key={s} value={s}>
              {s === 'B' ? 'B (biru)' : 'R (merah)'}
            </option>
          ))}
        </select>
        <select
          className="select select-sm min-w-0 flex-1"
          aria-label="Teknik pengganti"
          value={pilih}
          onChange={(e) => setPilih(e.target.value as Pilihan)}
        >
          {TEKNIK.map((t) => (
            <option key={t} value={t}>
              +{aturan.poin_teknik[t]} {TEKNIK_INFO[t].label}
            </option>
          ))}
          <option value="gam_jeom">Gam-jeom</option>
          <option value="hapus">Hapus kejadian ini</option>
        </select>
      </div>
      {pilih !== 'hapus' && (
        <label className="block">
          <span className="text-sm">Alasan koreksi</span>
          <input
            className={`input input-sm w-full ${salah ? 'input-error' : ''}`}
            value={alasan}
            maxLength={200}
            onChange={(e) => {
              setAlasan(e.target.value);
              setSalah(null);
            }}
            aria-invalid={salah !== null}
          />
          {salah && (
            <span className="text-sm text-error" role="alert">
              {salah}
            </span>
          )}
        </label>
      )}
      <div className="flex gap-2">
        <button type="button" className="btn btn-sm btn-warning" onClick={simpan}>
          Simpan koreksi
        </button>
        <button type="button" className="btn btn-sm btn-ghost" onClick={tutup}>
          Batal
        </button>
      </div>
    </div>
  );
}

/** The bout's points and gam-jeoms in force, most recent first, each open to a correction while the bout is not saved. */
export function DaftarKejadian({
  log,
  aturan,
  aktif,
  tap,
}: {
  log: readonly KejadianBout[];
  aturan: AturanKyorugi;
  aktif: boolean;
  tap: (isi: IsiKejadian) => void;
}) {
  const [buka, setBuka] = useState<number | null>(null);
  const daftar = bersihkanLog(log)
    .kejadian.filter((k) => BISA_KOREKSI.has(k.jenis))
    .reverse();
  return (
    <details className="rounded-box bg-base-100 p-2 shadow-sm ring-1 ring-base-300">
      <summary className="cursor-pointer font-semibold">Catatan kejadian ({daftar.length})</summary>
      {daftar.length === 0 && <p className="p-2 text-sm opacity-70">Belum ada poin atau gam-jeom.</p>}
      <ol className="mt-2 space-y-1" aria-label="Catatan kejadian">
        {daftar.map((k) => (
          <li key={k.seq} data-kejadian={k.seq}>
            <div className="flex items-center gap-2">
              <span className="w-10 text-sm tabular-nums opacity-70">#{k.seq}</span>
              <span className="flex-1 font-semibold">
                {labelKejadian(k, aturan)}
                {k.dikoreksi && <span className="badge badge-warning badge-sm ml-2">dikoreksi</span>}
              </span>
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                disabled={!aktif}
                onClick={() => setBuka(buka === k.seq ? null : k.seq)}
                aria-label={`Koreksi #${k.seq}`}
              >
                <Pencil className="size-4" aria-hidden="true" />
                Koreksi
              </button>
            </div>
            {buka === k.seq && <FormKoreksi k={k} aturan={aturan} tap={tap} tutup={() => setBuka(null)} />}
          </li>
        ))}
      </ol>
    </details>
  );
}
