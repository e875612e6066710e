import { Outlet, createRootRoute } from '@tanstack/react-router';
import { UpdatePrompt } from '../pwa';
import { NotFound } from '../ui/NotFound';

export const Route = createRootRoute({
  component: RootLayout,
  notFoundComponent: NotFound,
});

function RootLayout() {
  return (
    <>
      <Outlet />
      <UpdatePrompt />
    </>
  );
}
