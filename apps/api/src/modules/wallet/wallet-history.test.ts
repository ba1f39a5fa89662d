import type { WalletLine } from '@yolla/contract';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { createTestApi, type TestApi } from '../../test/harness.ts';
import { callAs, signedInCustomer, type SignedIn } from '../../test/signed-in.ts';
import { backdate, credit, LIFTED_WALLET_LIMITS, newIdempotencyKey, spend } from './wallet-ledger-test-kit.ts';
import { post } from './wallet.ledger.ts';
import { decimalOf, statementCsv, statementStream } from './wallet.statement.ts';

let api: TestApi;
let alice: SignedIn;
let bob: SignedIn;

const EARLY_DAY = '2026-03-01';

beforeAll(async () => {
  api = await createTestApi({ env: LIFTED_WALLET_LIMITS });
  alice = await signedInCustomer(api, { country: 'AZ' });
  bob = await signedInCustomer(api, { country: 'AZ' });
  const db = api.database.db;
  const id = alice.customer.row.id;
  // 23 top-ups of 1.00 … 23.00 USD, the first ten on an early day; a payment; a conversion USD → AZN (two lines).
  for (let i = 1; i <= 23; i += 1) {
    const { transactionId } = await credit(db, id, 'USD', i * 100);
    if (i <= 10) await backdate(db, transactionId, new Date(`${EARLY_DAY}T10:00:00Z`));
  }
  await spend(db, id, 'USD', 5_00, ['7', '8']);
  const quote = await callAs(api, alice, 'POST', '/wallet/conversions/quotes', {
    payload: { from: 'USD', to: 'AZN', amount: 10_00 },
  });
  const converted = await callAs(api, alice, 'POST', '/wallet/conversions', {
    payload: { quote_id: quote.json().data.id },
    headers: { 'idempotency-key': newIdempotencyKey() },
  });
  expect(converted.statusCode).toBe(200);
});
afterAll(async () => api?.close());

const history = (who: SignedIn, query = '') => callAs(api, who, 'GET', `/wallet/lines${query}`);
const statement = (who: SignedIn, query = '') => callAs(api, who, 'GET', `/wallet/statement.csv${query}`);
const recordsOf = (csv: string) => parse(csv, { columns: true }) as Record<string, string>[];

