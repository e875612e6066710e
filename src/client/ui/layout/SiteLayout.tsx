import { Outlet, useRouterState } from '@tanstack/react-router';
import { lazyPart } from '../lazy-retry';
import { SiteNavbar } from './SiteNavbar';
import { type ReactNode } from 'react';
import { WhenNear } from '../WhenNear';
import type { NavLink } from './nav-links';

interface SiteLayoutProps {
  links: readonly NavLink[];
  brandTo: string;
  logoutTo: string;
  /** Page to show instead of the child route (alias routes). */
  children?: ReactNode;
}

// Below every page's first screen: it loads as the visitor scrolls toward it (at once on a short page).
const SiteFooter = lazyPart(() => import('./SiteFooter').then((m) => m.SiteFooter));
const LencanaServer = lazyPart(() => import('../lencana/LencanaServer').then((m) => m.LencanaServer));

/** The TV pages of the hall: the hall screen and one court's scoreboard (?lapangan=), the whole screen and nothing else. */
export const halamanTv = (pathname: string, search: Record<string, unknown>): boolean =>
  pathname === '/event/layar' || (pathname === '/event/papan' && search.lapangan !== undefined);

/** Navbar + page + footer; the footer is hidden under /settings, navbar and footer on the TV pages. */
export function SiteLayout({ links, brandTo, logoutTo, children }: SiteLayoutProps) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const tv = useRouterState({ select: (s) => halamanTv(s.location.pathname, s.location.search as Record<string, unknown>) });
  const hideFooter = pathname === '/settings' || pathname.startsWith('/settings/');
  if (tv) {
    return (
      <main className="h-dvh overflow-hidden">
        {children ?? <Outlet />}
        <LencanaServer varian="layar" />
      </main>
    );
  }
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#konten" className="btn btn-secondary btn-sm fixed top-2 left-2 z-[70] -translate-y-20 focus:translate-y-0">
        Lewati ke konten
      </a>
      <SiteNavbar links={links} brandTo={brandTo} logoutTo={logoutTo} />
      <main id="konten" className="min-h-dvh flex-1">
        {children ?? <Outlet />}
      </main>
      {!hideFooter && (
        <WhenNear>
          <SiteFooter />
        </WhenNear>
      )}
    </div>
  );
}
