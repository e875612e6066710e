import { useState } from 'react';
import toast from 'react-hot-toast';
import * as v from 'valibot';
import { firstMessage } from '../../../../domain/schemas/common';
import { KEAMANAN_MSG, passwordSajaSchema } from '../../../../domain/schemas/keamanan';
import { ApiError, errorMessage } from '../../../data/api-error';
import { FormAlert } from '../../../ui/form/FormAlert';
import { PasswordField } from '../../../ui/form/PasswordField';
import { DialogShell } from './DialogShell';
import { KodePemulihanList } from './KodePemulihanList';
import { buatUlangKodePemulihan } from './keamanan-api';

/** New recovery codes (the password asked): the old ones stop working; the new ones are shown once. */
export function BuatUlangKodeDialog({
  open,
  email,
  onClose,
  onDibuat,
}: {
  open: boolean;
  email: string;
  onClose: () => void;
  onDibuat: () => void;
}) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [kode, setKode] = useState<string[] | null>(null);
  const [disimpan, setDisimpan] = useState(false);

  const tutup = () => {
    setPassword('');
    setError(undefined);
    setFormError(null);
    setKode(null);
    setDisimpan(false);
    onClose();
  };
  const kirim = async () => {
    if (busy) return;
    const checked = v.safeParse(passwordSajaSchema, { password });
    if (!checked.success) return setError(firstMessage(checked.issues));
    setBusy(true);
    try {
      setKode(await buatUlangKodePemulihan(checked.output.password));
      setPassword('');
      toast.success(KEAMANAN_MSG.kodeBaru, { id: 'dua-faktor' });
      onDibuat();
    } catch (err) {
      const field = err instanceof ApiError ? err.errors?.password : undefined;
      setError(field);
      setFormError(field ? null : errorMessage(err, 'Gagal membuat kode pemulihan'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <DialogShell
      open={open}
      title={kode ? 'Simpan Kode Pemulihan Baru' : 'Buat Ulang Kode Pemulihan'}
      description={kode ? undefined : 'Semua kode pemulihan lama tidak berlaku lagi setelah kode baru dibuat.'}
      canClose={!busy && (!kode || disimpan)}
      onClose={tutup}
      onSubmit={kode ? tutup : () => void kirim()}
      actions={
        kode ? (
          <button type="submit" className="btn btn-primary" disabled={!disimpan}>
            Selesai
          </button>
        ) : (
          <>
            <button type="button" className="btn btn-ghost" onClick={tutup} disabled={busy}>
              Batal
            </button>
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
              {busy ? 'Membuat...' : 'Buat Kode Baru'}
            </button>
          </>
        )
      }
    >
      {kode ? (
        <KodePemulihanList kode={kode} email={email} disimpan={disimpan} onDisimpan={setDisimpan} />
      ) : (
        <PasswordField
          id="kode-baru-password"
          label="Password Saat Ini"
          value={password}
          onChange={(x) => {
            setPassword(x);
            setError(undefined);
            setFormError(null);
          }}
          error={error}
          autoComplete="current-password"
          disabled={busy}
        />
      )}
      <FormAlert message={formError} />
    </DialogShell>
  );
}
