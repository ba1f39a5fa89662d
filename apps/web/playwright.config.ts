import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../tools/chromium.ts';

const PORT = Number(process.env.E2E_PORT ?? 4173);

/** Browser tests on Debian's Chromium against the production build; never downloads a browser. */
export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The site's service worker (decision 0044) answers navigations and built files itself, out of the reach of
    // `page.route`; only the offline journey (offline.spec.ts) lets it run.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
      },
    },
  ],
  webServer: {
    command: 'node tests/e2e/serve.ts',
    url: `http://localhost:${PORT}/health`,
    reuseExistingServer: !process.env.CI,
    // Building the demo on a fresh embedded database takes up to a minute on a busy two-core machine.
    timeout: 150_000,
    // The server logs warnings and errors only (LOG_LEVEL=warn): a run that fails shows what the server saw.
    stdout: 'pipe',
    stderr: 'pipe',
    env: { E2E_PORT: String(PORT) },
  },
});
