import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import type { Plugin } from 'vite';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { routeChunksPlugin } from './src/client/boot/route-chunks-plugin.js';
import { jadwalRinganPlugin } from './src/client/boot/jadwal-ringan-plugin.js';

// browser-image-compression's web worker loads the library by URL (`libURL`, a CDN by
// default); we serve our own copy so compression works offline. Emitted into the bundle
// so the SW precache manifest lists it.
const IMAGE_COMPRESSION_URL = 'vendor/browser-image-compression.js';
function selfHostImageCompression(): Plugin {
  const source = () =>
    readFileSync(createRequire(import.meta.url).resolve('browser-image-compression/dist/browser-image-compression.js'), 'utf8');
  return {
    name: 'arena:self-host-image-compression',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: IMAGE_COMPRESSION_URL, source: source() });
    },
    configureServer(server) {
      server.middlewares.use(`/${IMAGE_COMPRESSION_URL}`, (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(source());
      });
    },
  };
}

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3000}`;

export default defineConfig({
  root: 'src/client',
  publicDir: '../../public',
  resolve: {
    alias: [
      // TanStack Store asks for the shim of useSyncExternalStore (for React before 18); React 19 has it built
      // in, and the shim would only add to every first load.
      { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector.js' },
    ],
  },
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    modulePreload: {
      // Every browser the app supports knows <link rel=modulepreload>: the polyfill would only add to the boot script.
      polyfill: false,
      // The start chunk's lazy imports (every page's code) get no preload list of their own: the same lists,
      // once per page, would be ~2 KB more on every first load. A page's chunks are preloaded from index.html's
      // route list instead, when a navigation starts (boot/preload-route-chunks); lazy parts load their imports themselves.
      resolveDependencies: (_file, deps, { hostId, hostType }) =>
        hostType === 'js' && /(^|\/)site-[\w-]{8}\.js$/.test(hostId) ? [] : deps,
    },
    rolldownOptions: {
      // index.html lists each route's chunks, so a page's code is fetched together with the app.
      plugins: [routeChunksPlugin()],
      // Reading a property of an imported object (the domain catalogue JSON) is not a side effect;
      // without this the whole region/class catalogue lands in the first-paint bundle.
      treeshake: { propertyReadSideEffects: false },
      output: {
        // Left alone, every module shared by two lazy routes becomes its own chunk: a public page then
        // needed ~40 requests (one per icon), each a round trip on a slow phone link. Groups instead:
        codeSplitting: {
          groups: [
            // Vite's dynamic-import helper: the boot entry needs it before the first paint, the groups below
            // would otherwise capture it as a dependency and drag themselves into that first paint.
            { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 6 },
            // React, the router and React Query: every page needs them, they change rarely. (Not the toaster:
            // it loads with the first toast. Not TanStack Table: only the admin tables use it.)
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](?!react-table|table-core)[^\\/]+)[\\/]/,
              priority: 5,
            },
            // Everything else the first screen of / needs, in one file: the app start (router, route tree,
            // auth, API client), the public layout and Home, with what they import (icons included; what they
            // import lazily stays out). Other pages reuse it. Without it, / needed ~50 small files, or, with
            // the groups below alone, every icon and layout piece of the whole app.
            {
              name: 'site',
              test: /src[\\/]client[\\/](boot[\\/]start-app\.tsx|routes[\\/](_site|_site[\\/]index)\.tsx\?tsr-split=component)/,
              priority: 4,
            },
            // The region and class catalogues (large): only the forms that use them load them.
            { name: 'catalogue', test: /src[\\/]domain[\\/]catalogue[\\/]/, priority: 3 },
            // The icons of the other pages (a few hundred bytes each).
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, priority: 2 },
            // The other layout pieces (guard, dialogs, hooks). Forms and the dashboard sidebar stay with the
            // routes that use them.
            { name: 'site-ui', test: /src[\\/]client[\\/]ui[\\/]((layout|guard|hooks)[\\/](?!Sidebar)|[^\\/]+\.tsx?$)/, priority: 1 },
          ],
        },
      },
    },
  },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: fileURLToPath(new URL('./src/client/routes', import.meta.url)),
      generatedRouteTree: fileURLToPath(new URL('./src/client/routeTree.gen.ts', import.meta.url)),
    }),
    react(),
    tailwindcss(),
    selfHostImageCompression(),
    // /event/jadwal: a page of its own without the React app (built apart, before the precache list is made).
    jadwalRinganPlugin({
      root: fileURLToPath(new URL('./src/client', import.meta.url)),
      outDir: fileURLToPath(new URL('./dist/client', import.meta.url)),
    }),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: '../../sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // Every JS/CSS chunk (all routes), the shell, images and the self-hosted vendor file; the weigh-in desk's
        // QR reader WebAssembly (ZXing, ~1.1 MB, loaded only when a desk opens the camera) so scanning works offline.
        globPatterns: ['**/*.{js,css,html,svg,png,webp,avif,woff2,json,webmanifest,wasm}'],
        // Icon sources and install-only icons are fetched by the browser, not needed offline;
        // tutorial videos and the proposal PDF are too big for the install and load on demand.
        globIgnores: ['**/node_modules/**', 'icons/*.svg', 'icons/*-512.png', 'videos/**', 'docs/**'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/uploads': apiTarget },
  },
});
