import {
  BUY_FOR_ME_SERVICE_ID,
  buyForMeItemsTotal,
  canMove,
  type BuyForMeOrder,
  type BuyForMeQuote,
  type BuyForMeRequest,
  dayOfCustomer,
} from '@yolla/contract';
import type { Db } from '../../db/client.ts';
import type { Clock, Services } from '../../http/module.ts';
import { ApiError } from '../../lib/api-error.ts';
import { isPublicLink, type Resolver } from '../../lib/public-link.ts';
import { buyForMeErrors } from './buy-for-me.errors.ts';
import type { OrderMoney } from './buy-for-me.money.ts';
import { amountsOf, feeRuleOf, totalsView, type Amounts, type FeeRule } from './buy-for-me.pricing.ts';
import {
  eventsOf,
  findOrder,
  insertEvent,
  insertOrder,
  itemsOf,
  paymentsMade,
  setUnitPrices,
  updateOrder,
} from './buy-for-me.repository.ts';
import type { BuyForMeOrderRow } from './buy-for-me.table.ts';
import { toOrder } from './buy-for-me.views.ts';

/** The customer as the orders need them: whose, and where (the rates are today's in their country). */
export interface Buyer {
  id: number;
  country: string;
}

/**
 * Every link whose host is not public, refused on its own field (`items.N.link`). The links are never fetched; a
 * name's addresses are asked of `resolve`.
 */
async function checkLinks(items: BuyForMeRequest['items'], resolve: Resolver): Promise<void> {
  const verdicts = await Promise.all(items.map((item) => isPublicLink(item.link, { resolve })));
  const refused = verdicts.flatMap((ok, index) => (ok ? [] : [index]));
  if (refused.length > 0) throw buyForMeErrors.privateLinks(refused);
}

export interface OrderDeps {
  db: Db;
  clock: Clock;
  wallet: Services['wallet'];
  rates: Services['rates'];
  tariffs: Services['tariffs'];
  money: OrderMoney;
  /** The resolver the links' check asks for a name's addresses (the system's DNS in the product). */
  resolve: Resolver;
}

