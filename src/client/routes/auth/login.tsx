import { createFileRoute, redirect } from '@tanstack/react-router';

/** Target after logout from the competition-admin sidebar. */
export const Route = createFileRoute('/auth/login')({
  beforeLoad: () => {
    throw redirect({ to: '/login', replace: true });
  },
});
