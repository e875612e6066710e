import { useEffect, type FormEvent } from 'react';
import { CloudUpload, Info, Pencil } from 'lucide-react';
import toast from 'react-hot-toast';
import { bolehPeran } from '../../../domain/akses';
import { useAuth } from '../../data/auth';
import { useDojangById, useMyDojang, useSaveDojang } from '../../data/dojang';
import { DojangLogoPanel } from './DojangLogoPanel';
import { DojangFields } from './DojangFields';
import { DojangNotFound, DojangSkeleton, PilihDojangHint } from './DojangStates';
import { trimValues, useDojangForm } from './useDojangForm';
import { dojangLoadMessage, dojangSaveMessage } from './dojang-load-error';
import { DOJANG_EDIT_FIELDS, checkDojangEdit, dojangRefusalErrors } from './dojang-form-errors';
import { firstField } from '../../ui/form/field-errors';
import { FormAlert } from '../../ui/form/FormAlert';
import { useTitle } from '../../ui/hooks/useTitle';
import { EditActions } from '../../ui/form/EditActions';
import { DojangValidasiCard } from '../../ui/DojangValidasiCard';

const QUEUED_TOAST = 'Tersimpan di perangkat. Perubahan akan disinkronkan saat online.';

/** /dashboard/dojang: whoever may keep a dojang (the coach) edits their own; anyone else the page lets in (an ADMIN) reads the one given by ?id=. */
export function DojangPage({ adminDojangId }: { adminDojangId?: number }) {
  useTitle('Data Dojang');
  const { user } = useAuth();
  const bacaSaja = !bolehPeran(user, 'dojang.kelola');
  const mine = useMyDojang();
  const byId = useDojangById(bacaSaja ? adminDojangId : undefined);
  const query = bacaSaja ? byId : mine;
  const dojang = query.data;
  const form = useDojangForm(dojang);
  const { save, isSaving } = useSaveDojang();
  const loadError = query.error ? dojangLoadMessage(query.error, bacaSaja) : undefined;

  useEffect(() => {
    if (loadError) toast.error(loadError, { id: 'dojang-load' });
  }, [loadError]);

  const { feedback } = form;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!dojang) {
      toast.error('Data tidak lengkap');
      return;
    }
    // A blank name (or any other refused value) is marked under its field and nothing is saved.
    const checked = checkDojangEdit(form.values);
    if (!checked.ok) {
      feedback.show(checked.errors, checked.toast);
      return;
    }
    feedback.reset();
    try {
      const { queued } = await save({ id_dojang: dojang.id_dojang, fields: trimValues(form.values), logo: form.logo });
      if (queued) toast(QUEUED_TOAST, { icon: '☁️', id: 'dojang-save' });
      else feedback.success('Data dojang berhasil diperbarui');
      form.finish();
    } catch (err) {
      const shown = dojangSaveMessage(err);
      const fields = dojangRefusalErrors(err, shown);
      feedback.show(fields, shown, firstField(DOJANG_EDIT_FIELDS, fields) ? null : shown);
    }
  };

  let body;
  if (bacaSaja && !adminDojangId) body = <PilihDojangHint />;
  else if (!dojang && query.isLoading) body = <DojangSkeleton />;
  else if (!dojang) body = <DojangNotFound detail={loadError} />;
  else {
    body = (
      <form ref={feedback.formRef} className="card bg-base-100 shadow-lg ring-1 ring-base-300" onSubmit={(e) => void submit(e)} noValidate>
        <div className="card-body gap-6">
          <header className="flex flex-wrap items-center justify-between gap-3">
            <div className="flex items-center gap-3">
              <h2 className="text-lg font-black tracking-wide">INFORMASI DOJANG</h2>
              {dojang.pending && (
                <span className="badge badge-warning gap-1">
                  <CloudUpload className="size-3.5" aria-hidden="true" /> Menunggu sinkron
                </span>
              )}
              {bacaSaja && <span className="badge badge-ghost">Hanya baca</span>}
            </div>
            {!bacaSaja && !form.editing && (
              <button type="button" className="btn btn-primary btn-sm" onClick={form.startEdit}>
                <Pencil className="size-4" aria-hidden="true" /> Ubah Data Dojang
              </button>
            )}
          </header>
          {form.editing && (
            <div role="note" className="alert border-warning/50 bg-warning/15 text-sm text-base-content">
              <Info className="size-4 shrink-0" aria-hidden="true" />
              Anda sedang mengubah data dojang. Jangan lupa klik Simpan untuk menyimpan perubahan.
            </div>
          )}
          <DojangLogoPanel
            dojang={dojang}
            editing={form.editing}
            saving={isSaving}
            logo={form.logo}
            onLogo={form.setLogo}
            error={feedback.errors.logo}
          />
          <DojangFields
            values={form.values}
            errors={feedback.errors}
            onChange={form.set}
            onWilayah={form.setWilayah}
            readOnly={bacaSaja || !form.editing}
            busy={isSaving}
          />
          {form.editing && <FormAlert message={feedback.formError} />}
          {form.editing && <EditActions saving={isSaving} onCancel={form.cancel} />}
        </div>
      </form>
    );
  }

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-black tracking-tight sm:text-3xl">DATA DOJANG</h1>
        <p className="text-sm text-base-content/80">Informasi lengkap dojang yang terdaftar di Arena TKD.</p>
      </header>
      {!bacaSaja && <DojangValidasiCard dojang={dojang} />}
      {body}
    </div>
  );
}
