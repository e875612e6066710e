import { afterFirstPaint } from './boot/after-first-paint';
import { preloadRouteChunks } from './boot/preload-route-chunks';
import { warmLocaleData } from './boot/warm-locale';
import './styles.css';

// index.html paints a static shell of the page; the app (React, router, data) loads behind it.
const root = document.getElementById('root');
if (!root) throw new Error('Elemen #root tidak ditemukan');

void afterFirstPaint().then(async () => {
  const app = import('./boot/start-app');
  preloadRouteChunks(location.pathname);
  warmLocaleData(location.pathname);
  (await app).startApp(root, preloadRouteChunks);
});
