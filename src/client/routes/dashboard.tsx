import { createFileRoute } from '@tanstack/react-router';
import { Guard } from '../ui/guard/Guard';
import { POLICY } from '../ui/guard/policies';
import { DashboardLayout } from './-layout/DashboardLayout';

export const Route = createFileRoute('/dashboard')({
  component: () => (
    <Guard policy={POLICY.dashboard}>
      <DashboardLayout />
    </Guard>
  ),
});
