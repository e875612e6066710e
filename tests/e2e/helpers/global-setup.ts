import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startAppServer } from './app-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data folder `npm start` has migrated and filled with the demo data once, copied by every e2e file's server. */
    e2eDataTemplate: string;
  }
}

/**
 * Every e2e file runs its own `npm start` on its own data folder; migrating and seeding the demo takes most of a
 * start, so it is done once here and each file starts from a copy (a first start, as a user's, still runs in
 * first-load-home and wherever a test asks for `segar`).
 */
export default async function setup(project: TestProject) {
  const server = await startAppServer({ segar: true });
  await server.stop();
  project.provide('e2eDataTemplate', server.dataDir);
  return () => rmSync(server.dataDir, { recursive: true, force: true });
}
