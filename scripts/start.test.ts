import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { networkInterfaces } from 'node:os';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFSETS_MS, probeShutdown, type ShutdownFigures } from '../apps/api/src/test/shutdown-probe.ts';

/**
 * `npm start` as an operator runs it: the embedded demo in a child process (building the web app
 * first when its sources changed, as `npm start` does), then SIGTERM under keep-alive traffic.
 */
const START = fileURLToPath(new URL('./start.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('..', import.meta.url));

let child: ChildProcessWithoutNullStreams;
let exited: Promise<number | null>;
let output = '';
let port = 0;

beforeAll(async () => {
  const env: Record<string, string | undefined> = { ...process.env };
  for (const name of ['NODE_ENV', 'HOST', 'DATABASE_URL', 'API_URL', 'AUTH_TOKEN_SECRET', 'SESSION_SECRET']) {
    delete env[name];
  }
  delete env.OAUTH_CLIENT_SECRET;
  child = spawn(process.execPath, [START], {
    cwd: ROOT,
    env: { ...env, PORT: '0', PGLITE_DIR: 'memory', LOG_LEVEL: 'info', SHUTDOWN_TIMEOUT_MS: '3000' },
  });
  exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  port = await new Promise<number>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Yolla is running at http:\/\/localhost:(\d+)/.exec(output);
      if (match && output.includes('Server listening at')) resolve(Number(match[1]));
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => reject(new Error(`npm start exited early (${code}):\n${output}`)));
  });
}, 180_000);

afterAll(() => {
  if (child.exitCode === null) child.kill('SIGKILL');
});

function refusedAt(host: string): Promise<boolean> {
  return fetch(`http://${host}:${port}/health`).then(
    () => false,
    () => true,
  );
}

describe('npm start (the embedded demo)', () => {
  it('listens on 127.0.0.1 only, and says once that it runs on the published development secrets', async () => {
    expect(output).toContain(`listening at http://127.0.0.1:${port}`);
    expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);
    const external = Object.values(networkInterfaces())
      .flat()
      .find((address) => address && address.family === 'IPv4' && !address.internal);
    if (external) expect(await refusedAt(external.address)).toBe(true);
    const warnings = output.split('\n').filter((line) => line.includes('Development secrets in use'));
    expect(warnings).toHaveLength(1);
    for (const name of ['AUTH_TOKEN_SECRET', 'OAUTH_CLIENT_SECRET', 'SESSION_SECRET']) {
      expect(warnings[0]).toContain(name);
    }
  });

  it('drains on SIGTERM: every request that reached it answered with Connection: close, exit 0 within SHUTDOWN_TIMEOUT_MS', async () => {
    const figures: ShutdownFigures = await probeShutdown({
      port,
      signal: () => child.kill('SIGTERM'),
      exited,
      paths: ['/health', '/favicon.svg', '/api/v1/client/me'],
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
    expect(figures.halfSentClosedAtMs).toBeLessThan(1500);
    expect(figures.exitAtMs).toBeLessThan(3000);
  });
});
