import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/admin-kompetisi/')({
  beforeLoad: () => {
    throw redirect({ to: '/admin-kompetisi/validasi-peserta', replace: true });
  },
});
