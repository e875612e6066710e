import { createFileRoute } from '@tanstack/react-router';
import { UnderDevelopment } from '../../ui/UnderDevelopment';

export const Route = createFileRoute('/admin/validasi-dojang')({
  component: UnderDevelopment,
});
