import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SCRIPT = fileURLToPath(new URL('./profile.ts', import.meta.url));

/**
 * `npm run bench:profile`, briefly: a signed-in page under a few connections for a second. What is checked is that it
 * profiled the page (200s only) and printed the per-request summary; the figures themselves are never asserted.
 */
it('profiles a signed-in page and prints its server time per request by package and by function', async () => {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [SCRIPT, '/en/cabinet', '--duration', '1', '--connections', '2', '--top', '5'],
    { cwd: ROOT, maxBuffer: 1 << 24 },
  );
  expect(stdout).toMatch(/^\/en\/cabinet, 2 connection\(s\): \d+ req\/s, p99 \d+ ms, process CPU [\d.]+ ms/m);
  expect(stdout).toMatch(/^busy: [\d.]+ ms per request/m);
  const packages = stdout.split('by package:')[1]?.split('by function:')[0] ?? '';
  expect(packages).toMatch(/react-dom/);
  expect(stdout.split('by function:')[1]?.trim().split('\n')).toHaveLength(5);
}, 120_000);

it('samples what a signed-in page allocates and prints it per request by package and by function', async () => {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [SCRIPT, '/en/cabinet', '--heap', '--duration', '1', '--connections', '2', '--top', '5'],
    { cwd: ROOT, maxBuffer: 1 << 24 },
  );
  expect(stdout).toMatch(/^\/en\/cabinet, 2 connection\(s\): \d+ req\/s, p99 \d+ ms$/m);
  expect(stdout).toMatch(/^allocated: [\d.]+ KB per request \(sampled\)/m);
  const packages = stdout.split('by package:')[1]?.split('by function:')[0] ?? '';
  expect(packages).toMatch(/KB {2}react-dom/);
  expect(stdout.split('by function:')[1]?.trim().split('\n')).toHaveLength(5);
}, 120_000);
