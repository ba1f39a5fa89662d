import { fork } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { isReadyMessage } from './ipc.ts';

export interface ServerProcess {
  url: string;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

/** Forks a server script (see ./servers) and resolves once it listens. */
export async function startServerProcess(script: URL): Promise<ServerProcess> {
  const child = fork(fileURLToPath(script), [], {
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = once(child, 'exit');

  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${script.pathname} did not start within ${START_TIMEOUT_MS / 1000} s`));
    }, START_TIMEOUT_MS);
    child.on('message', (message) => {
      if (!isReadyMessage(message)) return;
      clearTimeout(timer);
      resolve(message.port);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script.pathname} exited with code ${code} before listening`));
    });
  });

  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      if (child.connected) child.disconnect();
      else child.kill('SIGTERM');
      await exited;
      clearTimeout(timer);
    },
  };
}
