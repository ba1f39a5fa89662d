import { PAYME_ACCOUNT_FIELD } from '@yolla/contract';
import type { PaymeTransactionRow } from './payme.table.ts';

/** The Merchant API's answers of a transaction, as its documentation shapes them (times in ms, 0 when not yet). */
/** The top-up an account names: our id as digits (Payme sends account values as text; a number is taken too). */
export function topUpIdOf(account: Record<string, unknown>): number | null {
  const value = account[PAYME_ACCOUNT_FIELD];
  const text = typeof value === 'number' ? String(value) : value;
  return typeof text === 'string' && /^[1-9]\d{0,17}$/.test(text) ? Number(text) : null;
}

export const created = (row: PaymeTransactionRow) => ({
  create_time: row.createTime,
  transaction: String(row.id),
  state: row.state,
});
export const performed = (row: PaymeTransactionRow) => ({
  transaction: String(row.id),
  perform_time: row.performTime ?? 0,
  state: row.state,
});
export const cancelled = (row: PaymeTransactionRow) => ({
  transaction: String(row.id),
  cancel_time: row.cancelTime ?? 0,
  state: row.state,
});
export const checked = (row: PaymeTransactionRow) => ({
  create_time: row.createTime,
  perform_time: row.performTime ?? 0,
  cancel_time: row.cancelTime ?? 0,
  transaction: String(row.id),
  state: row.state,
  reason: row.reason,
});
