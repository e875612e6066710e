import { useEffect, useRef } from 'react';
import { Link } from '@tanstack/react-router';
import { Bell, HardDrive, Mail, ShieldCheck, UserRound, type LucideIcon } from 'lucide-react';
import { useTitle } from '../../ui/hooks/useTitle';
import { EmailTab } from './email/EmailTab';
import { KeamananTab } from './keamanan/KeamananTab';
import { NotifikasiTab } from './notifikasi/NotifikasiTab';
import { ProfilTab } from './profil/ProfilTab';
import { SistemTab } from './sistem/SistemTab';
import { SETTINGS_TABS, type SettingsTab } from './settings-tabs';

const TABS: Record<SettingsTab, { label: string; icon: LucideIcon; Panel: () => React.ReactNode }> = {
  profil: { label: 'Profil', icon: UserRound, Panel: ProfilTab },
  keamanan: { label: 'Keamanan', icon: ShieldCheck, Panel: KeamananTab },
  notifikasi: { label: 'Notifikasi', icon: Bell, Panel: NotifikasiTab },
  sistem: { label: 'Sistem', icon: HardDrive, Panel: SistemTab },
  email: { label: 'Email', icon: Mail, Panel: EmailTab },
};

/** /admin/settings: five tabs, each saved on the server and read back. */
export function AdminSettingsPage({ tab }: { tab: SettingsTab }) {
  useTitle('Pengaturan');
  const { Panel } = TABS[tab];
  const tabs = useRef<HTMLDivElement>(null);
  // On a phone the row scrolls: keep the open tab in view (e.g. after opening ?tab=email from a link).
  useEffect(() => {
    tabs.current?.querySelector<HTMLElement>('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [tab]);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-black tracking-tight sm:text-3xl">Pengaturan</h1>
      <div ref={tabs} role="tablist" aria-label="Bagian pengaturan" className="tabs tabs-box w-full flex-nowrap overflow-x-auto">
        {SETTINGS_TABS.map((t) => {
          const { label, icon: Icon } = TABS[t];
          return (
            <Link
              key={t}
              role="tab"
              to="/admin/settings"
              search={{ tab: t }}
              aria-selected={t === tab}
              className={`tab shrink-0 gap-1.5 ${t === tab ? 'tab-active' : ''}`}
            >
              <Icon className="size-4" aria-hidden="true" />
              {label}
            </Link>
          );
        })}
      </div>
      <section role="tabpanel" aria-label={TABS[tab].label}>
        <Panel />
      </section>
    </div>
  );
}
