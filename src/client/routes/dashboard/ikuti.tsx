import { createFileRoute } from '@tanstack/react-router';
import { IkutiPage } from '../../features/ikuti/IkutiPage';
import { Guard } from '../../ui/guard/Guard';
import { POLICY } from '../../ui/guard/policies';

/** `?berhenti=`: an alert's 'Berhenti ikuti' (that athlete is switched off). */
export const Route = createFileRoute('/dashboard/ikuti')({
  validateSearch: (s: Record<string, unknown>): { berhenti?: number } => {
    const n = Number(s.berhenti);
    return Number.isInteger(n) && n > 0 ? { berhenti: n } : {};
  },
  component: IkutiRoute,
});

function IkutiRoute() {
  const { berhenti } = Route.useSearch();
  return (
    <Guard policy={POLICY.ikutiPelatih}>
      <IkutiPage berhenti={berhenti ?? null} />
    </Guard>
  );
}
