import {
  addPushSubscriptionEndpoint,
  PUSH_SUBSCRIPTIONS_MAX,
  pushSubscriptionsEndpoint,
  removePushSubscriptionEndpoint,
  type PushSubscriptionView,
} from '@yolla/contract';
import { isPushService } from '../../config-push.ts';
import { defineModule } from '../../http/module.ts';
import { ApiError } from '../../lib/api-error.ts';
import { describeUserAgent } from '../../lib/user-agent.ts';
import {
  countSubscriptions,
  eraseSubscriptions,
  findByEndpoint,
  listSubscriptions,
  removeSubscription,
  saveSubscription,
} from './push-subscriptions.repository.ts';
import { createPushSubscriptionService } from './push-subscriptions.service.ts';
import type { PushSubscriptionRow } from './push-subscriptions.table.ts';

const view = (row: PushSubscriptionRow): PushSubscriptionView => ({
  id: String(row.id),
  label: row.label,
  created_at: row.createdAt.toISOString(),
});

/** The device's name: the one the browser sent, else its browser and system as the User-Agent says. */
function labelOf(given: string | undefined, userAgent: string | string[] | undefined): string {
  if (given) return given;
  const { browser, os } = describeUserAgent(Array.isArray(userAgent) ? (userAgent[0] ?? null) : (userAgent ?? null));
  return [browser, os].filter(Boolean).join(', ') || '—';
}

/**
 * Push subscriptions (decision 0044): the devices a customer receives push notifications on, listed, added and
 * removed in the notification settings. Adding is refused while push is not offered (no VAPID keys); the list then
 * says so with a null key. The messages module sends to them through this module's service.
 */
export const pushSubscriptionsModule = defineModule({
  name: 'push-subscriptions',
  config: ['messages'],
  provides: { pushSubscriptions: createPushSubscriptionService },
  setup: ({ db, clock, config }) => {
    const push = config.messages.push;
    return {
      contributes: { erasers: [{ name: 'push-subscriptions', erase: eraseSubscriptions }] },
      routes(table) {
        table.add(pushSubscriptionsEndpoint, async ({ customer }) => ({
          data: {
            public_key: push.provider === 'web-push' ? push.publicKey : null,
            subscriptions: (await listSubscriptions(db, customer.id)).map(view),
          },
        }));
        table.add(addPushSubscriptionEndpoint, async ({ customer, body, request }) => {
          if (push.provider !== 'web-push') throw new ApiError('push.not_offered');
          if (!isPushService(body.endpoint, push.services)) throw new ApiError('push.service_unknown');
          const known = await findByEndpoint(db, body.endpoint);
          if (
            known?.customerId !== customer.id &&
            (await countSubscriptions(db, customer.id)) >= PUSH_SUBSCRIPTIONS_MAX
          )
            throw new ApiError('push.limit_reached');
          const label = labelOf(body.label, request.headers['user-agent']);
          const row = await saveSubscription(db, customer.id, body, label, clock.now());
          return { data: view(row), message: request.t('api.push_subscribed') };
        });
        table.add(removePushSubscriptionEndpoint, async ({ customer, params, request }) => {
          if (!(await removeSubscription(db, customer.id, Number(params.id)))) throw new ApiError('common.not_found');
          return { message: request.t('api.push_removed') };
        });
      },
    };
  },
});
