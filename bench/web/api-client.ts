/**
 * What one call to the API costs the web process: the web's transport (`exchange`, node:http on kept-alive
 * connections) against undici's `fetch` with a timeout signal joined to a caller's (what the client used before,
 * decision 0021), both against the same bare server in a child process. The CPU counted is this process's only,
 * so the server's share is left out; rounds alternate so that a machine that speeds up or slows down shows.
 *
 *   npm run bench:api-client -- [--calls 10000] [--rounds 5]
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { parseArgs } from 'node:util';
import { exchange } from '../../apps/web/app/lib/api-transport.server.ts';
import { wholeNumber } from '../lib/options.ts';
import { writeResult } from '../lib/results.ts';

const { values } = parseArgs({
  options: { calls: { type: 'string', default: '10000' }, rounds: { type: 'string', default: '5' } },
});
const calls = wholeNumber('calls', values.calls, 1);
const rounds = wholeNumber('rounds', values.rounds, 1);
const IN_FLIGHT = 10;
const HEADERS = { accept: 'application/json', 'accept-language': 'en', authorization: 'Bearer bench' };

type Call = (url: URL) => Promise<string>;

const viaFetch: Call = async (url) => {
  const caller = new AbortController();
  const signal = AbortSignal.any([caller.signal, AbortSignal.timeout(5000)]);
  const response = await fetch(url, { headers: HEADERS, redirect: 'manual', signal });
  return response.text();
};
const viaTransport: Call = async (url) =>
  (await exchange(url, { method: 'GET', headers: HEADERS, timeoutMs: 5000 })).text;

/** Microseconds of this process's CPU per call, `IN_FLIGHT` calls at a time. */
async function cpuPerCall(call: Call, url: URL): Promise<number> {
  let left = calls;
  const start = process.cpuUsage();
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (left-- > 0) await call(url);
    }),
  );
  const used = process.cpuUsage(start);
  return (used.user + used.system) / calls;
}

const server = fork(new URL('./bare-server.ts', import.meta.url), { stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
const [line] = (await once(server.stdout!, 'data')) as [Buffer];
const url = new URL('/api/v1/client/me', line.toString().trim());
try {
  await cpuPerCall(viaFetch, url);
  await cpuPerCall(viaTransport, url);
  console.info(`Node ${process.version}; ${calls} calls per round, ${IN_FLIGHT} in flight, client CPU per call`);
  const results: { round: number; fetchUs: number; transportUs: number }[] = [];
  for (let round = 1; round <= rounds; round += 1) {
    const fetchUs = await cpuPerCall(viaFetch, url);
    const transportUs = await cpuPerCall(viaTransport, url);
    results.push({ round, fetchUs, transportUs });
    console.info(
      `round ${round}: fetch ${fetchUs.toFixed(0)} µs, transport ${transportUs.toFixed(0)} µs (${(transportUs / fetchUs).toFixed(2)}×)`,
    );
  }
  console.info(
    `Saved ${writeResult('api-client', { date: new Date().toISOString(), node: process.version, calls, results })}`,
  );
} finally {
  server.kill('SIGTERM');
}
