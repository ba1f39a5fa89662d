import type { WalletCurrency, WalletTransactionKind } from '@yolla/contract';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { ApiError } from '../../lib/api-error.ts';
import {
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  type HouseAccount,
  type LedgerDetail,
} from './wallet.table.ts';

/** One side of a movement: a customer's balance or a house account, and a signed amount of minor units. */
export interface Leg {
  account: { customerId: number } | { house: HouseAccount };
  currency: WalletCurrency;
  amount: number;
}

export interface Movement {
  kind: WalletTransactionKind;
  /** The customer it is about (the history's owner). */
  customerId: number;
  /** Makes the movement happen once: a second movement with the key is the first one (`repeated`). */
  key: string;
  detail: LedgerDetail;
  reversesId?: number;
  legs: readonly Leg[];
  /** When it happened, if not now (the demo seed's past movements). */
  at?: Date;
}

export interface Posted {
  transactionId: number;
  repeated: boolean;
}

/** Refuses, as a programming error, legs that do not sum to zero in each currency, or a leg of nothing. */
export function checkBalanced(legs: readonly Leg[]): void {
  const sums = new Map<string, number>();
  for (const leg of legs) {
    if (!Number.isSafeInteger(leg.amount) || leg.amount === 0) throw new Error(`not an amount: ${leg.amount}`);
    sums.set(leg.currency, (sums.get(leg.currency) ?? 0) + leg.amount);
  }
  for (const [currency, sum] of sums) {
    if (sum !== 0) throw new Error(`a ledger transaction must sum to zero in ${currency}, not ${sum}`);
  }
}

async function houseAccount(tx: Db, kind: HouseAccount, currency: WalletCurrency): Promise<number> {
  await tx.insert(ledgerAccounts).values({ kind, currency }).onConflictDoNothing();
  const [row] = await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(
      and(eq(ledgerAccounts.kind, kind), eq(ledgerAccounts.currency, currency), isNull(ledgerAccounts.customerId)),
    );
  if (!row) throw new Error(`no house account ${kind} ${currency}`);
  return row.id;
}

/**
 * Locks the customer's accounts of these currencies, creating missing ones at zero, always in id order (two
 * movements of one customer never wait on each other in a circle). The lock is what makes balances right under
 * concurrency: a second payment reads the balance the first left (decision 0037).
 */
export async function lockCustomerAccounts(tx: Db, customerId: number, currencies: readonly WalletCurrency[]) {
  const wanted = [...new Set(currencies)];
  if (wanted.length === 0) return new Map<WalletCurrency, { id: number; balance: number }>();
  await tx
    .insert(ledgerAccounts)
    .values(wanted.map((currency) => ({ kind: 'customer' as const, customerId, currency, balance: 0 })))
    .onConflictDoNothing();
  const rows = await tx
    .select({ id: ledgerAccounts.id, currency: ledgerAccounts.currency, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.customerId, customerId), inArray(ledgerAccounts.currency, wanted)))
    .orderBy(asc(ledgerAccounts.id))
    .for('update');
  return new Map(rows.map((row) => [row.currency, { id: row.id, balance: row.balance ?? 0 }]));
}

/**
 * Posts one movement in `tx`: the transaction, its entries, and the customer balances it changes, all or nothing.
 * A customer balance that would go below zero refuses the whole movement (409 `wallet.insufficient_funds`). The
 * movement's key makes it once: posted again (a repeated callback, a retry), it changes nothing and answers the
 * first transaction.
 */
