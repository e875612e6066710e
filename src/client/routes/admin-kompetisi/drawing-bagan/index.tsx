import { createFileRoute } from '@tanstack/react-router';
import { DrawingBaganPage } from '../../../features/bagan/undian/DrawingBaganPage';

export const Route = createFileRoute('/admin-kompetisi/drawing-bagan/')({
  component: DrawingBaganPage,
});
