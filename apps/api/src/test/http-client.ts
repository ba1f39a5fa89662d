import { connect, type Socket } from 'node:net';

/** What became of one request on a raw keep-alive connection. */
export type Outcome =
  | { kind: 'answered'; status: number; connection: string | undefined; at: number }
  | { kind: 'reset'; at: number } // ECONNRESET or EPIPE: the request was lost under the client
  | { kind: 'closed'; at: number }; // the server closed the connection without answering

interface Waiting {
  resolve(outcome: Outcome): void;
}

/**
 * A bare HTTP/1.1 keep-alive connection that sends requests one after another and reports
 * exactly what happened to each (answered, reset, or closed unanswered), which `fetch` hides
 * behind retries and pooling. Answers must carry Content-Length.
 */
export class RawConnection {
  private buffer = Buffer.alloc(0);
  private waiting: Waiting | null = null;
  private ended: Outcome | null = null;
  readonly socket: Socket;

  private constructor(socket: Socket) {
    this.socket = socket;
    socket.on('data', (chunk: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      this.parse();
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      const reset = error.code === 'ECONNRESET' || error.code === 'EPIPE';
      this.finish(reset ? { kind: 'reset', at: Date.now() } : { kind: 'closed', at: Date.now() });
    });
    socket.on('close', () => this.finish({ kind: 'closed', at: Date.now() }));
  }

  static open(port: number, host = '127.0.0.1'): Promise<RawConnection> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, host);
      socket.once('connect', () => resolve(new RawConnection(socket)));
      socket.once('error', reject);
    });
  }

  get closed(): boolean {
    return this.ended !== null;
  }

  /** Writes raw bytes (a whole request, or part of one) and waits for the answer to the request they complete. */
  send(raw: string): Promise<Outcome> {
    const answer = new Promise<Outcome>((resolve) => {
      if (this.ended) return resolve(this.ended);
      this.waiting = { resolve };
    });
    if (!this.ended) this.socket.write(raw);
    return answer;
  }

  /** Writes bytes without waiting (the rest of a request whose answer `send` already awaits). */
  write(raw: string): void {
    if (!this.ended) this.socket.write(raw);
  }

  /** Waits for an answer to a request already (partly) sent. */
  next(): Promise<Outcome> {
    return new Promise((resolve) => {
      if (this.ended) return resolve(this.ended);
      this.waiting = { resolve };
    });
  }

  close(): void {
    this.socket.destroy();
  }

  private finish(outcome: Outcome) {
    this.ended ??= outcome;
    this.waiting?.resolve(this.ended);
    this.waiting = null;
  }

  private parse() {
    const end = this.buffer.indexOf('\r\n\r\n');
    if (end < 0) return;
    const head = this.buffer.subarray(0, end).toString('latin1').split('\r\n');
    const headers = new Map(
      head.slice(1).map((line) => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()] as const;
      }),
    );
    const length = Number(headers.get('content-length') ?? 0);
    if (this.buffer.length < end + 4 + length) return;
    this.buffer = this.buffer.subarray(end + 4 + length);
    const status = Number(head[0]?.split(' ')[1]);
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.resolve({ kind: 'answered', status, connection: headers.get('connection'), at: Date.now() });
    if (this.buffer.length) this.parse();
  }
}

export function get(path: string): string {
  return `GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`;
}
