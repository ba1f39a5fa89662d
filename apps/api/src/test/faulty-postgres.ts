import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';

/**
 * How the stand-in for PostgreSQL treats connections:
 * - `pass`: forwards to the real server;
 * - `refuse`: nothing listens on the port (ECONNREFUSED);
 * - `reset`: accepts and answers with a TCP reset (ECONNRESET);
 * - `hang-up`: accepts and closes at once ("Connection terminated unexpectedly");
 * - `freeze`: accepts and never answers (connection timeout);
 * - `starting-up`: answers the start-up message with PostgreSQL's FATAL 57P03.
 */
export type FaultMode = 'pass' | 'refuse' | 'reset' | 'hang-up' | 'freeze' | 'starting-up';

export interface FaultyPostgres {
  /** A connection URL like the real one, pointing at the stand-in. */
  url: string;
  /** Switches the mode; every open connection is dropped unless the new mode is `pass`. */
  set(mode: FaultMode): Promise<void>;
  /** Drops every open connection now (as a crashed or restarted server would), keeping the mode. */
  dropConnections(): void;
  close(): Promise<void>;
}

/** PostgreSQL's ErrorResponse for "the database system is starting up" (SQLSTATE 57P03). */
function startingUpError(): Buffer {
  const fields = ['SFATAL', 'VFATAL', 'C57P03', 'Mthe database system is starting up'];
  const body = Buffer.concat([...fields.map((field) => Buffer.from(`${field}\0`)), Buffer.from([0])]);
  const header = Buffer.alloc(5);
  header.write('E', 0);
  header.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([header, body]);
}

/**
 * A TCP stand-in in front of a real PostgreSQL server that can refuse, reset, hang up on or
 * freeze connections on demand, on the same port throughout, so a pool pointed at it sees the
 * database go away and come back as it would in production.
 */
export async function openFaultyPostgres(realUrl: string): Promise<FaultyPostgres> {
  const real = new URL(realUrl);
  const upstreamPort = Number(real.port || 5432);
  const sockets = new Set<Socket>();
  let mode: FaultMode = 'pass';
  let server: Server | null = null;
  let port = 0;

  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  };
  const onConnection = (client: Socket) => {
    track(client);
    if (mode === 'reset') return void client.resetAndDestroy();
    if (mode === 'hang-up') return void client.destroy();
    if (mode === 'freeze') return;
    if (mode === 'starting-up') {
      client.once('data', () => client.end(startingUpError()));
      return;
    }
    const upstream = connect(upstreamPort, real.hostname);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  };
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer(onConnection);
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as AddressInfo).port;
        resolve();
      });
    });
  const stopListening = () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve();
      const closing = server;
      server = null;
      closing.close(() => resolve());
    });
  const dropConnections = () => {
    for (const socket of sockets) socket.destroy();
  };

  await listen();
  const url = new URL(realUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    async set(next) {
      mode = next;
      if (next !== 'pass') dropConnections();
      if (next === 'refuse') {
        const closed = stopListening();
        dropConnections();
        await closed;
      } else if (!server) {
        await listen();
      }
    },
    dropConnections,
    async close() {
      const closed = stopListening();
      dropConnections();
      await closed;
    },
  };
}
