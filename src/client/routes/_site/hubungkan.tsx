import { createFileRoute } from '@tanstack/react-router';
import { HubungkanPage } from '../../features/hub/HubungkanPage';

/** 'Hubungkan ke hub venue': this device's calls go to a venue hub on the hall's network, or back. */
export const Route = createFileRoute('/_site/hubungkan')({
  component: HubungkanPage,
});
