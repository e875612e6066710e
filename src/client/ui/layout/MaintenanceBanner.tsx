import { useEffect, useRef } from 'react';
import { Link } from '@tanstack/react-router';
import { Wrench } from 'lucide-react';
import { boleh } from '../../../domain/akses';
import { PESAN_PEMELIHARAAN } from '../../../domain/schemas/sistem';
import { useAuth } from '../../data/auth';
import { segarkanStatus, useStatusSistem } from '../../data/sistem/status';
import { isPemeliharaan } from '../../data/sync/kode';

/**
 * While the server is in maintenance mode: a bar at the bottom of every page (any layout, any visitor).
 * The status is asked every 60 s while the page is visible, on focus and on reconnect, and at once when a
 * queued write of this user got the maintenance answer (503) — so the bar shows as soon as a write meets it.
 * When it ends, the outbox is replayed at once.
 */
export function MaintenanceBanner() {
  const { user } = useAuth();
  const status = useStatusSistem();
  const lastHit = useRef<boolean | null>(null);

  useEffect(() => {
    if (!user) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    // Dexie is loaded only for a signed-in user (the outbox belongs to one).
    void import('../../data/sync/outbox-live').then(({ watchOutbox }) => {
      if (cancelled) return;
      stop = watchOutbox((entries) => {
        const hit = entries.some((e) => e.ownerId === user.id_akun && e.status !== 'rejected' && isPemeliharaan(e));
        if (lastHit.current !== null && hit !== lastHit.current) void segarkanStatus();
        lastHit.current = hit;
      });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [user]);

  // Maintenance just ended: writes held back by it (503, in backoff) are sent now rather than at their next try.
  const aktif = status?.maintenance.aktif ?? false;
  const tadiAktif = useRef(aktif);
  useEffect(() => {
    if (tadiAktif.current && !aktif && user) void import('../../data/sync/engine').then((s) => s.syncNow());
    tadiAktif.current = aktif;
  }, [aktif, user]);

  const m = status?.maintenance;
  if (!m?.aktif) return null;
  const content = (
    <div className="mx-auto flex max-w-5xl items-start gap-3 px-4 py-2.5 sm:items-center">
      <Wrench className="mt-0.5 size-5 shrink-0 sm:mt-0" aria-hidden="true" />
      <div className="min-w-0 flex-1 text-sm leading-snug">
        <p className="font-bold">Sistem sedang dalam pemeliharaan{m.pesan ? `: ${m.pesan}` : ''}</p>
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
      <div className="invisible pb-[env(safe-area-inset-bottom)]" aria-hidden="true">{content}</div>
      <div role="status" aria-live="polite" className="fixed inset-x-0 bottom-0 z-[45] bg-warning pb-[env(safe-area-inset-bottom)] text-warning-content shadow-[0_-4px_16px_rgb(0_0_0/0.15)]">
        {content}
      </div>
    </>
  );
}
