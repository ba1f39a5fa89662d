import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  define: { __BUILD_ID__: JSON.stringify('test-build') },
  test: {
    name: 'web',
    environment: 'node',
    // As the unit project: a worker imports the app once for all its files (vitest.config.ts at the root).
    isolate: false,
    maxWorkers: availableParallelism(),
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/first-load/**/*.test.ts'],
    globalSetup: ['../api/src/test/pglite-template.setup.ts'],
    setupFiles: ['./tests/unit/setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
