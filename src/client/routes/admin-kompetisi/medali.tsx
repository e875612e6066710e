import { createFileRoute } from '@tanstack/react-router';
import { MedaliPage } from '../../features/bagan/undian/MedaliPage';

export const Route = createFileRoute('/admin-kompetisi/medali')({
  component: MedaliPage,
});
