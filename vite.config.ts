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
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      // index.html lists each route's chunks, so a page's code is fetched together with the app.
      plugins: [routeChunksPlugin()],
      // Reading a property of an imported object (the domain catalogue JSON) is not a side effect;
      // without this the whole region/class catalogue lands in the first-paint bundle.
      treeshake: { propertyReadSideEffects: false },
      output: {
        // Left alone, every module shared by two lazy routes becomes its own chunk: a public page then
        // needed ~40 requests (one per icon), each a round trip on a slow phone link. Three groups instead:
        codeSplitting: {
          groups: [
            // Vite's dynamic-import helper: the boot entry needs it before the first paint, the groups below
            // would otherwise capture it as a dependency and drag themselves into that first paint.
            { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 5 },
            // The region and class catalogues (large): only the forms that use them load them. Without
            // this group they would ride along with 'site-ui', which reaches the domain index.
            { name: 'catalogue', test: /src[\\/]domain[\\/]catalogue[\\/]/, priority: 4 },
            // React, the router, React Query and the toaster: every page needs them, they change rarely.
            // (Not TanStack Table: only the admin tables use it, it stays with their routes.)
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-hot-toast|goober|@tanstack[\\/](?!react-table|table-core)[^\\/]+)[\\/]/, priority: 3 },
            // The icons in use (a few hundred bytes each).
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, priority: 2 },
            // The public layout pieces (navbar, menus, guard, dialogs, hooks). Forms and the dashboard
            // sidebar stay with the routes that use them.
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
    VitePWA({
      strategies: 'injectManifest',
      srcDir: '../../sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // Every JS/CSS chunk (all routes), the shell, images and the self-hosted vendor file.
        globPatterns: ['**/*.{js,css,html,svg,png,webp,avif,woff2,json,webmanifest}'],
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
