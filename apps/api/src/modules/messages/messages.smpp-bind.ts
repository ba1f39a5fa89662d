import type { SmsSettings } from '../../config-messages.ts';
import { smppPackage } from './messages.smpp-package.ts';
import type { PDU, PduFields, Session } from './smpp.d.ts';

type SmppSettings = Extract<SmsSettings, { provider: 'smpp' }>;

/** What a submission got: the SMSC's answer (its status and id), or the bind lost before it came. */
export type SubmitAnswer = { status: number; messageId: string } | { lost: string };

/** The timings of a bind; tests shorten them. */
export interface BindTimings {
  /** How often the link is checked with `enquire_link` while idle or not. */
  enquireLinkMs: number;
  /** How long an answer (to a bind, an `enquire_link`, a submission) is awaited before the link counts as lost. */
  answerMs: number;
  /** How long a submission waits for a bind before it is given back to the queue. */
  bindWaitMs: number;
  /** The first wait before binding again after a loss, doubled per failed bind up to `backoffMaxMs`. */
  backoffMs: number;
  backoffMaxMs: number;
}

export const DEFAULT_TIMINGS: BindTimings = {
  enquireLinkMs: 30_000,
  answerMs: 15_000,
  bindWaitMs: 10_000,
  backoffMs: 500,
  backoffMaxMs: 30_000,
};

/** The one bound transceiver of a process (SMPP 3.4): submissions within the window, receipts handed on. */
export interface SmppBind {
  /** Binds (once; again after each loss, with a backoff) until closed. */
  open(): void;
  /** Submits one `submit_sm` once bound and within the window. */
  submit(fields: PduFields): Promise<SubmitAnswer>;
  /** Each `deliver_sm` is handed here and answered once the handler has settled. */
  onDeliver(handler: (pdu: PDU) => Promise<void>): void;
  /** Unbinds and closes; submissions waiting are given back as lost. */
  close(): Promise<void>;
}

/**
 * A transceiver bound to the aggregator's SMSC (`smpp` package): bound when opened, its link checked with
 * `enquire_link` (no answer in time counts as a loss), bound again after a loss with a growing wait. At most `window`
 * submissions await their answers at once; a submission whose answer the loss took is answered `lost` (the queue
 * tries it again). Its log names the SMSC and SMPP statuses only, never a number or a text.
 */
