import { Mail, RefreshCw, User, UserRound } from 'lucide-react';
import { KEAMANAN_MSG } from '../../../../domain/schemas/keamanan';
import { errorMessage } from '../../../data/api-error';
import { PasswordField } from '../../../ui/form/PasswordField';
import { TextField } from '../../../ui/form/TextField';
import { FormAlert } from '../../../ui/form/FormAlert';
import { SettingsCard } from '../SettingsCard';
import { useProfilAdmin } from './profil-api';
import { useProfilForm } from './useProfilForm';

/** Settings → Profil: the ADMIN's own name and login email, saved on the server and read back. */
export function ProfilTab() {
  const profil = useProfilAdmin();
  const f = useProfilForm(profil.data);

  return (
    <div className="max-w-3xl">
      <SettingsCard
        icon={<UserRound className="size-5" aria-hidden="true" />}
        title="Profil Admin"
        description="Nama tampil di panel admin dan catatan aktivitas; email dipakai untuk login."
      >
        {profil.isPending ? (
          <div className="grid gap-4 sm:grid-cols-2" aria-busy="true" aria-label="Memuat profil">
            <div className="skeleton h-16" />
            <div className="skeleton h-16" />
          </div>
        ) : profil.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
            <span className="text-error">{errorMessage(profil.error, KEAMANAN_MSG.profilMuatGagal)}</span>
            <button type="button" className="btn btn-outline btn-sm" onClick={() => void profil.refetch()} disabled={profil.isFetching}>
              <RefreshCw className="size-4" aria-hidden="true" /> Coba Lagi
            </button>
          </div>
        ) : (
          <form
            ref={f.form.formRef}
            className="grid gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              void f.submit();
            }}
            noValidate
          >
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                id="profil-nama"
                label="Nama"
                required
                value={f.values.nama_admin}
                onChange={(x) => f.set('nama_admin', x)}
                error={f.form.errors.nama_admin}
                icon={<User className="size-4" />}
                maxLength={200}
                autoComplete="name"
                disabled={f.busy}
              />
              <TextField
                id="profil-email"
                label="Email"
                required
                type="email"
                value={f.values.email}
                onChange={(x) => f.set('email', x)}
                error={f.form.errors.email}
                icon={<Mail className="size-4" />}
                maxLength={254}
                autoComplete="email"
                disabled={f.busy}
              />
            </div>
            {f.gantiEmail && (
              <PasswordField
                id="profil-password"
                label="Password Saat Ini"
                value={f.values.password_saat_ini}
                onChange={(x) => f.set('password_saat_ini', x)}
                error={f.form.errors.password_saat_ini}
                hint="Email baru akan dipakai untuk login, jadi password Anda diperlukan."
                autoComplete="current-password"
                disabled={f.busy}
              />
            )}
            <FormAlert message={f.form.formError} />
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <button type="button" className="btn btn-ghost" onClick={f.batal} disabled={f.busy || !f.berubah}>
                Batal
              </button>
              <button type="submit" className="btn btn-primary" disabled={f.busy || !f.berubah}>
                {f.busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
                {f.busy ? 'Menyimpan...' : 'Simpan'}
              </button>
            </div>
          </form>
        )}
      </SettingsCard>
    </div>
  );
}
