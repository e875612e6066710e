import { createFileRoute } from '@tanstack/react-router';
import { RegisterDojangPage } from '../../../features/auth/RegisterDojangPage';

export const Route = createFileRoute('/_site/_guest/registerdojang')({
  component: RegisterDojangPage,
});
