import { smppPackage } from '../modules/messages/messages.smpp-package.ts';
import type { PDU, Session } from '../modules/messages/smpp.d.ts';

/** An SMS the aggregator took whole (every part answered OK), as it would hand it to the network. */
export interface ReceivedSms {
  to: string;
  from: string;
  /** 0 (GSM 03.38, the SMSC default alphabet) or 8 (UCS-2). */
  dataCoding: number;
  parts: number;
  text: string;
  /** The id the aggregator gave each part, as its receipts name them. */
  ids: string[];
  /** When its last part was taken (`performance.now()`). */
  receivedAt: number;
}

/** What a receipt needs of a message: its addresses and its parts' ids. */
type Receipted = Pick<ReceivedSms, 'to' | 'from' | 'ids'>;

/**
 * How the aggregator answers a `submit_sm` (counted from 1 across the server): OK (null), an error command_status,
 * or `drop`: the connection closed before it answers (this part and any after it on that connection are not taken;
 * the answers already written reach the ESME first).
 */
export type SubmitAnswer = (submission: number) => number | 'drop' | null;

export interface TestSmppAggregator {
  /** `smpp://yolla:secret@127.0.0.1:{port}` for SMPP_URL. */
  url: string;
  received: ReceivedSms[];
  /** Every `submit_sm` offered, answered or not. */
  submissions(): number;
  /** Successful binds so far. */
  binds(): number;
  answer(next: SubmitAnswer): void;
  /** Sends each message's receipts as soon as its last part is answered (before the ESME can record its sending). */
  receiptAtOnce(stat: 'DELIVRD' | null): void;
  /** Stops answering `enquire_link` (a link that has gone silent), or answers again. */
  answerEnquireLinks(on: boolean): void;
  /** Sends a final delivery receipt for each part of a received message (`stat:` DELIVRD, UNDELIV, EXPIRED). */
  receipt(sms: Receipted, stat: 'DELIVRD' | 'UNDELIV' | 'EXPIRED'): Promise<void>;
  close(): Promise<void>;
}

const SYSTEM_ID = 'yolla';
const PASSWORD = 'secret';
const ESME_RBINDFAIL = 0x0d;
const ESME_RINVBNDSTS = 0x04;

/** The concatenation header of a part (IEI 0x00: reference, total, number), or null for a message in one part. */
function concatenation(udh: Buffer[] | undefined): { reference: number; total: number; number: number } | null {
  const header = udh?.find((element) => element[0] === 0x00 && element[1] === 0x03);
  return header ? { reference: header[2] ?? 0, total: header[3] ?? 1, number: header[4] ?? 1 } : null;
}

/**
 * The aggregator's side of SMPP 3.4 for a test, on the `smpp` package's own server: it binds a transceiver with the
 * test credentials (any other is refused), answers `enquire_link` and `unbind`, takes `submit_sm`s as `answer` says,
 * puts the parts of a concatenated message together (the package decodes each part by its data coding), and sends
 * delivery receipts as `deliver_sm` with the receipt ESM class, their text in the appendix B format.
 */
export async function startSmppAggregator(): Promise<TestSmppAggregator> {
  const received: ReceivedSms[] = [];
  const partial = new Map<string, { texts: string[]; ids: string[]; count: number }>();
  const sessions = new Set<Session>();
  let offered = 0;
  let bound = 0;
  let nextId = 0x1000;
  let answer: SubmitAnswer = () => null;
  let atOnce: 'DELIVRD' | null = null;
  let enquireLinks = true;

  function take(pdu: PDU, id: string): void {
    const header = concatenation(pdu.short_message?.udh);
    const message = pdu.short_message?.message;
    const text = typeof message === 'string' ? message : (message?.toString('latin1') ?? '');
    const base = { to: pdu.destination_addr ?? '', from: pdu.source_addr ?? '', dataCoding: pdu.data_coding ?? 0 };
    if (!header) {
      taken({ ...base, parts: 1, text, ids: [id] });
      return;
    }
    const key = `${base.to}/${header.reference}/${header.total}`;
    const entry = partial.get(key) ?? { texts: [], ids: [], count: 0 };
    if (entry.texts[header.number - 1] === undefined) entry.count += 1;
    entry.texts[header.number - 1] = text;
    entry.ids[header.number - 1] = id;
    partial.set(key, entry);
    if (entry.count < header.total) return;
    partial.delete(key);
    taken({ ...base, parts: header.total, text: entry.texts.join(''), ids: entry.ids });
  }

  function taken(sms: Omit<ReceivedSms, 'receivedAt'>): void {
    received.push({ ...sms, receivedAt: performance.now() });
    // After this part's answer is written: the receipt follows it on the connection.
    if (atOnce) setImmediate(() => void receipt(sms, atOnce ?? 'DELIVRD'));
  }

  const server = smppPackage().createServer((session) => {
    sessions.add(session);
    let isBound = false;
    let dropped = false;
    session.on('close', () => sessions.delete(session));
    session.on('error', () => undefined);
    session.on('bind_transceiver', (pdu: PDU) => {
      isBound = pdu.system_id === SYSTEM_ID && pdu.password === PASSWORD;
      if (isBound) bound += 1;
      session.send(pdu.response(isBound ? { system_id: 'test-smsc' } : { command_status: ESME_RBINDFAIL }));
    });
    session.on('enquire_link', (pdu: PDU) => enquireLinks && session.send(pdu.response()));
    session.on('unbind', (pdu: PDU) => {
      session.send(pdu.response());
      session.close();
    });
    session.on('submit_sm', (pdu: PDU) => {
      if (dropped) return;
      if (!isBound) return void session.send(pdu.response({ command_status: ESME_RINVBNDSTS }));
      offered += 1;
      const status = answer(offered);
      if (status === 'drop') {
        dropped = true;
        return void session.close();
      }
      if (status) return void session.send(pdu.response({ command_status: status }));
      const id = (nextId++).toString(16);
      take(pdu, id);
      session.send(pdu.response({ message_id: id }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  async function receipt(sms: Receipted, stat: string): Promise<void> {
    for (const id of sms.ids) await sendReceipt(sms, id, stat);
  }

  function sendReceipt(sms: Receipted, id: string, stat: string): Promise<void> {
    const session = [...sessions][0];
    if (!session) return Promise.reject(new Error('no bound ESME to send a receipt to'));
    const done = stat === 'DELIVRD' ? '001' : '000';
    const text = `id:${id} sub:001 dlvrd:${done} submit date:2612031200 done date:2612031201 stat:${stat} err:000 text:`;
    return new Promise((resolve) =>
      session.deliver_sm(
        {
          source_addr: sms.to,
          destination_addr: sms.from,
          esm_class: 0x04,
          short_message: text,
        },
        () => resolve(),
      ),
    );
  }

  return {
    url: `smpp://${SYSTEM_ID}:${PASSWORD}@127.0.0.1:${port}`,
    received,
    submissions: () => offered,
    binds: () => bound,
    answer(next) {
      answer = next;
    },
    receipt,
    receiptAtOnce(stat) {
      atOnce = stat;
    },
    answerEnquireLinks(on) {
      enquireLinks = on;
    },
    async close() {
      for (const session of sessions) session.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
