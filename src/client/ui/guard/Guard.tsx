import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useRouterState } from '@tanstack/react-router';
import toast from 'react-hot-toast';
import { useAuth } from '../../data/auth';
import { decideAccess, type AccessDecision, type AccessPolicy } from './decide';
import { LoadingScreen } from '../LoadingScreen';
import { AccessDenied } from './AccessDenied';
import { useLoggingOut } from './logout-flag';
import { areaHomeFor } from '../../../domain/roles';

/**
 * The one route guard. Guest-only pages decide once, on arrival, so a fresh login can finish its own
 * welcome and redirect instead of being bounced mid-way.
 */
interface GuardProps {
  policy: AccessPolicy;
  children: ReactNode;
  /** Render the loading / denied screens on the dark page top (pages under the public navbar). */
  dark?: boolean;
}

export function Guard({ policy, children, dark }: GuardProps) {
  const { user, loading } = useAuth();
  const loggingOut = useLoggingOut();
  const location = useRouterState({ select: (s) => s.location.pathname + s.location.searchStr });
  // The page this guard was asked for. Once it sends the user away the router's location already shows the
  // target while this guard is still mounted: reading that would make /login the page to come back to.
  const here = useRef(location);
  const leaving = useRef<string | null>(null);
  // A signed-in user arriving where it was sent within this guard's area (a staff member's desk) is on a new page to decide on.
  if (leaving.current === null || (user && location.split('?')[0] === leaving.current)) here.current = location;
  // Set once the page was shown to a user: a user who then vanishes lost the session, not a visiting guest.
  const hadUser = useRef(false);
  const live = decideAccess(policy, user, loading, here.current, hadUser.current);
  if (live.kind === 'allow' && user) hadUser.current = true;
  leaving.current = live.kind === 'redirect' ? live.to : null;
  const frozen = useRef<AccessDecision | null>(null);
  if (policy.kind === 'guest' && live.kind !== 'loading' && frozen.current === null) frozen.current = live;
  const decision = policy.kind === 'guest' && frozen.current ? frozen.current : live;

  const toastText = decision.kind === 'redirect' && !loggingOut ? decision.toast : undefined;
  const pageToastText = decision.kind === 'redirect' && !loggingOut ? decision.pageToast : undefined;
  useEffect(() => {
    if (pageToastText) toast.error(pageToastText, { id: 'guard-page-login-required' });
    if (toastText) toast.error(toastText, { id: 'guard-login-required' });
  }, [toastText, pageToastText]);

  if (loggingOut && policy.kind === 'auth' && !user) return null;
  switch (decision.kind) {
    case 'loading':
      return <LoadingScreen dark={dark} />;
    case 'redirect':
      return <Navigate to={decision.to as '/'} search={decision.search as never} replace />;
    case 'denied':
      return <AccessDenied required={decision.required} actual={decision.actual} home={areaHomeFor(decision.actual)} dark={dark} />;
    default:
      return <>{children}</>;
  }
}
