import { createFileRoute } from '@tanstack/react-router';
import { PenimbanganPage } from '../../features/penimbangan/PenimbanganPage';

export const Route = createFileRoute('/admin-kompetisi/penimbangan')({
  component: PenimbanganPage,
});
