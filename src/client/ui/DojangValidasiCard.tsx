import { Link } from '@tanstack/react-router';
import { BadgeCheck, Hourglass, ShieldAlert } from 'lucide-react';
import { dojangStatusLabel } from '../../domain/schemas/admin-dojang';
import { formatTanggal } from './format';

interface DojangValidasi {
  status?: string | null;
  catatan_validasi?: string | null;
  divalidasi_pada?: string | null;
}

const TAMPIL = {
  APPROVED: { icon: BadgeCheck, tone: 'border-success/40 bg-success/10', ikon: 'text-success', badge: 'badge-success' },
  PENDING: { icon: Hourglass, tone: 'border-warning/50 bg-warning/10', ikon: 'text-warning', badge: 'badge-warning' },
  REJECTED: { icon: ShieldAlert, tone: 'border-error/40 bg-error/10', ikon: 'text-error', badge: 'badge-error' },
} as const;

function teks(d: DojangValidasi, tanggal: string | null): string {
  if (d.status === 'APPROVED') return `Dojang Anda sudah divalidasi admin${tanggal ? ` pada ${tanggal}` : ''}.`;
  if (d.status === 'REJECTED')
    return `Validasi dojang Anda ditolak admin${tanggal ? ` pada ${tanggal}` : ''}. Perbaiki data dojang, lalu hubungi panitia untuk validasi ulang.`;
  return 'Data dojang Anda sedang diperiksa admin.';
}

/**
 * The dojang's validation as an ADMIN set it on Validasi Dojang (Menunggu, Tervalidasi, Ditolak with the
 * admin's reason), for its coach. `ringkas`: only when there is something to do (not yet validated), with a
 * link to the dojang page.
 */
export function DojangValidasiCard({ dojang, ringkas = false }: { dojang: DojangValidasi | undefined; ringkas?: boolean }) {
  const status = dojang?.status;
  if (!dojang || (status !== 'APPROVED' && status !== 'PENDING' && status !== 'REJECTED')) return null;
  if (ringkas && status === 'APPROVED') return null;
  const t = TAMPIL[status];
  const Icon = t.icon;
  const tanggal = dojang.divalidasi_pada ? formatTanggal(dojang.divalidasi_pada) : null;
  return (
    <section
      className={`flex items-start gap-3 rounded-box border p-4 ${t.tone}`}
      aria-labelledby="validasi-dojang-title"
      data-testid="validasi-dojang"
    >
      <Icon className={`mt-0.5 size-6 shrink-0 ${t.ikon}`} aria-hidden="true" />
      <div className="min-w-0 flex-1 space-y-1 text-sm">
        <h2 id="validasi-dojang-title" className="flex flex-wrap items-center gap-2 font-bold">
          Status validasi dojang <span className={`badge ${t.badge}`}>{dojangStatusLabel(status)}</span>
        </h2>
        <p>{teks(dojang, tanggal)}</p>
        {status === 'REJECTED' && dojang.catatan_validasi && (
          <p className="rounded-box bg-base-100/70 px-3 py-2 break-words">
            <span className="font-semibold">Alasan admin: </span>
            {dojang.catatan_validasi}
          </p>
        )}
        {ringkas && (
          <Link to="/dashboard/dojang" className="link link-primary font-semibold">
            Lihat data dojang
          </Link>
        )}
      </div>
    </section>
  );
}
