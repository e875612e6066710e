import { createFileRoute } from '@tanstack/react-router';
import { SiteLayout } from '../ui/layout/SiteLayout';
import { EVENT_NAV } from '../ui/layout/nav-links';
import { EventHomePage } from '../features/event/EventHomePage';

/** /lomba/home is another name of the event microsite home: same page, same layout. */
export const Route = createFileRoute('/lomba/home')({
  component: () => (
    <SiteLayout links={EVENT_NAV} brandTo="/event/home" logoutTo="/event/home">
      <EventHomePage />
    </SiteLayout>
  ),
});
