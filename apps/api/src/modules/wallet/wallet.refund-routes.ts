import { createRefundEndpoint, refundableTopUpsEndpoint } from '@yolla/contract';
import type { RouteTable } from '../../http/routes.ts';
import type { Refunds } from './wallet.refunds.ts';

/**
 * Money back to the card (decision 0043): the refund keeps its idempotency key on its own row and holds no
 * transaction through the provider's call (`addKeyed`, as a top-up's start); 201 with the refund as it stands —
 * `settled`, `returned`, or `pending` while the provider has not answered.
 */
export function refundRoutes(table: RouteTable, refunds: Refunds): void {
  table.addKeyed(createRefundEndpoint, async ({ customer, body, request, reply, idempotencyKey }) => {
    const { refund, replayed } = await refunds.request(customer.id, body, request.locale, idempotencyKey);
    if (replayed) reply.header('idempotent-replayed', 'true');
    reply.status(201);
    return { data: refund };
  });
  table.add(refundableTopUpsEndpoint, async ({ customer }) => ({ data: await refunds.refundable(customer.id) }));
}
