import { useEffect, useState, type FormEvent } from 'react';
import { useRouter } from '@tanstack/react-router';
import { Info, Pencil } from 'lucide-react';
import toast from 'react-hot-toast';
import { cekKtp } from '../../../../domain/atlet/ktp';
import { PAS_FOTO_WAJIB } from '../../../../domain/schemas/atlet-files';
import { ApiError } from '../../../data/api-error';
import { boleh, bolehPeran } from '../../../../domain/akses';
import { useAuth } from '../../../data/auth';
import { useAtlet, useUpdateAtlet } from '../../../data/atlet';
import { RefusedEditBanner } from './RefusedEditBanner';
import { EditActions } from '../../../ui/form/EditActions';
import { useTitle } from '../../../ui/hooks/useTitle';
import { NikTersamar } from '../../../ui/privasi/NikTersamar';
import { PernyataanPersetujuan } from '../../../ui/privasi/PernyataanPersetujuan';
import { PersetujuanKartu } from '../../../ui/privasi/PersetujuanKartu';
import { RiwayatAkses } from '../../../ui/privasi/RiwayatAkses';
import { usePernyataan } from '../../../ui/privasi/usePernyataan';
import { AtletPageHeader } from '../AtletPageHeader';
import { AtletProfileHeader } from './AtletProfileHeader';
import { AtletDataFields } from './AtletDataFields';
import { AtletDokumenSection } from './AtletDokumenSection';
import { AtletNotFound, AtletProfileSkeleton } from './AtletProfileStates';
import { punyaDokumen, punyaPasFoto, valuesToUpdateFields } from './atlet-edit-values';
import { atletUpdateMessage } from './atlet-update-error';
import { useAtletEditForm } from './useAtletEditForm';

export const QUEUED_TOAST = 'Tersimpan di perangkat. Perubahan akan disinkronkan saat online.';
export const SAVED_TOAST = 'Data atlet berhasil diperbarui';

