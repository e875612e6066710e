import { createFileRoute } from '@tanstack/react-router';
import { Guard } from '../../ui/guard/Guard';
import { POLICY } from '../../ui/guard/policies';
import { KompetisiListPage } from '../../features/kompetisi/list/KompetisiListPage';

export const Route = createFileRoute('/dashboard/dataKompetisi/')({
  component: () => (
    <Guard policy={POLICY.kompetisiPelatih}>
      <KompetisiListPage />
    </Guard>
  ),
});