/** The customer's side of buy-for-me orders: quote, place, pay (or approve a new price), cancel, read. */
export function createOrders({ db, clock, wallet, rates, tariffs, money, resolve }: OrderDeps) {
  /** The request priced: the paying currency held, the links public, the amounts at today's rate and fee rule. */
  async function price(tx: Db, buyer: Buyer, body: BuyForMeRequest, now: Date) {
    const held = await wallet.currenciesOf(tx, buyer.id);
    if (!held.includes(body.pay_currency)) throw buyForMeErrors.currencyNotHeld();
    await checkLinks(body.items, resolve);
    const rule = feeRuleOf(await tariffs.serviceFee(tx, BUY_FOR_ME_SERVICE_ID));
    const order = { currency: body.currency, payCurrency: body.pay_currency };
    const totals = { itemsTotal: buyForMeItemsTotal(body.items), localDelivery: body.local_delivery };
    const amounts = await amountsOf(tx, rates, rule, { ...order, ...totals }, dayOfCustomer(now, buyer.country));
    return { rule, amounts, totals: totalsView(amounts, { ...order, ...rule }) };
  }

  async function balanceOf(tx: Db, buyer: Buyer, body: BuyForMeRequest) {
    const balances = await wallet.balances(tx, buyer.id);
    return balances.find((balance) => balance.currency === body.pay_currency)?.amount ?? 0;
  }

  async function detail(tx: Db, row: BuyForMeOrderRow): Promise<BuyForMeOrder> {
    const [items, events] = await Promise.all([itemsOf(tx, [row.id]), eventsOf(tx, row.id)]);
    return toOrder(row, items, events);
  }

  async function ownLocked(tx: Db, buyer: Buyer, id: number): Promise<BuyForMeOrderRow> {
    const row = await findOrder(tx, id, buyer.id, true);
    if (!row) throw buyForMeErrors.notFound();
    return row;
  }

  /** The order's next payment key: the first payment is `:1`, an approved price change the next. */
  const paymentKey = async (tx: Db, row: BuyForMeOrderRow) =>
    `buy-for-me-payment:${row.id}:${(await paymentsMade(tx, row.id)) + 1}`;

  const customerEvent = (row: BuyForMeOrderRow, to: BuyForMeOrderRow['status'], now: Date) => ({
    orderId: row.id,
    actor: 'customer' as const,
    fromStatus: row.status,
    toStatus: to,
    occurredAt: now,
    recordedAt: now,
  });

  return {
    async quote(buyer: Buyer, body: BuyForMeRequest): Promise<BuyForMeQuote> {
      const { amounts, totals } = await price(db, buyer, body, clock.now());
      const balance = await balanceOf(db, buyer, body);
      return {
        totals,
        balance: { currency: body.pay_currency, amount: balance },
        short: Math.max(0, amounts.payAmount - balance),
      };
    },

    /**
     * Places the order in `tx` (the request's transaction): saved awaiting payment, then paid at once when the
     * balance covers it. The payment is tried in a savepoint, so a balance gone short meanwhile leaves the order
     * saved rather than failing the request.
     */
    async create(tx: Db, buyer: Buyer, body: BuyForMeRequest) {
      const now = clock.now();
      const { rule, amounts } = await price(tx, buyer, body, now);
      let row = await insertOrder(tx, orderValues(buyer, body, rule, amounts, now), body.items.map(itemValues));
      await insertEvent(tx, { ...customerEvent(row, 'awaiting_payment', now), fromStatus: null });
      if ((await balanceOf(tx, buyer, body)) >= amounts.payAmount) {
        const key = await paymentKey(tx, row);
        const charged = await tx
          .transaction(async (savepoint) => {
            await money.charge(savepoint, row, amounts.payAmount, key);
            return true;
          })
          .catch((error: unknown) => {
            if (error instanceof ApiError && error.code === 'wallet.insufficient_funds') return false;
            throw error;
          });
        if (charged) {
          await insertEvent(tx, customerEvent(row, 'paid', now));
          row = await updateOrder(tx, row.id, { status: 'paid', paidAmount: amounts.payAmount, updatedAt: now });
        }
      }
      return detail(tx, row);
    },

    /** Pays an order awaiting payment, or approves a changed price by paying the difference (applied at once). */
    async pay(tx: Db, buyer: Buyer, id: number): Promise<BuyForMeOrder> {
      const now = clock.now();
      const row = await ownLocked(tx, buyer, id);
      if (!canMove(row.status, 'pay')) throw buyForMeErrors.impossibleTransition();
      const change = row.status === 'price_changed' ? row.priceChange : null;
      const target = change ?? { payAmount: row.payAmount };
      const amount = target.payAmount - row.paidAmount;
      if (amount > 0) await money.charge(tx, row, amount, await paymentKey(tx, row));
      if (change) await setUnitPrices(tx, await itemsOf(tx, [row.id]), change.unitPrices);
      await insertEvent(tx, customerEvent(row, 'paid', now));
      const applied = change ? { ...amountsFields(change), priceChange: null } : {};
      const updated = await updateOrder(tx, row.id, {
        ...applied,
        status: 'paid',
        paidAmount: target.payAmount,
        updatedAt: now,
      });
      return detail(tx, updated);
    },

    /** Cancels before the purchase: everything paid goes back to the wallet, once. */
    async cancel(tx: Db, buyer: Buyer, id: number): Promise<BuyForMeOrder> {
      const now = clock.now();
      const row = await ownLocked(tx, buyer, id);
      if (!canMove(row.status, 'cancel')) throw buyForMeErrors.impossibleTransition();
      if (row.paidAmount > 0) await money.refund(tx, row, row.paidAmount, `buy-for-me-refund:${row.id}`);
      await insertEvent(tx, customerEvent(row, 'cancelled', now));
      const updated = await updateOrder(tx, row.id, {
        status: 'cancelled',
        paidAmount: 0,
        priceChange: null,
        updatedAt: now,
      });
      return detail(tx, updated);
    },

    /** The customer's own order; another's or an unknown id is 404 alike. */
    async find(buyer: Buyer, id: number): Promise<BuyForMeOrder> {
      const row = await findOrder(db, id, buyer.id);
      if (!row) throw buyForMeErrors.notFound();
      return detail(db, row);
    },
  };
}

/** The stored amounts' columns. */
export function amountsFields(amounts: Amounts) {
  return {
    itemsTotal: amounts.itemsTotal,
    localDelivery: amounts.localDelivery,
    fee: amounts.fee,
    total: amounts.total,
    payAmount: amounts.payAmount,
    payRate: amounts.payRate,
    payRateOn: amounts.payRateOn,
  };
}

function orderValues(buyer: Buyer, body: BuyForMeRequest, rule: FeeRule, amounts: Amounts, now: Date) {
  return {
    customerId: buyer.id,
    status: 'awaiting_payment' as const,
    shopCountry: body.shop_country,
    currency: body.currency,
    ...amountsFields(amounts),
    feeBasisPoints: rule.basisPoints,
    feeMinimumUsd: rule.minimumUsd,
    payCurrency: body.pay_currency,
    note: body.note ?? null,
    createdAt: now,
    updatedAt: now,
  };
}

function itemValues(item: BuyForMeRequest['items'][number]) {
  return {
    link: item.link,
    description: item.description,
    color: item.color || null,
    size: item.size || null,
    quantity: item.quantity,
    unitPrice: item.unit_price,
  };
}
