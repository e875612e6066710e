import { useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { KodeAutentikatorField } from '../../../ui/form/KodeAutentikatorField';
import { FormAlert } from '../../../ui/form/FormAlert';
import { PasswordField } from '../../../ui/form/PasswordField';
import { DialogShell } from './DialogShell';
import { KodePemulihanList } from './KodePemulihanList';
import { useAktifkanDuaFaktor } from './useAktifkanDuaFaktor';

const JUDUL = {
  password: 'Aktifkan Autentikasi Dua Langkah',
  pindai: 'Pindai Kode QR',
  'kode-pemulihan': 'Simpan Kode Pemulihan',
} as const;

/** 'ABCD EFGH …': easier to type into an app by hand. */
const kelompok = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** Enrolment in three steps: password, QR + confirming code, recovery codes shown once. */
export function AktifkanDuaFaktorDialog({
  open,
  email,
  onClose,
  onAktif,
}: {
  open: boolean;
  email: string;
  onClose: () => void;
  onAktif: () => void;
}) {
  const f = useAktifkanDuaFaktor(onAktif);
  const [disalin, setDisalin] = useState(false);
  const selesai = f.langkah === 'kode-pemulihan';
  const tutup = () => {
    f.reset();
    setDisalin(false);
    onClose();
  };
  const salinKunci = async () => {
    if (!f.pendaftaran) return;
    await navigator.clipboard?.writeText(f.pendaftaran.secret).then(
      () => setDisalin(true),
      () => undefined,
    );
  };

  return (
    <DialogShell
      open={open}
      title={JUDUL[f.langkah]}
      description={f.langkah === 'password' ? 'Masukkan password Anda untuk memulai.' : undefined}
      canClose={!f.busy && (!selesai || f.disimpan)}
      onClose={tutup}
      onSubmit={selesai ? tutup : f.lanjut}
      actions={
        selesai ? (
          <button type="submit" className="btn btn-primary" disabled={!f.disimpan}>
            Selesai
          </button>
        ) : (
          <>
            <button type="button" className="btn btn-ghost" onClick={tutup} disabled={f.busy}>
              Batal
            </button>
            <button type="submit" className="btn btn-primary" disabled={f.busy}>
              {f.busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
              {f.langkah === 'password' ? (f.busy ? 'Memproses...' : 'Lanjutkan') : f.busy ? 'Memverifikasi...' : 'Aktifkan'}
            </button>
          </>
        )
      }
    >
      {f.langkah === 'password' && (
        <PasswordField
          id="dua-faktor-password"
          label="Password Saat Ini"
          value={f.password}
          onChange={(x) => f.ubah('password', x)}
          error={f.errors.password}
          autoComplete="current-password"
          disabled={f.busy}
        />
      )}
      {f.langkah === 'pindai' && f.pendaftaran && (
        <div className="space-y-4">
          <ol className="list-decimal space-y-1 pl-5 text-sm text-base-content/85">
            <li>Buka aplikasi autentikator (Google Authenticator, Microsoft Authenticator, 2FAS, Authy, dll.).</li>
            <li>Pindai kode QR di bawah, atau masukkan kunci secara manual.</li>
            <li>Masukkan 6 digit kode yang muncul di aplikasi.</li>
          </ol>
          <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-center">
            <img
              src={f.pendaftaran.qr}
              alt="Kode QR untuk aplikasi autentikator"
              width={176}
              height={176}
              className="size-44 shrink-0 rounded-box bg-white p-2 ring-1 ring-base-300"
            />
            <div className="w-full min-w-0 space-y-1 text-sm">
              <p className="font-semibold">Kunci manual</p>
              <p className="text-xs text-base-content/70">Akun: {f.pendaftaran.label} · Berbasis waktu</p>
              <div className="flex items-center gap-2 rounded-field bg-base-200 px-3 py-2">
                <code className="min-w-0 flex-1 font-mono text-sm break-all">{kelompok(f.pendaftaran.secret)}</code>
                <button
                  type="button"
                  className="btn btn-ghost btn-xs btn-square"
                  onClick={() => void salinKunci()}
                  aria-label="Salin kunci"
                >
                  {disalin ? <Check className="size-4" aria-hidden="true" /> : <Copy className="size-4" aria-hidden="true" />}
                </button>
              </div>
            </div>
          </div>
          <KodeAutentikatorField
            id="dua-faktor-kode"
            value={f.kode}
            onChange={(x) => f.ubah('kode', x)}
            error={f.errors.kode}
            disabled={f.busy}
            autoFocus
          />
        </div>
      )}
      {selesai && <KodePemulihanList kode={f.kodePemulihan} email={email} disimpan={f.disimpan} onDisimpan={f.setDisimpan} />}
      <FormAlert message={f.formError} />
    </DialogShell>
  );
}
