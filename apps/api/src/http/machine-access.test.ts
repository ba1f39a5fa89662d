import { createHash } from 'node:crypto';
import { endpoint } from '@yolla/contract';
import { z } from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../test/harness.ts';
import { developmentKey, signedCall } from '../test/machine.ts';
import { callAs, signedInCustomer } from '../test/signed-in.ts';
import { defineModule } from './module.ts';

/** A route only the payment provider may call, to check the partner rule (the real ones come with their modules). */
const paymentsOnly = endpoint({
  method: 'POST',
  path: '/test/payments-only',
  access: 'machine',
  partners: ['payment-provider'],
  body: z.object({ amount: z.number() }),
  response: z.object({ data: z.object({ partner: z.string() }) }),
  errors: [],
  tags: ['test'],
  summary: 'test',
});
const paymentsModule = defineModule({
  name: 'test-payments',
  setup: () => ({
    routes(table) {
      table.add(paymentsOnly, ({ machine }) => ({ data: { partner: machine.partner } }));
    },
  }),
});

const warehouse = developmentKey('warehouse');
const now = () => Math.floor(Date.now() / 1000);
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ modules: [paymentsModule], env: { MACHINE_RATE_ACCOUNT_MAX: '100000' } });
});
afterAll(() => api.close());

describe('machine-to-machine access', () => {
  it('answers a partner’s signed request with who signed it and the digest of the body received', async () => {
    const body = { event: 'check', n: 1 };
    const response = await signedCall(api, warehouse, 'POST', '/signature-check', { body });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { partner: 'warehouse', key_id: warehouse.id, body_sha256: sha256(JSON.stringify(body)) },
    });
  });

  it('refuses a wrong signature, an unknown key and a body changed after signing, each with its code', async () => {
    const body = { n: 2 };
    const wrong = await signedCall(
      api,
      { ...warehouse, secret: 'another-secret-of-at-least-32-chars!' },
      'POST',
      '/signature-check',
      { body },
    );
    expect([wrong.statusCode, wrong.json().code]).toEqual([401, 'machine.bad_signature']);
    expect(wrong.json().message).toBe('The signature does not match this request.');
    const unknown = await signedCall(api, { id: 'nobody', secret: warehouse.secret }, 'POST', '/signature-check', {
      body,
    });
    expect([unknown.statusCode, unknown.json().code]).toEqual([401, 'machine.unknown_key']);
    const changed = await signedCall(api, warehouse, 'POST', '/signature-check', {
      body,
      tamper: { body: JSON.stringify({ n: 3 }) },
    });
    expect([changed.statusCode, changed.json().code]).toEqual([401, 'machine.bad_signature']);
    const otherPath = await signedCall(api, warehouse, 'POST', '/signature-check', {
      body,
      tamper: { path: '/signature-check?extra=1' },
    });
    expect(otherPath.json().code).toBe('machine.bad_signature');
  });

  it('refuses a timestamp more than five minutes off, either way, and takes one within them', async () => {
    for (const [offset, status] of [
      [-301, 401],
      [301, 401],
      [-290, 200],
      [290, 200],
    ] as const) {
      const response = await signedCall(api, warehouse, 'POST', '/signature-check', {
        body: { offset },
        timestamp: now() + offset,
      });
      expect(response.statusCode, `offset ${offset}`).toBe(status);
      if (status === 401) expect(response.json().code).toBe('machine.stale_timestamp');
    }
  });

  it('accepts a nonce once per key: the same signed request again is a replay', async () => {
    const request = { body: { once: true }, timestamp: now(), nonce: 'once-only-nonce-0001' };
    const first = await signedCall(api, warehouse, 'POST', '/signature-check', request);
    const again = await signedCall(api, warehouse, 'POST', '/signature-check', request);
    expect(first.statusCode).toBe(200);
    expect([again.statusCode, again.json().code]).toEqual([401, 'machine.replay']);
    // The same nonce with another body is refused too: the nonce, not the signature, is what is remembered.
    const reused = await signedCall(api, warehouse, 'POST', '/signature-check', { ...request, body: { once: 2 } });
    expect([reused.statusCode, reused.json().code]).toEqual([401, 'machine.replay']);
  });

  it('takes a partner’s fast retry: the same content within one second, signed again with a new nonce', async () => {
    const timestamp = now();
    const first = await signedCall(api, warehouse, 'POST', '/signature-check', { body: { fast: 1 }, timestamp });
    const retry = await signedCall(api, warehouse, 'POST', '/signature-check', { body: { fast: 1 }, timestamp });
    expect([first.statusCode, retry.statusCode]).toEqual([200, 200]);
  });

  it('refuses a request without a nonce, or with one of the wrong shape, as unsigned', async () => {
    const { signMachineRequest } = await import('../lib/machine-signature.ts');
    const pathAndQuery = '/api/v1/machine/signature-check';
    for (const nonce of [undefined, 'short', 'has spaces in it 123', 'x'.repeat(65)]) {
      const headers = signMachineRequest(warehouse, { method: 'POST', pathAndQuery, body: '{}', nonce: nonce ?? '' });
      if (nonce === undefined) delete headers['x-yolla-nonce'];
      const response = await api.app.inject({
        method: 'POST',
        url: pathAndQuery,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: '{}',
      });
      expect([response.statusCode, response.json().code]).toEqual([401, 'machine.unsigned']);
    }
  });

  it('refuses missing headers, and a customer’s token on a machine route', async () => {
    const customer = await signedInCustomer(api);
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/v1/machine/signature-check',
      headers: { authorization: `Bearer ${customer.accessToken}` },
      payload: {},
    });
    expect([response.statusCode, response.json().code]).toEqual([401, 'machine.unsigned']);
  });

  it('refuses a partner’s signature on a customer route', async () => {
    const pathAndQuery = '/api/v1/client/me';
    const { signMachineRequest } = await import('../lib/machine-signature.ts');
    const response = await api.app.inject({
      method: 'GET',
      url: pathAndQuery,
      headers: signMachineRequest(warehouse, { method: 'GET', pathAndQuery }),
    });
    expect([response.statusCode, response.json().code]).toEqual([401, 'common.unauthenticated']);
    // And a customer route answers its customer as before.
    const customer = await signedInCustomer(api);
    expect((await callAs(api, customer, 'GET', '/me')).statusCode).toBe(200);
  });

  it('lets a partner call only the routes meant for it', async () => {
    const refused = await signedCall(api, warehouse, 'POST', '/test/payments-only', { body: { amount: 1 } });
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'machine.partner_not_allowed']);
    const paid = await signedCall(api, developmentKey('payment-provider'), 'POST', '/test/payments-only', {
      body: { amount: 1 },
    });
    expect(paid.json()).toEqual({ data: { partner: 'payment-provider' } });
  });
});

