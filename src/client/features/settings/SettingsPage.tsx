import { useEffect, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import toast from 'react-hot-toast';
import { ApiError, serverMessage } from '../../data/api-error';
import { useAuth } from '../../data/auth';
import { usePelatihFiles, useProfile, useSaveProfile, UploadRejectedError } from '../../data/queries/pelatih';
import { ProfileSummaryCard } from './ProfileSummaryCard';
import { PersonalInfoCard } from './PersonalInfoCard';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { useProfileForm, valuesToFields } from './useProfileForm';
import { useTitle } from '../../ui/hooks/useTitle';

export const QUEUED_TOAST = 'Tersimpan di perangkat. Perubahan akan disinkronkan saat online.';

/** /settings 'Kelola Profil Anda' (spec 000 §2). */
export function SettingsPage() {
  useTitle('Kelola Profil');
  const { user } = useAuth();
  const profile = useProfile();
  const files = usePelatihFiles();
  const { save, isSaving } = useSaveProfile();
  const form = useProfileForm(profile.data);
  const [dialogOpen, setDialogOpen] = useState(false);

  // While the profile loads nothing is known yet; after a failed load the session's name still helps.
  const name = profile.data?.nama_pelatih || (profile.isLoading ? 'MEMUAT PROFIL' : user?.pelatih?.nama_pelatih || 'Pengguna');
  const email = profile.data?.akun.email ?? user?.email ?? '';

  useEffect(() => {
    if (profile.error) toast.error('Gagal mengambil data profil', { id: 'profil-load' });
  }, [profile.error]);
  useEffect(() => {
    if (files.error) toast.error('Gagal mengambil file', { id: 'profil-files-load' });
  }, [files.error]);

  const onSave = async () => {
    const hadFiles = !!(form.fotoKtp || form.sertifikat);
    try {
      const { queued } = await save({ fields: valuesToFields(form.values), foto_ktp: form.fotoKtp, sertifikat_sabuk: form.sertifikat });
      if (queued) {
        toast(QUEUED_TOAST, { icon: '☁️' });
      } else {
        toast.success('Profil berhasil diperbarui');
        if (hadFiles) toast.success('File berhasil diupload');
      }
      form.finish();
    } catch (err) {
      if (err instanceof UploadRejectedError) {
        toast.success('Profil berhasil diperbarui');
        toast.error(serverMessage(err) || 'Upload file gagal');
        form.finish();
        return;
      }
      toast.error(err instanceof ApiError ? serverMessage(err) || 'Gagal memperbarui profil' : 'Pastikan semua data sudah sesuai');
    }
  };

  return (
    <div className="bg-base-200 pb-16">
      <div className="bg-arena-dark px-4 pt-24 pb-24 text-white sm:pt-28">
        <div className="mx-auto max-w-6xl">
          <Link to="/" className="inline-flex items-center gap-1.5 text-sm font-semibold text-white/85 hover:text-white">
            <ArrowLeft className="size-4" aria-hidden="true" /> Beranda
          </Link>
          <h1 className="mt-3 text-3xl font-black tracking-tight sm:text-4xl">Kelola Profil Anda</h1>
          <p className="mt-1 text-white/80">Perbarui data diri dan dokumen pelatih Anda.</p>
        </div>
      </div>
      <div className="mx-auto -mt-16 grid max-w-6xl gap-6 px-4 lg:grid-cols-[20rem_1fr]">
        <div>
          <ProfileSummaryCard
            name={name}
            email={email}
            initial={profile.data?.nama_pelatih || user?.pelatih?.nama_pelatih || email || 'P'}
            onChangePassword={() => setDialogOpen(true)}
          />
        </div>
        <PersonalInfoCard
          form={form}
          email={email}
          files={files.data}
          pending={!!profile.data?.pending}
          loading={profile.isLoading}
          saving={isSaving}
          onSave={() => void onSave()}
        />
      </div>
      <ChangePasswordDialog open={dialogOpen} onClose={() => setDialogOpen(false)} />
    </div>
  );
}
