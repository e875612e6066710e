import { createFileRoute } from '@tanstack/react-router';
import { Guard } from '../../ui/guard/Guard';
import { POLICY } from '../../ui/guard/policies';
import { SettingsPage } from '../../features/pengaturan/akun/SettingsPage';

export const Route = createFileRoute('/_site/settings')({
  component: () => (
    <Guard policy={POLICY.settings} dark>
      <SettingsPage />
    </Guard>
  ),
});
