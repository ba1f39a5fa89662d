import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { measure } from './measure.ts';

let url = '';
const server = createServer((req, res) => {
  res.statusCode = req.url === '/gone' ? 404 : 200;
  res.end('ok');
});
beforeAll(async () => {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

it('counts only the answers after the warm-up, on the same connections, with their rate and percentiles', async () => {
  const measured = await measure(
    { name: 'ok', url: `${url}/` },
    {
      connections: 4,
      durationSeconds: 1,
      warmupSeconds: 1,
    },
  );
  expect(measured.requests).toBeGreaterThan(0);
  // About one second's answers, not two: the warm-up's are left out.
  expect(measured.requestsPerSec).toBeGreaterThan(measured.requests / 1.5);
  expect(measured.requestsPerSec).toBeLessThan(measured.requests * 1.5);
  expect(measured.p99Ms).toBeGreaterThanOrEqual(measured.p50Ms);
});

it('fails a run whose answers are not the expected status', async () => {
  await expect(
    measure(
      { name: 'gone', url: `${url}/gone`, status: 200 },
      { connections: 2, durationSeconds: 1, warmupSeconds: 0 },
    ),
  ).rejects.toThrow(/gone/);
});
