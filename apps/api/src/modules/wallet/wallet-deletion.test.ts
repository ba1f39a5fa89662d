import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODULES } from '../../app.ts';
import { wireModules } from '../../http/contributions.ts';
import { systemClock } from '../../http/module.ts';
import { createRateLimiter } from '../../lib/rate-limiter.ts';
import { createMemoryState } from '../../lib/shared-state.ts';
import { createTestApi, type TestApi } from '../../test/harness.ts';
import { callAs, signedInCustomer } from '../../test/signed-in.ts';
import { credit, spend } from './wallet-ledger-test-kit.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ env: { SETTINGS_RATE_IP_MAX: '100000' } });
});
afterAll(async () => api?.close());

/** Account deletion's checks as `app.ts` wires every module's contributions (the wallet's among them). */
async function pendingObligationsOf(customerId: number) {
  const shared = createMemoryState();
  const platform = {
    db: api.database.db,
    database: api.database,
    clock: systemClock,
    limiter: createRateLimiter(api.config.rateLimits, shared),
    pubSub: shared.pubSub,
    fetch,
    brand: 'Yolla',
    providers: {},
    metrics: null,
  };
  const { contributions } = wireModules(MODULES, platform, api.config);
  try {
    return await contributions.accountDeletion.pendingObligations(api.database.db, customerId);
  } finally {
    await shared.close();
  }
}

describe('the wallet’s account-deletion check', () => {
  it('answers deletion.pending_money while any balance holds money, and nothing once every balance is zero', async () => {
    const db = api.database.db;
    const who = await signedInCustomer(api, { country: 'UZ' });
    const id = who.customer.row.id;
    expect(await pendingObligationsOf(id)).toEqual([]);
    await credit(db, id, 'UZS', 1);
    expect(await pendingObligationsOf(id)).toEqual(['deletion.pending_money']);
    await spend(db, id, 'UZS', 1);
    expect(await pendingObligationsOf(id)).toEqual([]);
  });

  it('stops a customer with money from deleting the account, and lets them once it is spent', async () => {
    const who = await signedInCustomer(api, { country: 'AZ' });
    await credit(api.database.db, who.customer.row.id, 'TRY', 30_00);
    const refused = await callAs(api, who, 'POST', '/me/deletion', { payload: { password: who.customer.password } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('deletion.pending_money');
    await spend(api.database.db, who.customer.row.id, 'TRY', 30_00);
    const deleted = await callAs(api, who, 'POST', '/me/deletion', { payload: { password: who.customer.password } });
    expect(deleted.statusCode).toBe(200);
  });
});
