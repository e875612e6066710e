import { useEffect, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import toast from 'react-hot-toast';
import { boleh } from '../../../../domain/akses';
import { useAuth } from '../../../data/auth';
import { usePelatihFiles, useProfile, useSaveProfile } from '../../../data/profil';
import { ProfileSummaryCard } from './ProfileSummaryCard';
import { PersonalInfoCard } from './PersonalInfoCard';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { PushOptInCard } from './PushOptInCard';
import { PROFILE_TOAST_ID, useProfileForm } from './useProfileForm';
import { checkProfile, profileRefusal, profileSavedLines } from './profile-form-errors';
import { useTitle } from '../../../ui/hooks/useTitle';

export const QUEUED_TOAST = 'Tersimpan di perangkat. Perubahan akan disinkronkan saat online.';

/** /settings 'Kelola Profil Anda'. */
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
    const { feedback } = form;
    const chosen = { foto_ktp: form.fotoKtp, sertifikat_sabuk: form.sertifikat };
    // Refused values are marked under their fields, the first one focused, and nothing is sent.
    const checked = checkProfile(form.values, chosen);
    if (!checked.ok) {
      feedback.show(checked.errors, checked.toast);
      return;
    }
    feedback.reset();
    const hadFiles = !!(chosen.foto_ktp || chosen.sertifikat_sabuk);
    try {
      const { queued } = await save({ fields: checked.fields, ...chosen });
      if (queued) toast(QUEUED_TOAST, { icon: '☁️', id: PROFILE_TOAST_ID });
      else toast.success(<SavedToast lines={profileSavedLines(hadFiles)} />, { id: PROFILE_TOAST_ID });
      form.finish();
    } catch (err) {
      // One toast per submit. A refused upload after the text was saved keeps the form in
      // edit mode with the chosen files, its message under the file it is about.
      const refusal = profileRefusal(err, chosen);
      feedback.show(refusal.errors, refusal.toast, refusal.banner);
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
          {boleh(user, 'push.langganan') && <PushOptInCard className="mt-6" />}
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

/** The success toast's lines (texts, one toast per submit). */
function SavedToast({ lines }: { lines: string[] }) {
  return (
    <span className="flex flex-col">
      {lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
    </span>
  );
}