export async function post(tx: Db, movement: Movement): Promise<Posted> {
  checkBalanced(movement.legs);
  const [created] = await tx
    .insert(ledgerTransactions)
    .values({
      kind: movement.kind,
      customerId: movement.customerId,
      key: movement.key,
      detail: movement.detail,
      reversesId: movement.reversesId ?? null,
      ...(movement.at ? { createdAt: movement.at } : {}),
    })
    .onConflictDoNothing({ target: ledgerTransactions.key })
    .returning({ id: ledgerTransactions.id });
  if (!created) {
    const [first] = await tx
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.key, movement.key));
    if (!first) throw new Error(`ledger key ${movement.key} neither new nor found`);
    return { transactionId: first.id, repeated: true };
  }
  const customerLegs = movement.legs.filter((leg) => 'customerId' in leg.account);
  const owners = new Set(customerLegs.map((leg) => ('customerId' in leg.account ? leg.account.customerId : 0)));
  const accounts = new Map<string, { id: number; balance: number }>();
  for (const owner of [...owners].sort((a, b) => a - b)) {
    const locked = await lockCustomerAccounts(
      tx,
      owner,
      customerLegs
        .filter((leg) => 'customerId' in leg.account && leg.account.customerId === owner)
        .map((leg) => leg.currency),
    );
    for (const [currency, account] of locked) accounts.set(`${owner}:${currency}`, account);
  }
  const entries = [];
  for (const leg of movement.legs) {
    if ('customerId' in leg.account) {
      const account = accounts.get(`${leg.account.customerId}:${leg.currency}`);
      if (!account) throw new Error('customer account not locked');
      account.balance += leg.amount;
      if (account.balance < 0) throw new ApiError('wallet.insufficient_funds');
      entries.push({
        accountId: account.id,
        currency: leg.currency,
        amount: leg.amount,
        customerId: leg.account.customerId,
      });
    } else {
      const accountId = await houseAccount(tx, leg.account.house, leg.currency);
      entries.push({ accountId, currency: leg.currency, amount: leg.amount, customerId: null });
    }
  }
  for (const account of accounts.values()) {
    await tx.update(ledgerAccounts).set({ balance: account.balance }).where(eq(ledgerAccounts.id, account.id));
  }
  const at = movement.at ? { createdAt: movement.at } : {};
  await tx.insert(ledgerEntries).values(entries.map((entry) => ({ ...entry, ...at, transactionId: created.id })));
  return { transactionId: created.id, repeated: false };
}

/**
 * Undoes a transaction by a new one of kind `reversal` with every entry negated (entries are never changed). A
 * transaction is reversed at most once; the reversal is refused if it would take a balance below zero.
 */
export async function reverse(tx: Db, transactionId: number): Promise<Posted> {
  const [original] = await tx.select().from(ledgerTransactions).where(eq(ledgerTransactions.id, transactionId));
  if (!original || original.customerId === null) throw new Error(`no transaction ${transactionId} to reverse`);
  const rows = await tx
    .select({
      currency: ledgerEntries.currency,
      amount: ledgerEntries.amount,
      customerId: ledgerAccounts.customerId,
      kind: ledgerAccounts.kind,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(eq(ledgerEntries.transactionId, transactionId));
  const legs: Leg[] = rows.map((row) => ({
    account: row.customerId !== null ? { customerId: row.customerId } : { house: row.kind as HouseAccount },
    currency: row.currency,
    amount: -row.amount,
  }));
  return post(tx, {
    kind: 'reversal',
    customerId: original.customerId,
    key: `reversal:${transactionId}`,
    detail: original.detail,
    reversesId: transactionId,
    legs,
  });
}

/** A customer's accounts with their balances, read on every cabinet page's header. */
const balancesQuery = preparedQuery((db) =>
  db
    .select({ currency: ledgerAccounts.currency, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.customerId, sql.placeholder('customerId')))
    .prepare('wallet_balances'),
);

/** The customer's balances of these currencies (zero where no account exists yet). */
export async function balancesOf(db: Db, customerId: number, currencies: readonly WalletCurrency[]) {
  const rows = await balancesQuery(db).execute({ customerId });
  const held = new Map(rows.map((row) => [row.currency, row.balance ?? 0]));
  const shown = [...new Set([...currencies, ...held.keys()])];
  return shown.map((currency) => ({ currency, amount: held.get(currency) ?? 0 }));
}

/** Whether any of the customer's balances holds money (account deletion's obligation). */
export async function hasMoney(db: Db, customerId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.customerId, customerId), sql`${ledgerAccounts.balance} > 0`))
    .limit(1);
  return row !== undefined;
}
