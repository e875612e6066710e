import { createFileRoute } from '@tanstack/react-router';
import { KebijakanPrivasiPage } from '../../features/privasi/KebijakanPrivasiPage';

/** Public: linked from the footer, the registration pages and the athlete form. */
export const Route = createFileRoute('/_site/kebijakan-privasi')({
  component: KebijakanPrivasiPage,
});