export function createSmppBind(settings: SmppSettings, timings: BindTimings = DEFAULT_TIMINGS): SmppBind {
  let session: Session | null = null;
  let bound = false;
  let closing = false;
  let opened = false;
  let backoff = timings.backoffMs;
  let lastLoss = 'not bound yet';
  let reconnect: NodeJS.Timeout | null = null;
  let enquire: NodeJS.Timeout | null = null;
  let deliver: (pdu: PDU) => Promise<void> = async () => undefined;
  const bindWaiters = new Set<() => void>();
  const pending = new Map<number, (answer: SubmitAnswer) => void>();
  const windowQueue: (() => void)[] = [];
  let inFlight = 0;
  const where = `${settings.host}:${settings.port}`;

  function lose(reason: string): void {
    if (!session) return;
    const lost = session;
    session = null;
    if (bound && !closing) console.warn(`SMPP bind to ${where} lost: ${reason}`);
    bound = false;
    lastLoss = reason;
    if (enquire) clearInterval(enquire);
    enquire = null;
    for (const answer of pending.values()) answer({ lost: `bind lost: ${reason}` });
    pending.clear();
    lost.destroy();
    if (closing) return;
    reconnect = setTimeout(connect, backoff);
    backoff = Math.min(backoff * 2, timings.backoffMaxMs);
  }

  /** Sends a request; its answer, or null when none came in time (then the link is dropped as lost). */
  function request(current: Session, pdu: PDU): Promise<PDU | null> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        resolve(null);
        if (session === current) lose('no answer in time');
      }, timings.answerMs).unref();
      const sent = current.send(pdu, (answer) => {
        clearTimeout(timer);
        resolve(answer);
      });
      if (!sent) {
        clearTimeout(timer);
        resolve(null);
      }
    });
  }

  async function connect(): Promise<void> {
    reconnect = null;
    if (closing) return;
    const smpp = smppPackage();
    const current = smpp.connect({ host: settings.host, port: settings.port, tls: settings.tls });
    session = current;
    // A host that never answers (a dropped route) is given up after the answer time, not the system's TCP timeout.
    const connecting = setTimeout(() => {
      if (session === current && !bound) lose('no connection in time');
    }, timings.answerMs).unref();
    current.on('close', () => clearTimeout(connecting));
    current.on('error', (error: NodeJS.ErrnoException) => {
      if (session === current) lose(error.code ?? error.message);
    });
    current.on('close', () => {
      if (session === current) lose('connection closed');
    });
    current.on('enquire_link', (pdu: PDU) => current.send(pdu.response()));
    current.on('unbind', (pdu: PDU) => {
      current.send(pdu.response());
      if (session === current) lose('the SMSC unbound');
    });
    current.on('deliver_sm', (pdu: PDU) => {
      deliver(pdu).then(
        () => current.send(pdu.response()),
        // Not recorded (the database unreachable): the SMSC is asked to send it again later.
        () => current.send(pdu.response({ command_status: 0x08 })),
      );
    });
    current.on(settings.tls ? 'secureConnect' : 'connect', async () => {
      clearTimeout(connecting);
      const bindPdu = new smpp.PDU('bind_transceiver', {
        system_id: settings.systemId,
        password: settings.password,
        interface_version: 0x34,
      });
      const answer = await request(current, bindPdu);
      if (session !== current || !answer) return;
      if (answer.command_status !== 0) {
        lose(`bind refused (command_status 0x${answer.command_status.toString(16).padStart(8, '0')})`);
        return;
      }
      bound = true;
      backoff = timings.backoffMs;
      console.info(`SMPP bound to ${where} as a transceiver`);
      enquire = setInterval(() => void request(current, new smpp.PDU('enquire_link')), timings.enquireLinkMs);
      for (const wake of bindWaiters) wake();
      bindWaiters.clear();
    });
  }

  function open(): void {
    if (opened || closing) return;
    opened = true;
    void connect();
  }

  /** Resolves once bound, or false after `bindWaitMs`. */
  function whenBound(): Promise<boolean> {
    open();
    if (bound) return Promise.resolve(true);
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        bindWaiters.delete(wake);
        resolve(false);
      }, timings.bindWaitMs);
      bindWaiters.add(wake);
    });
  }

  async function inWindow<T>(work: () => Promise<T>): Promise<T> {
    if (inFlight >= settings.window) await new Promise<void>((resolve) => windowQueue.push(resolve));
    else inFlight += 1;
    try {
      return await work();
    } finally {
      const next = windowQueue.shift();
      if (next) next();
      else inFlight -= 1;
    }
  }

  async function submit(fields: PduFields): Promise<SubmitAnswer> {
    if (closing) return { lost: 'closing' };
    if (!(await whenBound())) return { lost: `not bound: ${lastLoss}` };
    const smpp = smppPackage();
    return inWindow(async () => {
      const current = session;
      if (!current || !bound) return { lost: `not bound: ${lastLoss}` };
      const pdu = new smpp.PDU('submit_sm', fields);
      return new Promise<SubmitAnswer>((resolve) => {
        const timer = setTimeout(() => {
          pending.delete(pdu.sequence_number);
          resolve({ lost: 'no answer in time' });
          if (session === current) lose('no answer to a submission in time');
        }, timings.answerMs);
        const settle = (answer: SubmitAnswer) => {
          clearTimeout(timer);
          resolve(answer);
        };
        const sent = current.send(pdu, (answer) => {
          pending.delete(pdu.sequence_number);
          settle({ status: answer.command_status, messageId: answer.message_id ?? '' });
        });
        if (sent) pending.set(pdu.sequence_number, settle);
        else settle({ lost: 'connection not writable' });
      });
    });
  }

  return {
    open,
    submit,
    onDeliver(handler) {
      deliver = handler;
    },
    async close() {
      closing = true;
      if (reconnect) clearTimeout(reconnect);
      for (const wake of bindWaiters) wake();
      bindWaiters.clear();
      const current = session;
      if (current && bound) {
        const smpp = smppPackage();
        await Promise.race([request(current, new smpp.PDU('unbind')), new Promise((r) => setTimeout(r, 1000))]);
      }
      if (session) lose('closing');
    },
  };
}
