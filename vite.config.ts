import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import type { Plugin } from 'vite';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

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
    // Reading a property of an imported object (the domain catalogue JSON) is not a side effect;
    // without this the whole region/class catalogue lands in the first-paint bundle.
    rolldownOptions: { treeshake: { propertyReadSideEffects: false } },
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
        // Icon sources and install-only icons are fetched by the browser, not needed offline.
        globIgnores: ['**/node_modules/**', 'icons/*.svg', 'icons/*-512.png'],
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
