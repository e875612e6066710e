import { createFileRoute } from '@tanstack/react-router';
import { PetugasPage } from '../../features/petugas/PetugasPage';

export const Route = createFileRoute('/admin-kompetisi/petugas')({
  component: PetugasPage,
});
