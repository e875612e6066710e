import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

const RETRY_MS = 3000;

/**
 * A part of the page whose code loads on demand and which must never take the page down with it: on a first
 * visit with no route to the server (before the service worker holds the chunks), a failed load is tried
 * again every few seconds while Suspense keeps showing its fallback, instead of rejecting and unmounting the
 * whole tree. Once the server answers, the part appears by itself.
 */
export function lazyPart<T extends ComponentType<any>>(load: () => Promise<T>): LazyExoticComponent<T> {
  return lazy(() => new Promise<{ default: T }>((resolve) => {
    const attempt = () => {
      load().then((component) => resolve({ default: component }), () => setTimeout(attempt, RETRY_MS));
    };
    attempt();
  }));
}
