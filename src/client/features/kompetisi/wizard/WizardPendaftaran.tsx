import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { X } from 'lucide-react';
import { JUMLAH_LANGKAH, WIZARD_MSG } from '../../../../domain/kompetisi/wizard';
import { daftarkanPeserta } from '../../../data/kompetisi';
import { ApiError } from '../../../data/api-error';
import type { Kompetisi } from '../../../data/online/kompetisi';
import { useModalDialog } from '../../../ui/hooks/useModalDialog';
import { LangkahAtlet } from './LangkahAtlet';
import { LangkahInfo } from './LangkahInfo';
import { LangkahDetail, LangkahGaya } from './LangkahPilihan';
import { useWizard } from './useWizard';

const JUDUL = ['Style dan Kategori', 'Detail Kategori', 'Pilih Atlet', 'Info Pendaftaran'];
const TOAST_ID = 'wizard-pendaftaran';

/** Refusals of the server's eligibility check read 'Validasi gagal: …'; others their own message. */
function gagalText(e: unknown): string {
  if (!(e instanceof ApiError)) return WIZARD_MSG.gagal;
  if (e.status === 400) return WIZARD_MSG.validasiGagal(e.message);
  return e.message || WIZARD_MSG.gagal;
}

/** The 4-step registration dialog: a sheet on phones, a modal from sm up; works offline. */
export function WizardPendaftaran({ kompetisi, open, onClose }: { kompetisi: Kompetisi; open: boolean; onClose: () => void }) {
  const wizard = useWizard(kompetisi);
  const ref = useModalDialog(open);
  const [busy, setBusy] = useState(false);
  /** The step's message: shown inside the dialog, since a modal <dialog> sits above every toast. */
  const [pesan, setPesan] = useState<string | null>(null);
  const { state } = wizard;
  useEffect(() => setPesan(null), [state]);

  const close = () => {
    if (busy) return;
    wizard.reset();
    setPesan(null);
    onClose();
  };
  const next = () => {
    setPesan(wizard.next());
    toast.dismiss(TOAST_ID);
  };
  const back = () => {
    if (!wizard.back()) close();
  };
  const submit = async () => {
    const hasil = wizard.payload();
    const kelas = hasil.ok ? wizard.kelasById(hasil.kelas.id_kelas_kejuaraan) : undefined;
    if (!hasil.ok || !kelas) return setPesan(hasil.ok ? WIZARD_MSG.kelasTidakDitemukan : hasil.pesan);
    setBusy(true);
    try {
      const { queued } = await daftarkanPeserta({ kompetisi, kelas, atlet: hasil.atlet });
      toast.success(queued ? `${WIZARD_MSG.berhasil} Tersimpan di perangkat — Menunggu sinkron.` : WIZARD_MSG.berhasil, { id: TOAST_ID });
      wizard.reset();
      onClose();
    } catch (e) {
      setPesan(gagalText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <dialog
      ref={ref}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby="wizard-title"
      onCancel={(e) => {
        e.preventDefault();
        close();
      }}
    >
      <div className="modal-box flex max-h-[92dvh] w-full flex-col gap-4 p-0 sm:max-w-xl">
        <header className="flex items-start gap-3 border-b border-base-300 px-5 pt-5 pb-4">
          <div className="min-w-0 flex-1">
            <p className="text-xs font-bold tracking-wider text-primary uppercase">
              Daftar Atlet · Langkah {state.langkah} dari {JUMLAH_LANGKAH}
            </p>
            <h2 id="wizard-title" className="text-lg font-black">
              {JUDUL[state.langkah - 1]}
            </h2>
            <p className="truncate text-xs text-base-content/70">{kompetisi.nama_event}</p>
          </div>
          <button type="button" className="btn btn-ghost btn-sm btn-circle" aria-label="Tutup" onClick={close}>
            <X className="size-5" aria-hidden="true" />
          </button>
        </header>
        <ol className="steps steps-horizontal w-full px-3 text-xs" aria-label="Langkah pendaftaran">
          {JUDUL.map((j, i) => (
            <li
              key={j}
              className={`step ${i < state.langkah ? 'step-primary' : ''}`}
              aria-current={i + 1 === state.langkah ? 'step' : undefined}
            >
              <span className="hidden sm:inline">{j}</span>
            </li>
          ))}
        </ol>
        <div className="min-h-0 flex-1 overflow-y-auto px-5 pb-2">
          {wizard.loading && (
            <p className="py-6 text-center text-sm" role="status">
              Memuat data...
            </p>
          )}
          {wizard.kelasError && (
            <p className="py-6 text-center text-sm text-error" role="alert">
              {wizard.kelasError.message}
            </p>
          )}
          {!wizard.loading && !wizard.kelasError && (
            <>
              {state.langkah === 1 && <LangkahGaya wizard={wizard} />}
              {state.langkah === 2 && <LangkahDetail wizard={wizard} />}
              {state.langkah === 3 && <LangkahAtlet wizard={wizard} />}
              {state.langkah === 4 && <LangkahInfo wizard={wizard} kompetisi={kompetisi} />}
            </>
          )}
        </div>
        {pesan && (
          <p className="mx-5 rounded-box bg-error/10 px-3 py-2 text-sm font-medium text-error" role="alert">
            {pesan}
          </p>
        )}
        <footer className="flex justify-between gap-2 border-t border-base-300 px-5 py-4">
          <button type="button" className="btn btn-ghost" onClick={back} disabled={busy}>
            Back
          </button>
          {state.langkah < JUMLAH_LANGKAH ? (
            <button type="button" className="btn btn-primary" onClick={next}>
              Selanjutnya
            </button>
          ) : (
            <button type="button" className="btn btn-primary" onClick={() => void submit()} disabled={busy}>
              {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}Daftar Sekarang
            </button>
          )}
        </footer>
      </div>
      <div className="modal-backdrop">
        <button type="button" tabIndex={-1} aria-hidden="true" onClick={close} />
      </div>
    </dialog>
  );
}
