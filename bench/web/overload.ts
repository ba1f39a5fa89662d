/**
 * Overload (issue 37): `npm start`'s production server under far more connections than it can serve — by default
 * the embedded demo in one process, 400 connections for 15 s on the signed-in dashboard with a browser's
 * Accept-Encoding (as `autocannon -c 400 -d 15 -t 10` would) — printing the latencies of the answers it admitted
 * (200) and of those it refused (503) apart, then how soon after the load it serves the page normally again.
 * `--database postgres [--processes N]` measures a PostgreSQL deployment instead. Figures only; nothing is asserted.
 */
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { ensureBuild } from '../../scripts/build-state.ts';
import { ACCEPT_ENCODING_OPTION, browserHeaders } from '../lib/browser.ts';
import { machine } from '../lib/machine.ts';
import { wholeNumber } from '../lib/options.ts';
import { writeResult } from '../lib/results.ts';
import { formatTable } from '../lib/table.ts';
import { signInThroughForm } from './session.ts';
import { createBenchDatabase, EMBEDDED_ENV, startBenchServer } from './ssr-server.ts';
import { latencyRow, recoveryAfter, type Answer } from './overload-report.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

function readOptions() {
  const { values } = parseArgs({
    options: {
      connections: { type: 'string', default: '400' },
      duration: { type: 'string', default: '15' },
      timeout: { type: 'string', default: '10' },
      page: { type: 'string', default: '/en/cabinet' },
      ...ACCEPT_ENCODING_OPTION,
      // Another checkout's scripts/start.ts: the same measurement of the tree before a change.
      start: { type: 'string' },
      // pglite (the embedded demo) or postgres (a throwaway database on BENCH_POSTGRES_URL's server).
      database: { type: 'string', default: 'pglite' },
      processes: { type: 'string', default: '1' },
      // KEY=VALUE for the server (e.g. MAX_REQUESTS_IN_FLIGHT=16), repeatable.
      env: { type: 'string', multiple: true, default: [] },
    },
  });
  const env: Record<string, string> = {};
  for (const pair of values.env) {
    const [name, ...rest] = pair.split('=');
    if (!name || rest.length === 0) throw new Error(`--env ${pair}: KEY=VALUE`);
    env[name] = rest.join('=');
  }
  if (!['pglite', 'postgres'].includes(values.database)) throw new Error('--database: pglite or postgres');
  return {
    database: values.database as 'pglite' | 'postgres',
    processes: wholeNumber('processes', values.processes, 1),
    connections: wholeNumber('connections', values.connections, 1),
    durationSeconds: wholeNumber('duration', values.duration, 1),
    timeoutSeconds: wholeNumber('timeout', values.timeout, 1),
    page: values.page,
    headers: browserHeaders(values['accept-encoding']),
    start: values.start,
    env,
  };
}

type Options = ReturnType<typeof readOptions>;

/** The page alone, one request at a time: what "served normally" means on this machine today. */
async function alone(url: string, headers: Record<string, string>, count: number): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers, redirect: 'manual' });
    await response.arrayBuffer();
    answers.push({ status: response.status, ms: performance.now() - started });
  }
  return answers;
}

/** The load: every answer's status and latency, and autocannon's counts of errors and timeouts. */
async function load(url: string, headers: Record<string, string>, options: Options) {
  const answers: Answer[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        headers,
        connections: options.connections,
        duration: options.durationSeconds,
        timeout: options.timeoutSeconds,
      },
      (error: unknown, done: autocannon.Result) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, status, _bytes, ms) => answers.push({ status, ms }));
  });
  return { answers, errors: result.errors, timeouts: result.timeouts, sent: result.requests.sent };
}

