import { NOTIFICATION_CHANNELS, type NotificationEvent } from '@yolla/contract';
import type { Locale } from '@yolla/i18n';
import type { Contributions } from '../../http/contributions.ts';
import type { ModuleDeps } from '../../http/module.ts';
import type { Messenger } from '../../lib/messages.ts';
import { readPreferences } from './notification-preferences.repository.ts';

/** Who is told: the account, where it can be reached, and the language it reads its messages in. */
export interface Recipient {
  customerId: number;
  phone: string | null;
  email: string | null;
  language: Locale;
}

/** Tells customers about events other modules raise, on the channels each customer chose. */
export interface Notifier {
  /**
   * Sends an event to a customer by SMS and e-mail as their choices say (or the defaults where they made none), in
   * their language, with the texts the raising module contributed. An event no module contributed is a mistake in
   * the code and throws.
   */
  notify(recipient: Recipient, event: NotificationEvent, params?: Record<string, string | number>): Promise<void>;
}

export function createNotifier(
  { db }: Pick<ModuleDeps, 'db'>,
  messages: Messenger,
  contributions: Pick<Contributions, 'notification'>,
): Notifier {
  return {
    async notify(recipient, event, params) {
      const definition = contributions.notification(event);
      if (!definition) throw new Error(`No module contributes the notification event "${event}"`);
      const choices = await readPreferences(db, recipient.customerId);
      for (const channel of NOTIFICATION_CHANNELS) {
        const to = channel === 'sms' ? recipient.phone : recipient.email;
        if (!to || !choices[channel][event]) continue;
        await messages.send({
          channel,
          to,
          template: definition.templates[channel],
          language: recipient.language,
          customerId: recipient.customerId,
          ...(params ? { params } : {}),
        });
      }
    },
  };
}
