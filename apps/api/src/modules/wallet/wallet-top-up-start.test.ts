import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApi } from '../../test/harness.ts';
import { callAs, signedInCustomer, type SignedIn } from '../../test/signed-in.ts';
import { startKapitalApi, type KapitalTestBank } from './kapital-bank-test-kit.ts';
import { creditsOf, idempotencyKey, topUpRow } from './wallet-top-ups-test-kit.ts';
import { topUps } from './wallet.table.ts';

/**
 * Starting a top-up in stages (decision 0042): recorded with its key, the bank asked outside any transaction, its
 * order stored. A retry with the key never makes a second order and never loses the first.
 */
let bank: KapitalTestBank;
let api: TestApi;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ bank, api, close } = await startKapitalApi({ env: { WALLET_RATE_ACCOUNT_MAX: '100000' } }));
});
afterAll(() => close?.());

const start = (who: SignedIn, key: string, amount = 20_00) =>
  callAs(api, who, 'POST', '/wallet/top-ups', {
    payload: { currency: 'AZN', amount, return_path: '/en/cabinet/wallet' },
    headers: { 'idempotency-key': key },
  });

const rowsOf = (who: SignedIn, key: string) =>
  api.database.db
    .select()
    .from(topUps)
    .where(and(eq(topUps.customerId, who.customer.row.id), eq(topUps.idempotencyKey, key)));

describe('a retry with the key of a start still asking the bank', () => {
  it('is told to try again (409), then answered the first top-up, and the bank made one order', async () => {
    const who = await signedInCustomer(api, { country: 'AZ' });
    const key = idempotencyKey();
    const orders = bank.calls.create;
    bank.delayMs = 800;
    let first;
    try {
      first = start(who, key);
      // The first is recorded and waits on the bank with no transaction open: on PGlite's one connection the
      // retry runs meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const retry = await start(who, key);
      expect(retry.statusCode, retry.body).toBe(409);
      expect(retry.json().code).toBe('idempotency.in_progress');
    } finally {
      bank.delayMs = 0;
    }
    const answer = await first;
    expect(answer.statusCode, answer.body).toBe(201);
    const again = await start(who, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(answer.json());
    expect(bank.calls.create - orders).toBe(1);
    expect(await rowsOf(who, key)).toHaveLength(1);
  });

  it('takes over a start that died between its record and the bank’s answer, making the order once', async () => {
    const who = await signedInCustomer(api, { country: 'AZ' });
    const key = idempotencyKey();
    const first = await start(who, key);
    expect(first.statusCode).toBe(201);
    const { id } = first.json().data as { id: string };
    // As if the host died after recording the top-up: no order stored, its claim two minutes old.
    await api.database.db
      .update(topUps)
      .set({ reference: null, checkoutUrl: null, intentClaimedAt: new Date(Date.now() - 120_000) })
      .where(eq(topUps.id, Number(id)));
    const orders = bank.calls.create;
    const retry = await start(who, key);
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.json().data.id).toBe(id);
    expect(new URL(retry.json().data.checkout_url).origin).toBe(bank.origin);
    expect(bank.calls.create - orders).toBe(1);
    const row = await topUpRow(api, id);
    expect(row?.reference).toMatch(/^\d+$/);
    expect(row?.intentClaimedAt).toBeNull();
    expect((await start(who, key)).headers['idempotent-replayed']).toBe('true');
    expect(bank.calls.create - orders).toBe(1);
  });

  it('refuses another request under the key (422) and moves nothing', async () => {
    const who = await signedInCustomer(api, { country: 'AZ' });
    const key = idempotencyKey();
    expect((await start(who, key, 20_00)).statusCode).toBe(201);
    const other = await start(who, key, 21_00);
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('idempotency.key_reused');
    expect(await rowsOf(who, key)).toHaveLength(1);
  });
});

describe('a bank that fails the start', () => {
  it('answers 502, leaves no top-up and no credit, and the same key may try again', async () => {
    const who = await signedInCustomer(api, { country: 'AZ' });
    const key = idempotencyKey();
    bank.delayMs = 2000;
    try {
      const failed = await start(who, key);
      expect(failed.statusCode).toBe(502);
      expect(failed.json().code).toBe('wallet.provider_unavailable');
    } finally {
      bank.delayMs = 0;
    }
    expect(await rowsOf(who, key)).toEqual([]);
    const retry = await start(who, key);
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(await creditsOf(api, retry.json().data.id)).toBe(0);
    expect(await rowsOf(who, key)).toHaveLength(1);
  });
});
