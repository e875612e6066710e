import { createFileRoute } from '@tanstack/react-router';
import { HubLokalPage } from '../../features/hub/HubLokalPage';

/** The venue hub's own page, at the hub's address on the hall's network: take-over, its link, hand-back. */
export const Route = createFileRoute('/_site/hub')({
  component: HubLokalPage,
});
