import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const apiTests = 'apps/api/src/**/*.test.ts';
/** The API modules where money moves: their tests run on PostgreSQL as well. */
const MONEY_MODULES = ['wallet', 'parcels', 'buy-for-me', 'courier-orders'];
/** API tests with a path of their own on PostgreSQL (`usesPostgres`): the server on DATABASE_URL, the pool's figures. */
const POSTGRES_PATHS = ['server', 'plugins/platform', 'plugins/metrics'].map((name) => `apps/api/src/${name}.test.ts`);

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
          // Test files share a worker's modules (each still has its own database, server and state): importing the
          // API once per worker instead of once per file took the unit step from about 16 minutes to about 7.
          isolate: false,
          maxWorkers: availableParallelism(),
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
          isolate: false,
          maxWorkers: availableParallelism(),
          // Each rule is tested once, at the cheapest level: the API's tests run on PGlite; on PostgreSQL run the
          // concurrency tests (`*.pg.test.ts`) and the tests of every module where money moves (ledger, parcel and
          // order payments), where one connection would hide a race.
          include: [
            'apps/api/src/**/*.pg.test.ts',
            `apps/api/src/modules/{${MONEY_MODULES.join(',')}}/**/*.test.ts`,
            ...POSTGRES_PATHS,
          ],
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
