import { lazyPart } from './lazy-retry';

/** The 404 page, as the router's not-found component. Its code loads when a page is not found, not with every first load. */
export const NotFound = lazyPart(() => import('./NotFoundPage').then((m) => m.NotFoundPage));
