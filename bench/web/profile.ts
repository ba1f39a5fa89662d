/**
 * Where a page's server time goes: starts the production server in this process as `npm start` runs it (page cache
 * off; the embedded database, or `--database postgres` on a throwaway database), warms the page up, then records a
 * CPU profile of this process while autocannon, in a child process, sends the page `--connections` at a time for
 * `--duration` seconds; prints the self time by package and by function, per request. `--save` keeps the
 * .cpuprofile for Chrome's DevTools. `--heap` samples the memory allocated instead (kept objects and garbage alike),
 * by package and by function, per request: the garbage a page leaves is paid for by the collector.
 *
 *   npm run bench:profile -- /en/cabinet/settings --connections 50 --database postgres
 */
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import { LIFTED_LIMITS } from '../../apps/web/tests/lifted-limits.ts';
import { ensureBuild } from '../../scripts/build-state.ts';
import { ACCEPT_ENCODING_OPTION } from '../lib/browser.ts';
import { wholeNumber } from '../lib/options.ts';
import { heapSummary, profileSummary, type CpuProfile, type HeapProfileNode } from './profile-summary.ts';
import { signInThroughForm } from './session.ts';
import { createBenchDatabase } from './ssr-server.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    connections: { type: 'string', default: '1' },
    duration: { type: 'string', default: '5' },
    top: { type: 'string', default: '40' },
    save: { type: 'string' },
    heap: { type: 'boolean', default: false },
    database: { type: 'string', default: 'pglite' },
    port: { type: 'string', default: '0' },
    ...ACCEPT_ENCODING_OPTION,
  },
});
if (!['pglite', 'postgres'].includes(values.database)) throw new Error('--database: pglite or postgres');
const path = positionals[0] ?? '/en';
const connections = wholeNumber('connections', values.connections, 1);
const duration = wholeNumber('duration', values.duration, 1);
const AUTOCANNON = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

/** autocannon in a child process, so that this process's profile holds the server alone. */
async function load(url: string, cookie: string, seconds: number): Promise<{ requests: number; p99: number }> {
  const headers = ['-H', `accept-encoding: ${values['accept-encoding']}`, '-H', 'accept-language: en-US,en;q=0.9'];
  if (cookie) headers.push('-H', `cookie: ${cookie}`);
  const args = [AUTOCANNON, '-c', String(connections), '-d', String(seconds), '-j', ...headers, url];
  const { stdout } = await promisify(execFile)(process.execPath, args, { maxBuffer: 1 << 24 });
  const result = JSON.parse(stdout) as {
    requests: { total: number };
    latency: { p99: number };
    non2xx: number;
    errors: number;
  };
  // A page that answers with a redirect or an error is not the page being profiled.
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} answers other than 2xx and ${result.errors} errors under load`);
  }
  return { requests: result.requests.total, p99: result.latency.p99 };
}

ensureBuild(fileURLToPath(new URL('../../', import.meta.url)), { say: 'Building the web app (sources changed)…' });
// React and the server build read NODE_ENV when they load: production, as `npm start` runs them.
process.env.NODE_ENV = 'production';
const { startServer } = await import('../../apps/web/server/main.ts');
// PostgreSQL: a throwaway database on BENCH_POSTGRES_URL's server, migrated and seeded, dropped at the end.
const database =
  values.database === 'postgres'
    ? await createBenchDatabase(process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres')
    : null;
const server = await startServer({
  ...process.env,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  // `--port`: a fixed port instead of a free one (a machine where each user keeps to a range of ports).
  PORT: String(wholeNumber('port', values.port, 0)),
  LOG_LEVEL: 'error',
  ...(database ? { ...database.env, WEB_CONCURRENCY: '1' } : { PGLITE_DIR: 'memory', SEED_DEMO: 'true' }),
  PAGE_CACHE: 'off',
  // What a page costs, not the cap on requests in flight (decision 0030), which would refuse most of the load.
  MAX_REQUESTS_IN_FLIGHT: '0',
  ...LIFTED_LIMITS,
});
try {
  const url = `${server.url}${path}`;
  const cookie = path.includes('/cabinet') ? await signInThroughForm(server.url) : '';
  await load(url, cookie, 2);
  const session = new Session();
  session.connect();
  const top = wholeNumber('top', values.top, 1);
  const loaded = (requests: number, p99: number) =>
    `${path}, ${connections} connection(s): ${(requests / duration).toFixed(0)} req/s, p99 ${p99} ms`;
  if (values.heap) {
    await session.post('HeapProfiler.enable');
    // Every 4 KB allocated, a sample; the objects collected since are kept in the profile, so garbage counts too.
    await session.post('HeapProfiler.startSampling', {
      samplingInterval: 4096,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: true,
    });
    const { requests, p99 } = await load(url, cookie, duration);
    const { profile } = (await session.post('HeapProfiler.stopSampling')) as { profile: { head: HeapProfileNode } };
    session.disconnect();
    console.info(loaded(requests, p99));
    console.info(heapSummary(profile.head, requests, top));
  } else {
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 200 });
    await session.post('Profiler.start');
    const cpu = process.cpuUsage();
    const { requests, p99 } = await load(url, cookie, duration);
    const used = process.cpuUsage(cpu);
    const { profile } = (await session.post('Profiler.stop')) as { profile: CpuProfile };
    session.disconnect();
    if (values.save) writeFileSync(values.save, JSON.stringify(profile));
    const cpuMs = (used.user + used.system) / 1000 / requests;
    console.info(`${loaded(requests, p99)}, process CPU ${cpuMs.toFixed(2)} ms per request (all threads)`);
    console.info(profileSummary(profile, requests, top));
  }
} finally {
  await server.close();
  await database?.drop();
}
