import { useCallback, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { ChevronDown, LayoutDashboard, LogOut, Settings } from 'lucide-react';
import { dashboardLinkFor, displayName, type SessionUser } from '../../../domain/roles';
import { useOutsideClick } from '../hooks/useOutsideClick';
import { useCloseOnRouteChange } from '../hooks/useCloseOnRouteChange';
import { settingsLinkFor } from './nav-links';

/** Avatar button with Dashboard / Settings / Logout; closes on outside click, Escape and navigation. */
export function UserMenu({ user, onLogout }: { user: SessionUser; onLogout: () => void }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useOutsideClick(ref, open, close);
  useCloseOnRouteChange(close);
  const name = displayName(user);
  const settingsTo = settingsLinkFor(user.role);

  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        className="btn btn-ghost btn-sm h-10 gap-2 rounded-full px-1.5 pr-3 text-white hover:bg-white/10"
        aria-haspopup="true"
        aria-expanded={open}
        aria-label={`Menu pengguna ${name}`}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="grid size-8 place-items-center rounded-full bg-secondary font-bold text-secondary-content">
          {name.charAt(0).toUpperCase()}
        </span>
        <span className="hidden max-w-32 truncate text-sm font-semibold lg:inline">{name}</span>
        <ChevronDown className="size-4" aria-hidden="true" />
      </button>
      {open && (
        <div className="absolute right-0 z-50 mt-2 w-60 overflow-hidden rounded-box border border-base-300 bg-base-100 text-base-content shadow-xl">
          <div className="border-b border-base-300 px-4 py-3">
            <p className="truncate text-sm font-bold">{name}</p>
            <p className="truncate text-xs text-base-content/75">{user.email}</p>
          </div>
          <ul className="menu w-full p-2">
            <li>
              <Link to={dashboardLinkFor(user.role) as '/'}>
                <LayoutDashboard className="size-4" aria-hidden="true" /> Dashboard
              </Link>
            </li>
            {settingsTo && (
              <li>
                <Link to={settingsTo as '/'}>
                  <Settings className="size-4" aria-hidden="true" /> Settings
                </Link>
              </li>
            )}
            <li>
              <button
                type="button"
                className="text-error"
                onClick={() => {
                  close();
                  onLogout();
                }}
              >
                <LogOut className="size-4" aria-hidden="true" /> Logout
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