/** After the load: the page asked for one request at a time, every 100 ms, for 5 s. */
async function probeRecovery(url: string, headers: Record<string, string>, stoppedAt: number) {
  const probes: (Answer & { atMs: number })[] = [];
  while (performance.now() - stoppedAt < 5000) {
    const atMs = performance.now() - stoppedAt;
    const started = performance.now();
    const status = await fetch(url, { headers, redirect: 'manual', signal: AbortSignal.timeout(10_000) }).then(
      async (response) => {
        await response.arrayBuffer();
        return response.status;
      },
      () => 0,
    );
    probes.push({ atMs, status, ms: performance.now() - started });
    const next = stoppedAt + (probes.length + 1) * 100;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
  }
  return probes;
}

async function main() {
  const options = readOptions();
  if (!options.start) ensureBuild(ROOT, { say: 'Building the web app (sources changed since the last build)…' });
  console.info(
    `${machine()}; ${options.page} signed in, ${options.connections} connections for ${options.durationSeconds} s ` +
      `(timeout ${options.timeoutSeconds} s), Accept-Encoding: ${options.headers['accept-encoding']}; ` +
      `${options.database === 'pglite' ? 'embedded database, 1 process' : `PostgreSQL, ${options.processes} process(es)`}` +
      `${options.start ? `; start: ${options.start}` : ''}` +
      `${Object.keys(options.env).length ? `; env: ${JSON.stringify(options.env)}` : ''}`,
  );
  const database =
    options.database === 'postgres'
      ? await createBenchDatabase(process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres')
      : null;
  const env = database ? { ...database.env, WEB_CONCURRENCY: String(options.processes) } : EMBEDDED_ENV;
  const server = await startBenchServer(
    { ...env, ...options.env },
    { ...(options.start ? { start: options.start } : {}), ...(database ? { onStop: () => database.drop() } : {}) },
  );
  try {
    const cookie = await signInThroughForm(server.url);
    const url = `${server.url}${options.page}`;
    const headers = { ...options.headers, cookie };
    const before = await alone(url, headers, 30);
    if (before.some((answer) => answer.status !== 200)) throw new Error(`${options.page} did not answer 200 alone`);
    const run = await load(url, headers, options);
    const stoppedAt = performance.now();
    const probes = await probeRecovery(url, headers, stoppedAt);
    const admitted = run.answers.filter((answer) => answer.status >= 200 && answer.status < 300);
    const refused = run.answers.filter((answer) => answer.status === 503);
    const other = run.answers.filter((answer) => !admitted.includes(answer) && !refused.includes(answer));
    const rows = [
      ['answers', 'count', 'p50 ms', 'p99 ms', 'max ms'],
      latencyRow('alone, before the load (200)', before.slice(10)),
      latencyRow('admitted under load (2xx)', admitted),
      latencyRow('refused under load (503)', refused),
      ...(other.length ? [latencyRow('other statuses', other)] : []),
    ];
    console.info(`\n${formatTable(rows)}`);
    const statuses = new Map<number, number>();
    for (const answer of other) statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    const perSecond = (count: number) => (count / options.durationSeconds).toFixed(0);
    console.info(`admitted ${perSecond(admitted.length)}/s, refused ${perSecond(refused.length)}/s`);
    console.info(
      `sent ${run.sent}, errors ${run.errors}, timeouts ${run.timeouts}` +
        (statuses.size ? `, other statuses: ${[...statuses].map(([s, n]) => `${n} × ${s}`).join(', ')}` : ''),
    );
    const recovery = recoveryAfter(probes);
    console.info(`\nAfter the load:\n${recovery.lines.join('\n')}`);
    console.info('\nFigures only; nothing here is asserted (issue 37 asks admitted p99 < 1 s, refused p99 < 100 ms).');
    const file = writeResult('overload', {
      date: new Date().toISOString(),
      machine: machine(),
      options,
      before,
      counts: {
        admitted: admitted.length,
        refused: refused.length,
        other: other.length,
        sent: run.sent,
        errors: run.errors,
        timeouts: run.timeouts,
      },
      rows,
      probes,
    });
    console.info(`Saved ${file}`);
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(`\nOverload benchmark failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
