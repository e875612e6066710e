import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { UPLOAD_FOLDERS, folderPribadi } from '../../src/server/uploads/store';
import { isNeverCachedPath, isPublicImagePath, isReferenceDataPath, isSpaNavigationPath } from '../../sw/routes';

/** sw/sw.ts without its comments. */
const swSource = readFileSync(path.join(import.meta.dirname, '../../sw/sw.ts'), 'utf8').replace(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g, '');

describe('the service worker never keeps a private upload in a shared cache', () => {
  const pribadi = UPLOAD_FOLDERS.filter(folderPribadi);

  it('every private upload folder of the server goes to the network only', () => {
    expect(pribadi.length).toBe(UPLOAD_FOLDERS.length - 1);
    for (const folder of pribadi) {
      for (const p of [`/uploads/${folder}/0123456789abcdef0123456789abcdef.jpg`, `/uploads/${folder}/x.pdf`]) {
        expect(isNeverCachedPath(p), p).toBe(true);
        expect(isPublicImagePath(p), p).toBe(false);
        expect(isReferenceDataPath(p), p).toBe(false);
        expect(isSpaNavigationPath(p), p).toBe(false);
      }
    }
  });

  it('only the public folder (dojang logos) is cached, cache-first', () => {
    expect(UPLOAD_FOLDERS.filter((f) => !folderPribadi(f))).toEqual(['dojang/logos']);
    expect(isPublicImagePath('/uploads/dojang/logos/a.png')).toBe(true);
    expect(isNeverCachedPath('/uploads/dojang/logos/a.png')).toBe(false);
  });

  it('the network-only route is registered before every caching route, and no other route names /uploads', () => {
    const jaringan = swSource.indexOf('isNeverCachedPath(url.pathname), new NetworkOnly()');
    expect(jaringan).toBeGreaterThan(0);
    for (const strategi of ['new StaleWhileRevalidate(', 'new CacheFirst(', 'new NetworkFirst(', 'new CacheOnly(']) {
      const i = swSource.indexOf(strategi);
      if (i >= 0) expect(i, strategi).toBeGreaterThan(jaringan);
    }
    expect(swSource).not.toMatch(/uploads/);
  });
});
