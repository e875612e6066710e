import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { AdminSettingsPage } from '../../features/pengaturan/AdminSettingsPage';
import { SETTINGS_TABS } from '../../features/pengaturan/settings-tabs';

const searchSchema = v.object({ tab: v.optional(v.fallback(v.picklist(SETTINGS_TABS), 'profil'), 'profil') });

export const Route = createFileRoute('/admin/settings')({
  validateSearch: (search) => v.parse(searchSchema, search),
  component: function Page() {
    const { tab } = Route.useSearch();
    return <AdminSettingsPage tab={tab} />;
  },
});
