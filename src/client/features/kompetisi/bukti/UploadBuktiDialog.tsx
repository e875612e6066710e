import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { MessageCircle, Upload, X } from 'lucide-react';
import { formatRupiah } from '../../../../domain/kompetisi/biaya';
import { pesanWhatsAppPembayaran, tautanWhatsApp } from '../../../../domain/kompetisi/kontak';
import { BUKTI_MSG, BUKTI_TRANSFER_RULE } from '../../../../domain/schemas/bukti-transfer';
import { ApiError, errorMessage } from '../../../data/api-error';
import { uploadBukti } from '../../../data/kompetisi';
import { useMyDojang } from '../../../data/dojang';
import type { Kompetisi } from '../../../data/online/kompetisi';
import { formatFileSize, judgeFile } from '../../../ui/form/judge-file';
import { useObjectUrl } from '../../../ui/form/useObjectUrl';
import { useModalDialog } from '../../../ui/hooks/useModalDialog';
import { BuktiList } from './BuktiList';
import { TagihanCard } from './TagihanCard';
import { usePembayaranSaya } from './usePembayaran';

const CLOSE_AFTER_MS = 1500;

/** "Payment proof": the invoice, the WA confirmation, the upload, and the dojang's proofs. */
export function UploadBuktiDialog({ kompetisi, open, onClose }: { kompetisi: Kompetisi; open: boolean; onClose: () => void }) {
  const ref = useModalDialog(open);
  const timer = useRef<number | undefined>(undefined);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [konfirmasi, setKonfirmasi] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const pilihan = useRef(0);
  const preview = useObjectUrl(file);
  const dojang = useMyDojang();
  const { tagihan, bayar } = usePembayaranSaya(kompetisi);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  // The dialog's state resets on every close.
  const reset = () => {
    window.clearTimeout(timer.current);
    pilihan.current += 1;
    setFile(null);
    setError(null);
    setKonfirmasi(false);
    setDone(false);
    setProgress(null);
    onClose();
  };
  const close = () => {
    if (!busy) reset();
  };
  // A phone photo is compressed on the device first (as the athlete documents are), then judged by the 5MB rule.
  const choose = async (chosen: File | undefined) => {
    setDone(false);
    if (!chosen) return;
    const n = ++pilihan.current;
    setProgress(0);
    const verdict = await judgeFile(chosen, BUKTI_TRANSFER_RULE, (p) => n === pilihan.current && setProgress(p)).catch((e: unknown) => ({
      ok: false as const,
      message: e instanceof ApiError ? e.message : 'Gagal membaca file',
    }));
    if (n !== pilihan.current) return;
    setProgress(null);
    setError(verdict.ok ? null : verdict.message);
    setFile(verdict.ok ? verdict.file : null);
  };
  const submit = async () => {
    if (!file) return setError(BUKTI_MSG.fileWajib);
    if (!konfirmasi) return void toast.error(BUKTI_MSG.konfirmasiWa);
    setBusy(true);
    try {
      const { queued } = await uploadBukti({ kompetisi, file, nama_dojang: dojang.data?.nama_dojang ?? '' });
      toast.success(queued ? `${BUKTI_MSG.uploadBerhasil} Menunggu sinkron.` : BUKTI_MSG.uploadBerhasil);
      setDone(true);
      setFile(null);
      timer.current = window.setTimeout(reset, CLOSE_AFTER_MS);
    } catch (e) {
      toast.error(errorMessage(e, BUKTI_MSG.gagalUpload));
    } finally {
      setBusy(false);
    }
  };
  // The committee's WhatsApp opens with the confirmation written: dojang, participants, amount (what is still owed
  // once part was accepted), transfer note.
  const jumlah = bayar.terverifikasi > 0 ? bayar.sisa : tagihan.total;
  const wa = tautanWhatsApp(
    kompetisi.kontak_whatsapp,
    pesanWhatsAppPembayaran({
      nama_event: kompetisi.nama_event,
      nama_dojang: dojang.data?.nama_dojang,
      jumlah_peserta: tagihan.jumlah_peserta,
      total: jumlah > 0 ? formatRupiah(jumlah) : null,
      berita_transfer: tagihan.jumlah_peserta > 0 ? tagihan.berita_transfer : null,
    }),
  );

  return (
    <dialog
      ref={ref}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby="bukti-title"
      onCancel={(e) => {
        e.preventDefault();
        close();
      }}
    >
      <div className="modal-box max-h-[92dvh] space-y-4 sm:max-w-lg">
        <header className="flex items-start gap-3">
          <h2 id="bukti-title" className="flex-1 text-lg font-black">
            Upload Bukti Transfer
          </h2>
          <button type="button" className="btn btn-ghost btn-sm btn-circle" aria-label="Tutup" onClick={close}>
            <X className="size-5" aria-hidden="true" />
          </button>
        </header>
        <TagihanCard kompetisi={kompetisi} />
        <div className="space-y-1.5">
          <label htmlFor="bukti-file" className="text-sm font-semibold">
            File bukti transfer
          </label>
          <label
            htmlFor="bukti-file"
            className={`flex cursor-pointer flex-col items-center gap-2 rounded-box border-2 border-dashed p-4 text-center text-sm ${error ? 'border-error' : 'border-base-300 hover:border-primary'}`}
          >
            {preview ? (
              <img src={preview} alt="Pratinjau bukti transfer" className="max-h-40 rounded object-contain" />
            ) : (
              <Upload className="size-6 text-base-content/60" aria-hidden="true" />
            )}
            <span className={file ? 'max-w-full truncate' : ''}>
              {file
                ? `${file.name} (${formatFileSize(file.size)})`
                : 'Pilih gambar (JPG, PNG, WebP, maks. 5MB; foto besar dikecilkan otomatis)'}
            </span>
          </label>
          <input
            id="bukti-file"
            type="file"
            className="sr-only"
            accept="image/jpeg,image/png,image/webp"
            disabled={progress !== null}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'bukti-file-error' : undefined}
            onChange={(e) => {
              void choose(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          {progress !== null && (
            <p className="text-sm text-base-content/75" role="status">
              Mengompres gambar... {progress}%
            </p>
          )}
          {error && (
            <p id="bukti-file-error" className="text-sm text-error">
              {error}
            </p>
          )}
          {done && (
            <p className="text-sm text-success" role="status">
              {BUKTI_MSG.uploadBerhasil}
            </p>
          )}
        </div>
        <label className="flex items-start gap-3 rounded-box bg-base-200/70 p-3 text-sm">
          <input
            type="checkbox"
            className="checkbox checkbox-primary checkbox-sm mt-0.5"
            checked={konfirmasi}
            onChange={(e) => setKonfirmasi(e.target.checked)}
          />
          <span>
            Saya sudah mengonfirmasi pembayaran ke panitia melalui WhatsApp
            {wa && (
              <>
                {' '}
                ke{' '}
                <a className="link link-primary inline-flex items-center gap-1" href={wa} target="_blank" rel="noreferrer">
                  <MessageCircle className="size-3.5" aria-hidden="true" />
                  {kompetisi.kontak_nama ?? 'panitia'}
                </a>
              </>
            )}
            .
          </span>
        </label>
        {!konfirmasi && <p className="text-xs text-warning-content">{BUKTI_MSG.konfirmasiWa}</p>}
        <div className="modal-action mt-0">
          <button type="button" className="btn btn-ghost" onClick={close} disabled={busy}>
            Batal
          </button>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => void submit()}
            disabled={busy || progress !== null || !konfirmasi || !file}
          >
            {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}Upload
          </button>
        </div>
        <section className="space-y-2 border-t border-base-300 pt-3" aria-label="Bukti transfer dojang">
          <h3 className="text-sm font-bold">Bukti transfer dojang Anda</h3>
          <BuktiList id_kompetisi={kompetisi.id_kompetisi} />
        </section>
      </div>
      <div className="modal-backdrop">
        <button type="button" tabIndex={-1} aria-hidden="true" onClick={close} />
      </div>
    </dialog>
  );
}
