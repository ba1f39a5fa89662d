import autocannon from 'autocannon';

export interface Target {
  name: string;
  url: string;
  headers?: Record<string, string>;
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
  p99Ms: number;
  latencyMeanMs: number;
  requests: number;
}

/** One request first, so a wrong URL or token fails with its status instead of a run full of errors. */
async function preflight(target: Target): Promise<void> {
  const response = await fetch(target.url, { headers: target.headers ?? {} });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${target.name}: preflight answered ${response.status}, expected 2xx`);
}

function failures(result: autocannon.Result): string | null {
  if (result.non2xx === 0 && result.errors === 0 && result.timeouts === 0) return null;
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, stats]) => `${code}×${stats.count ?? 0}`)
    .join(', ');
  return `${result.non2xx} non-2xx (${statuses || 'none'}), ${result.errors} errors, ${result.timeouts} timeouts`;
}

/** Warms the target up (results discarded), then loads it for the fixed duration. Any non-2xx fails the run. */
export async function measure(target: Target, options: LoadOptions): Promise<Measurement> {
  await preflight(target);
  const base = { url: target.url, connections: options.connections, headers: target.headers ?? {} };
  if (options.warmupSeconds > 0) await autocannon({ ...base, duration: options.warmupSeconds });
  const result = await autocannon({ ...base, duration: options.durationSeconds });
  const problem = failures(result);
  if (problem) throw new Error(`${target.name}: ${problem} out of ${result.requests.sent} requests`);
  return {
    target: target.name,
    path: new URL(target.url).pathname,
    requestsPerSec: result.requests.mean,
    p99Ms: result.latency.p99,
    latencyMeanMs: result.latency.mean,
    requests: result.requests.total,
  };
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
  const mean = (key: 'requestsPerSec' | 'p99Ms' | 'latencyMeanMs') => (first[key] + second[key]) / 2;
  return {
    target: first.target,
    path: first.path,
    requestsPerSec: mean('requestsPerSec'),
    p99Ms: mean('p99Ms'),
    latencyMeanMs: mean('latencyMeanMs'),
    requests: first.requests + second.requests,
  };
}
