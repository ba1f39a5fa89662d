import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, type Config } from '../config.ts';

/** Tests never keep customer files under ./data: a directory of their own in the system's temporary folder. */
const TEST_FILE_STORE_DIR = join(tmpdir(), `yolla-test-files-${process.pid}`);

/** The API's configuration in tests: in memory, silent, files in a temporary folder; `overrides` on top. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    PGLITE_DIR: 'memory',
    LOG_LEVEL: 'silent',
    FILE_STORE_DIR: TEST_FILE_STORE_DIR,
    // Deliveries of notices run only in the tests that start the worker (`NOTIFICATIONS_WORKER: 'true'`).
    NOTIFICATIONS_WORKER: 'false',
    // The periodic sweeps run only where a test calls them.
    SWEEPS_EVERY_MINUTES: '0',
    // A test's own synchronous work (thousands of rows into PGlite) lags the loop; that is not overload, so the
    // event-loop guard sheds only in the tests that set it (load-shedding.test.ts).
    MAX_EVENT_LOOP_DELAY_MS: '0',
    ...overrides,
  });
}
