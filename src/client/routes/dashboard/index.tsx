import { Navigate, createFileRoute } from '@tanstack/react-router';
import { useAuth } from '../../data/auth';
import { dashboardIndexFor } from '../../ui/guard/role-home';

/** Rendered inside the dashboard layout's guard, so a visitor never gets here. */
export const Route = createFileRoute('/dashboard/')({
  component: DashboardIndex,
});

function DashboardIndex() {
  const { user } = useAuth();
  return <Navigate to={dashboardIndexFor(user?.role) as '/'} replace />;
}
