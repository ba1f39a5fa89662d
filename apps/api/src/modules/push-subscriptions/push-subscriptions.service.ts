import type { Db } from '../../db/client.ts';
import type { ModuleDeps } from '../../http/module.ts';
import {
  countSubscriptions,
  findSubscription,
  forgetSubscription,
  listSubscriptions,
} from './push-subscriptions.repository.ts';

/** A device's address and keys, as the push transport encrypts and sends to it (RFC 8030, RFC 8291). */
export interface PushTarget {
  id: number;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** What other modules may ask of the customers' push devices: the notifications and the messages modules. */
export interface PushSubscriptionService {
  /** Whether push is offered (the VAPID keys are set) and the customer has a device subscribed. */
  reaches(db: Db, customerId: number): Promise<boolean>;
  /** The ids of the customer's devices (a push notice goes to each). */
  devicesOf(db: Db, customerId: number): Promise<number[]>;
  /** One device's address and keys; null once it is removed. */
  target(db: Db, id: number): Promise<PushTarget | null>;
  /** The push service said the device is gone (404 or 410): it is removed. */
  forget(db: Db, id: number): Promise<void>;
}

declare module '../../http/module.ts' {
  interface Services {
    pushSubscriptions: PushSubscriptionService;
  }
}

export function createPushSubscriptionService(deps: ModuleDeps<'messages'>): PushSubscriptionService {
  const offered = deps.config.messages.push.provider === 'web-push';
  return {
    reaches: async (db, customerId) => offered && (await countSubscriptions(db, customerId)) > 0,
    devicesOf: async (db, customerId) => (await listSubscriptions(db, customerId)).map((row) => row.id),
    async target(db, id) {
      const row = await findSubscription(db, id);
      return row && { id: row.id, endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } };
    },
    forget: forgetSubscription,
  };
}
