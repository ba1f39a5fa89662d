import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createTestApi, type TestApi } from '../../test/harness.ts';
import { balancesOf, post, reverse } from './wallet.ledger.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => api?.close());

const topUp = (customerId: number, amount: number, key: string) => ({
  kind: 'top_up' as const,
  customerId,
  key,
  detail: {},
  legs: [
    { account: { house: 'provider_clearing' as const }, currency: 'USD' as const, amount: -amount },
    { account: { customerId }, currency: 'USD' as const, amount },
  ],
});

describe('the ledger', () => {
  it('credits once per key, refuses a balance below zero, and reverses by a new transaction', async () => {
    const { row } = await createCustomer(api.database);
    const db = api.database.db;
    const first = await db.transaction((tx) => post(tx, topUp(row.id, 5_00, `t:${row.id}`)));
    const again = await db.transaction((tx) => post(tx, topUp(row.id, 5_00, `t:${row.id}`)));
    expect(again).toEqual({ transactionId: first.transactionId, repeated: true });
    expect(await balancesOf(db, row.id, ['USD'])).toEqual([{ currency: 'USD', amount: 5_00 }]);
    const pay = (amount: number, key: string) =>
      db.transaction((tx) =>
        post(tx, {
          kind: 'parcel_payment',
          customerId: row.id,
          key,
          detail: { parcels: ['1'] },
          legs: [
            { account: { customerId: row.id }, currency: 'USD', amount: -amount },
            { account: { house: 'shipping_revenue' }, currency: 'USD', amount },
          ],
        }),
      );
    await expect(pay(6_00, `p1:${row.id}`)).rejects.toMatchObject({ code: 'wallet.insufficient_funds' });
    const paid = await pay(5_00, `p2:${row.id}`);
    expect(await balancesOf(db, row.id, ['USD'])).toEqual([{ currency: 'USD', amount: 0 }]);
    await db.transaction((tx) => reverse(tx, paid.transactionId));
    expect(await balancesOf(db, row.id, ['USD'])).toEqual([{ currency: 'USD', amount: 5_00 }]);
  });

  it('refuses to change or delete an entry, and a transaction that does not sum to zero', async () => {
    const { row } = await createCustomer(api.database);
    const db = api.database.db;
    await db.transaction((tx) => post(tx, topUp(row.id, 1_00, `u:${row.id}`)));
    await expect(db.execute(sql`update ledger_entries set amount = amount * 2`)).rejects.toThrow();
    await expect(db.execute(sql`delete from ledger_transactions`)).rejects.toThrow();
    await expect(
      db.transaction(async (tx) => {
        const [account] = (
          (await tx.execute(sql`select id from ledger_accounts where customer_id = ${row.id}`)) as unknown as {
            rows: { id: number }[];
          }
        ).rows;
        const [created] = (
          (await tx.execute(
            sql`insert into ledger_transactions (kind, customer_id, key, detail) values ('top_up', ${row.id}, ${`x:${row.id}`}, '{}') returning id`,
          )) as unknown as { rows: { id: number }[] }
        ).rows;
        await tx.execute(
          sql`insert into ledger_entries (transaction_id, account_id, currency, amount) values (${created!.id}, ${account!.id}, 'USD', 100)`,
        );
      }),
    ).rejects.toThrow();
  });
});
