import { createFileRoute } from '@tanstack/react-router';
import { TutorialPage } from '../../features/tutorial/TutorialPage';

export const Route = createFileRoute('/_site/tutorial')({
  component: TutorialPage,
});