/** /dashboard/atlit/{id_atlet}: any logged-in user reads; only who may edit athletes (the coach) edits a server row. */
export function AtletProfilePage({ idParam }: { idParam: string }) {
  useTitle('Detail Atlit');
  const { user } = useAuth();
  const bolehUbah = bolehPeran(user, 'atlet.ubah');
  const router = useRouter();
  const query = useAtlet(idParam);
  const atlet = query.data;
  const form = useAtletEditForm(atlet);
  const { save, isSaving } = useUpdateAtlet();
  // A withdrawn consent ends processing: the server refuses edits, so none is offered.
  const canEdit = bolehUbah && atlet?.id_atlet != null && atlet.persetujuan?.status !== 'DICABUT';
  /** An athlete added before consent was asked: its next edit carries the statement. */
  const mintaPersetujuan = atlet?.persetujuan?.status === 'BELUM';
  const pernyataan = usePernyataan();
  const sasaran = { id_dojang: atlet?.id_dojang ?? null };
  /** The refused queued edit this edit corrects, if any. */
  const [correcting, setCorrecting] = useState<string | undefined>();

  useEffect(() => {
    if (query.error && !query.notFound) toast.error(query.error.message || 'Gagal memuat data atlet', { id: 'atlet-load' });
  }, [query.error, query.notFound]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!atlet || atlet.id_atlet === null) return;
    const removed = form.hapus.includes('pas_foto');
    if (!punyaPasFoto({ stored: atlet.pas_foto ?? null, pending: atlet.localFiles.pas_foto, chosen: form.files.pas_foto, removed })) {
      form.setErrors({ pas_foto: PAS_FOTO_WAJIB });
      toast.error(PAS_FOTO_WAJIB);
      return;
    }
    const adaKtp = punyaDokumen({
      stored: atlet.ktp ?? null,
      pending: atlet.localFiles.ktp,
      chosen: form.files.ktp,
      removed: form.hapus.includes('ktp'),
    });
    const ktp = cekKtp({ tanggal_lahir: form.values.tanggal_lahir, adaKtp });
    if (ktp) {
      form.setErrors({ ktp });
      toast.error(ktp);
      return;
    }
    const statement = mintaPersetujuan ? pernyataan.periksa(form.values.tanggal_lahir) : undefined;
    if (statement && !statement.ok) {
      toast.error(statement.pesan);
      return;
    }
    try {
      const { queued } = await save({
        id_atlet: atlet.id_atlet,
        fields: valuesToUpdateFields(form.values),
        files: form.files,
        hapus: form.hapus,
        replaceOutboxId: correcting,
        pernyataan: statement?.ok ? statement.pernyataan : undefined,
      });
      pernyataan.reset();
      setCorrecting(undefined);
      if (queued) toast(QUEUED_TOAST, { icon: '☁️' });
      else toast.success(SAVED_TOAST);
      form.finish();
    } catch (err) {
      form.setErrors(err instanceof ApiError && err.errors ? err.errors : {});
      if (err instanceof ApiError && err.errors)
        pernyataan.setErrors({ persetujuan: err.errors.persetujuan, nama_wali: err.errors.nama_wali });
      toast.error(atletUpdateMessage(err));
    }
  };

  let body;
  if (!atlet && query.isLoading) body = <AtletProfileSkeleton />;
  else if (!atlet) body = <AtletNotFound detail={query.notFound ? undefined : query.error?.message} />;
  else {
    body = (
      <form className="card bg-base-100 shadow-lg ring-1 ring-base-300" onSubmit={(e) => void submit(e)} noValidate>
        <div className="card-body gap-6">
          <AtletProfileHeader atlet={atlet} onEdit={canEdit && !form.editing ? form.startEdit : undefined} />
          {bolehUbah && atlet.rejected && atlet.outboxId && (
            <button
              type="button"
              className="btn btn-outline btn-sm w-fit"
              onClick={() => router.history.push(`/dashboard/TambahAtlit?outbox=${atlet.outboxId}`)}
            >
              <Pencil className="size-4" aria-hidden="true" /> Perbaiki dan kirim ulang
            </button>
          )}
          {canEdit && query.refusedEdit && !form.editing && (
            <RefusedEditBanner
              refused={query.refusedEdit}
              onCorrect={() => {
                setCorrecting(query.refusedEdit!.outboxId);
                form.startEditFrom(query.refusedEdit!);
              }}
            />
          )}
          {form.editing && (
            <div role="note" className="alert border-warning/50 bg-warning/15 text-sm text-base-content">
              <Info className="size-4 shrink-0" aria-hidden="true" />
              Anda sedang mengubah data atlet. Jangan lupa klik Simpan untuk menyimpan perubahan.
            </div>
          )}
          <section className="space-y-3" aria-labelledby="atlet-data">
            <h3 id="atlet-data" className="text-lg font-bold">
              Data Atlit
            </h3>
            <AtletDataFields
              form={form}
              saving={isSaving}
              nikTampil={
                <NikTersamar
                  id="atlet-nik"
                  id_atlet={atlet.id_atlet}
                  nik={atlet.nik ?? null}
                  bolehLihat={boleh(user, 'atlet.lihatNik', sasaran)}
                />
              }
            />
          </section>
          <AtletDokumenSection atlet={atlet} form={form} saving={isSaving} />
          {form.editing && mintaPersetujuan && (
            <PernyataanPersetujuan form={pernyataan} tanggal_lahir={form.values.tanggal_lahir} disabled={isSaving} />
          )}
          {form.editing && (
            <EditActions
              saving={isSaving}
              onCancel={() => {
                setCorrecting(undefined);
                pernyataan.reset();
                form.cancel();
              }}
            />
          )}
          <PersetujuanKartu atlet={atlet} bolehUbah={bolehUbah} sedangMengubah={form.editing} />
          {atlet.id_atlet !== null && boleh(user, 'privasi.riwayatAkses', sasaran) && (
            <RiwayatAkses id_atlet={atlet.id_atlet} bolehEkspor={boleh(user, 'privasi.eksporAkses')} />
          )}
        </div>
      </form>
    );
  }

  return (
    <div className="space-y-6">
      <AtletPageHeader title="DETAIL ATLIT" />
      {body}
    </div>
  );
}
