import { useEffect, useId, useState } from 'react';
import { ALASAN_CEPAT, ALASAN_MAX, cekAlasanTolak } from '../../../../domain/kompetisi/alasan-tolak';
import type { PesertaView } from '../../../data/kompetisi';
import { useModalDialog } from '../../../ui/hooks/useModalDialog';
import { kolom } from './validasi-view';

interface Props {
  peserta: PesertaView | null;
  busy: boolean;
  /** The server's refusal of the reason, if any. */
  error: string | null;
  onCancel: () => void;
  onSubmit: (alasan: string) => void;
}

/** 'Tolak' asks first: the reason is required (the coach reads it), common ones one tap away. */
export function TolakDialog({ peserta, busy, error, onCancel, onSubmit }: Props) {
  const ref = useModalDialog(peserta !== null);
  const id = useId();
  const [alasan, setAlasan] = useState('');
  const [salah, setSalah] = useState<string | null>(null);
  useEffect(() => {
    if (!peserta) return;
    setAlasan(peserta.status === 'REJECTED' ? (peserta.alasan_ditolak ?? '') : '');
    setSalah(null);
  }, [peserta]);
  const pesan = salah ?? error;
  const c = peserta ? kolom(peserta) : null;

  const submit = () => {
    const cek = cekAlasanTolak(alasan);
    setSalah(cek);
    if (!cek) onSubmit(alasan.trim());
  };

  return (
    <dialog
      ref={ref}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby={`${id}-judul`}
      onCancel={(e) => {
        e.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <form
        className="modal-box space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        noValidate
      >
        <h2 id={`${id}-judul`} className="text-lg font-bold">
          Tolak peserta?
        </h2>
        {c && (
          <p className="text-sm break-words">
            <span className="font-semibold">{c.nama}</span> · {c.kategori} {c.level} · {c.kelompokUsia}
            {c.kelasBerat !== '-' ? ` · ${c.kelasBerat}` : c.kelasPoomsae !== '-' ? ` · ${c.kelasPoomsae}` : ''}
          </p>
        )}
        <p className="text-sm text-base-content/80">
          Alasan ini tampil pada daftar peserta pelatih dan dikirim dalam pemberitahuan penolakan.
        </p>
        <div className="flex flex-wrap gap-2" role="group" aria-label="Alasan umum">
          {ALASAN_CEPAT.map((a) => (
            <button
              key={a}
              type="button"
              className={`btn btn-xs ${alasan.trim() === a ? 'btn-error' : 'btn-outline'}`}
              disabled={busy}
              aria-pressed={alasan.trim() === a}
              onClick={() => {
                setAlasan(a);
                setSalah(null);
              }}
            >
              {a}
            </button>
          ))}
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-alasan`} className="text-sm font-semibold">
            Alasan penolakan <span className="text-error">*</span>
          </label>
          <textarea
            id={`${id}-alasan`}
            className={`textarea w-full ${pesan ? 'textarea-error' : ''}`}
            rows={3}
            maxLength={ALASAN_MAX}
            placeholder="Contoh: Berat badan tidak sesuai kelas yang dipilih"
            value={alasan}
            disabled={busy}
            onChange={(e) => {
              setAlasan(e.target.value);
              setSalah(null);
            }}
            aria-invalid={pesan ? true : undefined}
            aria-describedby={`${id}-pesan`}
          />
          <div className="flex justify-between gap-2 text-xs">
            <span id={`${id}-pesan`} className="text-error" role={pesan ? 'alert' : undefined}>
              {pesan}
            </span>
            <span className="text-base-content/60 tabular-nums">
              {alasan.length}/{ALASAN_MAX}
            </span>
          </div>
        </div>
        <div className="modal-action mt-0">
          <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={busy}>
            Batal
          </button>
          <button type="submit" className="btn btn-error" disabled={busy}>
            {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {busy ? 'Menyimpan...' : 'Tolak'}
          </button>
        </div>
      </form>
      <div className="modal-backdrop">
        <button type="button" tabIndex={-1} aria-hidden="true" onClick={() => !busy && onCancel()} />
      </div>
    </dialog>
  );
}
