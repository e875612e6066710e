/**
 * Build step (runs in Node, not in the browser): writes into index.html which chunks each page's
 * route needs, so the boot script can fetch them alongside the app instead of after it. Without it
 * the router asks for a route's code only once the app has been downloaded and evaluated: one more
 * round trip before the first real render of every page.
 *
 * Output: <script type="application/json" id="route-chunks">{"files":[...],"routes":{"/login":[0,3]}}</script>
 * Paths come from the file-based route names (src/client/routes): `_layout` segments and `index` add
 * nothing to the URL, dots are slashes, `$param` matches any one segment (written `*`). Good enough
 * for this app's routes; a page the list misses simply loads its code the router's way.
 */
import type { Plugin } from 'vite';

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
}
type BundleItem = ChunkLike | { type: 'asset'; fileName: string; source: string | Uint8Array };

const ROUTE_CHUNK = /[\\/]src[\\/]client[\\/]routes[\\/](.+)\.tsx?\?tsr-split=/;

/** 'dashboard/atlit.$id_atlet' → '/dashboard/atlit/*'; '_site/_guest/login' → '/login'. */
export function urlPattern(routeFile: string): string {
  const segments = routeFile
    .split(/[/.]/)
    .filter((s) => s !== 'index' && s !== 'route' && !s.startsWith('_'))
    .map((s) => (s.startsWith('$') ? '*' : s));
  return '/' + segments.join('/');
}

/** The route file and the layout files above it: 'a/b/c' → ['a', 'a/b', 'a/b/c']. */
function withLayouts(routeFile: string): string[] {
  const parts = routeFile.split('/');
  return parts.map((_, i) => parts.slice(0, i + 1).join('/'));
}

function staticClosure(start: string[], bundle: Record<string, BundleItem>, into = new Set<string>()): Set<string> {
  for (const file of start) {
    const item = bundle[file];
    if (into.has(file) || item?.type !== 'chunk') continue;
    into.add(file);
    staticClosure(item.imports, bundle, into);
  }
  return into;
}

export function routeChunksPlugin(): Plugin {
  return {
    name: 'arena:route-chunks',
    apply: 'build',
    generateBundle(_options, output) {
      const bundle = output as unknown as Record<string, BundleItem>;
      const chunks = Object.values(bundle).filter((i): i is ChunkLike => i.type === 'chunk');
      const html = bundle['index.html'];
      if (html?.type !== 'asset') return;

      // Already on their way with the app itself (the boot entry imports it): no need to list them.
      const appFiles = staticClosure(
        chunks.filter((c) => c.isEntry).flatMap((c) => [c.fileName, ...c.dynamicImports]),
        bundle,
      );
      const chunksByRoute = new Map<string, string[]>();
      for (const chunk of chunks) {
        const routeFile = ROUTE_CHUNK.exec(chunk.facadeModuleId ?? '')?.[1]?.replace(/\\/g, '/');
        if (routeFile) chunksByRoute.set(routeFile, [...(chunksByRoute.get(routeFile) ?? []), chunk.fileName]);
      }

      const files: string[] = [];
      const routes: Record<string, number[]> = {};
      const routeFiles = [...chunksByRoute.keys()];
      // Layout files only count under the pages they wrap (a pathless layout would otherwise claim '/').
      const pages = routeFiles.filter((f) => !routeFiles.some((other) => other.startsWith(`${f}/`)));
      for (const routeFile of pages) {
        const needed = staticClosure(
          withLayouts(routeFile).flatMap((f) => chunksByRoute.get(f) ?? []),
          bundle,
        );
        const pattern = urlPattern(routeFile);
        const indexes = new Set(routes[pattern]);
        for (const file of needed) {
          if (appFiles.has(file)) continue;
          if (!files.includes(file)) files.push(file);
          indexes.add(files.indexOf(file));
        }
        routes[pattern] = [...indexes].sort((a, b) => a - b);
      }
      const json = JSON.stringify({ files, routes }).replace(/</g, '\\u003c');
      const tag = `<script type="application/json" id="route-chunks">${json}</script>`;
      html.source = String(html.source).replace('</head>', `    ${tag}\n  </head>`);
    },
  };
}
