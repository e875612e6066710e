import { useCallback, useState } from 'react';
import { lazyPart } from '../lazy-retry';
import { Link, useRouterState } from '@tanstack/react-router';
import { LogIn, Menu } from 'lucide-react';
import { useAuth } from '../../data/auth';
import { InstallButton } from '../../pwa';
import { useScrolled } from '../hooks/useScrolled';
import { useCloseOnRouteChange } from '../hooks/useCloseOnRouteChange';
import { useFirstInteraction } from '../hooks/useFirstInteraction';
import { isActivePath, type NavLink } from './nav-links';
import { Brand } from './Brand';

// The phone menu loads at the first tap anywhere (so it is there, closed, by the time the menu button's
// click arrives), not with the page. The rest only a signed-in user sees: a visitor's first load does
// not fetch them (nor the outbox code behind the sync badge).
const MobileMenu = lazyPart(() => import('./MobileMenu').then((m) => m.MobileMenu));
const UserMenu = lazyPart(() => import('./UserMenu').then((m) => m.UserMenu));
const SyncIndicator = lazyPart(() => import('./SyncIndicator').then((m) => m.SyncIndicator));
const LogoutConfirm = lazyPart(() => import('./LogoutConfirm').then((m) => m.LogoutConfirm));
const LencanaServer = lazyPart(() => import('../lencana/LencanaServer').then((m) => m.LencanaServer));

interface SiteNavbarProps {
  links: readonly NavLink[];
  brandTo: string;
  /** Where the user lands after confirming logout (main layout '/', event layout '/event/home'). */
  logoutTo: string;
}

/** Public navbar: transparent over the dark page top, opaque after 50 px of scroll. */
export function SiteNavbar({ links, brandTo, logoutTo }: SiteNavbarProps) {
  const { user } = useAuth();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const scrolled = useScrolled(50);
  const [menuOpen, setMenuOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const interacted = useFirstInteraction();
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useCloseOnRouteChange(closeMenu);

  const askLogout = () => {
    setMenuOpen(false);
    setConfirmOpen(true);
  };

  return (
    <>
      <header
        className={`fixed inset-x-0 top-0 z-50 transition-colors duration-300 ${scrolled || menuOpen ? 'bg-brand-ink/95 shadow-lg backdrop-blur' : 'bg-transparent'}`}
      >
        <nav className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6" aria-label="Navigasi utama">
          <Brand to={brandTo} />
          <ul className="ml-6 hidden items-center gap-1 lg:flex">
            {links.map((l) => {
              const active = isActivePath(pathname, l.to);
              return (
                <li key={l.to}>
                  <Link
                    to={l.to as '/'}
                    reloadDocument={l.reload}
                    aria-current={active ? 'page' : undefined}
                    className={`rounded-full px-4 py-2 text-sm font-semibold transition-colors ${active ? 'bg-white/15 text-white' : 'text-white/85 hover:bg-white/10 hover:text-white'}`}
                  >
                    {l.label}
                  </Link>
                </li>
              );
            })}
          </ul>
          <div className="ml-auto flex items-center gap-1.5">
            <LencanaServer />
            <span className="hidden sm:inline-flex">
              <InstallButton className="btn btn-ghost btn-sm text-white hover:bg-white/10" />
            </span>
            {user && <SyncIndicator />}
            {user ? (
              <div className="hidden lg:block">
                <UserMenu user={user} onLogout={askLogout} />
              </div>
            ) : (
              <div className="hidden items-center gap-2 lg:flex">
                {/* The router's default 'active' class turns a daisyUI btn light: keep white on red when on /login. */}
                <Link to="/login" className="btn btn-ghost btn-sm text-white hover:bg-white/10" activeProps={{ className: 'bg-white/15' }}>
                  <LogIn className="size-4" aria-hidden="true" /> Masuk
                </Link>
                <Link to="/register" className="btn btn-secondary btn-sm">
                  Daftar
                </Link>
              </div>
            )}
            <button
              type="button"
              className="btn btn-ghost btn-circle text-white hover:bg-white/10 lg:hidden"
              aria-label="Buka menu"
              aria-expanded={menuOpen}
              onClick={() => setMenuOpen(true)}
            >
              <Menu className="size-6" aria-hidden="true" />
            </button>
          </div>
        </nav>
      </header>
      {/* Outside <header>: its backdrop-filter would confine fixed children to the bar. */}
      {(interacted || menuOpen) && (
        <MobileMenu open={menuOpen} links={links} pathname={pathname} user={user} onClose={closeMenu} onLogout={askLogout} />
      )}
      {(user || confirmOpen) && <LogoutConfirm open={confirmOpen} logoutTo={logoutTo} onClose={() => setConfirmOpen(false)} />}
    </>
  );
}
