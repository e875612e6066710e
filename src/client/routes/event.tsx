import { createFileRoute } from '@tanstack/react-router';
import { SiteLayout } from '../ui/layout/SiteLayout';
import { EVENT_NAV } from '../ui/layout/nav-links';

export const Route = createFileRoute('/event')({
  component: () => <SiteLayout links={EVENT_NAV} brandTo="/event/home" logoutTo="/event/home" />,
});
