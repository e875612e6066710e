import { useEffect, useState } from 'react';
import { lazyPart } from '../ui/lazy-retry';
import type { AnyRouter } from '@tanstack/react-router';
import { onFirstInteraction } from '../ui/hooks/useFirstInteraction';

const AppToaster = lazyPart(() => import('../ui/app/AppToaster').then((m) => m.AppToaster));

/**
 * Mounts the toaster (react-hot-toast and its CSS-in-JS) only once a toast can come: at the first tap or
 * key press, at the first navigation (a guard's redirect toasts without either), or at once for a
 * signed-in user (sync results). A visitor's first load of a page carries none of it. A toast raised
 * before the mount waits in react-hot-toast's store and shows when the toaster arrives.
 */
export function ToasterOnDemand({ router, now }: { router: AnyRouter; now: boolean }) {
  const [wanted, setWanted] = useState(now);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    const stopInteraction = onFirstInteraction(want);
    const stopRouter = router.subscribe('onResolved', (event) => {
      if (event.fromLocation && event.pathChanged) want();
    });
    return () => {
      stopInteraction();
      stopRouter();
    };
  }, [wanted, router]);
  if (!wanted) return null;
  return <AppToaster />;
}
