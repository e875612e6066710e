import { Link } from '@tanstack/react-router';
import { Wrench } from 'lucide-react';
import { boleh } from '../../../domain/akses';
import type { SessionUser } from '../../../domain/roles';
import { PESAN_PEMELIHARAAN } from '../../../domain/schemas/status-sistem';

/** The maintenance bar of MaintenanceBanner: what is going on, and for an ADMIN the way to end it. */
export function MaintenanceBar({ pesan, user }: { pesan: string | null | undefined; user: SessionUser | null }) {
  const content = (
    <div className="mx-auto flex max-w-5xl items-start gap-3 px-4 py-2.5 sm:items-center">
      <Wrench className="mt-0.5 size-5 shrink-0 sm:mt-0" aria-hidden="true" />
      <div className="min-w-0 flex-1 text-sm leading-snug">
        <p className="font-bold">Sistem sedang dalam pemeliharaan{pesan ? `: ${pesan}` : ''}</p>
        <p className="text-warning-content/85">
          {boleh(user, 'sistem.tulisSaatPemeliharaan')
            ? 'Mode pemeliharaan aktif: hanya ADMIN yang dapat mengubah data. Membaca data tetap bisa.'
            : PESAN_PEMELIHARAAN.replace(/^Sistem sedang dalam pemeliharaan\. /, '')}
        </p>
      </div>
      {boleh(user, 'sistem.kelola') && (
        <Link to="/admin/settings" search={{ tab: 'sistem' }} className="btn btn-sm btn-neutral shrink-0">
          Kelola
        </Link>
      )}
    </div>
  );
  return (
    <>
      {/* The same bar in the page flow, invisible: the page can scroll its last lines above the fixed bar. */}
      <div className="invisible pb-[env(safe-area-inset-bottom)]" aria-hidden="true">
        {content}
      </div>
      <div
        role="status"
        aria-live="polite"
        className="fixed inset-x-0 bottom-0 z-[45] bg-warning pb-[env(safe-area-inset-bottom)] text-warning-content shadow-[0_-4px_16px_rgb(0_0_0/0.15)]"
      >
        {content}
      </div>
    </>
  );
}
