/**
 * Two servers, one change: A and B side by side on PostgreSQL (one process each, a throwaway database each), the
 * same pages loaded in short turns A, B, B, A, … so that a machine that speeds up or slows down during the run
 * (a shared VM swings by half between minutes) weighs on both alike. Prints each page's server CPU per request
 * and req/s for A and B, the median of B ÷ A over the rounds and its range. B is this checkout's `npm start` with
 * `--b-env` added, or another checkout's (`--b-dir`, built); A is this checkout's with `--a-env`.
 *
 *   npm run bench:ab -- --b-env NODE_OPTIONS=--max-semi-space-size=32
 *   npm run bench:ab -- --b-dir ../ab-base --pages /en/cabinet/settings --rounds 8
 */
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ensureBuild } from '../../scripts/build-state.ts';
import { ACCEPT_ENCODING_OPTION, browserHeaders } from '../lib/browser.ts';
import { measure, warmLoadGenerator, warmUp, type Measurement, type Target } from '../lib/measure.ts';
import { wholeNumber } from '../lib/options.ts';
import { writeResult } from '../lib/results.ts';
import { formatTable } from '../lib/table.ts';
import { machine } from '../lib/machine.ts';
import { signInThroughForm } from './session.ts';
import { createBenchDatabase, startBenchServer, UNCAPPED, type BenchServer } from './ssr-server.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '/en,/en/cabinet,/en/cabinet/settings' },
    rounds: { type: 'string', default: '6' },
    seconds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '10' },
    'a-env': { type: 'string', multiple: true, default: [] },
    'b-env': { type: 'string', multiple: true, default: [] },
    'b-dir': { type: 'string' },
    // A's server on this port and B's on the next one, instead of free ones.
    port: { type: 'string' },
    ...ACCEPT_ENCODING_OPTION,
  },
});
const rounds = wholeNumber('rounds', values.rounds, 1);
const load = {
  durationSeconds: wholeNumber('seconds', values.seconds, 1),
  connections: wholeNumber('connections', values.connections, 1),
  warmupSeconds: 1,
};
const pages = values.pages.split(',').map((page) => page.trim());
const headers = browserHeaders(values['accept-encoding']);

function envOf(pairs: string[]): Record<string, string> {
  return Object.fromEntries(
    pairs.map((pair) => {
      const at = pair.indexOf('=');
      if (at < 1) throw new Error(`--a-env/--b-env: NAME=value, not "${pair}"`);
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
  );
}

interface Side {
  label: string;
  server: BenchServer;
  targets: Target[];
  runs: Measurement[][];
}

async function side(label: string, env: Record<string, string>, root: string, index: number): Promise<Side> {
  const database = await createBenchDatabase(
    process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    `ab_${index}`,
  );
  let server: BenchServer;
  try {
    server = await startBenchServer(
      { ...database.env, ...UNCAPPED, WEB_CONCURRENCY: '1', PAGE_CACHE: 'off', ...env },
      {
        start: join(root, 'scripts/start.ts'),
        onStop: () => database.drop(),
        port: values.port === undefined ? undefined : wholeNumber('port', values.port, 1) + index,
      },
    );
  } catch (error) {
    await database.drop();
    throw error;
  }
  try {
    const cookie = await signInThroughForm(server.url);
    const targets = pages.map((page) => ({
      name: `${label} ${page}`,
      url: `${server.url}${page}`,
      headers: { ...headers, ...(page.includes('/cabinet') ? { cookie } : {}) },
    }));
    return { label, server, targets, runs: pages.map(() => []) };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)]!;
const cpuOf = (run: Measurement) => run.cpuMsPerRequest ?? Number.NaN;

async function main() {
  const bRoot = values['b-dir'] ? resolve(values['b-dir']) : ROOT;
  ensureBuild(ROOT, { say: 'Building this checkout (sources changed)…' });
  if (bRoot !== ROOT) ensureBuild(bRoot, { say: `Building ${bRoot} (sources changed)…` });
  const sides: Side[] = [];
  try {
    sides.push(await side('A', envOf(values['a-env']), ROOT, 0));
    sides.push(await side('B', envOf(values['b-env']), bRoot, 1));
    console.info(
      `${machine()}; ${rounds} rounds of ${load.durationSeconds} s per page and side, ${load.connections} connections`,
    );
    await warmLoadGenerator(`${sides[0]!.server.url}/health`, { ...load, durationSeconds: 3 });
    for (const s of sides) for (const target of s.targets) await warmUp(target, { ...load, warmupSeconds: 3 });
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 === 0 ? sides : [...sides].reverse();
      for (const [page] of pages.entries()) {
        for (const s of order) {
          s.runs[page]!.push(await measure(s.targets[page]!, load, () => s.server.cpuMs() ?? Number.NaN));
        }
      }
    }
  } finally {
    for (const s of sides) await s.server.stop();
  }
  const [a, b] = sides as [Side, Side];
  const rows = pages.map((page, index) => {
    const ratios = a.runs[index]!.map((run, round) => cpuOf(b.runs[index]![round]!) / cpuOf(run));
    return [
      page,
      median(a.runs[index]!.map(cpuOf)).toFixed(2),
      median(b.runs[index]!.map(cpuOf)).toFixed(2),
      `${median(ratios).toFixed(3)}×`,
      `${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}`,
      median(a.runs[index]!.map((run) => run.requestsPerSec)).toFixed(0),
      median(b.runs[index]!.map((run) => run.requestsPerSec)).toFixed(0),
    ];
  });
  console.info(
    formatTable([['page', 'A CPU ms/req', 'B CPU ms/req', 'B ÷ A (median)', 'range', 'A req/s', 'B req/s'], ...rows]),
  );
  console.info('Medians over the rounds; B ÷ A is taken round by round. Figures only; nothing here is asserted.');
  const file = writeResult('ab', { date: new Date().toISOString(), machine: machine(), values, rows });
  console.info(`Saved ${file}`);
}

main().catch((error: unknown) => {
  console.error(`\nA/B benchmark failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
