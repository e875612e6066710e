import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** What the client build is made of: a change to any of these makes dist/client stale. */
const CLIENT_SOURCES = ['src/client', 'src/domain', 'sw', 'public', 'vite.config.ts', 'package-lock.json'];

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const info = statSync(entry);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const name of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, name)));
  return newest;
}

/** True when dist/client is missing or older than its sources (e.g. after a git pull). */
export function clientBuildIsStale(clientDir: string, root = process.cwd()): boolean {
  const index = path.join(clientDir, 'index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  return CLIENT_SOURCES.some((s) => newestMtime(path.join(root, s)) > built);
}
