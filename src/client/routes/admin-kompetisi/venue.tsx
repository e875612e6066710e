import { createFileRoute } from '@tanstack/react-router';
import { VenuePage } from '../../features/venue/VenuePage';

export const Route = createFileRoute('/admin-kompetisi/venue')({
  component: VenuePage,
});
