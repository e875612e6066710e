import { useCallback, useState, type ReactNode } from 'react';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { Menu } from 'lucide-react';
import { useAuth } from '../../data/auth';
import { InstallButton } from '../../pwa';
import { displayName } from '../../../domain/roles';
import { useCloseOnRouteChange } from '../hooks/useCloseOnRouteChange';
import { useScrollLock } from '../hooks/useScrollLock';
import { Brand } from './Brand';
import { LencanaServer } from '../lencana/LencanaServer';
import { SyncIndicator } from './SyncIndicator';
import { SidebarNav, type SidebarItem } from './SidebarNav';

interface SidebarLayoutProps {
  areaLabel: string;
  items: readonly SidebarItem[];
  /** Extra items under the main menu (settings, home). */
  footerItems: readonly SidebarItem[];
  trailingItems?: readonly SidebarItem[];
  logoutTo: string;
  /** Optional card at the bottom of the sidebar. */
  extra?: ReactNode;
}

/** Dashboard shell: sidebar always visible on lg screens, a w-72 slide-over on smaller ones. */
export function SidebarLayout({ areaLabel, items, footerItems, trailingItems, logoutTo, extra }: SidebarLayoutProps) {
  const { user } = useAuth();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  useCloseOnRouteChange(close);
  useScrollLock(open);

  const nav = (
    <SidebarNav
      areaLabel={areaLabel}
      userName={displayName(user)}
      items={items}
      footerItems={footerItems}
      trailingItems={trailingItems}
      pathname={pathname}
      logoutTo={logoutTo}
      extra={extra}
      onClose={open ? close : undefined}
    />
  );

  return (
    <div className="min-h-dvh bg-base-200 lg:pl-72">
      <aside className="fixed inset-y-0 left-0 z-40 hidden w-72 lg:block">{nav}</aside>
      <div className={`fixed inset-0 z-50 lg:hidden ${open ? '' : 'pointer-events-none'}`} aria-hidden={!open}>
        <div className={`absolute inset-0 bg-black/60 transition-opacity ${open ? 'opacity-100' : 'opacity-0'}`} onClick={close} />
        <aside
          role="dialog"
          aria-modal="true"
          aria-label="Menu dashboard"
          inert={!open}
          onKeyDown={(e) => e.key === 'Escape' && close()}
          className={`absolute inset-y-0 left-0 w-72 transition-transform duration-300 ${open ? 'translate-x-0 shadow-2xl' : '-translate-x-full'}`}
        >
          {nav}
        </aside>
      </div>
      <header className="bg-brand-ink sticky top-0 z-30 flex h-16 items-center gap-2 px-4 text-white shadow lg:bg-base-100 lg:text-base-content lg:shadow-sm">
        <button
          type="button"
          className="btn btn-ghost btn-circle text-white hover:bg-white/10 lg:hidden"
          aria-label="Buka menu"
          aria-expanded={open}
          onClick={() => setOpen(true)}
        >
          <Menu className="size-6" aria-hidden="true" />
        </button>
        <div className="lg:hidden">
          <Brand />
        </div>
        <p className="hidden text-sm font-semibold text-base-content/80 lg:block">{areaLabel}</p>
        <div className="ml-auto flex items-center gap-2">
          <span className="hidden sm:inline-flex">
            <InstallButton className="btn btn-ghost btn-sm" />
          </span>
          <span className="lg:hidden">
            <LencanaServer />
          </span>
          <span className="hidden lg:inline-flex">
            <LencanaServer nadaKepala="dark" />
          </span>
          <span className="lg:hidden">
            <SyncIndicator />
          </span>
          <span className="hidden lg:inline-flex">
            <SyncIndicator tone="dark" />
          </span>
        </div>
      </header>
      <main id="konten" className="mx-auto w-full max-w-6xl p-4 sm:p-6 lg:p-8">
        <Outlet />
      </main>
    </div>
  );
}
