import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { AuthProvider } from './data/auth';
import { readSession } from './data/session';
import { queryClient } from './ui/app/query-client';
import { AppToaster } from './ui/app/AppToaster';
import { router } from './router';
import { registerServiceWorker } from './pwa';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('Elemen #root tidak ditemukan');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RouterProvider router={router} />
        <AppToaster />
      </AuthProvider>
    </QueryClientProvider>
  </StrictMode>,
);

// The outbox (Dexie) only matters to a signed-in user; visitors never load it. Login starts it too.
if (readSession()) void import('./data/sync/engine').then((m) => m.startSync());
registerServiceWorker();
