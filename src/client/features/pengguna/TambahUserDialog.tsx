import { useId, useMemo, type FormEvent } from 'react';
import { Mail, ShieldCheck, Trophy, User } from 'lucide-react';
import { useKompetisiList } from '../../data/online/kompetisi';
import { PasswordRequirements } from '../../ui/form/PasswordRequirements';
import { FormAlert } from '../../ui/form/FormAlert';
import { PasswordField } from '../../ui/form/PasswordField';
import { SelectField } from '../../ui/form/SelectField';
import { TextField } from '../../ui/form/TextField';
import { useModalDialog } from '../../ui/hooks/useModalDialog';
import { useTambahUserForm } from './useTambahUserForm';

const ROLES = [
  { value: 'ADMIN', label: 'Admin', hint: 'Mengelola seluruh sistem', icon: ShieldCheck },
  { value: 'ADMIN_KOMPETISI', label: 'Admin Kompetisi', hint: 'Mengelola satu kompetisi', icon: Trophy },
] as const;

/**
 * 'Tambah User': an ADMIN or an ADMIN_KOMPETISI of a chosen competition, with a first password the new
 * user must change at the first login.
 */
export function TambahUserDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const ref = useModalDialog(open);
  const titleId = useId();
  const form = useTambahUserForm(onClose);
  const { values, errors, busy, set } = form;
  const kompetisi = useKompetisiList();
  const options = useMemo(
    () => (kompetisi.data ?? []).map((k) => ({ value: String(k.id_kompetisi), label: k.nama_event })),
    [kompetisi.data],
  );

  const close = () => {
    if (busy) return;
    form.reset();
    onClose();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void form.submit();
  };

  return (
    <dialog
      ref={ref}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        close();
      }}
    >
      <form className="modal-box max-h-[92dvh] space-y-4 sm:max-w-lg" onSubmit={submit} noValidate>
        <div>
          <h2 id={titleId} className="text-lg font-bold">
            Tambah User
          </h2>
          <p className="text-sm text-base-content/75">Pelatih mendaftar sendiri; di sini Anda menambahkan admin.</p>
        </div>
        <fieldset className="grid grid-cols-2 gap-2" disabled={busy}>
          <legend className="mb-1.5 text-sm font-semibold text-base-content/90">Role</legend>
          {ROLES.map((r) => (
            <label
              key={r.value}
              className={`flex cursor-pointer items-start gap-2 rounded-box border p-3 ${values.role === r.value ? 'border-primary bg-primary/5' : 'border-base-300'}`}
            >
              <input
                type="radio"
                name="role"
                className="radio radio-primary radio-sm mt-0.5"
                checked={values.role === r.value}
                onChange={() => set('role', r.value)}
              />
              <span className="min-w-0">
                <span className="flex items-center gap-1 text-sm font-semibold">
                  <r.icon className="size-4" aria-hidden="true" />
                  {r.label}
                </span>
                <span className="block text-xs text-base-content/70">{r.hint}</span>
              </span>
            </label>
          ))}
        </fieldset>
        {values.role === 'ADMIN_KOMPETISI' && (
          <SelectField
            id="tambah-kompetisi"
            label="Kompetisi"
            required
            value={values.id_kompetisi}
            onChange={(val) => set('id_kompetisi', val)}
            options={options}
            placeholder={kompetisi.isLoading ? 'Memuat kompetisi...' : 'Pilih kompetisi'}
            disabled={busy}
            error={errors.id_kompetisi ?? (kompetisi.isError ? 'Gagal mengambil data kompetisi' : undefined)}
          />
        )}
        <TextField
          id="tambah-nama"
          label="Nama"
          required
          value={values.nama}
          onChange={(val) => set('nama', val)}
          error={errors.nama}
          icon={<User className="size-4" />}
          maxLength={200}
          disabled={busy}
          autoComplete="off"
        />
        <TextField
          id="tambah-email"
          label="Email"
          required
          type="email"
          value={values.email}
          onChange={(val) => set('email', val)}
          error={errors.email}
          icon={<Mail className="size-4" />}
          maxLength={254}
          disabled={busy}
          autoComplete="off"
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <PasswordField
            id="tambah-password"
            label="Password Awal"
            value={values.password}
            onChange={(val) => set('password', val)}
            error={errors.password}
            autoComplete="new-password"
            disabled={busy}
          />
          <PasswordField
            id="tambah-konfirmasi"
            label="Konfirmasi Password"
            value={values.konfirmasi_password}
            onChange={(val) => set('konfirmasi_password', val)}
            error={errors.konfirmasi_password}
            autoComplete="new-password"
            disabled={busy}
          />
        </div>
        <PasswordRequirements password={values.password} />
        <p className="text-xs text-base-content/75">User baru wajib mengganti password awal ini saat pertama kali login.</p>
        <FormAlert message={form.formError} />
        <div className="modal-action mt-2">
          <button type="button" className="btn btn-ghost" onClick={close} disabled={busy}>
            Batal
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {busy ? 'Menyimpan...' : 'Tambah User'}
          </button>
        </div>
      </form>
      <div className="modal-backdrop">
        <button type="button" tabIndex={-1} aria-hidden="true" onClick={close} />
      </div>
    </dialog>
  );
}
