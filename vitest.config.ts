import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const apiTests = 'apps/api/src/**/*.test.ts';

export default defineConfig({
  test: {
    // One test file per core: Vitest's default leaves one core to itself, which on a 2-core machine is one file at a
    // time. Test files share nothing but the PostgreSQL server (each its own rows) and Redis (each its own namespace).
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', apiTests, 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          exclude: ['**/*.pg.test.ts', '**/node_modules/**'],
          globalSetup: ['apps/api/src/test/pglite-template.setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'pg',
          environment: 'node',
          include: [apiTests],
          exclude: ['**/node_modules/**', '**/*.pglite-only.test.ts'],
          globalSetup: ['apps/api/src/test/postgres.setup.ts'],
          env: { YOLLA_TEST_DB: 'postgres' },
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
