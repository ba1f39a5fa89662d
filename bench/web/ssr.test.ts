import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SCRIPT = fileURLToPath(new URL('./ssr.ts', import.meta.url));

function runBench(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [SCRIPT, ...args], { cwd: ROOT, env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/** A table row of the bench's output: page, kind, req/s, p50, p99, CPU ms/req, × dashboard, share, rounds, goal. */
function row(output: string, section: string, page: string): string[] | undefined {
  const part = output.split(/\n\n/).find((block) => block.startsWith(section)) ?? '';
  return part
    .split('\n')
    .map((line) => line.trim().split(/\s{2,}/))
    .find((cells) => cells[0] === page);
}

/**
 * `npm run bench:ssr`, briefly (one round of 1 s per page, a few connections): it builds if needed, runs `npm start`
 * on the embedded database, measures home, sign-in and every cabinet page of the route table, each right after the
 * root redirect, and stops the server cleanly. Figures are only printed; what is checked is that every page was
 * measured. One setup is enough to prove the benchmark runs: the PostgreSQL setups (`--database postgres`) start the
 * same `npm start` with another `DATABASE_URL`, and ran for minutes of the suite's time for nothing more.
 */
it('measures every page in every setup and prints each page’s share of the redirect', async () => {
  const { code, output } = await runBench(
    ['--rounds', '1', '--duration', '1', '--warmup', '0', '--connections', '4', '--database', 'pglite'],
    {},
  );
  expect(code, output).toBe(0);
  const sections = ['Embedded database (PGlite), 1 process'];
  for (const section of sections) {
    for (const page of ['/', '/en', '/en/login', '/en/cabinet']) {
      const cells = row(output, section, page);
      expect(cells, `${section} ${page}:\n${output}`).toBeDefined();
      expect(Number(cells?.[2])).toBeGreaterThan(0);
      // The redirect: its share is itself, and it was measured once before each of the (at least four) pages.
      if (page === '/') expect(cells?.slice(-2)).toEqual(['100.0 %', expect.stringMatching(/^([4-9]|\d\d+)$/)]);
      else
        expect(cells?.slice(-3)).toEqual([expect.stringMatching(/ %$/), '1', expect.stringMatching(/met|within|over/)]);
      // The dashboard is the measure of the signed-in pages.
      if (page === '/en/cabinet') expect(cells).toContain('1.00×');
    }
  }
}, 300_000);
