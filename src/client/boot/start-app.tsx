import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { AuthProvider } from '../data/auth';
import { terapkanHubTersimpan } from '../data/hub/sambungan';
import { readSession } from '../data/session';
import { bindQueryClient } from '../data/sync/deliveries';
import { queryClient } from '../ui/app/query-client';
import { router } from '../router';
import { registerServiceWorker } from '../pwa/register-sw';
import { ToasterOnDemand } from './toaster-on-demand';

function render(container: HTMLElement, signedIn: boolean) {
  // A landed write refreshes the queries its resource names on every screen, not only where a cached record is read.
  bindQueryClient(queryClient);
  // A transition render yields to the browser every few ms instead of blocking it in one long task.
  startTransition(() =>
    createRoot(container).render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <AuthProvider>
            <RouterProvider router={router} />
            <ToasterOnDemand router={router} now={signedIn} />
          </AuthProvider>
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
}

/**
 * Loads the matched route, then renders the app into #root, replacing the static boot shell.
 * `preloadPage(pathname)` fetches a page's chunks in parallel; passed in by the boot script, which has it
 * already (an import here would tie the boot script to this chunk).
 */
export async function startApp(container: HTMLElement, preloadPage: (pathname: string) => void): Promise<void> {
  // A device connected to a venue hub calls the hub from its first request on.
  terapkanHubTersimpan();
  router.subscribe('onBeforeNavigate', (event) => preloadPage(event.toLocation.pathname));
  // The matched route's code loads before the first render, so React paints the finished page once
  // instead of an empty frame while route chunks arrive. A failure here is the router's to show.
  await router.load().catch(() => undefined);
  const signedIn = !!readSession();
  render(container, signedIn);
  // The outbox (Dexie) only matters to a signed-in user; visitors never load it. Login starts it too.
  if (signedIn) void import('../data/sync/engine').then((m) => m.startSync());
  registerServiceWorker();
}
