import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { LogOut, X, type LucideIcon } from 'lucide-react';
import { useLogout } from '../hooks/useLogout';
import { isActivePath } from './nav-links';
import { Brand } from './Brand';

export interface SidebarItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

interface SidebarNavProps {
  areaLabel: string;
  userName: string;
  items: readonly SidebarItem[];
  footerItems: readonly SidebarItem[];
  /** Items listed after Logout (e.g. Beranda). */
  trailingItems?: readonly SidebarItem[];
  pathname: string;
  logoutTo: string;
  extra?: ReactNode;
  onClose?: () => void;
}

function ItemLink({ item, active }: { item: SidebarItem; active: boolean }) {
  const Icon = item.icon;
  return (
    <Link
      to={item.to as '/'}
      aria-current={active ? 'page' : undefined}
      className={`flex items-center gap-3 rounded-lg px-4 py-2.5 text-sm font-semibold transition-colors ${active ? 'bg-primary text-white shadow' : 'text-white/85 hover:bg-white/10 hover:text-white'}`}
    >
      <Icon className="size-5" aria-hidden="true" />
      {item.label}
    </Link>
  );
}

/** Sidebar content; the active item is chosen by path prefix. Logout leaves without a dialog. */
export function SidebarNav({
  areaLabel,
  userName,
  items,
  footerItems,
  trailingItems = [],
  pathname,
  logoutTo,
  extra,
  onClose,
}: SidebarNavProps) {
  const { logout, busy } = useLogout(logoutTo);
  return (
    <nav className="bg-arena-dark flex h-full flex-col overflow-y-auto text-white" aria-label={areaLabel}>
      <div className="flex items-center justify-between p-5">
        <Brand />
        {onClose && (
          <button type="button" className="btn btn-ghost btn-circle btn-sm text-white" aria-label="Tutup menu" onClick={onClose}>
            <X className="size-5" aria-hidden="true" />
          </button>
        )}
      </div>
      <div className="mx-5 mb-4 rounded-box bg-white/5 px-4 py-3">
        <p className="text-gold text-xs font-bold tracking-wider uppercase">{areaLabel}</p>
        <p className="truncate text-sm font-semibold">{userName}</p>
      </div>
      <ul className="flex flex-col gap-1 px-3">
        {items.map((item) => (
          <li key={item.to}>
            <ItemLink item={item} active={isActivePath(pathname, item.to)} />
          </li>
        ))}
      </ul>
      {extra && <div className="mx-5 mt-6">{extra}</div>}
      <ul className="mt-auto flex flex-col gap-1 border-t border-white/10 px-3 py-4">
        {footerItems.map((item) => (
          <li key={item.to}>
            <ItemLink item={item} active={isActivePath(pathname, item.to)} />
          </li>
        ))}
        <li>
          <button
            type="button"
            className="flex w-full items-center gap-3 rounded-lg px-4 py-2.5 text-left text-sm font-semibold text-red-300 hover:bg-white/10"
            onClick={() => void logout()}
            disabled={busy}
          >
            <LogOut className="size-5" aria-hidden="true" /> Logout
          </button>
        </li>
        {trailingItems.map((item) => (
          <li key={item.to}>
            <ItemLink item={item} active={false} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
