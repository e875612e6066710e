/**
 * Precache coverage of the built service worker (prints figures; exits 1 when a file is missing).
 *
 *   npm run build && npx tsx bench/precache.ts [dist/client]
 *
 * Lists how many emitted files the SW precache manifest holds, its total size, and any JS/CSS
 * (every route chunk) or vendor file missing from it.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const dir = resolve(process.argv[2] ?? 'dist/client');
const sw = readFileSync(join(dir, 'sw.js'), 'utf8');
const precached = new Set([...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]));

function walk(d: string): string[] {
  return readdirSync(d).flatMap((name) => {
    const full = join(d, name);
    return statSync(full).isDirectory() ? walk(full) : [relative(dir, full)];
  });
}

const mustCache = walk(dir).filter((f) => /\.(js|css)$/.test(f) && f !== 'sw.js' && !f.startsWith('workbox-'));
const missing = mustCache.filter((f) => !precached.has(f));
const bytes = [...precached].reduce((n, f) => n + statSync(join(dir, f)).size, 0);
console.log(`precache entries: ${precached.size} (${(bytes / 1024).toFixed(1)} KB)`);
console.log(`JS/CSS files emitted: ${mustCache.length}, precached: ${mustCache.length - missing.length}`);
if (missing.length) {
  console.log('missing from precache:', missing);
  process.exitCode = 1;
}
