import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../apps/api/src/test/harness.ts';
import { machinePath, pickKey, sendSigned } from './machine.ts';

let api: TestApi;
let origin: string;
beforeAll(async () => {
  api = await createTestApi();
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
});
afterAll(() => api.close());

describe('npm run machine', () => {
  it('signs a request the API accepts, over the network, body and all', async () => {
    const key = pickKey(undefined, { partner: 'sms-gateway' });
    if ('problem' in key) throw new Error(key.problem);
    const body = { to: '+905551234567', text: 'Trendyol: 482913' };
    const response = await sendSigned({ origin, key, method: 'POST', path: '/signature-check', body });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      data: {
        partner: 'sms-gateway',
        key_id: 'dev-sms-gateway',
        body_sha256: createHash('sha256').update(JSON.stringify(body)).digest('hex'),
      },
    });
  });

  it('picks the key by partner or id from MACHINE_KEYS, and says what is wrong', () => {
    const secret = 's'.repeat(32);
    const keys = `warehouse:wh-1:${secret},payment-provider:pay-1:${secret}`;
    expect(pickKey(keys, {})).toMatchObject({ id: 'wh-1' });
    expect(pickKey(keys, { partner: 'payment-provider' })).toMatchObject({ id: 'pay-1' });
    expect(pickKey(keys, { key: 'pay-1' })).toMatchObject({ partner: 'payment-provider' });
    expect(pickKey(keys, { partner: 'sms-gateway' })).toEqual({ problem: 'no key of sms-gateway in MACHINE_KEYS' });
    expect(pickKey('warehouse:x:short', {})).toMatchObject({ problem: expect.stringMatching(/^MACHINE_KEYS: /) });
    expect(machinePath('/parcels/events')).toBe('/api/v1/machine/parcels/events');
    expect(machinePath('/api/v2/machine/x')).toBe('/api/v2/machine/x');
  });
});
