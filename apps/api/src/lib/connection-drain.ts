import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

export interface DrainOptions {
  /** How long connections without a request in progress stay open after the signal (ms). */
  graceMs: number;
  /** When every connection still open is closed, answered or not (ms after the signal). */
  deadlineMs: number;
}

export interface DrainReport {
  /** Requests still unanswered at the deadline, whose connections were closed under them. */
  cut: number;
}

export interface ConnectionTracker {
  /**
   * Stops accepting connections and closes the open ones without cutting a request short:
   * - every answer from now on carries `Connection: close`, so a connection ends after its answer;
   * - a request that arrives on an open keep-alive connection within the grace period is answered
   *   (clients send on idle keep-alive connections at any moment; closing them at once resets
   *   requests already on their way);
   * - after the grace period, connections with nothing in progress (idle, or with a request whose
   *   headers never completed) are closed, the others as soon as their answer is sent;
   * - at the deadline, whatever is left is closed.
   * Resolves once every connection is closed.
   */
  drain(options: DrainOptions): Promise<DrainReport>;
}

const isEventStream = (response: ServerResponse) =>
  String(response.getHeader('content-type') ?? '').startsWith('text/event-stream');

/**
 * Follows the connections and requests of an HTTP server from the start, so it can be drained on
 * shutdown (see `ConnectionTracker.drain`). Attach it before the server listens.
 */
export function trackConnections(server: Server): ConnectionTracker {
  const inFlight = new Map<Socket, number>();
  const unanswered = new Set<ServerResponse>();
  let draining = false;
  let graceOver = false;

  server.on('connection', (socket: Socket) => {
    inFlight.set(socket, 0);
    socket.once('close', () => inFlight.delete(socket));
  });
  // Ahead of the application's own listener, so the header is set before it can answer.
  server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
    const { socket } = request;
    inFlight.set(socket, (inFlight.get(socket) ?? 0) + 1);
    unanswered.add(response);
    if (draining) response.setHeader('connection', 'close');
    response.once('close', () => {
      unanswered.delete(response);
      const left = (inFlight.get(socket) ?? 1) - 1;
      if (inFlight.has(socket)) inFlight.set(socket, left);
      if (graceOver && left === 0) socket.destroy();
    });
  });

  return {
    async drain({ graceMs, deadlineMs }) {
      draining = true;
      for (const response of unanswered) {
        if (!response.headersSent) response.setHeader('connection', 'close');
        // An event stream never ends by itself: it ends now, and its client reconnects to another process.
        else if (isEventStream(response)) response.end();
      }
      // net.Server's close only stops listening; http.Server's would also drop idle keep-alive
      // connections at once, resetting requests that are already on their way.
      const closed = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
      let cut = 0;
      const grace = setTimeout(() => {
        graceOver = true;
        for (const [socket, count] of inFlight) if (count === 0) socket.destroy();
      }, graceMs);
      const deadline = setTimeout(() => {
        for (const [socket, count] of inFlight) {
          cut += count;
          socket.destroy();
        }
      }, deadlineMs);
      await closed;
      clearTimeout(grace);
      clearTimeout(deadline);
      return { cut };
    },
  };
}