describe('the wallet’s history', () => {
  it('lists the customer’s lines newest first, twenty a page, with the total', async () => {
    const first = await history(alice);
    expect(first.statusCode).toBe(200);
    expect(first.json().meta).toEqual({ page: 1, per_page: 20, total: 26 });
    const second = (await history(alice, '?page=2')).json();
    expect(second.data).toHaveLength(6);
    const ids = [...first.json().data, ...second.data].map((line: WalletLine) => Number(line.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const [received, paid] = first.json().data as WalletLine[];
    expect(received).toMatchObject({ kind: 'conversion', currency: 'AZN', counter_currency: 'USD' });
    expect(paid).toMatchObject({ kind: 'conversion', currency: 'USD', amount: -10_00, counter_currency: 'AZN' });
    expect(first.json().data[2]).toMatchObject({
      kind: 'parcel_payment',
      amount: -5_00,
      parcels: ['7', '8'],
      order: null,
    });
    expect((await history(alice, '?page=3')).json()).toEqual({ data: [], meta: { page: 3, per_page: 20, total: 26 } });
  });

  it.each([
    ['?currency=AZN', 1],
    ['?currency=USD', 25],
    ['?kind=top_up', 23],
    ['?kind=conversion', 2],
    [`?from=${EARLY_DAY}&to=${EARLY_DAY}`, 10],
    [`?to=${EARLY_DAY}`, 10],
    ['?from=2026-03-02', 16],
    [`?currency=USD&kind=top_up&from=${EARLY_DAY}&to=2026-03-02`, 10],
    ['?currency=GEL', 0],
  ])('filters %s to %i lines, and the CSV holds exactly the same lines', async (query, count) => {
    const listed: WalletLine[] = [];
    for (let page = 1; page <= 2; page += 1) {
      const answer = (await history(alice, `${query}&page=${page}`.replace(/^&/, '?'))).json();
      expect(answer.meta.total).toBe(count);
      listed.push(...answer.data);
    }
    const csv = await statement(alice, query);
    expect(csv.statusCode).toBe(200);
    const records = recordsOf(csv.body);
    expect(records.map((record) => record.transaction_id)).toEqual(listed.map((line) => line.transaction_id));
    expect(records.map((record) => record.amount)).toEqual(listed.map((line) => decimalOf(line.amount)));
  });

  it('refuses a filter it does not know, like the list', async () => {
    for (const query of ['?currency=EUR', '?kind=gift', '?from=2026-02-30', '?page=0']) {
      expect((await history(alice, query)).statusCode, query).toBe(400);
    }
    expect((await statement(alice, '?currency=EUR')).statusCode).toBe(400);
  });

  it('never shows one customer another’s lines, in the list or the CSV', async () => {
    expect((await history(bob)).json()).toEqual({ data: [], meta: { page: 1, per_page: 20, total: 0 } });
    const csv = await statement(bob);
    expect(csv.body).toBe('time,kind,currency,amount,parcels,top_up_id,transaction_id,order_kind,order_id\r\n');
  });
});

describe('the CSV statement', () => {
  it('is a private UTF-8 CSV download of the day, with ISO 8601 UTC times and decimal amounts', async () => {
    const csv = await statement(alice, '?kind=parcel_payment');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="wallet-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(csv.headers['cache-control']).toBe('private, no-store');
    expect(csv.headers['x-content-type-options']).toBe('nosniff');
    const [header, row, end] = csv.body.split('\r\n');
    expect(header).toBe('time,kind,currency,amount,parcels,top_up_id,transaction_id,order_kind,order_id');
    expect(row).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z,parcel_payment,USD,-5\.00,7 8,,\d+,,$/);
    expect(end).toBe('');
  });

  it('writes amounts exactly, however large (UZS balances pass 2^53 / 100 without a float)', () => {
    expect([0, 5, -5, 1250, -1250, 100, 9_007_199_254_740_991, -2_500_000_000].map(decimalOf)).toEqual([
      '0.00',
      '0.05',
      '-0.05',
      '12.50',
      '-12.50',
      '1.00',
      '90071992547409.91',
      '-25000000.00',
    ]);
  });

  it('quotes a field holding a comma, a quote or a line break (RFC 4180), so it reads back the same', async () => {
    const line: WalletLine = {
      id: '1',
      transaction_id: '2',
      kind: 'parcel_payment',
      currency: 'USD',
      amount: -1,
      parcels: ['a,b', 'say "hi"', 'two\nlines'],
      top_up_id: null,
      counter_currency: null,
      order: { kind: 'buy_for_me', id: '9' },
      created_at: '2026-03-01T10:00:00.000Z',
    };
    let text = '';
    for await (const chunk of statementCsv([line])) text += String(chunk);
    expect(text.split('\r\n')[1]).toBe(
      '2026-03-01T10:00:00.000Z,parcel_payment,USD,-0.01,"a,b say ""hi"" two\nlines",,2,buy_for_me,9',
    );
    expect(recordsOf(text)[0]?.parcels).toBe('a,b say "hi" two\nlines');
  });
});

describe('a long statement', () => {
  it('streams 2,000 lines in pages of 500, reading the next page only as the reader takes the last', async () => {
    const who = await signedInCustomer(api, { country: 'AZ' });
    const id = who.customer.row.id;
    const db = api.database.db;
    // 2,000 lines in four movements of 500 customer entries each.
    for (let batch = 0; batch < 4; batch += 1) {
      await db.transaction((tx) =>
        post(tx, {
          kind: 'top_up',
          customerId: id,
          key: `long:${id}:${batch}`,
          detail: {},
          legs: [
            { account: { house: 'provider_clearing' }, currency: 'USD', amount: -500 },
            ...Array.from({ length: 500 }, () => ({
              account: { customerId: id },
              currency: 'USD' as const,
              amount: 1,
            })),
          ],
        }),
      );
    }
    let queries = 0;
    const counted = new Proxy(db, {
      get(target, property, receiver) {
        if (property === 'select') queries += 1;
        return Reflect.get(target, property, receiver);
      },
    }) as Db;
    const stream = statementStream(counted, id, {}, 500);
    const reader = stream[Symbol.asyncIterator]();
    const first = await reader.next();
    expect(String(first.value)).toMatch(/^time,kind/);
    await new Promise((resolve) => setTimeout(resolve, 100));
    // The reader took one chunk and waits: the stream filled its buffers (16 KB, some 200 lines) and stopped, having
    // read at most two of the four pages; the rest comes only as the reader takes it.
    expect(queries).toBeLessThanOrEqual(2);
    let rows = String(first.value).split('\r\n').length - 1;
    for (let next = await reader.next(); !next.done; next = await reader.next()) {
      rows += String(next.value).split('\r\n').length - 1;
    }
    expect(rows).toBe(2_001);
    expect(queries).toBe(5);
    // A reader gone away after the first chunk (a closed download) stops the reading there.
    queries = 0;
    const abandoned = statementStream(counted, id, {}, 500);
    await abandoned[Symbol.asyncIterator]().next();
    abandoned.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(queries).toBeLessThanOrEqual(2);
    const answer = await statement(who);
    expect(recordsOf(answer.body)).toHaveLength(2_000);
  });
});
