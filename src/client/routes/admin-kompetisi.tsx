import { createFileRoute } from '@tanstack/react-router';
import { Guard } from '../ui/guard/Guard';
import { POLICY } from '../ui/guard/policies';
import { AdminKompetisiLayout } from './-layout/AdminKompetisiLayout';

export const Route = createFileRoute('/admin-kompetisi')({
  component: () => (
    <Guard policy={POLICY.adminKompetisi}>
      <AdminKompetisiLayout />
    </Guard>
  ),
});
