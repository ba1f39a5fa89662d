import type { FastifyInstance } from 'fastify';

/** What a server child sends its parent once it listens. */
export interface ReadyMessage {
  type: 'ready';
  port: number;
}

export function isReadyMessage(value: unknown): value is ReadyMessage {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { type?: unknown }).type === 'ready' &&
    typeof (value as { port?: unknown }).port === 'number'
  );
}

/**
 * Child side: listens on an ephemeral loopback port, tells the parent the port, and closes when
 * the parent disconnects (it stops us that way, and a parent that dies disconnects too).
 */
export async function serveForParent(app: FastifyInstance, onClose: () => Promise<void> = async () => undefined) {
  if (!process.send) throw new Error('run this file through bench/api/run.ts, not directly');
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('the server has no TCP address');
  process.once('disconnect', () => {
    app
      .close()
      .then(onClose)
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  });
  const message: ReadyMessage = { type: 'ready', port: address.port };
  process.send(message);
}
