import { z } from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { idSchema } from './route-params.ts';
import { TOP_UP_STATES } from './wallet.ts';

/**
 * Bank of Georgia's Online Payments API (Georgia, decision 0042), as its documentation gives it (api.bog.ge/docs,
 * "Payment Details" and "Callback"): an order's details — `GET /payments/v1/receipt/{order_id}`, and the body of
 * the bank's callback — carry its status key, its amounts as decimals and its currency. Only what we read is
 * named; the rest passes.
 */
const text = (max: number) => z.string().check(z.maxLength(max));
const decimal = z.union([z.number().check(z.minimum(0)), text(24)]);

export const bogReceiptSchema = z.object({
  order_id: text(64).check(z.minLength(1)),
  external_order_id: z.optional(z.nullable(text(64))),
  order_status: z.object({ key: text(64), value: z.optional(z.nullable(text(500))) }),
  purchase_units: z.optional(
    z.object({
      request_amount: z.optional(z.nullable(decimal)),
      transfer_amount: z.optional(z.nullable(decimal)),
      refund_amount: z.optional(z.nullable(decimal)),
      currency_code: z.optional(z.nullable(text(3))),
    }),
  ),
  payment_detail: z.optional(z.nullable(z.object({ transaction_id: z.optional(z.nullable(text(64))) }))),
});
export type BogReceipt = z.infer<typeof bogReceiptSchema>;

/** The callback's envelope: `order_payment` events carry the order's details in `body`. */
export const bogCallbackSchema = z.object({
  event: text(64),
  zoned_request_time: z.optional(text(64)),
  body: bogReceiptSchema,
});
export type BogCallback = z.infer<typeof bogCallbackSchema>;

export const bogCallbackEndpoint = endpoint({
  method: 'POST',
  path: '/payments/bog',
  access: 'public',
  limit: 'machine',
  body: bogCallbackSchema,
  response: z.object({
    data: z.object({ top_up_id: z.nullable(idSchema), state: z.nullable(z.enum(TOP_UP_STATES)) }),
  }),
  errors: ['wallet.callback_signature_invalid', 'wallet.top_up_not_found', 'wallet.payment_mismatch'],
  tags: ['machine'],
  summary: 'Bank of Georgia’s callback: an order paid, refused or refunded; settles its top-up once',
  description:
    'Called by Bank of Georgia only, signed: `Callback-Signature` is the base64 SHA256withRSA signature of the raw ' +
    'body by the bank’s key, checked before the body is read (401 `wallet.callback_signature_invalid` otherwise, ' +
    'and always while Bank of Georgia is not configured). `order_payment` events settle the order’s top-up.',
});
