import { Outlet, createRootRoute } from '@tanstack/react-router';
import { UpdatePrompt } from '../pwa';
import { NotFound } from '../ui/NotFound';
import { MaintenanceBanner } from '../ui/layout/MaintenanceBanner';

export const Route = createRootRoute({
  component: RootLayout,
  notFoundComponent: NotFound,
});

function RootLayout() {
  return (
    <>
      <Outlet />
      <MaintenanceBanner />
      <UpdatePrompt />
    </>
  );
}
