/**
 * API throughput and tail latency against a bare-Fastify baseline measured in the same run.
 *
 * Process layout (the machine may have only 2 cores): autocannon runs in this process and every
 * server runs alone in a child process forked the same way (same Node flags, NODE_ENV, loopback,
 * connections, warm-up and duration). Only the server being measured is alive: the baseline child
 * is stopped before the API child starts. So the client's CPU cost competes with the server in the
 * same way on both sides of each ratio, and the ratios cancel most of the machine's speed.
 * The baseline is measured before and after the targets: a drift between the two shows that the
 * machine's load changed during the run.
 */
import { parseArgs } from 'node:util';
import { LOAD_OPTIONS, loadOptionsOf } from '../lib/options.ts';
import { loadConfig } from '@yolla/api';
import { API_ENV, DATABASE_LABEL } from './api-env.ts';
import { startServerProcess, type ServerProcess } from './children.ts';
import { averageOf, measure, warmLoadGenerator, type LoadOptions, type Measurement } from '../lib/measure.ts';
import { machine, report } from './report.ts';
import { signInDemo } from './sign-in.ts';

function readOptions(): LoadOptions {
  const { values } = parseArgs({ options: { ...LOAD_OPTIONS, warmup: { type: 'string', default: '1' } } });
  return loadOptionsOf(values);
}

/** Starts a server child, runs `work` against its URL, and always stops it. */
async function withServer<T>(script: string, work: (server: ServerProcess) => Promise<T>): Promise<T> {
  const server = await startServerProcess(new URL(script, import.meta.url));
  try {
    return await work(server);
  } finally {
    await server.stop();
  }
}

async function main() {
  const options = readOptions();
  const config = loadConfig(API_ENV);
  const api = `/api/v1/${config.segment}`;
  console.info(
    `${machine()}, database: ${DATABASE_LABEL}, ${options.durationSeconds} s per target after ${options.warmupSeconds} s warm-up, ` +
      `${options.connections} connections`,
  );

  const measureBaseline = () =>
    withServer('./servers/baseline.ts', (server) =>
      measure({ name: 'baseline hello', url: `${server.url}/` }, options),
    );
  // The load generator runs in this process and gets faster as its own code warms up; without an
  // unmeasured first run the "before" baseline read about a third lower than the "after" one.
  await withServer('./servers/baseline.ts', (server) => warmLoadGenerator(`${server.url}/`, options));
  const before = await measureBaseline();
  const targets = await withServer('./servers/api.ts', async (server) => {
    const authorization = await signInDemo(server.url, config);
    const results: Measurement[] = [];
    results.push(await measure({ name: 'GET /health', url: `${server.url}/health` }, options));
    const me = { name: `GET ${api}/me`, url: `${server.url}${api}/me`, headers: { authorization } };
    results.push(await measure(me, options));
    return results;
  });
  const after = await measureBaseline();

  report({ options, baseline: averageOf(before, after), baselineRuns: [before, after], targets });
}

main().catch((error: unknown) => {
  console.error(`\nAPI benchmark failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
