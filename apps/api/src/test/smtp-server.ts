import { randomInt } from 'node:crypto';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message the test server accepted: what it was sent as, and parsed. */
export interface ReceivedMail {
  raw: string;
  parsed: ParsedMail;
  envelopeTo: string[];
}

/** How the server answers the DATA of a message: accepts it (null), or refuses it with an SMTP reply. */
export type Answer = (attempt: number) => { code: number; message: string } | null;

export interface TestSmtpServer {
  /** `smtp://user:password@127.0.0.1:{port}` for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** Every DATA the server was offered, accepted or not. */
  attempts(): number;
  answer(next: Answer): void;
  close(): Promise<void>;
}

/**
 * A real SMTP server for a test (`smtp-server`), on a free port of 4100–4199: it takes a login, refuses or accepts
 * each message as `answer` says (a 451 to be tried later, a 550 for good), and keeps what it accepted.
 */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let offered = 0;
  let answer: Answer = () => null;
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (auth, _session, done) =>
      auth.username === 'mailer' && auth.password === 'secret'
        ? done(null, { user: auth.username })
        : done(new Error('Invalid username or password')),
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        offered += 1;
        const refusal = answer(offered);
        if (refusal) {
          done(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        simpleParser(raw).then(
          (parsed) => {
            received.push({ raw, parsed, envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address) });
            done();
          },
          (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
        );
      });
    },
  });
  const port = await listenInRange(server);
  return {
    url: `smtp://mailer:secret@127.0.0.1:${port}`,
    received,
    attempts: () => offered,
    answer(next) {
      answer = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function listenInRange(server: SMTPServer): Promise<number> {
  for (let tries = 0; tries < 40; tries += 1) {
    const port = 4100 + randomInt(100);
    const listening = await new Promise<boolean>((resolve) => {
      const failed = () => resolve(false);
      server.server.once('error', failed);
      server.listen(port, '127.0.0.1', () => {
        server.server.off('error', failed);
        resolve(true);
      });
    });
    if (listening) return port;
  }
  throw new Error('no free port in 4100–4199 for the test SMTP server');
}

/** Waits until `check` holds (the worker sends in the background), at most `timeoutMs`. */
export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('the condition did not hold in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
