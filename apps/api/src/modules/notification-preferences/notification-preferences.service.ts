import type { NotificationChannel, NotificationEvent } from '@yolla/contract';
import type { Db } from '../../db/client.ts';
import { chosenChannels } from './notification-preferences.repository.ts';

/** What other modules may ask of the customers' notification choices (the notifications module, raising a notice). */
export interface NotificationPreferenceService {
  /** The channels the customer chose for the event, as `db` sees them: the stored choices over the defaults. */
  channelsFor(db: Db, customerId: number, event: NotificationEvent): Promise<NotificationChannel[]>;
}

declare module '../../http/module.ts' {
  interface Services {
    notificationPreferences: NotificationPreferenceService;
  }
}

export function createNotificationPreferenceService(): NotificationPreferenceService {
  return { channelsFor: chosenChannels };
}
