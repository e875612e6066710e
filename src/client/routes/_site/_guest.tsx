import { Outlet, createFileRoute } from '@tanstack/react-router';
import { Guard } from '../../ui/guard/Guard';
import { POLICY } from '../../ui/guard/policies';

export const Route = createFileRoute('/_site/_guest')({
  component: () => (
    <Guard policy={POLICY.guest} dark>
      <Outlet />
    </Guard>
  ),
});
