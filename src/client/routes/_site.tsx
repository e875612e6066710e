import { createFileRoute } from '@tanstack/react-router';
import { SiteLayout } from '../ui/layout/SiteLayout';
import { MAIN_NAV } from '../ui/layout/nav-links';

export const Route = createFileRoute('/_site')({
  component: () => <SiteLayout links={MAIN_NAV} brandTo="/" logoutTo="/" />,
});
