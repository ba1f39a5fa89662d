import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { convertEndpoint } from '@yolla/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from './api.server.ts';

/** A peer that answers 409 `idempotency.in_progress` to the first `busy` posts of a key, then the first answer. */
let busy = 0;
const keys: (string | undefined)[] = [];
const peer = createServer((req, res) => {
  keys.push(req.headers['idempotency-key'] as string | undefined);
  res.setHeader('content-type', 'application/json');
  if (busy > 0) {
    busy -= 1;
    res.statusCode = 409;
    res.end(JSON.stringify({ message: 'Still running.', code: 'idempotency.in_progress' }));
    return;
  }
  res.end(JSON.stringify({ data: { balances: [{ currency: 'USD', amount: 500 }], transaction_id: '7' } }));
});
let client: ReturnType<typeof createApiClient>;
beforeAll(async () => {
  await new Promise<void>((resolve) => peer.listen(0, '127.0.0.1', resolve));
  const { port } = peer.address() as AddressInfo;
  client = createApiClient({ baseUrl: `http://127.0.0.1:${port}`, segment: 'client', locale: 'en', timeoutMs: 2000 });
});
afterAll(() => peer.close());

const KEY = 'k'.repeat(24);

describe('a money-moving call whose key is still running', () => {
  it('waits for the first request and answers its answer, with the same key each time', async () => {
    busy = 2;
    keys.length = 0;
    const answer = await client.call(convertEndpoint, { body: { quote_id: '3' }, idempotencyKey: KEY });
    expect(answer.data.transaction_id).toBe('7');
    expect(keys).toEqual([KEY, KEY, KEY]);
  });

  it('gives up after about two seconds and shows the refusal', async () => {
    busy = 1000;
    keys.length = 0;
    await expect(client.call(convertEndpoint, { body: { quote_id: '3' }, idempotencyKey: KEY })).rejects.toMatchObject({
      status: 409,
      code: 'idempotency.in_progress',
    });
    expect(keys).toHaveLength(21);
    busy = 0;
  });
});
