import type { NotificationChannel, NotificationEvent } from '@yolla/contract';
import type { Db } from '../../db/client.ts';
import type { Clock, Services } from '../../http/module.ts';
import { enqueueDeliveries } from './notifications.queue.ts';
import { insertJobs, insertNotice } from './notifications.repository.ts';

/** What happened, to whom: raised by the module the event belongs to, inside the event's own transaction. */
export interface RaisedNotice {
  customerId: number;
  event: NotificationEvent;
  /**
   * What makes this notice one: raising the same key again for the customer writes nothing (e.g.
   * `parcel-event:{event id}:{event}`), so a retried event never shows twice.
   */
  key: string;
  /** The parcel it is about: the notice links to it and names its tracking number. */
  parcel?: { id: number; trackingNumber: string } | null;
  /** The rest of the text's values: `amount_minor` and `currency` for a payment due (formatted in each language). */
  params?: Record<string, string | number>;
  /** When it happened (default: now). */
  at?: Date;
}

/** Tells customers about events: an in-app notice and, as their choices say, an SMS and an e-mail (decision 0035). */
export interface NotificationService {
  /**
   * Writes the notice and its deliveries in `tx`, the caller's transaction: they commit with the event or not at all.
   * The channels are the customer's choices for the event as `tx` sees them (the defaults where they made none),
   * each only if the customer has that phone or e-mail (or, for push, a device subscribed). Answers the notice's id, or null if the key was raised before.
   */
  raise(tx: Db, notice: RaisedNotice): Promise<number | null>;
}

declare module '../../http/module.ts' {
  interface Services {
    /** Raises a notification in the caller's transaction: the in-app notice and its SMS and e-mail deliveries. */
    notifications: NotificationService;
  }
}

export interface NotificationServiceDeps {
  clock: Clock;
  /**
   * On PostgreSQL, the tries graphile-worker makes of each delivery: its job is queued in the same transaction. Null on
   * the embedded database, whose poller reads `notification_jobs` itself.
   */
  queueAttempts: number | null;
  customers: Services['customers'];
  preferences: Services['notificationPreferences'];
  /** Push goes out only while it is offered and the customer has a device subscribed. */
  pushSubscriptions: Services['pushSubscriptions'];
}

export function createNotificationService({
  clock,
  queueAttempts,
  customers,
  preferences,
  pushSubscriptions,
}: NotificationServiceDeps): NotificationService {
  /** The channels a customer hears about an event on: their choices, each only with a phone or e-mail to use. */
  async function channelsFor(tx: Db, customerId: number, event: NotificationEvent): Promise<NotificationChannel[]> {
    const customer = await customers.find(tx, customerId);
    if (!customer) return [];
    const chosen = await preferences.channelsFor(tx, customerId, event);
    const devices = chosen.includes('push') && (await pushSubscriptions.reaches(tx, customerId));
    return chosen.filter((channel) =>
      channel === 'sms' ? customer.phone : channel === 'email' ? customer.email : devices,
    );
  }

  return {
    async raise(tx, notice) {
      const at = notice.at ?? clock.now();
      const id = await insertNotice(tx, {
        customerId: notice.customerId,
        event: notice.event,
        key: notice.key,
        parcelId: notice.parcel?.id ?? null,
        trackingNumber: notice.parcel?.trackingNumber ?? null,
        params: notice.params ?? {},
        createdAt: at,
      });
      if (id === null) return null;
      const jobs = await insertJobs(tx, id, await channelsFor(tx, notice.customerId, notice.event), at);
      if (queueAttempts !== null) await enqueueDeliveries(tx, jobs, queueAttempts);
      return id;
    },
  };
}
