import { lazy } from 'react';

/** The 404 page, as the router's not-found component. Its code loads when a page is not found, not with every first load. */
export const NotFound = lazy(() => import('./NotFoundPage').then((m) => ({ default: m.NotFoundPage })));
