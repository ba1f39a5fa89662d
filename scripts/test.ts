import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildIsFresh } from './build-state.ts';

/**
 * `npm test`: every check, in order, stopping at the first failure:
 * lint → format → type check → production build (the `npm start` test runs it) → unit and API
 * tests (in-memory PGlite) → PostgreSQL suite (when TEST_DATABASE_URL is set) → browser tests on Chromium.
 */
const ROOT = fileURLToPath(new URL('..', import.meta.url));

interface Step {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
  skip?: string | false;
}

function run(step: Step): void {
  if (step.skip) {
    console.info(`\n— ${step.name}: skipped (${step.skip})`);
    return;
  }
  console.info(`\n— ${step.name}: ${step.command} ${step.args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(step.command, step.args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${step.name} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.info(`✓ ${step.name} (${seconds} s)`);
}

const pg = process.env.TEST_DATABASE_URL;
const steps: Step[] = [
  { name: 'lint', command: 'npx', args: ['eslint', '.', '--max-warnings=0'] },
  { name: 'format', command: 'npx', args: ['prettier', '--check', '.', '--log-level=warn'] },
  { name: 'type check', command: 'npm', args: ['run', 'typecheck', '--silent'] },
];
const tests: Step[] = [
  {
    name: 'unit and API tests (PGlite)',
    command: 'npx',
    args: ['vitest', 'run', '--project', 'unit', '--project', 'web'],
  },
  {
    name: 'PostgreSQL suite',
    command: 'npx',
    args: ['vitest', 'run', '--project', 'pg'],
    skip: pg ? false : 'TEST_DATABASE_URL is not set; set it to a postgres:// URL where databases may be created',
  },
];

for (const step of steps) run(step);

if (!buildIsFresh(ROOT)) {
  run({ name: 'production build', command: 'npm', args: ['run', 'build'] });
} else {
  console.info('\n— production build: up to date');
}

for (const step of tests) run(step);
run({
  name: 'browser tests (Playwright, Chromium)',
  command: 'npm',
  args: ['run', 'test:e2e', '--silent'],
  env: { CI: '1' },
});
console.info('\nAll checks passed.');