describe('machine keys', () => {
  const secret = (n: number) => `rotation-secret-number-${n}-of-32-chars-or-more`;

  it('rotate without a pause: both keys work while both are configured, the old one is refused once removed', async () => {
    const old = { id: 'wh-old', secret: secret(1) };
    const next = { id: 'wh-next', secret: secret(2) };
    const both = await createTestApi({
      env: { MACHINE_KEYS: `warehouse:wh-old:${old.secret},warehouse:wh-next:${next.secret}` },
    });
    const after = await createTestApi({ env: { MACHINE_KEYS: `warehouse:wh-next:${next.secret}` } });
    try {
      expect((await signedCall(both, old, 'POST', '/signature-check', { body: { k: 'old' } })).statusCode).toBe(200);
      expect((await signedCall(both, next, 'POST', '/signature-check', { body: { k: 'next' } })).statusCode).toBe(200);
      const retired = await signedCall(after, old, 'POST', '/signature-check', { body: { k: 'old' } });
      expect([retired.statusCode, retired.json().code]).toEqual([401, 'machine.unknown_key']);
      expect((await signedCall(after, next, 'POST', '/signature-check', { body: { k: 'next' } })).statusCode).toBe(200);
    } finally {
      await Promise.all([both.close(), after.close()]);
    }
  });

  it('count each partner’s requests against the machine limit', async () => {
    const limited = await createTestApi({ env: { MACHINE_RATE_ACCOUNT_MAX: '2' } });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i += 1) {
        const response = await signedCall(limited, warehouse, 'POST', '/signature-check', {
          body: { i },
          remoteAddress: `203.0.113.${i + 1}`,
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([200, 200, 429]);
      const other = await signedCall(limited, developmentKey('sms-gateway'), 'POST', '/signature-check', { body: {} });
      expect(other.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
