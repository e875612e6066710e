import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { AuthProvider } from '../data/auth';
import { readSession } from '../data/session';
import { queryClient } from '../ui/app/query-client';
import { AppToaster } from '../ui/app/AppToaster';
import { router } from '../router';
import { registerServiceWorker } from '../pwa';

function render(container: HTMLElement) {
  // A transition render yields to the browser every few ms instead of blocking it in one long task.
  startTransition(() =>
    createRoot(container).render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <AuthProvider>
            <RouterProvider router={router} />
            <AppToaster />
          </AuthProvider>
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
}

/** Loads the matched route, then renders the app into #root, replacing the static boot shell. */
export async function startApp(container: HTMLElement): Promise<void> {
  // The matched route's code loads before the first render, so React paints the finished page once
  // instead of an empty frame while route chunks arrive. A failure here is the router's to show.
  await router.load().catch(() => undefined);
  render(container);
  // The outbox (Dexie) only matters to a signed-in user; visitors never load it. Login starts it too.
  if (readSession()) void import('../data/sync/engine').then((m) => m.startSync());
  registerServiceWorker();
}
