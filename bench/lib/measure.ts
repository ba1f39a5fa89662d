import autocannon from 'autocannon';

export interface Target {
  name: string;
  url: string;
  headers?: Record<string, string>;
  /** The status every answer must have; by default any 2xx. */
  status?: number;
}

export interface LoadOptions {
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
}

export interface Measurement {
  target: string;
  path: string;
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  latencyMeanMs: number;
  requests: number;
  /** The server's CPU time (user + system) per answered request during the measured run, when it was read. */
  cpuMsPerRequest?: number;
}

const expected = (target: Target, status: number) =>
  target.status === undefined ? status >= 200 && status < 300 : status === target.status;

/** One request first, so a wrong URL or token fails with its status instead of a run full of errors. */
async function preflight(target: Target): Promise<void> {
  const response = await fetch(target.url, { headers: target.headers ?? {}, redirect: 'manual' });
  await response.arrayBuffer();
  if (!expected(target, response.status)) {
    throw new Error(`${target.name}: preflight answered ${response.status}, expected ${target.status ?? '2xx'}`);
  }
}

function failures(target: Target, result: autocannon.Result): string | null {
  const unexpected = Object.entries(result.statusCodeStats ?? {}).filter(([code]) => !expected(target, Number(code)));
  if (unexpected.length === 0 && result.errors === 0 && result.timeouts === 0) return null;
  const statuses = unexpected.map(([code, stats]) => `${code}×${stats.count ?? 0}`).join(', ');
  const count = unexpected.reduce((sum, [, stats]) => sum + (stats.count ?? 0), 0);
  return `${count} unexpected statuses (${statuses || 'none'}), ${result.errors} errors, ${result.timeouts} timeouts`;
}

/**
 * Warms the target up (results discarded), then loads it for the fixed duration. Any answer but the expected
 * status (any 2xx unless the target names one) fails the run.
 */
export async function measure(target: Target, options: LoadOptions, serverCpuMs?: () => number): Promise<Measurement> {
  await preflight(target);
  const base = { url: target.url, connections: options.connections, headers: target.headers ?? {} };
  await warmUp(target, options);
  const cpuBefore = serverCpuMs?.();
  const result = await autocannon({ ...base, duration: options.durationSeconds });
  const cpuAfter = serverCpuMs?.();
  const problem = failures(target, result);
  if (problem) throw new Error(`${target.name}: ${problem} out of ${result.requests.sent} requests`);
  return {
    target: target.name,
    path: new URL(target.url).pathname,
    requestsPerSec: result.requests.mean,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    latencyMeanMs: result.latency.mean,
    requests: result.requests.total,
    ...(cpuBefore !== undefined && cpuAfter !== undefined && result.requests.total > 0
      ? { cpuMsPerRequest: (cpuAfter - cpuBefore) / result.requests.total }
      : {}),
  };
}

/** The target loaded for the warm-up time (`--warmup`), results discarded. */
export async function warmUp(target: Target, options: LoadOptions): Promise<void> {
  if (options.warmupSeconds <= 0) return;
  const base = { url: target.url, connections: options.connections, headers: target.headers ?? {} };
  await autocannon({ ...base, duration: options.warmupSeconds });
}

/**
 * Unmeasured runs that warm up the load generator itself: measured on a 2-core machine, the first
 * 6 s of load in a fresh process read about a quarter lower than every later run.
 */
export async function warmLoadGenerator(url: string, options: LoadOptions): Promise<void> {
  await autocannon({ url, connections: options.connections, duration: 8 });
}

/** Two runs of one target as one: the mean of their rates and of their p99s. */
export function averageOf(first: Measurement, second: Measurement): Measurement {
  const mean = (key: 'requestsPerSec' | 'p50Ms' | 'p99Ms' | 'latencyMeanMs') => (first[key] + second[key]) / 2;
  return {
    target: first.target,
    path: first.path,
    requestsPerSec: mean('requestsPerSec'),
    p50Ms: mean('p50Ms'),
    p99Ms: mean('p99Ms'),
    latencyMeanMs: mean('latencyMeanMs'),
    requests: first.requests + second.requests,
  };
}
