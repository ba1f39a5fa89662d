import { randomBytes } from 'node:crypto';
import { paymentEventEndpoint, type PaymentEvent } from '@yolla/contract';
import { localeToLang } from '@yolla/i18n';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../http/module.ts';
import { signMachineRequest, type MachineKey } from '../../lib/machine-signature.ts';
import type { PaymentProvider, PaymentStatus } from './payment-provider.ts';
import { refundSandboxPayment } from './sandbox-refunds.ts';
import { signOrder, verifyOrder } from './sandbox-orders.ts';
import { sandboxPayments } from './wallet.table.ts';

/** Where the sandbox's pages live, on the API's origin (not part of the API: no OpenAPI entry). */
export const SANDBOX_PAY_PREFIX = '/api/sandbox-pay';
export const SANDBOX_PROVIDER_NAME = 'sandbox';
/** The path of the machine route the sandbox reports outcomes to. */
export const PAYMENT_EVENTS_PATH = `/api/v1/machine${paymentEventEndpoint.path}`;
const REFERENCE = /^sbx_[A-Za-z0-9_-]{24}$/;

export type SandboxPayment = typeof sandboxPayments.$inferSelect;
export type SandboxAnswer = 'approve' | 'decline' | 'later';

export const isSandboxReference = (value: unknown): value is string =>
  typeof value === 'string' && REFERENCE.test(value);

/** The checkout page of a payment, in the customer's language (`lang`, as in the web's URLs). */
export function checkoutPath(reference: string, lang: string): string {
  return `${SANDBOX_PAY_PREFIX}/checkout/${reference}?lang=${encodeURIComponent(lang)}`;
}

/**
 * What the sandbox says of a payment: an answer given at its checkout, and "pay later" as paid once its delay has
 * passed (so the customer's return credits it even if this process's timer was lost with a restart).
 */
export function statusOf(payment: SandboxPayment | undefined, now: Date, laterMs: number): PaymentStatus {
  if (!payment) return 'pending';
  if (payment.state === 'succeeded' || payment.state === 'declined') return payment.state;
  if (payment.state === 'later' && payment.answeredAt && payment.answeredAt.getTime() + laterMs <= now.getTime())
    return 'succeeded';
  return 'pending';
}

export async function findSandboxPayment(db: Db, reference: string): Promise<SandboxPayment | undefined> {
  const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.reference, reference));
  return row;
}

/**
 * The sandbox's book row of a payment, opened from its checkout link's signed order the first time the customer
 * arrives (a second arrival finds it); undefined for an unknown payment or a link that is not the sandbox's own.
 */
export async function openSandboxPayment(
  db: Db,
  secret: string,
  reference: string,
  token: string | undefined,
  now: Date,
): Promise<SandboxPayment | undefined> {
  const found = await findSandboxPayment(db, reference);
  if (found) return found;
  const order = verifyOrder(secret, reference, token);
  if (!order) return undefined;
  await db
    .insert(sandboxPayments)
    .values({ ...order, state: 'open', createdAt: now })
    .onConflictDoNothing();
  return findSandboxPayment(db, reference);
}

/**
 * The built-in sandbox payment provider (decision 0037): its book is the `sandbox_payments` table, read through its
 * own handle `db` (processes share nothing else), its checkout page is served by `sandbox-pay-routes.ts`, and it
 * reports outcomes with signed events like a real provider. The payment travels in the checkout link, signed with
 * `secret` (the link is made inside the top-up's transaction, when the sandbox must not write; decision 0042).
 */
export function createSandboxProvider(options: {
  db: Db;
  secret: string;
  issuer: string;
  laterMs: number;
  clock: Clock;
}): PaymentProvider {
  return {
    name: SANDBOX_PROVIDER_NAME,
    async createIntent(request) {
      const reference = `sbx_${randomBytes(18).toString('base64url')}`;
      const { amount, currency, returnUrl, expiresAt } = request;
      const order = signOrder(options.secret, { reference, amount, currency, returnUrl, expiresAt });
      const path = checkoutPath(reference, localeToLang(request.locale));
      return { reference, checkoutUrl: `${options.issuer}${path}&order=${order}` };
    },
    async status(reference) {
      const payment = await findSandboxPayment(options.db, reference);
      const status = statusOf(payment, options.clock.now(), options.laterMs);
      return { status, amount: payment?.amount ?? null, currency: payment?.currency ?? null };
    },
    refundKeyed: true,
    refund: (request) => refundSandboxPayment(options.db, request, options.clock.now(), options.laterMs),
  };
}

/**
 * Records the customer's answer at the checkout, once: the payment as it now stands and whether this answer was the
 * one recorded (a second click, or an answer after expiry, records nothing).
 */
export async function answerPayment(
  db: Db,
  reference: string,
  answer: SandboxAnswer,
  now: Date,
): Promise<{ payment: SandboxPayment | undefined; recorded: boolean }> {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.reference, reference))
      .for('update');
    if (!payment || payment.state !== 'open' || payment.expiresAt <= now) return { payment, recorded: false };
    const state = answer === 'approve' ? 'succeeded' : answer === 'decline' ? 'declined' : 'later';
    const [answered] = await tx
      .update(sandboxPayments)
      .set({ state, answeredAt: now })
      .where(eq(sandboxPayments.reference, reference))
      .returning();
    return { payment: answered, recorded: true };
  });
}

/**
 * Sends the sandbox's signed event of a payment's outcome to the API's machine route, as the partner
 * `payment-provider` with its first configured key. The event id is the payment's and the outcome's, so a resend is
 * the same event. False when there is no key or the API did not take it (the customer's return settles it then).
 */
export function createEventSender(options: {
  issuer: string;
  keys: readonly MachineKey[];
  clock: Clock;
  fetch: typeof fetch;
}) {
  return async (payment: SandboxPayment, status: PaymentEvent['status']): Promise<boolean> => {
    const key = options.keys.find((candidate) => candidate.partner === 'payment-provider');
    if (!key) return false;
    const event: PaymentEvent = {
      event_id: `${payment.reference}-${status}`,
      reference: payment.reference,
      status,
      amount: payment.amount,
      currency: payment.currency,
    };
    const body = JSON.stringify(event);
    const headers = signMachineRequest(key, {
      method: 'POST',
      pathAndQuery: PAYMENT_EVENTS_PATH,
      body,
      timestamp: Math.floor(options.clock.now().getTime() / 1000),
    });
    const response = await options.fetch(new URL(PAYMENT_EVENTS_PATH, options.issuer), {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body,
      signal: AbortSignal.timeout(8000),
    });
    return response.ok;
  };
}
