import { useEffect, useRef } from 'react';
import { lazyPart } from '../lazy-retry';
import { useAuth } from '../../data/auth';
import { segarkanStatus, useStatusSistem } from '../../data/online/status-sistem';

// The bar itself (and the access policy it asks) loads only while maintenance is on: not with every first page.
const MaintenanceBar = lazyPart(() => import('./MaintenanceBar').then((m) => m.MaintenanceBar));

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
    // Dexie (and the refusal codes) load only for a signed-in user: the outbox belongs to one.
    void Promise.all([import('../../data/sync/outbox-live'), import('../../data/sync/kode')]).then(
      ([{ watchOutbox }, { isPemeliharaan }]) => {
        if (cancelled) return;
        stop = watchOutbox((entries) => {
          const hit = entries.some((e) => e.ownerId === user.id_akun && e.status !== 'rejected' && isPemeliharaan(e));
          if (lastHit.current !== null && hit !== lastHit.current) void segarkanStatus();
          lastHit.current = hit;
        });
      },
    );
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
  return <MaintenanceBar pesan={m.pesan} user={user} />;
}
