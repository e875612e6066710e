import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Save } from 'lucide-react';
import toast from 'react-hot-toast';
import { cekKtp } from '../../../../domain/atlet/ktp';
import { ATLET_MSG } from '../../../../domain/schemas/atlet';
import { ApiError } from '../../../data/api-error';
import { useAddAtlet } from '../../../data/atlet';
import { useTitle } from '../../../ui/hooks/useTitle';
import { PernyataanPersetujuan } from '../../../ui/privasi/PernyataanPersetujuan';
import { usePernyataan } from '../../../ui/privasi/usePernyataan';
import { AtletPageHeader } from '../AtletPageHeader';
import { DataPribadiSection } from './DataPribadiSection';
import { DataFisikSection } from './DataFisikSection';
import { DokumenSection } from './DokumenSection';
import { QueuedAddBanner } from './QueuedAddBanner';
import { useTambahAtletForm } from './useTambahAtletForm';
import { useDokumenSlots } from './useDokumenSlots';
import { useQueuedAddPrefill } from './useQueuedAddPrefill';
import { formErrorsFrom, ktpWajib, validateAtletForm } from './tambah-form';
import { ADD_MSG, addAtletErrorMessage } from './add-error';

/** Redirect delay after adding an athlete. */
const REDIRECT_MS = 1000;
const LIST_AFTER_ADD = '/dashboard/atlit?refresh=1';
const QUEUED_TOAST = 'Tersimpan di perangkat (Menunggu sinkron). Data atlet akan dikirim saat online.';

/** /dashboard/TambahAtlit; ?outbox=<id> corrects and resends a refused queued add. */
export function TambahAtletPage({ outboxId }: { outboxId?: string }) {
  useTitle('Tambah Atlit');
  const navigate = useNavigate();
  const form = useTambahAtletForm();
  const dokumen = useDokumenSlots();
  const persetujuan = usePernyataan();
  const { isSaving, save } = useAddAtlet();
  const [redirecting, setRedirecting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const redirectTimer = useRef<number | undefined>(undefined);
  const { reset: resetForm } = form;
  const { reset: resetDokumen } = dokumen;
  const { reset: resetPersetujuan } = persetujuan;
  const prefill = useQueuedAddPrefill(
    outboxId,
    useCallback(
      (values, files, fields) => {
        resetForm(values);
        resetDokumen(files);
        // The statement is made again when the add is corrected; the guardian's name stays.
        resetPersetujuan({ setuju: false, nama_wali: fields.nama_wali ?? '' });
      },
      [resetForm, resetDokumen, resetPersetujuan],
    ),
  );

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  const busy = isSaving || redirecting || prefill.status === 'loading';

  const focusFirstError = () => requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || dokumen.processing) return;
    const checked = validateAtletForm(form.values);
    const ktp = cekKtp({ tanggal_lahir: form.values.tanggal_lahir, adaKtp: Boolean(dokumen.files.ktp) });
    const pernyataan = persetujuan.periksa(form.values.tanggal_lahir);
    if (!checked.ok || ktp || !pernyataan.ok) {
      form.setErrors(checked.ok ? {} : checked.errors);
      dokumen.markErrors(ktp ? { ktp } : undefined);
      toast.error(!checked.ok ? ATLET_MSG.formGagal : (ktp ?? (pernyataan.ok ? ATLET_MSG.formGagal : pernyataan.pesan)));
      focusFirstError();
      return;
    }
    try {
      const replaceOutboxId = prefill.status === 'ready' ? prefill.outboxId : undefined;
      const { queued } = await save({ fields: checked.fields, files: dokumen.files, pernyataan: pernyataan.pernyataan, replaceOutboxId });
      if (queued) toast(QUEUED_TOAST, { icon: '☁️', duration: 5000 });
      else toast.success(<SuccessText />);
      form.reset();
      dokumen.reset();
      persetujuan.reset();
      setRedirecting(true);
      redirectTimer.current = window.setTimeout(() => void navigate({ href: LIST_AFTER_ADD }), REDIRECT_MS);
    } catch (err) {
      if (err instanceof ApiError && err.errors) {
        form.setErrors(formErrorsFrom(err.errors));
        dokumen.markErrors(err.errors);
        persetujuan.setErrors({ persetujuan: err.errors.persetujuan, nama_wali: err.errors.nama_wali });
        focusFirstError();
      }
      toast.error(addAtletErrorMessage(err));
    }
  };

  return (
    <div className="space-y-6">
      <AtletPageHeader title="TAMBAH ATLIT">
        <p className="text-sm text-base-content/80">Lengkapi data atlet dojang Anda. Kolom bertanda * wajib diisi.</p>
      </AtletPageHeader>
      <QueuedAddBanner state={prefill} />
      <form ref={formRef} className="card bg-base-100 shadow-lg ring-1 ring-base-300" onSubmit={(e) => void submit(e)} noValidate>
        <div className="card-body gap-8">
          <DataPribadiSection form={form} disabled={busy} />
          <DataFisikSection form={form} disabled={busy} />
          <DokumenSection dokumen={dokumen} disabled={busy} ktpWajib={ktpWajib(form.values.tanggal_lahir)} />
          <PernyataanPersetujuan form={persetujuan} tanggal_lahir={form.values.tanggal_lahir} disabled={busy} />
          <div className="flex flex-col-reverse gap-3 border-t border-base-300 pt-5 sm:flex-row sm:justify-end">
            <button type="button" className="btn btn-ghost" onClick={() => void navigate({ to: '/dashboard/atlit' })} disabled={isSaving}>
              Batal
            </button>
            <button type="submit" className="btn btn-primary" disabled={busy || dokumen.processing}>
              {isSaving ? (
                <span className="loading loading-spinner loading-sm" aria-hidden="true" />
              ) : (
                <Save className="size-4" aria-hidden="true" />
              )}
              {isSaving ? 'Menyimpan...' : dokumen.processing ? 'Memproses file...' : 'Simpan Data Atlit'}
            </button>
          </div>
        </div>
      </form>
    </div>
  );
}

function SuccessText() {
  return (
    <span>
      <strong className="block">{ADD_MSG.berhasil}</strong>
      <span className="text-sm">{ADD_MSG.berhasilDetail}</span>
    </span>
  );
}
