import { afterFirstPaint } from './boot/after-first-paint';
import { preloadRouteChunks } from './boot/preload-route-chunks';
import { shellPhotoPainted } from './boot/shell-photo';
import { warmLocaleData } from './boot/warm-locale';
import './styles.css';

// index.html paints a static shell of the page; the app (React, router, data) loads behind it.
const root = document.getElementById('root');
if (!root) throw new Error('Elemen #root tidak ditemukan');

// On a page whose shell shows a photo (Home), the app's code is asked for only once the photo is on screen.
void afterFirstPaint()
  .then(() => shellPhotoPainted())
  .then(async () => {
    const app = import('./boot/start-app');
    preloadRouteChunks(location.pathname);
    warmLocaleData(location.pathname);
    (await app).startApp(root, preloadRouteChunks);
  });
