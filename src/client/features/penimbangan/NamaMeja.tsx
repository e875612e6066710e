import { useEffect, useState } from 'react';
import { Pencil } from 'lucide-react';
import { PANJANG_NAMA_MEJA } from '../../../domain/penimbangan/schemas';
import { mejaTersimpan, saranMeja, simpanMeja } from '../../data/penimbangan';
import { currentUser } from '../../data/session';
import { ConfirmDialog } from '../../ui/ConfirmDialog';

/**
 * The desk's name on this device: asked the first time the desk opens (a suggestion filled in), remembered, shown in
 * the header and changeable there. Every attempt and void records it, so two tablets are told apart in the record.
 * Until it is chosen ('Nanti') the suggestion is used and the question comes back on the next opening.
 */
export function useNamaMeja() {
  const [tersimpan, setTersimpan] = useState(mejaTersimpan);
  const saran = saranMeja(currentUser());
  return {
    meja: tersimpan ?? saran,
    dipilih: tersimpan !== null,
    saran,
    simpan: (nama: string) => setTersimpan(simpanMeja(nama)),
  };
}

interface Props {
  meja: string;
  dipilih: boolean;
  onSimpan: (nama: string) => void;
}

export function NamaMeja({ meja, dipilih, onSimpan }: Props) {
  const [buka, setBuka] = useState(!dipilih);
  const [teks, setTeks] = useState(meja);
  const [salah, setSalah] = useState<string | null>(null);
  useEffect(() => {
    if (buka) {
      setTeks(meja);
      setSalah(null);
    }
  }, [buka, meja]);
  const simpan = () => {
    if (!teks.trim()) {
      setSalah('Nama meja wajib diisi');
      return;
    }
    onSimpan(teks);
    setBuka(false);
  };
  return (
    <>
      <button type="button" className="btn btn-outline btn-sm max-w-full" onClick={() => setBuka(true)} aria-label={`Ganti meja (${meja})`}>
        <span className="font-normal text-base-content/70">Meja:</span>
        <strong className="truncate" data-meja={meja}>
          {meja}
        </strong>
        <Pencil className="size-3.5" aria-hidden="true" />
      </button>
      <ConfirmDialog
        open={buka}
        title={dipilih ? 'Ganti nama untuk meja ini' : 'Nama untuk meja ini'}
        cancelLabel={dipilih ? 'Batal' : 'Nanti'}
        confirmLabel="Simpan"
        onCancel={() => setBuka(false)}
        onConfirm={simpan}
      >
        <form
          className="space-y-2"
          onSubmit={(e) => {
            e.preventDefault();
            simpan();
          }}
        >
          <p>Setiap percobaan timbang mencatat nama meja ini, agar tiap tablet terbedakan. Nama disimpan di perangkat ini.</p>
          <input
            className={`input w-full ${salah ? 'input-error' : ''}`}
            aria-label="Nama meja"
            value={teks}
            maxLength={PANJANG_NAMA_MEJA}
            onChange={(e) => {
              setTeks(e.target.value);
              setSalah(null);
            }}
          />
          {salah && (
            <p className="text-error" role="alert">
              {salah}
            </p>
          )}
        </form>
      </ConfirmDialog>
    </>
  );
}
