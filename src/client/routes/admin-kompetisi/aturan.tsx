import { createFileRoute } from '@tanstack/react-router';
import { AturanPage } from '../../features/aturan/AturanPage';

export const Route = createFileRoute('/admin-kompetisi/aturan')({
  component: AturanPage,
});
