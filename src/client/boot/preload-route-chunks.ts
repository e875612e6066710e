/**
 * Starts fetching the code of a page's route (listed in index.html by route-chunks-plugin) so it downloads
 * in one go: with the app on the first load, at the start of each later navigation (the route's lazy import
 * carries no preload list of its own). Only hints: the router still imports the chunks itself, and a
 * missing or stale list just means the slower order (a chunk, then its imports).
 */
interface RouteChunks {
  files: string[];
  routes: Record<string, number[]>;
}

function isRouteChunks(value: unknown): value is RouteChunks {
  if (typeof value !== 'object' || value === null) return false;
  const { files, routes } = value as Partial<Record<keyof RouteChunks, unknown>>;
  return (
    Array.isArray(files) &&
    files.every((f) => typeof f === 'string') &&
    typeof routes === 'object' &&
    routes !== null &&
    Object.values(routes).every((list) => Array.isArray(list) && list.every((i) => typeof i === 'number'))
  );
}

function readRouteChunks(): RouteChunks | null {
  try {
    const parsed: unknown = JSON.parse(document.getElementById('route-chunks')?.textContent ?? 'null');
    return isRouteChunks(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** '/dashboard/atlit/*' matches '/dashboard/atlit/12'. */
function matches(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const have = path.split('/');
  return want.length === have.length && want.every((segment, i) => segment === '*' || segment === have[i]);
}

let cached: RouteChunks | null | undefined;
const requested = new Set<string>();

export function preloadRouteChunks(pathname: string): void {
  const list = (cached ??= readRouteChunks());
  if (!list) return;
  const path = pathname.replace(/\/+$/, '') || '/';
  const indexes = list.routes[path] ?? Object.entries(list.routes).find(([pattern]) => matches(pattern, path))?.[1] ?? [];
  for (const index of indexes) {
    const file = list.files[index];
    if (!file || requested.has(file)) continue;
    requested.add(file);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = `/${file}`;
    document.head.appendChild(link);
  }
}
