import { defineConfig } from 'vitest/config';

const pg = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    // Four files at a time on the two-core machines, every project in one group: most files wait on Chromium,
    // PostgreSQL or timers much of their time. A project with fileParallelism: false would run as a group of its own
    // after the others (one file at a time), so none has it: every file owns its server, data folder and database.
    maxWorkers: 4,
    projects: [
      { test: { name: 'domain', include: ['tests/domain/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'scripts', include: ['tests/scripts/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          // Server test files share nothing through modules (each opens its own database and app), so a worker keeps
          // the imported app between files instead of importing it again for each (most of their import time).
          isolate: false,
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          env: { TEST_DB: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(pg
        ? [
            {
              test: {
                name: 'server-postgres',
                isolate: false,
                include: ['tests/server/**/*.test.ts'],
                environment: 'node',
                env: { TEST_DB: 'postgres', TEST_DATABASE_URL: pg },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      {
        test: {
          name: 'client',
          include: ['tests/client/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['fake-indexeddb/auto'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/helpers/global-setup.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
