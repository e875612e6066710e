import { createFileRoute } from '@tanstack/react-router';
import { UnderDevelopment } from '../../ui/UnderDevelopment';

export const Route = createFileRoute('/dashboard/atlit/$id_atlet')({
  component: UnderDevelopment,
});
