import { matchLocale, localeToLang, type Locale } from '@yolla/i18n';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../http/module.ts';
import { checkoutPage, type CheckoutView } from './sandbox-pay-page.ts';
import {
  answerPayment,
  checkoutPath,
  createEventSender,
  isSandboxReference,
  openSandboxPayment,
  SANDBOX_PAY_PREFIX,
  statusOf,
  type SandboxAnswer,
  type SandboxPayment,
} from './sandbox-payments.ts';

/** A stand-in for another party: not part of our API, so not in its OpenAPI document. */
const HIDDEN = { schema: { hide: true } };
const ANSWERS: readonly string[] = ['approve', 'decline', 'later'] satisfies SandboxAnswer[];
type Params = Record<string, string | undefined>;

/**
 * The sandbox payment provider's checkout (decision 0037), on in development, tests and the demo (config refuses it
 * in a deployment unless allowed): `GET /api/sandbox-pay/checkout/:reference?lang=` shows the amount and Approve,
 * Decline, Pay later; the form posts back here. Approve and Decline record the answer, send the signed event to the
 * API's machine route, then 303 to the shop; Pay later goes back at once and sends the success event after
 * `payments.sandboxLaterMs`. Everything it knows is in `sandbox_payments`; only the "pay later" timer is this
 * process's (a lost timer is made good by `status`, which the customer's return asks).
 */
export async function sandboxPaymentProvider(
  app: FastifyInstance,
  options: {
    db: Db;
    clock: Clock;
    fetch: typeof fetch;
    brand: string;
    config: Pick<Config, 'issuer' | 'machineKeys' | 'payments' | 'tokens'>;
  },
) {
  const { db, clock, config } = options;
  /** The payment of a checkout link: its book row, opened from the link's signed order on the first arrival. */
  const paymentOf = (request: FastifyRequest, reference: string) =>
    openSandboxPayment(db, config.tokens.secret, reference, (request.query as Params).order, clock.now());
  const send = createEventSender({ issuer: config.issuer, keys: config.machineKeys, clock, fetch: options.fetch });
  const timers = new Set<NodeJS.Timeout>();
  app.addHook('onClose', async () => {
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
  });

  const report = (request: FastifyRequest, payment: SandboxPayment, status: 'succeeded' | 'declined') =>
    send(payment, status).then(
      (taken) => {
        if (!taken) request.log.warn({ reference: payment.reference }, 'sandbox payment event not taken');
      },
      (error: unknown) =>
        request.log.warn({ err: error, reference: payment.reference }, 'sandbox payment event failed'),
    );

  app.get(`${SANDBOX_PAY_PREFIX}/checkout/:reference`, HIDDEN, async (request, reply) => {
    const { reference } = request.params as Params;
    const payment = isSandboxReference(reference) ? await paymentOf(request, reference) : undefined;
    if (!payment) return reply.code(404).type('text/plain; charset=utf-8').send('unknown payment');
    return sendPage(request, reply, payment);
  });

  app.post(`${SANDBOX_PAY_PREFIX}/checkout/:reference`, HIDDEN, async (request, reply) => {
    const { reference } = request.params as Params;
    const answer = ((request.body ?? {}) as Params).answer;
    if (!isSandboxReference(reference) || !answer || !ANSWERS.includes(answer))
      return reply.code(400).type('text/plain; charset=utf-8').send('answer must be approve, decline or later');
    if (!(await paymentOf(request, reference)))
      return reply.code(404).type('text/plain; charset=utf-8').send('unknown payment');
    const { payment, recorded } = await answerPayment(db, reference, answer as SandboxAnswer, clock.now());
    if (!payment) return reply.code(404).type('text/plain; charset=utf-8').send('unknown payment');
    // Expired before it was answered: the page says so and offers only the way back.
    if (!recorded && payment.state === 'open') return sendPage(request, reply, payment);
    if (recorded && answer === 'later') {
      const timer = setTimeout(() => {
        timers.delete(timer);
        void report(request, payment, 'succeeded');
      }, config.payments.sandboxLaterMs);
      timer.unref();
      timers.add(timer);
    } else if (recorded) {
      await report(request, payment, answer === 'approve' ? 'succeeded' : 'declined');
    }
    return reply.redirect(payment.returnUrl, 303);
  });

  function sendPage(request: FastifyRequest, reply: FastifyReply, payment: SandboxPayment) {
    const locale = pageLocale(request);
    const now = clock.now();
    const status = statusOf(payment, now, config.payments.sandboxLaterMs);
    const view: CheckoutView =
      payment.state === 'open' ? (payment.expiresAt <= now ? 'expired' : 'open') : (status as CheckoutView);
    const returnOrigin = new URL(payment.returnUrl).origin;
    return reply
      .header(
        'content-security-policy',
        `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${returnOrigin}; frame-ancestors 'none'`,
      )
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(
        checkoutPage({
          payment,
          view,
          locale,
          brand: options.brand,
          action: checkoutPath(payment.reference, localeToLang(locale)),
        }),
      );
  }
}

/** The language our site asked for (`lang` as in its URLs, or `ui_locales`), else the browser's. */
function pageLocale(request: FastifyRequest): Locale {
  const query = request.query as Params;
  return matchLocale(query.lang) ?? matchLocale(query.ui_locales?.split(' ')[0]) ?? request.locale;
}
