import {
  cancelCourierOrderEndpoint,
  courierOrderRequestSchema,
  createCourierOrderEndpoint,
  idSchema,
} from '@yolla/contract';
import { href } from 'react-router';
import { idempotencyKeyOf } from '../../lib/idempotency-key.server.ts';
import { intent, intentAction } from '../../lib/intents.server.ts';
import { forgetWallet } from '../../lib/wallet.server.ts';

const detail = (lang: string, id: string) => href('/:lang/cabinet/orders/:id', { lang, id });

/**
 * The wizard's order form: the parcels, the address and the slot checked by the contract's schema (field messages
 * in the customer's language), sent with the form's idempotency key (a double click or a retried post orders and
 * pays once), then the new order's page with the API's message as a toast. A refusal (the slot filled meanwhile,
 * a parcel in another order, the balance short) shows on the form, which the page renders again with fresh slots.
 */
export const newOrderAction = intentAction(
  {
    order: intent({
      schema: courierOrderRequestSchema,
      keep: ['slot'],
      run: async ({ data: body, form, state }) => {
        const answer = await state.api.call(
          createCourierOrderEndpoint,
          { body, idempotencyKey: idempotencyKeyOf(form) },
          { toast: 'success' },
        );
        forgetWallet(state);
        return { redirectTo: detail(state.lang, answer.data.id) };
      },
    }),
  },
  { back: (state) => href('/:lang/cabinet/orders/new', { lang: state.lang }), fallback: 'order' },
);

/** The order page's cancellation, confirmed, with its own idempotency key: the fee goes back to the wallet. */
export const orderAction = intentAction(
  {
    cancel: intent({
      posted: { id: idSchema },
      run: async ({ data: { id }, form, state }) => {
        await state.api.call(
          cancelCourierOrderEndpoint,
          { params: { id }, body: {}, idempotencyKey: idempotencyKeyOf(form) },
          { toast: 'success' },
        );
        forgetWallet(state);
        return { redirectTo: detail(state.lang, id) };
      },
    }),
  },
  { back: (state) => href('/:lang/cabinet/orders', { lang: state.lang }) },
);
