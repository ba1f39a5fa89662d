import type { WalletCurrency } from '@yolla/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from './wallet-ledger-test-kit.ts';
import type { Leg } from './wallet.ledger.ts';

/**
 * The simple model the ledger's property test holds the ledger to: customer balances in a map, changed by the effect
 * of each movement that went through, and a movement that would take one below zero refused.
 */

/** What a movement does to each customer balance (`customerId:currency` → signed minor units). */
export type Effect = Map<string, number>;

export const balanceKey = (customerId: number, currency: WalletCurrency) => `${customerId}:${currency}`;

export function effectOf(legs: readonly Leg[]): Effect {
  const effect: Effect = new Map();
  for (const leg of legs) {
    if (!('customerId' in leg.account)) continue;
    const key = balanceKey(leg.account.customerId, leg.currency);
    effect.set(key, (effect.get(key) ?? 0) + leg.amount);
  }
  return effect;
}

export const negated = (effect: Effect): Effect => new Map([...effect].map(([key, delta]) => [key, -delta]));

export class BalanceModel {
  readonly balances: Map<string, number>;
  transactions: number;

  constructor(balances: Map<string, number>, transactions: number) {
    this.balances = balances;
    this.transactions = transactions;
  }

  /** Whether the movement leaves every balance at zero or more. */
  fits(effect: Effect): boolean {
    return [...effect].every(([key, delta]) => (this.balances.get(key) ?? 0) + delta >= 0);
  }

  apply(effect: Effect): void {
    for (const [key, delta] of effect) this.balances.set(key, (this.balances.get(key) ?? 0) + delta);
    this.transactions += 1;
  }

  /** The balances that hold something (an account at zero and no account are alike). */
  held(): Map<string, number> {
    return new Map([...this.balances].filter(([, value]) => value !== 0));
  }
}

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** The customers' balances as the ledger keeps them (zero ones left out). */
export async function balancesInDb(db: Db, customerIds: readonly number[]): Promise<Map<string, number>> {
  const rows = await rowsOf<{ customer_id: number; currency: WalletCurrency; balance: string }>(
    db,
    sql`select customer_id, currency, balance from ledger_accounts
        where customer_id in (${idList(customerIds)}) and balance <> 0`,
  );
  return new Map(rows.map((row) => [balanceKey(Number(row.customer_id), row.currency), Number(row.balance)]));
}

export async function transactionsInDb(db: Db, customerIds: readonly number[]): Promise<number> {
  const [row] = await rowsOf<{ n: string }>(
    db,
    sql`select count(*) as n from ledger_transactions where customer_id in (${idList(customerIds)})`,
  );
  return Number(row?.n);
}

/** Whatever breaks the ledger's rules anywhere: a transaction not summing to zero, a balance not its entries' sum or below zero. */
export async function ledgerProblems(db: Db) {
  const unbalanced = await rowsOf(
    db,
    sql`select transaction_id, currency from ledger_entries group by transaction_id, currency having sum(amount) <> 0`,
  );
  const drifted = await rowsOf(
    db,
    sql`select a.id from ledger_accounts a left join ledger_entries e on e.account_id = a.id
        where a.kind = 'customer' group by a.id, a.balance
        having a.balance <> coalesce(sum(e.amount), 0) or a.balance < 0`,
  );
  return { unbalanced, drifted };
}
