import { useEffect, useState, type FormEvent } from 'react';
import { Minus, Plus, Scale } from 'lucide-react';
import { KEWAJARAN_MSG, kewajaranBerat } from '../../../domain/penimbangan/kewajaran';
import type { EntriTampil } from '../../data/penimbangan';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { bacaBerat, kg1 } from './meja-view';

/**
 * The measured weight, in kg with one decimal: a big field for the keyboard or the tablet's keypad, ±0,1 steps,
 * and 'Timbang'. Whether this kind of attempt may be made is the domain's rule (alasanTidakDitimbang, folded into
 * the entry by the desk's view): official attempts stop once used up (a random weigh-in is still possible), a
 * disqualified entry is not weighed; the server refuses the same with the same code. A weight no athlete has is
 * refused here before anything is queued, and one far from the class asks 'Yakin?' first (kewajaranBerat).
 */
export function FormBerat({ x, onTimbang }: { x: EntriTampil; onTimbang: (berat_gram: number, jenis: 'RESMI' | 'ACAK') => Promise<void> }) {
  const [teks, setTeks] = useState('');
  const [acak, setAcak] = useState(false);
  const [salah, setSalah] = useState<string | null>(null);
  const [sibuk, setSibuk] = useState(false);
  /** A weight far from the class, waiting for 'Ya, catat'. */
  const [yakin, setYakin] = useState<number | null>(null);
  useEffect(() => {
    setTeks('');
    setSalah(null);
    setYakin(null);
  }, [x.entri.id_peserta_kompetisi]);
  const tidak = x.tidakDitimbang[acak ? 'ACAK' : 'RESMI'];
  // Neither kind may be weighed (a disqualified entry): the whole form is closed.
  const tertutup = x.tidakDitimbang.RESMI !== null && x.tidakDitimbang.ACAK !== null;
  const geser = (d: number) => {
    const g = bacaBerat(teks) ?? Math.round(x.entri.batas_max ?? x.entri.batas_min) * 1000;
    setTeks(kg1(Math.max(1000, g + d)));
    setSalah(null);
  };
  const catat = async (g: number) => {
    setYakin(null);
    setSibuk(true);
    try {
      await onTimbang(g, acak ? 'ACAK' : 'RESMI');
      setTeks('');
    } finally {
      setSibuk(false);
    }
  };
  const kirim = (e: FormEvent) => {
    e.preventDefault();
    const g = bacaBerat(teks);
    if (g === null) {
      setSalah('Isi berat dalam kg dengan satu angka desimal, mis. 45,6');
      return;
    }
    const wajar = kewajaranBerat(g, x.kelas, x.pengaturan);
    if (wajar === 'mustahil') setSalah(KEWAJARAN_MSG.mustahil(g, x.pengaturan));
    else if (wajar === 'jauh') setYakin(g);
    else void catat(g);
  };
  return (
    <form onSubmit={kirim} className="space-y-3" noValidate>
      <label htmlFor="berat-timbang" className="block text-sm font-semibold">
        Berat terukur (kg)
      </label>
      <div className="flex items-stretch gap-2">
        <button
          type="button"
          className="btn btn-lg btn-square h-20 w-20"
          onClick={() => geser(-100)}
          aria-label="Kurangi 0,1 kg"
          disabled={tertutup}
        >
          <Minus className="size-7" aria-hidden="true" />
        </button>
        <input
          id="berat-timbang"
          name="berat"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0,0"
          className={`input input-lg h-20 min-w-0 flex-1 text-center font-mono text-5xl font-black ${salah ? 'input-error' : ''}`}
          value={teks}
          onChange={(e) => {
            setTeks(e.target.value);
            setSalah(null);
          }}
          disabled={tertutup}
          aria-invalid={salah ? true : undefined}
          aria-describedby={salah ? 'berat-timbang-msg' : undefined}
        />
        <button
          type="button"
          className="btn btn-lg btn-square h-20 w-20"
          onClick={() => geser(100)}
          aria-label="Tambah 0,1 kg"
          disabled={tertutup}
        >
          <Plus className="size-7" aria-hidden="true" />
        </button>
      </div>
      {salah && (
        <p id="berat-timbang-msg" className="text-sm font-medium text-error" role="alert">
          {salah}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <label className="label cursor-pointer gap-2 text-sm">
          <input
            type="checkbox"
            className="checkbox checkbox-sm"
            checked={acak}
            onChange={(e) => setAcak(e.target.checked)}
            disabled={tertutup}
          />
          Timbang acak (hari pertandingan)
        </label>
        <p className="text-sm font-semibold" data-percobaan={`${x.dipakai}/${x.maks}`}>
          Percobaan {x.dipakai} dari {x.maks}
        </p>
      </div>
      {tidak && !tertutup && (
        <p className="rounded-box bg-warning/15 p-2 text-sm" data-kode={tidak.kode}>
          {tidak.pesan}
        </p>
      )}
      <button type="submit" className="btn btn-primary btn-lg h-16 w-full text-xl" disabled={sibuk || tidak !== null}>
        <Scale className="size-6" aria-hidden="true" />
        Timbang
      </button>
      <ConfirmDialog
        open={yakin !== null}
        title={yakin === null ? '' : KEWAJARAN_MSG.jauh(yakin, x.kelas)}
        cancelLabel="Periksa lagi"
        confirmLabel="Ya, catat"
        onCancel={() => setYakin(null)}
        onConfirm={() => yakin !== null && void catat(yakin)}
      >
        Periksa angka di timbangan. Percobaan {acak ? 'acak' : 'resmi'} {x.entri.nama_atlet} akan dicatat dengan berat ini.
      </ConfirmDialog>
    </form>
  );
}
