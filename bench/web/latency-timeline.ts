/**
 * When the slow requests of a load started: `--connections` keep-alive connections send GET `url` back to back for
 * `--duration` seconds; prints p50 and p99 and the slowest requests as `{start offset}s:{latency}ms`. A diagnostic
 * for tails (decision 0021: a burst of new connections on a saturated server is served one per round).
 *
 *   node bench/web/latency-timeline.ts http://127.0.0.1:3000/en --connections 50 --duration 4
 */
import { Agent, get } from 'node:http';
import { parseArgs } from 'node:util';
import { BROWSER_ACCEPT_ENCODING } from '../lib/browser.ts';
import { wholeNumber } from '../lib/options.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { connections: { type: 'string', default: '50' }, duration: { type: 'string', default: '4' } },
});
const url = positionals[0];
if (!url) throw new Error('usage: latency-timeline.ts <url> [--connections N] [--duration seconds]');
const connections = wholeNumber('connections', values.connections, 1);
const durationMs = wholeNumber('duration', values.duration, 1) * 1000;
const agent = new Agent({ keepAlive: true, maxSockets: connections });
const started = performance.now();
const requests: { start: number; latency: number }[] = [];

function one(): Promise<void> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    get(url!, { agent, headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING } }, (response) => {
      response.resume();
      response.on('end', () => {
        requests.push({ start: start - started, latency: performance.now() - start });
        resolve();
      });
    }).on('error', reject);
  });
}

await Promise.all(
  Array.from({ length: connections }, async () => {
    while (performance.now() - started < durationMs) await one();
  }),
);
agent.destroy();
const slowest = [...requests].sort((a, b) => b.latency - a.latency);
const at = (share: number) => slowest[Math.floor(slowest.length * share)]?.latency.toFixed(0);
console.info(`${requests.length} requests, p50 ${at(0.5)} ms, p99 ${at(0.01)} ms; the slowest:`);
console.info(
  slowest
    .slice(0, 25)
    .map((r) => `${(r.start / 1000).toFixed(2)}s:${r.latency.toFixed(0)}ms`)
    .join(' '),
);
