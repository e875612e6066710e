import type { ReactNode } from 'react';
import { BadgeCheck, ShieldAlert, ShieldX, WifiOff } from 'lucide-react';
import { ApiError } from '../../data/api-error';
import { PageHeader } from '../PageHeader';

/** Shared by the public card check and the certificate verification. The frame of a public code check: a header, then the verdict card. */
export function HalamanCek({ judul, kode, children }: { judul: string; kode: string; children: ReactNode }) {
  return (
    <>
      <PageHeader eyebrow="Cek keaslian" title={judul}>
        <span className="font-mono text-sm break-all sm:text-base">{kode}</span>
      </PageHeader>
      <div className="mx-auto max-w-xl px-4 py-8 sm:py-12">{children}</div>
    </>
  );
}

type Nada = 'sah' | 'peringatan' | 'palsu' | 'offline';

const GAYA: Record<Nada, { kelas: string; ikon: ReactNode }> = {
  sah: { kelas: 'border-success bg-success/10', ikon: <BadgeCheck className="size-10 text-success" aria-hidden="true" /> },
  peringatan: { kelas: 'border-warning bg-warning/10', ikon: <ShieldAlert className="size-10 text-warning" aria-hidden="true" /> },
  palsu: { kelas: 'border-error bg-error/10', ikon: <ShieldX className="size-10 text-error" aria-hidden="true" /> },
  offline: { kelas: 'border-base-300 bg-base-200', ikon: <WifiOff className="size-10 text-base-content/60" aria-hidden="true" /> },
};

/** The verdict: a big coloured answer first, then what the code names. */
export function Putusan({ nada, judul, pesan, children }: { nada: Nada; judul: string; pesan?: string; children?: ReactNode }) {
  const g = GAYA[nada];
  return (
    <section className={`rounded-box border-2 p-5 shadow-sm sm:p-6 ${g.kelas}`} aria-live="polite">
      <div className="flex items-start gap-4">
        {g.ikon}
        <div>
          <p className="text-xl font-black sm:text-2xl">{judul}</p>
          {pesan && <p className="mt-1 text-sm sm:text-base">{pesan}</p>}
        </div>
      </div>
      {children && (
        <dl className="mt-5 grid gap-3 border-t border-base-300 pt-4 text-sm sm:grid-cols-[9rem_1fr] sm:text-base">{children}</dl>
      )}
    </section>
  );
}

export function Baris({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold text-base-content/70">{label}</dt>
      <dd className="-mt-2 font-medium break-words sm:mt-0">{children}</dd>
    </>
  );
}

/** A refusal as a verdict: forged, malformed, gone, or no answer at all. */
export function PutusanGagal({ error, palsu }: { error: unknown; palsu: string }) {
  const e = error instanceof ApiError ? error : null;
  if (!e || e.status === 0)
    return (
      <Putusan
        nada="offline"
        judul="Tidak dapat memeriksa"
        pesan="Server tidak terjangkau. Keaslian hanya bisa dicek saat terhubung ke internet."
      />
    );
  if (e.kode === 'kartu_palsu' || e.kode === 'piagam_palsu') return <Putusan nada="palsu" judul={palsu} pesan={e.message} />;
  if (e.kode === 'kode_tidak_valid') return <Putusan nada="palsu" judul="Kode tidak valid" pesan={e.message} />;
  return <Putusan nada="peringatan" judul="Tidak ditemukan" pesan={e.message} />;
}

export const tanggalAcara = (mulai: string, selesai: string) => {
  const f = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const a = f.format(new Date(`${mulai}T00:00:00Z`));
  const b = f.format(new Date(`${selesai}T00:00:00Z`));
  return a === b ? a : `${a} – ${b}`;
};
