import { createFileRoute } from '@tanstack/react-router';
import { GantiPasswordAwalPage } from '../../features/auth/first-password/GantiPasswordAwalPage';

/** An account created by an ADMIN replaces its first password here before anything else. */
export const Route = createFileRoute('/auth/ganti-password')({
  component: GantiPasswordAwalPage,
});
