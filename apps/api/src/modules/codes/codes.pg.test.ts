import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../customers/customers.table.ts';
import { createTestApi, openTestDatabase, type TestApi } from '../../test/harness.ts';
import { lastCode, post, randomAddress, registrationBody, smsCodeGrant } from '../../test/codes.ts';

/** Races only a real PostgreSQL with several connections can show (PGlite has one). */
let api: TestApi;
let other: TestApi;

beforeAll(async () => {
  api = await createTestApi({ env: { CODES_RATE_IP_MAX: '100000', VERIFY_RATE_IP_MAX: '100000' } });
  // A second instance on its own pool: two API servers verifying at once.
  other = await createTestApi({ database: await openTestDatabase(), seed: false });
});
afterAll(async () => {
  await other.close();
  await api.close();
});

describe('two verifications of one code at the same moment', () => {
  it('let exactly one win: one account, one session, the other refused', async () => {
    for (let round = 0; round < 5; round += 1) {
      const body = registrationBody('UZ');
      expect((await post(api, '/registration', body, { remoteAddress: randomAddress() })).statusCode).toBe(200);
      const code = await lastCode(api, body.phone);
      const results = await Promise.all(
        [api, other, api, other].map((instance) => smsCodeGrant(instance, body.phone, code, randomAddress())),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400, 400]);
      const accounts = await api.database.db.select().from(customers).where(eq(customers.phone, body.phone));
      expect(accounts).toHaveLength(1);
    }
  });

  it('of a recovery code give one reset token', async () => {
    const body = registrationBody('UZ');
    await post(api, '/registration', body, { remoteAddress: randomAddress() });
    await smsCodeGrant(api, body.phone, await lastCode(api, body.phone));
    const sent = await post(api, '/recovery/code', { username: body.email }, { remoteAddress: randomAddress() });
    const code = await lastCode(api, body.email);
    const results = await Promise.all(
      [api, other, api, other, api, other].map((instance) =>
        post(
          instance,
          '/recovery/verify',
          { ticket: sent.json().data.ticket, code },
          { remoteAddress: randomAddress() },
        ),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 400).map((r) => r.json().code)).toEqual(
      Array(5).fill('codes.expired'),
    );
  });

  it('of wrong codes spend exactly five tries, however many arrive at once', async () => {
    const body = registrationBody('GE');
    await post(api, '/registration', body, { remoteAddress: randomAddress() });
    const code = await lastCode(api, body.phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => smsCodeGrant(i % 2 ? api : other, body.phone, wrong, randomAddress())),
    );
    const codes = results.map((r) => r.json().code).sort();
    expect(codes).toEqual([...Array(3).fill('codes.expired'), ...Array(5).fill('codes.invalid_code')]);
  });
});
