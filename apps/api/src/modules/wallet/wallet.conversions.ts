import {
  CONVERSION_QUOTE_SECONDS,
  CONVERSION_SPREAD_BPS,
  rateText,
  type Balance,
  type ConversionQuote,
  type Rate,
  type WalletCurrency,
  dayOfCustomer,
} from '@yolla/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Clock, Services } from '../../http/module.ts';
import { ApiError } from '../../lib/api-error.ts';
import { fieldError } from '../../lib/validate.ts';
import { conversionQuotes, type ConversionQuoteRow } from './wallet.table.ts';

const WHOLE = 10_000n;

/**
 * What `amount` minor units of one currency give in minor units of the other at `rate`, less the spread of
 * `spreadBps` basis points, ROUNDED DOWN to a whole minor unit, in one exact step (integers only, no rounding in
 * between): the house never gives a fraction of a unit it does not hold, and the customer loses less than one
 * minor unit to the rounding (decision 0037).
 */
export function convertedAmount(amount: number, rate: Rate, spreadBps = CONVERSION_SPREAD_BPS): number {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError(`not an amount of minor units: ${amount}`);
  return Number((BigInt(amount) * rate.numerator * (WHOLE - BigInt(spreadBps))) / (rate.denominator * WHOLE));
}

/** The least amount that gives at least one minor unit (smaller ones would convert into nothing). */
export function leastConvertible(rate: Rate, spreadBps = CONVERSION_SPREAD_BPS): number {
  const per = rate.numerator * (WHOLE - BigInt(spreadBps));
  return Number((rate.denominator * WHOLE + per - 1n) / per);
}

const minorText = (minor: number) => `${Math.trunc(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

function quoteOf(row: ConversionQuoteRow): ConversionQuote {
  return {
    id: String(row.id),
    from: row.fromCurrency,
    to: row.toCurrency,
    amount: row.amount,
    converted: row.converted,
    rate: row.rate,
    spread_bps: row.spreadBps,
    expires_at: row.expiresAt.toISOString(),
  };
}

export interface ConversionDeps {
  wallet: Services['wallet'];
  rates: Services['rates'];
  clock: Clock;
}

/** The customer as the conversion needs them: whose, and where (today's rate is today in their country). */
export interface Converter {
  id: number;
  country: string;
}

/** Conversion between a customer's currencies: a quote that holds for a while, then one ledger transaction. */
export function createConversions({ wallet, rates, clock }: ConversionDeps) {
  return {
    /**
     * A quote: both currencies held, today's rate (in the customer's country), the spread, rounded down; refused
     * for more than the balance holds. Holds `CONVERSION_QUOTE_SECONDS`.
     */
    async quote(
      db: Db,
      customer: Converter,
      request: { from: WalletCurrency; to: WalletCurrency; amount: number },
    ): Promise<ConversionQuote> {
      if (request.from === request.to) throw fieldError('to', 'validation.same_currency');
      const held = await wallet.currenciesOf(db, customer.id);
      if (!held.includes(request.from) || !held.includes(request.to)) throw new ApiError('wallet.currency_not_held');
      const now = clock.now();
      const found = await rates.rateOn(db, request.from, request.to, dayOfCustomer(now, customer.country));
      if (!found) throw new ApiError('wallet.no_rate');
      const least = leastConvertible(found.rate);
      if (request.amount < least) throw fieldError('amount', 'validation.too_small', { min: minorText(least) });
      const balance = (await wallet.balances(db, customer.id)).find((b) => b.currency === request.from);
      if ((balance?.amount ?? 0) < request.amount) throw new ApiError('wallet.insufficient_funds');
      const converted = convertedAmount(request.amount, found.rate);
      if (!Number.isSafeInteger(converted)) throw fieldError('amount', 'validation.invalid');
      const [row] = await db
        .insert(conversionQuotes)
        .values({
          customerId: customer.id,
          fromCurrency: request.from,
          toCurrency: request.to,
          amount: request.amount,
          converted,
          rate: rateText(found.rate),
          spreadBps: CONVERSION_SPREAD_BPS,
          createdAt: now,
          expiresAt: new Date(now.getTime() + CONVERSION_QUOTE_SECONDS * 1000),
        })
        .returning();
      return quoteOf(row!);
    },

    /**
     * Converts at the customer's own quote, in `tx` (the idempotent request's transaction), as ONE ledger transaction
     * through the house's conversion account: another customer's quote is not found, an expired or used one (its
     * ledger key `conversion:<id>` taken) refused; a balance gone short since the quote refuses it all.
     */
    async convert(
      tx: Db,
      customerId: number,
      quoteId: string,
    ): Promise<{ balances: Balance[]; transaction_id: string }> {
      const [quote] = await tx
        .select()
        .from(conversionQuotes)
        .where(and(eq(conversionQuotes.id, Number(quoteId)), eq(conversionQuotes.customerId, customerId)));
      if (!quote) throw new ApiError('wallet.quote_not_found');
      if (quote.expiresAt.getTime() <= clock.now().getTime()) throw new ApiError('wallet.quote_expired');
      const { fromCurrency: from, toCurrency: to, amount, converted } = quote;
      const posted = await wallet.post(tx, {
        kind: 'conversion',
        customerId,
        key: `conversion:${quote.id}`,
        detail: { quote_id: String(quote.id) },
        legs: [
          { account: { customerId }, currency: from, amount: -amount },
          { account: { house: 'conversion' }, currency: from, amount },
          { account: { house: 'conversion' }, currency: to, amount: -converted },
          { account: { customerId }, currency: to, amount: converted },
        ],
      });
      // A quote converts once: used already (by another request), it holds no more.
      if (posted.repeated) throw new ApiError('wallet.quote_expired');
      return { balances: await wallet.balances(tx, customerId), transaction_id: String(posted.transactionId) };
    },
  };
}

export type Conversions = ReturnType<typeof createConversions>;
