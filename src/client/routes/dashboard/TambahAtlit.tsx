import { createFileRoute } from '@tanstack/react-router';
import { Guard } from '../../ui/guard/Guard';
import { POLICY } from '../../ui/guard/policies';
import { UnderDevelopment } from '../../ui/UnderDevelopment';

export const Route = createFileRoute('/dashboard/TambahAtlit')({
  component: () => (
    <Guard policy={POLICY.pelatih}>
      <UnderDevelopment />
    </Guard>
  ),
});
