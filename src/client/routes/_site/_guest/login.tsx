import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../../../features/auth/LoginPage';
import { safeRedirect } from '../../../features/auth/search-params';

/**
 * ?redirect=<path+search>: the protected page a guest was sent here from; anything unsafe is dropped. The key
 * is always returned: the router lays a route's search over the raw one, so leaving it out would let an
 * unchecked value through.
 */
export const Route = createFileRoute('/_site/_guest/login')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => ({ redirect: safeRedirect(search.redirect) }),
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect } = Route.useSearch();
  return <LoginPage redirect={redirect} />;
}
