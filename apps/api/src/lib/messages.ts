import type { FullKey, Locale, MessageKey } from '@yolla/i18n';
import { translator } from '@yolla/i18n/server';
import { emailBodies, settingsFooter } from './message-email.ts';

/** A text of the `notify` messages (SMS and e-mail), by its key: `code.registration`, `notice.password_changed`. */
export type MessageTemplate = Exclude<MessageKey<'notify'>, `subject.${string}` | `email.${string}`>;

/** SMS, e-mail, and push to a subscribed device (decision 0044), whose `to` is the subscription's id. */
export type MessageChannel = 'sms' | 'email' | 'push';

/** The channels that reach a phone or an address (codes, the development outbox): all but push. */
export type AddressedChannel = Exclude<MessageChannel, 'push'>;

/** What a module asks to send: the text's key and parameters, in the customer's language. */
export interface OutgoingMessage {
  channel: MessageChannel;
  /** E.164 phone or e-mail address; for push, the customer's id (each of their devices gets it). */
  to: string;
  template: MessageTemplate;
  params?: Record<string, string | number>;
  language: Locale;
  /** The account it concerns, when there is one (so an account's deletion erases its messages). */
  customerId?: number | null;
  /** What it is for (`code:<ticket>`, `notice:<id>`), so the sender can ask later whether it was delivered. */
  reference?: string | null;
}

/** A message ready to deliver: its text composed from `packages/i18n`. */
export interface ComposedMessage {
  channel: MessageChannel;
  to: string;
  subject: string | null;
  /** The text: the SMS, or the e-mail's plain-text body. */
  body: string;
  /** The e-mail's HTML body, from the same text (every value escaped); null for SMS. */
  html: string | null;
  /** Where an e-mail notice's `List-Unsubscribe` points (the notification settings); null for codes and SMS. */
  unsubscribeUrl: string | null;
  template: MessageTemplate;
  language: Locale;
  customerId: number | null;
  reference: string | null;
}

/**
 * Delivers composed messages: an SMS gateway, an e-mail service, or the development outbox. A provider never writes
 * a message's text to a log. One that calls out over the network should queue and return, so that a request that
 * sends a message takes as long as one that sends nothing (no account enumeration by timing).
 */
export interface MessageProvider {
  readonly name: string;
  deliver(message: ComposedMessage): Promise<void>;
}

/** How modules send SMS and e-mail (`deps.messages`): compose the text in the language, hand it to the provider. */
export interface Messenger {
  send(message: OutgoingMessage): Promise<void>;
  /**
   * Which of these references' messages did not reach the customer: failed for good at the provider, or reported
   * undeliverable or expired by the network. A message still on its way, sent, or kept by the outbox is not among them.
   */
  undelivered(references: readonly string[]): Promise<ReadonlySet<string>>;
}

/** Messages the customer's notification choices govern: the events' texts, never codes or account notices. */
const optional = (template: MessageTemplate) => !template.startsWith('code.') && !template.startsWith('notice.');

const SUBJECTS: Partial<Record<MessageTemplate, FullKey>> = {
  'code.recovery': 'notify.subject.recovery',
  'notice.password_changed': 'notify.subject.password_changed',
  'parcel.arrived': 'notify.subject.parcel_arrived',
  'parcel.ready_for_pickup': 'notify.subject.parcel_ready_for_pickup',
  'parcel.payment_due': 'notify.subject.parcel_payment_due',
  'parcel.held': 'notify.subject.parcel_held',
  'parcel.returned': 'notify.subject.parcel_returned',
  'buy_for_me.update': 'notify.subject.buy_for_me_update',
};

/**
 * Composes a message: its text from `packages/i18n` in its language; an e-mail also gets its subject, and its HTML body
 * from the same text. An e-mail about a notification event (not a code, not an account notice, which the customer
 * cannot turn off) ends with a link to the notification settings at `origin`, also its `List-Unsubscribe`.
 */
export function composeMessage(message: OutgoingMessage, brand: string, origin?: string): ComposedMessage {
  const t = translator(message.language);
  const params = { ...message.params, brand };
  const subjectKey = SUBJECTS[message.template];
  const text = t(`notify.${message.template}`, params);
  const email =
    message.channel === 'email'
      ? emailBodies(text, optional(message.template) && origin ? settingsFooter(t, origin, message.language) : null)
      : null;
  return {
    channel: message.channel,
    to: message.to,
    // A push notification's title is the e-mail's subject.
    subject: message.channel === 'sms' ? null : subjectKey ? t(subjectKey, params) : brand,
    body: email?.text ?? text,
    html: email?.html ?? null,
    unsubscribeUrl: email?.footer?.url ?? null,
    template: message.template,
    language: message.language,
    customerId: message.customerId ?? null,
    reference: message.reference ?? null,
  };
}

/** What a messenger knows of failed deliveries: nothing, for a provider that keeps no record of them (the outbox). */
const NONE_UNDELIVERED = async (): Promise<ReadonlySet<string>> => new Set();

export function createMessenger(
  provider: MessageProvider,
  brand: string,
  origin?: string,
  undelivered: Messenger['undelivered'] = NONE_UNDELIVERED,
): Messenger {
  return { send: (message) => provider.deliver(composeMessage(message, brand, origin)), undelivered };
}
