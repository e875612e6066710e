import { createFileRoute } from '@tanstack/react-router';
import { Guard } from '../ui/guard/Guard';
import { POLICY } from '../ui/guard/policies';
import { AdminLayout } from './-layout/AdminLayout';

export const Route = createFileRoute('/admin')({
  component: () => (
    <Guard policy={POLICY.admin}>
      <AdminLayout />
    </Guard>
  ),
});
