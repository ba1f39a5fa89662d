import { connect } from 'node:net';
import { get, RawConnection, type Outcome } from './http-client.ts';

export interface ShutdownScenario {
  port: number;
  /** Sends the signal to the server process. */
  signal(): void;
  /** Resolves with the exit code of the server process. */
  exited: Promise<number | null>;
  /** Paths requested on the keep-alive connections (taken in turn). */
  paths: string[];
  /** When each keep-alive connection sends its request, in ms relative to the signal. */
  offsetsMs: number[];
  /** A request whose headers and first body bytes arrive before the signal; the rest at `slowRestAtMs`. */
  slow: { head: string; body: string };
  slowRestAtMs: number;
}

export interface ShutdownFigures {
  /** Requests sent on open keep-alive connections around the signal. */
  sent: number;
  answered: number;
  /** Requests lost to a connection reset (ECONNRESET or EPIPE). */
  resets: number;
  /** Requests whose connection the server closed without answering. */
  unanswered: number;
  /** Answers to requests sent 50 ms or more after the signal without `Connection: close`. */
  keptAlive: number;
  slow: Outcome;
  /** When the connection with a half-sent request was closed, in ms after the signal. */
  halfSentClosedAtMs: number;
  /** A new connection 300 ms after the signal was refused. */
  refusedNewConnections: boolean;
  exitCode: number | null;
  exitAtMs: number;
}

const at = (time: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, time - Date.now())));

function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

/**
 * Shuts a server down under keep-alive traffic and measures what clients saw: requests sent on
 * idle keep-alive connections shortly before and after the signal, a slow request in flight, a
 * request whose headers never complete, and a new connection after the signal.
 */
export async function probeShutdown(scenario: ShutdownScenario): Promise<ShutdownFigures> {
  const { port, offsetsMs, paths } = scenario;
  const connections = await Promise.all(offsetsMs.map(() => RawConnection.open(port)));
  // Every connection has served a request and sits idle in keep-alive, as a browser's or proxy's would.
  for (const connection of connections) await connection.send(get('/health'));

  const slow = await RawConnection.open(port);
  const slowHead = scenario.slow.head.replace('{length}', String(Buffer.byteLength(scenario.slow.body)));
  const half = Math.floor(scenario.slow.body.length / 2);
  slow.write(slowHead + scenario.slow.body.slice(0, half));
  const slowAnswer = slow.next();

  const halfSent = await RawConnection.open(port);
  halfSent.write('GET /health HTTP/1.1\r\nHost: loc');
  const halfSentEnd = halfSent.next();

  const signalAt = Date.now() + 200;
  const outcomes = offsetsMs.map(async (offset, i) => {
    await at(signalAt + offset);
    return { offset, outcome: await connections[i]!.send(get(paths[i % paths.length]!)) };
  });
  const refused = at(signalAt + 300).then(() => connectionRefused(port));
  void at(signalAt + scenario.slowRestAtMs).then(() => slow.write(scenario.slow.body.slice(half)));
  await at(signalAt);
  scenario.signal();

  const results = await Promise.all(outcomes);
  const exitCode = await scenario.exited;
  const exitAtMs = Date.now() - signalAt;
  for (const connection of [...connections, slow, halfSent]) connection.close();
  const answered = results.filter(({ outcome }) => outcome.kind === 'answered');
  return {
    sent: results.length,
    answered: answered.length,
    resets: results.filter(({ outcome }) => outcome.kind === 'reset').length,
    unanswered: results.filter(({ outcome }) => outcome.kind === 'closed').length,
    keptAlive: answered.filter(
      ({ offset, outcome }) => offset >= 50 && outcome.kind === 'answered' && outcome.connection !== 'close',
    ).length,
    slow: await slowAnswer,
    halfSentClosedAtMs: (await halfSentEnd).at - signalAt,
    refusedNewConnections: await refused,
    exitCode,
    exitAtMs,
  };
}

/** Offsets around the signal like the probe (12–22 ms after it lost requests), and later ones. */
export const OFFSETS_MS = [-20, -5, 0, 2, 5, 8, 12, 15, 18, 22, 30, 50, 80, 120, 200, 300, 450, 600];
