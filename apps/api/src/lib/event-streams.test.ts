import { createServer, get, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { trackConnections } from './connection-drain.ts';
import { frontDoor, leaveInFlight, refuseWithHouseError } from './front-door.ts';

let server: Server | null = null;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server?.listening ? server.close(() => resolve()) : resolve()));
  server = null;
});

/** A host behind the front door (cap `max`) whose `/events` is an event stream that never ends by itself. */
async function host(max: number, options: { leave: boolean }) {
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    if (req.url !== '/events') return res.end('ok');
    res.setHeader('content-type', 'text/event-stream');
    res.writeHead(200);
    res.write(': open\n\n');
    if (options.leave) leaveInFlight(res);
  };
  const door = {
    maxInFlight: max,
    maxWaitMs: 50,
    retryAfterSeconds: 5,
    metrics: null,
    metricsToken: null,
    refuse: refuseWithHouseError,
  };
  server = createServer(frontDoor(handler, door));
  const connections = trackConnections(server);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, connections };
}

const open = (url: string) =>
  new Promise<IncomingMessage>((resolve, reject) => get(url, { agent: false }, resolve).on('error', reject));
const statusOf = async (url: string) => {
  const response = await open(url);
  response.resume();
  return response.statusCode;
};

describe('an event stream at the front door', () => {
  it('leaves the count of requests in flight once it has started, so open streams never fill the cap', async () => {
    const { base } = await host(1, { leave: true });
    const streams = [await open(`${base}/events`), await open(`${base}/events`)];
    expect(streams.map((stream) => stream.statusCode)).toEqual([200, 200]);
    expect(await statusOf(`${base}/page`)).toBe(200);
    for (const stream of streams) stream.destroy();
  });

  it('would hold its place for its whole life otherwise (the cap this guards against)', async () => {
    const { base } = await host(1, { leave: false });
    const stream = await open(`${base}/events`);
    expect(await statusOf(`${base}/page`)).toBe(503);
    stream.destroy();
  });

  it('is ended by a shutdown’s drain at once, not cut at the deadline', async () => {
    const { base, connections } = await host(4, { leave: true });
    const stream = await open(`${base}/events`);
    stream.resume();
    const ended = new Promise<void>((resolve) => stream.once('end', () => resolve()));
    const started = Date.now();
    const report = await connections.drain({ graceMs: 100, deadlineMs: 5000 });
    await ended;
    expect(report.cut).toBe(0);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
