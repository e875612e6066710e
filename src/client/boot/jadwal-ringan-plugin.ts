/**
 * Build step (runs in Node, not in the browser): the light public schedule page (src/client/jadwal.html, served for
 * /event/jadwal) is built on its own after the app, into the same folder, so none of its code lands in a chunk the
 * app shares (valibot, the domain's ETA) and only what the page uses is in its bundle: a phone's first load stays
 * small. It is written before the service worker's precache list is made, so that list holds it. In dev, /event/jadwal
 * is answered with that page.
 */
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import { build, type Plugin } from 'vite';

export const JADWAL_RINGAN_HTML = 'jadwal.html';

export function jadwalRinganPlugin({ root, outDir }: { root: string; outDir: string }): Plugin {
  return {
    name: 'arena:jadwal-ringan',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const m = /^\/event\/jadwal\/?(\?.*)?$/.exec(req.url ?? '');
        if (m) req.url = `/${JADWAL_RINGAN_HTML}${m[1] ?? ''}`;
        next();
      });
    },
    async writeBundle() {
      await build({
        configFile: false,
        root,
        // Known, so its files (the logo, icons) stay plain URLs; the app's build copied them already.
        publicDir: path.resolve(root, '../../public'),
        logLevel: 'warn',
        plugins: [tailwindcss()],
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          sourcemap: false,
          modulePreload: { polyfill: false },
          rolldownOptions: {
            input: { jadwal: path.join(root, JADWAL_RINGAN_HTML) },
            treeshake: { propertyReadSideEffects: false },
          },
        },
      });
    },
  };
}
