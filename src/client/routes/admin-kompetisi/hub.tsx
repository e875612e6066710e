import { createFileRoute } from '@tanstack/react-router';
import { HubVenuePage } from '../../features/hub/HubVenuePage';

export const Route = createFileRoute('/admin-kompetisi/hub')({
  component: HubVenuePage,
});
