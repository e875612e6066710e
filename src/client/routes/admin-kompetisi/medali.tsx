import { createFileRoute } from '@tanstack/react-router';
import { MedaliPage } from '../../features/drawing-bagan/MedaliPage';

export const Route = createFileRoute('/admin-kompetisi/medali')({
  component: MedaliPage,
});
