import { createFileRoute } from '@tanstack/react-router';
import { RegisterCoachPage } from '../../../features/auth/RegisterCoachPage';

export const Route = createFileRoute('/_site/_guest/register')({
  component: RegisterCoachPage,
});
