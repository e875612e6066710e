import { AtSign, Lock, RefreshCw, Server, Trash2, Undo2, User } from 'lucide-react';
import { HEADER_FOOTER_MAX, NOTIF_MSG, SMTP_PORT_DEFAULT } from '../../../../domain/schemas/notifikasi';
import { errorMessage } from '../../../data/api-error';
import { Field } from '../../../ui/form/Field';
import { TextField } from '../../../ui/form/TextField';
import { FormAlert } from '../../../ui/form/FormAlert';
import { SettingsCard } from '../SettingsCard';
import { useEmailSetting } from './email-api';
import { EmailUjiCard } from './EmailUjiCard';
import { useEmailForm, type EmailField } from './useEmailForm';

function TeksArea({
  id,
  label,
  hint,
  value,
  onChange,
  error,
  disabled,
}: {
  id: string;
  label: string;
  hint: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
  disabled: boolean;
}) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <textarea
        id={id}
        className={`textarea w-full ${error ? 'textarea-error' : ''}`}
        rows={3}
        maxLength={HEADER_FOOTER_MAX}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-msg`}
      />
    </Field>
  );
}

/** Settings → Email: the SMTP server (password write-only), the header and footer of every mail, and a test mail. */
export function EmailTab() {
  const setting = useEmailSetting();
  const f = useEmailForm(setting.data);
  const s = setting.data;
  const field = (k: EmailField) => ({
    value: f.values[k],
    onChange: (x: string) => f.set(k, x),
    error: f.form.errors[k],
    disabled: f.busy,
  });

  if (setting.isPending) {
    return (
      <div className="grid max-w-3xl gap-4" aria-busy="true" aria-label="Memuat pengaturan email">
        <div className="skeleton h-72" />
        <div className="skeleton h-40" />
      </div>
    );
  }
  if (setting.isError || !s) {
    return (
      <div role="alert" className="flex max-w-3xl flex-wrap items-center gap-3 rounded-box bg-base-100 p-4 text-sm ring-1 ring-base-300">
        <span className="text-error">{errorMessage(setting.error, 'Gagal memuat pengaturan email')}</span>
        <button type="button" className="btn btn-outline btn-sm" onClick={() => void setting.refetch()} disabled={setting.isFetching}>
          <RefreshCw className="size-4" aria-hidden="true" /> Coba Lagi
        </button>
      </div>
    );
  }

  // The stored password belongs to the saved host: another host asks for it again (the server refuses otherwise).
  const hostBaru = f.values.host.trim().toLowerCase();
  const hostBerubah = s.password_tersimpan && !!hostBaru && hostBaru !== s.host.toLowerCase() && !f.values.password && !f.hapusPassword;
  const passwordHint = f.hapusPassword
    ? 'Password tersimpan akan dihapus saat Anda menyimpan.'
    : hostBerubah
      ? NOTIF_MSG.passwordHostBaru
      : s.password_tersimpan && !hostBaru
        ? 'Tanpa host, password tersimpan ikut dihapus saat Anda menyimpan.'
        : s.password_tersimpan
          ? 'Password tersimpan (terenkripsi). Kosongkan bila tidak ingin menggantinya.'
          : 'Belum ada password tersimpan.';

  return (
    <div className="grid max-w-3xl gap-6">
      <SettingsCard
        icon={<Server className="size-5" aria-hidden="true" />}
        title="Server Email (SMTP)"
        description={
          s.host ? (
            'Semua email aplikasi (kode reset password, notifikasi) dikirim lewat server ini.'
          ) : (
            <>
              Host belum diisi: email dikirim lewat <b>{s.cadangan}</b>. Isi host untuk memakai server email Anda sendiri.
            </>
          )
        }
        aside={<span className={`badge badge-sm ${s.host ? 'badge-success' : 'badge-ghost'}`}>{s.host ? 'Aktif' : 'Belum disetel'}</span>}
      >
        <form
          ref={f.form.formRef}
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            void f.submit();
          }}
          noValidate
        >
          <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
            <TextField
              id="smtp-host"
              label="Host SMTP"
              placeholder="smtp.gmail.com"
              icon={<Server className="size-4" />}
              maxLength={253}
              autoComplete="off"
              spellCheck={false}
              {...field('host')}
            />
            <TextField
              id="smtp-port"
              label="Port"
              inputMode="numeric"
              placeholder={String(SMTP_PORT_DEFAULT)}
              maxLength={5}
              hint="587 atau 465 (SSL)"
              {...field('port')}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id="smtp-username"
              label="Username"
              icon={<User className="size-4" />}
              maxLength={254}
              autoComplete="off"
              spellCheck={false}
              {...field('username')}
            />
            <div className="grid gap-1.5">
              <TextField
                id="smtp-password"
                label="Password"
                type="password"
                icon={<Lock className="size-4" />}
                maxLength={500}
                autoComplete="new-password"
                placeholder={s.password_tersimpan && !f.hapusPassword && !hostBerubah ? '•••••••• (tersimpan)' : ''}
                hint={hostBerubah ? <span className="font-medium text-warning-content">{passwordHint}</span> : passwordHint}
                {...field('password')}
              />
              {s.password_tersimpan && !f.values.password && (
                <button
                  type="button"
                  className="btn btn-ghost btn-xs justify-self-start"
                  disabled={f.busy}
                  onClick={() => f.setHapusPassword(!f.hapusPassword)}
                >
                  {f.hapusPassword ? (
                    <>
                      <Undo2 className="size-3.5" aria-hidden="true" /> Batal hapus
                    </>
                  ) : (
                    <>
                      <Trash2 className="size-3.5" aria-hidden="true" /> Hapus password tersimpan
                    </>
                  )}
                </button>
              )}
            </div>
          </div>
          <TextField
            id="smtp-pengirim"
            label="Alamat Pengirim"
            type="email"
            placeholder="panitia@domain-anda.id"
            icon={<AtSign className="size-4" />}
            maxLength={254}
            hint="Tampil sebagai pengirim “Arena TKD”. Kosong: username (bila berupa email)."
            {...field('pengirim')}
          />
          <TeksArea
            id="smtp-header"
            label="Header Email"
            hint="Teks di awal setiap email, termasuk email kode reset password."
            {...field('header')}
          />
          <TeksArea
            id="smtp-footer"
            label="Footer Email"
            hint="Teks di akhir setiap email, misalnya salam dan kontak panitia."
            {...field('footer')}
          />
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
      </SettingsCard>
      <EmailUjiCard belumDisimpan={f.berubah} />
    </div>
  );
}
