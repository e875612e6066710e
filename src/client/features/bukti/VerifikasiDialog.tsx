import { useEffect, useId, useState } from 'react';
import { formatRupiah } from '../../../domain/kompetisi/biaya';
import type { BuktiStatus } from '../../../domain/schemas/bukti-transfer';
import { useModalDialog } from '../../ui/hooks/useModalDialog';
import type { Target } from './useVerifikasi';

const TEKS: Readonly<Record<BuktiStatus, { judul: string; tombol: string; busy: string; tone: string; hint: string }>> = {
  DITERIMA: {
    judul: 'Terima bukti transfer?',
    tombol: 'Terima',
    busy: 'Menyimpan...',
    tone: 'btn-success',
    hint: 'Pembayaran dianggap lunas: pelatih tidak dapat lagi menghapus atau memindahkan kelas peserta dojang ini yang sudah terdaftar.',
  },
  DITOLAK: {
    judul: 'Tolak bukti transfer?',
    tombol: 'Tolak',
    busy: 'Menyimpan...',
    tone: 'btn-error',
    hint: 'Tuliskan alasan penolakan. Catatan ini tampil pada daftar bukti transfer pelatih.',
  },
  MENUNGGU: {
    judul: 'Kembalikan ke Menunggu?',
    tombol: 'Kembalikan',
    busy: 'Menyimpan...',
    tone: 'btn-primary',
    hint: 'Status verifikasi dibatalkan; peserta dojang ini dapat diubah lagi oleh pelatihnya.',
  },
};

interface Props {
  target: Target | null;
  busy: boolean;
  error: string | null;
  onCancel: () => void;
  onSubmit: (catatan: string) => void;
}

/** The review with its note (required for a rejection), over the card or the viewer. */
export function VerifikasiDialog({ target, busy, error, onCancel, onSubmit }: Props) {
  const ref = useModalDialog(target !== null);
  const id = useId();
  const [catatan, setCatatan] = useState('');
  useEffect(() => {
    if (target) setCatatan(target.status === target.bukti.status_verifikasi ? (target.bukti.catatan_verifikasi ?? '') : '');
  }, [target]);
  const teks = TEKS[target?.status ?? 'DITERIMA'];
  const wajib = target?.status === 'DITOLAK';

  return (
    <dialog
      ref={ref}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby={`${id}-judul`}
      onCancel={(e) => {
        e.preventDefault();
        onCancel();
      }}
    >
      <form
        className="modal-box space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit(catatan);
        }}
        noValidate
      >
        <h2 id={`${id}-judul`} className="text-lg font-bold">
          {teks.judul}
        </h2>
        {target && (
          <p className="text-sm">
            <span className="font-semibold">{target.bukti.tb_dojang.nama_dojang}</span> · tagihan{' '}
            <span className="font-semibold">{formatRupiah(target.bukti.tagihan.total)}</span> ({target.bukti.tagihan.jumlah_peserta}{' '}
            peserta)
          </p>
        )}
        <p className="text-sm text-base-content/80">{teks.hint}</p>
        <div className="space-y-1">
          <label htmlFor={`${id}-catatan`} className="text-sm font-semibold">
            Catatan untuk pelatih{' '}
            {wajib ? <span className="text-error">*</span> : <span className="font-normal text-base-content/70">(opsional)</span>}
          </label>
          <textarea
            id={`${id}-catatan`}
            className={`textarea w-full ${error ? 'textarea-error' : ''}`}
            rows={3}
            maxLength={500}
            placeholder={wajib ? 'Contoh: Nominal transfer kurang Rp 500.000' : 'Contoh: Pembayaran diterima, terima kasih'}
            value={catatan}
            onChange={(e) => setCatatan(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            disabled={busy}
          />
          <div className="flex justify-between gap-2 text-xs">
            <span id={`${id}-error`} className="text-error">
              {error}
            </span>
            <span className="text-base-content/60 tabular-nums">{catatan.length}/500</span>
          </div>
        </div>
        <div className="modal-action mt-0">
          <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={busy}>
            Batal
          </button>
          <button type="submit" className={`btn ${teks.tone}`} disabled={busy}>
            {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {busy ? teks.busy : teks.tombol}
          </button>
        </div>
      </form>
      <div className="modal-backdrop">
        <button type="button" tabIndex={-1} aria-hidden="true" onClick={() => !busy && onCancel()} />
      </div>
    </dialog>
  );
}
