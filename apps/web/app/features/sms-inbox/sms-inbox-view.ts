import type { SmsMessage } from '@yolla/contract';
import { formatTurkishNumber } from '@yolla/contract/sms-codes';
import type { Locale } from '@yolla/i18n';
import { formatDateTime } from '../../lib/format.ts';

/** One message as the page shows it: its time in the page's language and the customer's time zone. */
export interface SmsMessageView {
  id: string;
  sender: string;
  text: string;
  code: string | null;
  at: string;
  /** The moment itself, for `<time dateTime>`. */
  iso: string;
}

export type SmsInboxPage =
  | {
      ok: true;
      marketplace: string;
      /** Null: the pool had no number to give. */
      number: { e164: string; shown: string } | null;
      messages: SmsMessageView[];
      /** The time zone the times are shown in (live messages are formatted in the browser the same way). */
      timeZone: string;
    }
  | { ok: false; marketplace: string; message: string };

export function toMessageView(message: SmsMessage, locale: Locale, timeZone: string): SmsMessageView {
  return {
    id: message.id,
    sender: message.sender,
    text: message.text,
    code: message.code,
    at: formatDateTime(message.received_at, locale, { timeZone }),
    iso: message.received_at,
  };
}

export const numberView = (e164: string) => ({ e164, shown: formatTurkishNumber(e164) });

/** The marketplace a page's path names: `/en/cabinet/trendyol-sms` → `trendyol`; null for any other path. */
export function marketplaceOfPath(pathname: string): string | null {
  return /\/cabinet\/([a-z][a-z0-9]{1,30})-sms(?:\/events)?(?:\.data)?$/.exec(pathname)?.[1] ?? null;
}
