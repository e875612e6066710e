import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { clientBuildIsStale } from '../../src/server/client-build';

const root = mkdtempSync(path.join(os.tmpdir(), 'arena-build-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('npm start rebuilds the client only when needed', () => {
  it('missing build → stale; newer build → fresh; a newer source → stale', () => {
    const dist = path.join(root, 'dist/client');
    mkdirSync(path.join(root, 'src/client'), { recursive: true });
    const source = path.join(root, 'src/client/main.tsx');
    writeFileSync(source, 'x');
    expect(clientBuildIsStale(dist, root)).toBe(true);

    mkdirSync(dist, { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), '<html>');
    const past = new Date(Date.now() - 60_000);
    utimesSync(source, past, past);
    utimesSync(path.join(root, 'src/client'), past, past);
    utimesSync(path.join(root, 'src'), past, past);
    expect(clientBuildIsStale(dist, root)).toBe(false);

    const future = new Date(Date.now() + 60_000);
    utimesSync(source, future, future);
    expect(clientBuildIsStale(dist, root)).toBe(true);
  });
});
