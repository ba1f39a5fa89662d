import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

const SERVER = fileURLToPath(new URL('../server.ts', import.meta.url));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The stand-alone API (`src/server.ts`) in a process of its own, on the suite's PostgreSQL, with `env` added (Redis,
 * limits): a second instance beside the test's, or a process to kill. Ready once `/health` answers.
 */
export async function startApiProcess(env: Record<string, string>): Promise<{ origin: string; process: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      ...env,
      NODE_ENV: 'test',
      DATABASE_URL: inject('pgUrl'),
      API_HOST: '127.0.0.1',
      API_PORT: String(port),
      NOTIFICATIONS_WORKER: 'false',
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i += 1) {
    if (child.exitCode !== null) throw new Error(`the API process ended with ${child.exitCode}`);
    const ready = await fetch(`${origin}/health`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ready) return { origin, process: child };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('the API process did not start within 30 s');
}
