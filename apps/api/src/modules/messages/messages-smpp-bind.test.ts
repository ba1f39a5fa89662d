import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { composeMessage } from '../../lib/messages.ts';
import { eventually } from '../../test/smtp-server.ts';
import { smppPackage } from './messages.smpp-package.ts';
import { createSmppTransport, parseReceipt, smppOutcome } from './messages.smpp.ts';
import { startSmppAggregator, type TestSmppAggregator } from '../../test/smpp-aggregator.ts';

let smsc: TestSmppAggregator;

beforeAll(async () => {
  smsc = await startSmppAggregator();
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterAll(async () => {
  await smsc.close();
  vi.restoreAllMocks();
});

const FAST = { enquireLinkMs: 100, answerMs: 300, bindWaitMs: 500, backoffMs: 50, backoffMaxMs: 200 };

/** The transport's settings for the test aggregator, with a password of our choosing. */
function settings(password?: string) {
  const url = new URL(smsc.url);
  return {
    provider: 'smpp' as const,
    host: url.hostname,
    port: Number(url.port),
    tls: false,
    systemId: url.username,
    password: password ?? url.password,
    sender: '+994125550000',
    window: 2,
  };
}

function code(to: string) {
  const composed = composeMessage(
    { channel: 'sms', to, template: 'code.registration', params: { code: '123456' }, language: 'en' },
    'Yolla',
    'https://yolla.az',
  );
  return { ...composed, recipient: composed.to };
}

describe('the SMPP bind', () => {
  it('gives a message back to the queue while the SMSC refuses the bind, naming the status, never the password', async () => {
    const transport = createSmppTransport(settings('wrong'), FAST);
    const result = await transport.send(code('+994501110001'));
    await transport.close();
    expect(result).toEqual({
      outcome: 'temporary',
      reason: 'not bound: bind refused (command_status 0x0000000d)',
    });
  });

  it('gives a message back when the SMSC takes the connection and never answers the bind', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const transport = createSmppTransport({ ...settings(), port }, FAST);
    expect(await transport.send(code('+994501110004'))).toEqual({
      outcome: 'temporary',
      reason: 'not bound: no answer in time',
    });
    await transport.close();
    silent.close();
  });

  it('sends from a number as an international address, and binds again when enquire_link goes unanswered', async () => {
    const transport = createSmppTransport(settings(), FAST);
    expect(await transport.send(code('+994501110002'))).toMatchObject({ outcome: 'sent', parts: 1 });
    expect(smsc.received.find((sms) => sms.to === '994501110002')).toMatchObject({ from: '994125550000' });
    const binds = smsc.binds();
    smsc.answerEnquireLinks(false);
    await new Promise((resolve) => setTimeout(resolve, 500));
    smsc.answerEnquireLinks(true);
    await eventually(() => smsc.binds() > binds);
    expect(await transport.send(code('+994501110003'))).toMatchObject({ outcome: 'sent' });
    await transport.close();
  });

  it('tells a receipt by its ESM class, from its TLVs or its text; anything else is no receipt', () => {
    const { PDU } = smppPackage();
    const tlv = new PDU('deliver_sm', { esm_class: 0x04, receipted_message_id: '1a2b', message_state: 5 });
    expect(parseReceipt(tlv)).toEqual({ providerId: '1a2b', state: 'undeliverable' });
    const text = new PDU('deliver_sm', { esm_class: 0x04 });
    text.short_message = {
      message: 'id:77 sub:001 dlvrd:001 submit date:2612031200 done date:2612031201 stat:DELIVRD',
    };
    expect(parseReceipt(text)).toEqual({ providerId: '77', state: 'delivered' });
    const enroute = new PDU('deliver_sm', { esm_class: 0x04, receipted_message_id: '1a2b', message_state: 1 });
    expect(parseReceipt(enroute)).toBeNull();
    const incoming = new PDU('deliver_sm', { esm_class: 0x00 });
    incoming.short_message = { message: 'id:77 stat:DELIVRD' };
    expect(parseReceipt(incoming)).toBeNull();
  });

  it('tries again after a passing refusal, never after a lasting one', () => {
    expect(smppOutcome(0x58)).toEqual({
      outcome: 'temporary',
      reason: 'submit_sm_resp command_status 0x00000058 ESME_RTHROTTLED',
    });
    expect(smppOutcome(0x14).outcome).toBe('temporary');
    expect(smppOutcome(0x0b).outcome).toBe('permanent');
    expect(smppOutcome(0x400)).toEqual({ outcome: 'permanent', reason: 'submit_sm_resp command_status 0x00000400' });
  });
});
