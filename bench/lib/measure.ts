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

/** The value below which a share of the sorted samples falls (0.99: p99). */
function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;
}

/**
 * One load of `--warmup` + `--duration` seconds on the same connections; only the answers that arrive after the
 * warm-up count. Opening 50 connections at once on a saturated Node server makes their first requests wait one
 * round each (decision 0021): that burst belongs to the warm-up, not to the page's figures. Any answer but the
 * expected status (any 2xx unless the target names one), during the warm-up or after, fails the run.
 */
export async function measure(target: Target, options: LoadOptions, serverCpuMs?: () => number): Promise<Measurement> {
  await preflight(target);
  const latencies: number[] = [];
  let windowStart: number | null = null;
  let cpuBefore: number | undefined;
  const openWindow = () => {
    cpuBefore = serverCpuMs?.();
    windowStart = performance.now();
  };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: target.url,
        connections: options.connections,
        headers: target.headers ?? {},
        duration: options.warmupSeconds + options.durationSeconds,
      },
      (error: unknown, done: autocannon.Result) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      if (windowStart !== null) latencies.push(responseTime);
    });
    if (options.warmupSeconds > 0) setTimeout(openWindow, options.warmupSeconds * 1000);
    else openWindow();
  });
  const seconds = (performance.now() - (windowStart ?? performance.now())) / 1000;
  const cpuAfter = serverCpuMs?.();
  const problem = failures(target, result);
  if (problem) throw new Error(`${target.name}: ${problem} out of ${result.requests.sent} requests`);
  const sorted = [...latencies].sort((a, b) => a - b);
  const count = sorted.length;
  return {
    target: target.name,
    path: new URL(target.url).pathname,
    requestsPerSec: seconds > 0 ? count / seconds : 0,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    latencyMeanMs: count > 0 ? sorted.reduce((sum, value) => sum + value, 0) / count : Number.NaN,
    requests: count,
    ...(cpuBefore !== undefined && cpuAfter !== undefined && count > 0
      ? { cpuMsPerRequest: (cpuAfter - cpuBefore) / count }
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
