import { useEffect, useState } from 'react';
import { CircleAlert, CircleCheck, Mail, Send } from 'lucide-react';
import toast from 'react-hot-toast';
import { errorMessage } from '../../../data/api-error';
import { useAuth } from '../../../data/auth';
import { TextField } from '../../../ui/form/TextField';
import { SettingsCard } from '../SettingsCard';
import { kirimEmailUji } from './email-api';

type Hasil = { ok: true; pesan: string; lewat: string } | { ok: false; pesan: string };

/** 'Kirim email uji': a real mail through the saved settings, and the mail server's own answer shown as is. */
export function EmailUjiCard({ belumDisimpan }: { belumDisimpan: boolean }) {
  const { user } = useAuth();
  const [ke, setKe] = useState('');
  const [busy, setBusy] = useState(false);
  const [hasil, setHasil] = useState<Hasil | null>(null);

  useEffect(() => {
    if (user?.email) setKe((x) => x || user.email);
  }, [user?.email]);

  const kirim = async () => {
    if (busy || belumDisimpan) return;
    setBusy(true);
    setHasil(null);
    try {
      const { message, data } = await kirimEmailUji(ke.trim());
      setHasil({ ok: true, pesan: message, lewat: data.lewat });
      toast.success(`Email uji terkirim ke ${data.ke}`, { id: 'email-uji' });
    } catch (e) {
      const pesan = errorMessage(e, 'Gagal mengirim email uji');
      setHasil({ ok: false, pesan });
      toast.error('Gagal mengirim email uji', { id: 'email-uji' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <SettingsCard
      icon={<Send className="size-5" aria-hidden="true" />}
      title="Kirim Email Uji"
      description="Mengirim email sungguhan dengan pengaturan yang tersimpan, lalu menampilkan jawaban server email."
    >
      <form
        className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          void kirim();
        }}
        noValidate
      >
        <TextField
          id="email-uji-ke"
          label="Kirim ke"
          type="email"
          value={ke}
          onChange={setKe}
          icon={<Mail className="size-4" />}
          maxLength={254}
          autoComplete="email"
          disabled={busy}
          hint="Kosong: email akun Anda."
        />
        <button type="submit" className="btn btn-primary sm:mb-6" disabled={busy || belumDisimpan}>
          {busy ? (
            <span className="loading loading-spinner loading-sm" aria-hidden="true" />
          ) : (
            <Send className="size-4" aria-hidden="true" />
          )}
          {busy ? 'Mengirim...' : 'Kirim email uji'}
        </button>
      </form>
      {belumDisimpan && (
        <p className="mt-2 text-sm text-warning-content">
          Simpan perubahan pengaturan terlebih dahulu: email uji memakai pengaturan yang tersimpan.
        </p>
      )}
      {hasil && (
        <div
          role={hasil.ok ? 'status' : 'alert'}
          className={`alert alert-soft mt-3 items-start text-sm ${hasil.ok ? 'alert-success' : 'alert-error'}`}
        >
          {hasil.ok ? (
            <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          ) : (
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          )}
          <div className="min-w-0 break-words">
            <p>{hasil.pesan}</p>
            {hasil.ok && <p className="mt-1 text-xs opacity-80">Dikirim lewat: {hasil.lewat}</p>}
          </div>
        </div>
      )}
    </SettingsCard>
  );
}
