import { useState } from 'react';
import { KeyRound, RefreshCw, ShieldCheck, ShieldOff, Smartphone } from 'lucide-react';
import { JUMLAH_KODE_PEMULIHAN, KEAMANAN_MSG } from '../../../../domain/schemas/keamanan';
import { useAuth } from '../../../data/auth';
import { formatTanggal } from '../../../ui/format';
import { AktifkanDuaFaktorDialog } from './AktifkanDuaFaktorDialog';
import { BuatUlangKodeDialog } from './BuatUlangKodeDialog';
import { NonaktifkanDuaFaktorDialog } from './NonaktifkanDuaFaktorDialog';
import { SettingsCard } from '../SettingsCard';
import { useRefreshDuaFaktor, useStatusDuaFaktor } from './keamanan-api';

type Dialog = 'aktifkan' | 'nonaktifkan' | 'kode' | null;

/** 'Autentikasi Dua Langkah': status Aktif/Nonaktif, enrolment, recovery codes and turning it off. */
export function DuaFaktorCard() {
  const { user } = useAuth();
  const status = useStatusDuaFaktor();
  const refresh = useRefreshDuaFaktor();
  const [dialog, setDialog] = useState<Dialog>(null);
  const aktif = status.data?.aktif ?? false;
  const sisa = status.data?.sisa_kode_pemulihan ?? 0;
  const email = user?.email ?? '';

  const badge = status.data && (
    <span className={`badge badge-sm gap-1 ${aktif ? 'badge-success' : 'badge-ghost'}`}>
      {aktif ? <ShieldCheck className="size-3" aria-hidden="true" /> : <ShieldOff className="size-3" aria-hidden="true" />}
      {aktif ? 'Aktif' : 'Nonaktif'}
    </span>
  );

  return (
    <SettingsCard
      icon={<Smartphone className="size-5" aria-hidden="true" />}
      title="Autentikasi Dua Langkah"
      aside={badge}
      description="Selain password, login meminta kode 6 digit dari aplikasi autentikator di ponsel Anda."
    >
      {status.isPending ? (
        <div className="space-y-2" aria-busy="true" aria-label="Memuat status">
          <div className="skeleton h-4 w-2/3" />
          <div className="skeleton h-10 w-40" />
        </div>
      ) : status.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
          <span className="text-error">{KEAMANAN_MSG.statusGagal}</span>
          <button type="button" className="btn btn-outline btn-sm" onClick={() => void status.refetch()} disabled={status.isFetching}>
            <RefreshCw className="size-4" aria-hidden="true" /> Coba Lagi
          </button>
        </div>
      ) : aktif ? (
        <div className="space-y-4">
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            <div className="rounded-field bg-base-200 px-3 py-2">
              <dt className="text-base-content/70">Aktif sejak</dt>
              <dd className="font-semibold">{formatTanggal(status.data.diaktifkan_pada)}</dd>
            </div>
            <div className={`rounded-field px-3 py-2 ${sisa <= 3 ? 'bg-warning/15' : 'bg-base-200'}`}>
              <dt className="text-base-content/70">Kode pemulihan tersisa</dt>
              <dd className="font-semibold">
                {sisa} dari {JUMLAH_KODE_PEMULIHAN}
              </dd>
            </div>
          </dl>
          {sisa <= 3 && (
            <p className="text-sm text-warning-content/90">Kode pemulihan hampir habis. Buat kode baru dan simpan di tempat yang aman.</p>
          )}
          <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
            <button type="button" className="btn btn-outline" onClick={() => setDialog('kode')}>
              <KeyRound className="size-4" aria-hidden="true" /> Buat Ulang Kode Pemulihan
            </button>
            <button type="button" className="btn btn-outline btn-error" onClick={() => setDialog('nonaktifkan')}>
              <ShieldOff className="size-4" aria-hidden="true" /> Nonaktifkan
            </button>
          </div>
        </div>
      ) : (
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-base-content/80">
            Lindungi akun admin ini: meskipun password diketahui orang lain, login tetap membutuhkan ponsel Anda.
          </p>
          <button type="button" className="btn btn-primary shrink-0" onClick={() => setDialog('aktifkan')}>
            <ShieldCheck className="size-4" aria-hidden="true" /> Aktifkan
          </button>
        </div>
      )}
      <AktifkanDuaFaktorDialog open={dialog === 'aktifkan'} email={email} onClose={() => setDialog(null)} onAktif={() => void refresh()} />
      <NonaktifkanDuaFaktorDialog open={dialog === 'nonaktifkan'} onClose={() => setDialog(null)} onNonaktif={() => void refresh()} />
      <BuatUlangKodeDialog open={dialog === 'kode'} email={email} onClose={() => setDialog(null)} onDibuat={() => void refresh()} />
    </SettingsCard>
  );
}
