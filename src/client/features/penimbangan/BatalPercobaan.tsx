import { useState } from 'react';
import * as v from 'valibot';
import toast from 'react-hot-toast';
import { batalPercobaanSchema } from '../../../domain/penimbangan/schemas';
import { batalkanPercobaan, type EntriTampil, type PercobaanTampil } from '../../data/penimbangan';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { kg1 } from './meja-view';

const ALASAN_CEPAT = ['Salah ketik', 'Salah peserta', 'Timbangan belum nol'];

interface Props {
  id_kompetisi: number;
  x: EntriTampil;
  p: PercobaanTampil | null;
  meja: string;
  onTutup: () => void;
}

/**
 * Voiding one attempt, with a reason (the domain's schema, the one the server runs): queued in the athlete's chain
 * through the outbox, struck through on this desk at once, sent when there is a network.
 */
export function BatalPercobaan({ id_kompetisi, x, p, meja, onTutup }: Props) {
  const [alasan, setAlasan] = useState('');
  const [salah, setSalah] = useState<string | null>(null);
  const [sibuk, setSibuk] = useState(false);
  const tutup = () => {
    setAlasan('');
    setSalah(null);
    onTutup();
  };
  const kirim = async () => {
    if (!p) return;
    const cek = v.safeParse(batalPercobaanSchema, { alasan, meja });
    if (!cek.success) {
      setSalah(cek.issues[0].message);
      return;
    }
    setSibuk(true);
    try {
      await batalkanPercobaan(id_kompetisi, x.entri, p, cek.output);
      tutup();
    } catch (err) {
      toast.error(err instanceof Error ? err.message : 'Pembatalan tidak dapat disimpan');
    } finally {
      setSibuk(false);
    }
  };
  return (
    <ConfirmDialog
      open={p !== null}
      busy={sibuk}
      tone="error"
      title={p ? `Batalkan percobaan ${kg1(p.berat_gram)} kg?` : ''}
      cancelLabel="Kembali"
      confirmLabel="Ya, batalkan"
      confirmBusyLabel="Menyimpan…"
      onCancel={tutup}
      onConfirm={() => void kirim()}
    >
      <p>{x.entri.nama_atlet}: percobaan ini tetap tercatat, dicoret, dan tidak lagi dihitung. Hasil timbang dihitung ulang.</p>
      <label className="mt-3 block font-semibold" htmlFor="alasan-batal">
        Alasan pembatalan
      </label>
      <textarea
        id="alasan-batal"
        className={`textarea mt-1 w-full ${salah ? 'textarea-error' : ''}`}
        rows={2}
        maxLength={500}
        value={alasan}
        onChange={(e) => {
          setAlasan(e.target.value);
          setSalah(null);
        }}
      />
      <div className="mt-2 flex flex-wrap gap-2">
        {ALASAN_CEPAT.map((a) => (
          <button key={a} type="button" className="btn btn-xs btn-outline" onClick={() => setAlasan(a)}>
            {a}
          </button>
        ))}
      </div>
      {salah && (
        <p className="mt-2 text-error" role="alert">
          {salah}
        </p>
      )}
    </ConfirmDialog>
  );
}
