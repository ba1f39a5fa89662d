/**
 * The guest page cache under load (`npm run bench:web`): `npm start` on the embedded database with the cache on,
 * guests (no cookies, a browser's Accept-Encoding) asking for home, tariffs and a news page at 50 connections;
 * each page's req/s as a share of a bare Node.js http server's, measured in the same run. Figures only.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ensureBuild } from '../../scripts/build-state.ts';
import { browserHeaders } from '../lib/browser.ts';
import { measure, warmLoadGenerator, type LoadOptions, type Measurement } from '../lib/measure.ts';
import { machine } from '../lib/machine.ts';
import { LOAD_OPTIONS, loadOptionsOf } from '../lib/options.ts';
import { writeResult } from '../lib/results.ts';
import { formatTable } from '../lib/table.ts';
import { EMBEDDED_ENV, startBenchServer } from './ssr-server.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const BARE = fileURLToPath(new URL('./bare-server.ts', import.meta.url));
const PAGES = ['/en', '/en/tariffs', '/en/news/frankfurt-warehouse-open'];
/** The goals, printed beside the figures (never asserted). */
const GOAL_SHARE = 0.25;
const GOAL_P99_MS = 20;

function readOptions(): LoadOptions {
  return loadOptionsOf(parseArgs({ options: LOAD_OPTIONS }).values);
}

async function bareServer(): Promise<{ url: string; stop(): Promise<void> }> {
  const child = spawn(process.execPath, [BARE], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [line] = (await once(child.stdout, 'data')) as [Buffer];
  return {
    url: line.toString().trim(),
    stop: async () => {
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

async function main() {
  const options = readOptions();
  ensureBuild(ROOT, { say: 'Building the web app (sources changed since the last build)…' });
  console.info(`${machine()}; ${options.durationSeconds} s per target, ${options.connections} connections`);
  const bare = await bareServer();
  // Default settings, admission on: a cached guest page is answered ahead of it and never refused (issue 45).
  const web = await startBenchServer({ ...EMBEDDED_ENV, PAGE_CACHE: 'on' });
  try {
    await warmLoadGenerator(`${bare.url}/`, { ...options, durationSeconds: 3 });
    const baseline = await measure({ name: 'bare node:http', url: `${bare.url}/` }, options);
    const rows: Measurement[] = [baseline];
    for (const page of PAGES) {
      rows.push(await measure({ name: page, url: `${web.url}${page}`, headers: browserHeaders() }, options));
    }
    const table = formatTable([
      ['target', 'req/s', 'p50 ms', 'p99 ms', 'share', 'goal'],
      ...rows.map((row) => {
        const share = row.requestsPerSec / baseline.requestsPerSec;
        const met = share >= GOAL_SHARE && row.p99Ms < GOAL_P99_MS;
        return [
          row.target,
          row.requestsPerSec.toFixed(0),
          row.p50Ms.toFixed(1),
          row.p99Ms.toFixed(1),
          `${(share * 100).toFixed(1)} %`,
          row === baseline ? '' : `${met ? 'met' : 'not met'} (≥ ${GOAL_SHARE * 100} %, p99 < ${GOAL_P99_MS} ms)`,
        ];
      }),
    ]);
    console.info(`\nGuests through the page cache (embedded database, 1 process)\n${table}`);
    console.info('\nshare = the page’s req/s ÷ the bare server’s in the same run. Figures only; nothing is asserted.');
    console.info(`Saved ${writeResult('web', { date: new Date().toISOString(), machine: machine(), options, rows })}`);
  } finally {
    await web.stop();
    await bare.stop();
  }
}

main().catch((error: unknown) => {
  console.error(`\nPage cache benchmark failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
