import { createFileRoute } from '@tanstack/react-router';
import { RegisterCoachPage } from '../../../features/auth/RegisterCoachPage';
import { dojangParam } from '../../../features/auth/search-params';

/**
 * ?dojang=<id_dojang> preselects that dojang (offered right after registering it); anything else is dropped
 * (the key is always returned, so the raw value never shows through the router's merged search).
 */
export const Route = createFileRoute('/_site/_guest/register')({
  validateSearch: (search: Record<string, unknown>): { dojang?: number } => ({ dojang: dojangParam(search.dojang) }),
  component: RegisterRoute,
});

function RegisterRoute() {
  const { dojang } = Route.useSearch();
  return <RegisterCoachPage key={dojang ?? 'baru'} dojang={dojang} />;
}
