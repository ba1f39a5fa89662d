import { z } from 'zod/mini';
import { endpoint } from './endpoint.ts';

/**
 * Payme's Merchant API (Uzbekistan, decision 0042), as its documentation gives it (developer.help.paycom.uz):
 * Payme calls the merchant's endpoint with JSON-RPC 2.0, HTTP Basic `Paycom:<key>`, amounts in tiyin (UZS minor
 * units), times in milliseconds since the epoch. Every answer is HTTP 200, a `result` or an `error`.
 */

/** The account field naming what is paid: our top-up's id (`ac.top_up` in the checkout link). */
export const PAYME_ACCOUNT_FIELD = 'top_up';
/** A created transaction not performed within 12 hours is cancelled (reason 4) at the next call about it. */
export const PAYME_TIMEOUT_MS = 43_200_000;
/** The checkout page Payme's merchants send customers to, unless `PAYME_CHECKOUT_URL` says otherwise. */
export const PAYME_CHECKOUT_URL = 'https://checkout.paycom.uz';

/** Transaction states: created, performed, cancelled before and after performing. */
export const PAYME_STATES = { created: 1, performed: 2, cancelled: -1, cancelledAfterPerform: -2 } as const;
/** Cancel reasons; 4 is ours to give (the timeout), the others come with Payme's `CancelTransaction`. */
export const PAYME_CANCEL_REASONS = [1, 2, 3, 4, 5, 10] as const;
export const PAYME_TIMEOUT_REASON = 4;

/** The documented error codes; each has its message in ru, uz and en (`payme` namespace of the i18n package). */
export const PAYME_ERRORS = {
  parse_error: -32700,
  invalid_request: -32600,
  method_not_found: -32601,
  unauthorized: -32504,
  system_error: -32400,
  wrong_amount: -31001,
  transaction_not_found: -31003,
  cannot_cancel: -31007,
  cannot_perform: -31008,
  /** -31050…-31099: the account is wrong. */
  top_up_not_found: -31050,
  top_up_not_payable: -31051,
  top_up_busy: -31052,
} as const;
export type PaymeErrorName = keyof typeof PAYME_ERRORS;

export const PAYME_METHODS = [
  'CheckPerformTransaction',
  'CreateTransaction',
  'PerformTransaction',
  'CancelTransaction',
  'CheckTransaction',
  'GetStatement',
] as const;
export type PaymeMethod = (typeof PAYME_METHODS)[number];

const idSchema = z.union([z.int(), z.string().check(z.maxLength(64))]);
const timeSchema = z.int().check(z.minimum(0));
/** Payme's transaction id (24 hex digits in its examples). */
const transactionIdSchema = z.string().check(z.minLength(1), z.maxLength(64));
/** The account as sent: checked field by field by the API, a wrong one is an account error (-31050…). */
const accountSchema = z.record(z.string().check(z.maxLength(64)), z.unknown());
const amountSchema = z.number().check(z.minimum(0));

/** The envelope: anything else is -32600; the method's parameters are checked by its own schema below. */
export const paymeRequestSchema = z.object({
  jsonrpc: z.optional(z.literal('2.0')),
  id: idSchema,
  method: z.string().check(z.maxLength(64)),
  params: z.record(z.string().check(z.maxLength(64)), z.unknown()),
});
export type PaymeRequest = z.infer<typeof paymeRequestSchema>;

export const paymeParamsSchemas = {
  CheckPerformTransaction: z.object({ amount: amountSchema, account: accountSchema }),
  CreateTransaction: z.object({
    id: transactionIdSchema,
    time: timeSchema,
    amount: amountSchema,
    account: accountSchema,
  }),
  PerformTransaction: z.object({ id: transactionIdSchema }),
  CancelTransaction: z.object({ id: transactionIdSchema, reason: z.int() }),
  CheckTransaction: z.object({ id: transactionIdSchema }),
  GetStatement: z.object({ from: timeSchema, to: timeSchema }),
} satisfies Record<PaymeMethod, z.ZodMiniType>;

const localizedSchema = z.object({ ru: z.string(), uz: z.string(), en: z.string() });
export const paymeAnswerSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.nullable(idSchema),
  result: z.optional(z.unknown()),
  error: z.optional(z.object({ code: z.int(), message: localizedSchema, data: z.optional(z.string()) })),
});
export type PaymeAnswer = z.infer<typeof paymeAnswerSchema>;

export const paymeMerchantEndpoint = endpoint({
  method: 'POST',
  path: '/payments/payme',
  access: 'public',
  limit: 'machine',
  body: paymeRequestSchema,
  response: paymeAnswerSchema,
  errors: [],
  tags: ['machine'],
  summary: 'Payme Merchant API (JSON-RPC 2.0): Payme checks, creates, performs and cancels top-up payments',
  description:
    'Called by Payme only, with HTTP Basic `Paycom:<merchant key>` (-32504 otherwise). Methods: ' +
    'CheckPerformTransaction, CreateTransaction, PerformTransaction, CancelTransaction, CheckTransaction, ' +
    'GetStatement; the account field is `top_up`, amounts in tiyin. Every answer is 200 with `result` or ' +
    '`error` ({ code, message: { ru, uz, en }, data }).',
});
