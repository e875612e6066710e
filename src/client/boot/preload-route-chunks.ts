/**
 * Starts fetching the code of the page's route (listed in index.html by route-chunks-plugin) so it
 * downloads alongside the app instead of after it. Only hints: the router still imports the chunks
 * itself, and a missing or stale list just means the old, slower order.
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

export function preloadRouteChunks(pathname: string): void {
  const list = readRouteChunks();
  if (!list) return;
  const path = pathname.replace(/\/+$/, '') || '/';
  const indexes = list.routes[path] ?? Object.entries(list.routes).find(([pattern]) => matches(pattern, path))?.[1] ?? [];
  for (const index of indexes) {
    const file = list.files[index];
    if (!file) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = `/${file}`;
    document.head.appendChild(link);
  }
}
