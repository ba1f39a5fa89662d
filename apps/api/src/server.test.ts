import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { usesPostgres } from './test/harness.ts';
import { OFFSETS_MS, probeShutdown } from './test/shutdown-probe.ts';

const SERVER = fileURLToPath(new URL('./server.ts', import.meta.url));
let child: ChildProcessWithoutNullStreams | null = null;

afterEach(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  child = null;
});

function startServer(env: Record<string, string> = {}): Promise<{
  port: number;
  process: ChildProcessWithoutNullStreams;
  exited: Promise<number | null>;
}> {
  const database = usesPostgres ? { DATABASE_URL: inject('pgUrl') } : { PGLITE_DIR: 'memory' };
  const proc = spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      API_HOST: '127.0.0.1',
      API_PORT: '0',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      ...database,
      ...env,
    },
  });
  child = proc;
  const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    let output = '';
    proc.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (match) resolve({ port: Number(match[1]), process: proc, exited });
    });
    proc.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    proc.on('exit', (code) => reject(new Error(`server exited early (${code}): ${output}`)));
  });
}

describe('start-up', () => {
  it('serves requests as soon as it listens, not 503 while start-up work settles', async () => {
    const server = await startServer();
    const response = await fetch(`http://127.0.0.1:${server.port}/api/v1/client/me`);
    expect(response.status).toBe(401);
    server.process.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});

describe('graceful shutdown', () => {
  it('finishes a slow in-flight request after SIGTERM, refuses new connections, then exits cleanly', async () => {
    const server = await startServer();
    const body = JSON.stringify({
      grant_type: 'password',
      username: 'slow-client@yolla.test',
      password: 'some password',
      client_id: 'yolla-web',
      client_secret: 'dev-only-web-client-secret',
    });
    const socket = connect(server.port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    let response = '';
    socket.on('data', (chunk) => (response += chunk.toString()));
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    // The client sends its headers and half of the body, then stalls while the server is told to stop.
    socket.write(
      `POST /api/v1/client/oauth/token HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`,
    );
    socket.write(body.slice(0, 40));
    await new Promise((resolve) => setTimeout(resolve, 200));
    server.process.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));

    const refused = await new Promise<boolean>((resolve) => {
      const probe = connect(server.port, '127.0.0.1');
      probe.once('connect', () => {
        probe.destroy();
        resolve(false);
      });
      probe.once('error', () => resolve(true));
    });
    expect(refused).toBe(true);

    socket.write(body.slice(40));
    await closed;
    expect(response).toMatch(/^HTTP\/1\.1 400/);
    expect(response).toContain('"code":"auth.invalid_credentials"');
    expect(await server.exited).toBe(0);
  });
});

describe('shutdown under keep-alive traffic', () => {
  it('answers every request that reached it with Connection: close, then exits 0 within SHUTDOWN_TIMEOUT_MS', async () => {
    const server = await startServer({ SHUTDOWN_TIMEOUT_MS: '3000' });
    const figures = await probeShutdown({
      port: server.port,
      signal: () => server.process.kill('SIGTERM'),
      exited: server.exited,
      paths: ['/health', '/api/v1/client/me', '/ready'],
      offsetsMs: OFFSETS_MS,
      slow: {
        head: 'POST /api/v1/client/oauth/token HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: {length}\r\n\r\n',
        body: JSON.stringify({
          grant_type: 'password',
          username: 'slow-client@yolla.test',
          password: 'some password',
          client_id: 'yolla-web',
          client_secret: 'dev-only-web-client-secret',
        }),
      },
      slowRestAtMs: 1500,
    });
    expect(figures).toMatchObject({
      sent: OFFSETS_MS.length,
      answered: OFFSETS_MS.length,
      resets: 0,
      unanswered: 0,
      keptAlive: 0,
      slow: { kind: 'answered', status: 400, connection: 'close' },
      refusedNewConnections: true,
      exitCode: 0,
    });
    // The half-sent request neither holds the shutdown up nor outlives the grace period by much.
    expect(figures.halfSentClosedAtMs).toBeGreaterThanOrEqual(700);
    expect(figures.halfSentClosedAtMs).toBeLessThan(1500);
    expect(figures.exitAtMs).toBeLessThan(3000);
  });
});
