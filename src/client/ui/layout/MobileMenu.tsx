import { useEffect, useRef } from 'react';
import { Link } from '@tanstack/react-router';
import { LayoutDashboard, LogIn, LogOut, Settings, UserPlus, X } from 'lucide-react';
import { dashboardLinkFor, displayName, type SessionUser } from '../../../domain/roles';
import { useScrollLock } from '../hooks/useScrollLock';
import { isActivePath, settingsLinkFor, type NavLink } from './nav-links';
import { Brand } from './Brand';
import { InstallButton } from '../../pwa';

interface MobileMenuProps {
  open: boolean;
  links: readonly NavLink[];
  pathname: string;
  user: SessionUser | null;
  onClose: () => void;
  onLogout: () => void;
}

/** Slide-over navigation for phones; Escape or the close button dismisses it. */
export function MobileMenu({ open, links, pathname, user, onClose, onLogout }: MobileMenuProps) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const settingsTo = user ? settingsLinkFor(user.role) : null;
  useScrollLock(open);

  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  return (
    <div className={`fixed inset-0 z-[60] lg:hidden ${open ? '' : 'pointer-events-none'}`} aria-hidden={!open}>
      <div className={`absolute inset-0 bg-black/60 transition-opacity ${open ? 'opacity-100' : 'opacity-0'}`} onClick={onClose} />
      <nav
        role="dialog"
        aria-modal="true"
        aria-label="Menu navigasi"
        inert={!open}
        className={`bg-arena-dark absolute inset-y-0 right-0 flex w-72 max-w-[85vw] flex-col text-white transition-transform duration-300 ${open ? 'translate-x-0 shadow-2xl' : 'translate-x-full'}`}
      >
        <div className="flex items-center justify-between border-b border-white/10 p-4">
          <Brand />
          <button
            ref={closeRef}
            type="button"
            className="btn btn-ghost btn-circle btn-sm text-white"
            aria-label="Tutup menu"
            onClick={onClose}
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        <ul className="flex flex-col gap-1 p-4">
          {links.map((l) => (
            <li key={l.to}>
              <Link
                to={l.to as '/'}
                reloadDocument={l.reload}
                className={`block rounded-lg px-4 py-3 text-base font-semibold ${isActivePath(pathname, l.to) ? 'bg-primary text-white' : 'hover:bg-white/10'}`}
                aria-current={isActivePath(pathname, l.to) ? 'page' : undefined}
              >
                {l.label}
              </Link>
            </li>
          ))}
        </ul>
        <div className="mt-auto border-t border-white/10 p-4">
          <InstallButton className="btn btn-secondary btn-sm mb-3 w-full" />
          {user ? (
            <div className="flex flex-col gap-1">
              <p className="px-4 pb-2 text-sm text-white/80">
                Masuk sebagai <span className="font-bold text-white">{displayName(user)}</span>
              </p>
              <Link to={dashboardLinkFor(user.role) as '/'} className="flex items-center gap-3 rounded-lg px-4 py-3 hover:bg-white/10">
                <LayoutDashboard className="size-5" aria-hidden="true" /> Dashboard
              </Link>
              {settingsTo && (
                <Link to={settingsTo as '/'} className="flex items-center gap-3 rounded-lg px-4 py-3 hover:bg-white/10">
                  <Settings className="size-5" aria-hidden="true" /> Settings
                </Link>
              )}
              <button
                type="button"
                className="flex items-center gap-3 rounded-lg px-4 py-3 text-left text-red-300 hover:bg-white/10"
                onClick={onLogout}
              >
                <LogOut className="size-5" aria-hidden="true" /> Logout
              </button>
            </div>
          ) : (
            <div className="grid grid-cols-2 gap-2">
              <Link to="/login" className="btn btn-outline border-white/40 text-white">
                <LogIn className="size-4" aria-hidden="true" /> Masuk
              </Link>
              <Link to="/register" className="btn btn-secondary">
                <UserPlus className="size-4" aria-hidden="true" /> Daftar
              </Link>
            </div>
          )}
        </div>
      </nav>
    </div>
  );
}
