import { createFileRoute } from '@tanstack/react-router';
import { DrawingBaganPage } from '../../../features/drawing-bagan/DrawingBaganPage';

export const Route = createFileRoute('/admin-kompetisi/drawing-bagan/')({
  component: DrawingBaganPage,
});
