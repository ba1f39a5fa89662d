import type { NotificationChannel, NotificationEvent } from '@yolla/contract';
import type { MessageTemplate } from './messages.ts';

/**
 * A notification event a module raises (a parcel arrived, a payment is due…), contributed by that module: the texts
 * it goes out with on each channel. The customer's choices (the settings' channel × event table, or the defaults)
 * decide which channels carry it; the notifications module's worker sends it.
 */
export interface NotificationEventDefinition {
  event: NotificationEvent;
  /** A push notification says what the SMS says (its title is the e-mail's subject). */
  templates: Record<Exclude<NotificationChannel, 'push'>, MessageTemplate>;
}
