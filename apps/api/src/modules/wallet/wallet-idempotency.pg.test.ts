import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../../db/idempotency.table.ts';
import { createTestApi, type TestApi } from '../../test/harness.ts';
import { callAs, signedInCustomer, type SignedIn } from '../../test/signed-in.ts';
import { conversionsOf, credit, LIFTED_WALLET_LIMITS, newIdempotencyKey, usdOf } from './wallet-ledger-test-kit.ts';

/** Races only a real PostgreSQL with several connections can show (PGlite has one): the same request at once. */
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ env: LIFTED_WALLET_LIMITS });
});
afterAll(async () => api?.close());

const ROUNDS = 5;
const AT_ONCE = 20;

async function customerWithQuote() {
  const who = await signedInCustomer(api, { country: 'AZ' });
  await credit(api.database.db, who.customer.row.id, 'USD', 100_00);
  const quote = await callAs(api, who, 'POST', '/wallet/conversions/quotes', {
    payload: { from: 'USD', to: 'AZN', amount: 10_00 },
  });
  return { who, quoteId: quote.json().data.id as string };
}
const convert = (who: SignedIn, quoteId: string, key: string) =>
  callAs(api, who, 'POST', '/wallet/conversions', {
    payload: { quote_id: quoteId },
    headers: { 'idempotency-key': key },
  });

describe('concurrent requests with one Idempotency-Key', () => {
  it(`make exactly one effect: ${AT_ONCE} conversions at once, ${ROUNDS} rounds`, async () => {
    const figures = { effects: 0, fresh: 0, replayed: 0, inProgress: 0, other: 0 };
    for (let round = 0; round < ROUNDS; round += 1) {
      const { who, quoteId } = await customerWithQuote();
      const key = newIdempotencyKey();
      const answers = await Promise.all(Array.from({ length: AT_ONCE }, () => convert(who, quoteId, key)));
      const fresh = answers.filter((a) => a.statusCode === 200 && !a.headers['idempotent-replayed']);
      const replayed = answers.filter((a) => a.statusCode === 200 && a.headers['idempotent-replayed'] === 'true');
      const inProgress = answers.filter((a) => a.statusCode === 409 && a.json().code === 'idempotency.in_progress');
      expect(fresh).toHaveLength(1);
      expect(fresh.length + replayed.length + inProgress.length).toBe(AT_ONCE);
      for (const answer of replayed) expect(answer.json()).toEqual(fresh[0]!.json());
      const later = await convert(who, quoteId, key);
      expect([later.statusCode, later.headers['idempotent-replayed']]).toEqual([200, 'true']);
      expect(later.json()).toEqual(fresh[0]!.json());
      const effects = await conversionsOf(api, quoteId);
      expect(effects).toBe(1);
      expect(await usdOf(api, who)).toBe(90_00);
      const [keys] = await api.database.db
        .select({ n: count() })
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.customerId, who.customer.row.id), eq(idempotencyKeys.key, key)));
      expect(keys!.n).toBe(1);
      figures.effects += effects;
      figures.fresh += fresh.length;
      figures.replayed += replayed.length;
      figures.inProgress += inProgress.length;
      figures.other += AT_ONCE - fresh.length - replayed.length - inProgress.length;
    }
    console.log(`idempotency on PostgreSQL: ${ROUNDS} rounds of ${AT_ONCE} conversions with one key each:`, figures);
  });

  it(`use a quote once though ${AT_ONCE} requests under different keys race for it`, async () => {
    const { who, quoteId } = await customerWithQuote();
    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, () => convert(who, quoteId, newIdempotencyKey())),
    );
    const statuses = answers.map((a) => (a.statusCode === 200 ? 'converted' : a.json().code));
    const tally = Object.fromEntries([...new Set(statuses)].map((s) => [s, statuses.filter((t) => t === s).length]));
    console.log(`one quote, ${AT_ONCE} keys at once on PostgreSQL:`, tally);
    expect(tally).toEqual({ converted: 1, 'wallet.quote_expired': AT_ONCE - 1 });
    expect(await conversionsOf(api, quoteId)).toBe(1);
    expect(await usdOf(api, who)).toBe(90_00);
  });
});
