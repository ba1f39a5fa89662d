import { COUNTRY_PROFILES, smsInboxEndpoint } from '@yolla/contract';
import { ApiRequestError } from '../../lib/api.server.ts';
import type { RequestState } from '../../lib/context.ts';
import { requireCustomer } from '../../lib/page.server.ts';
import { notFound } from '../../lib/params.server.ts';
import { numberView, toMessageView, type SmsInboxPage } from './sms-inbox-view.ts';

/**
 * The inbox page of a marketplace: the customer's number (given from the pool on the first visit) and the messages
 * on it, newest first. A marketplace the API's configuration does not offer is the 404 screen.
 */
export async function smsInboxPage(state: RequestState, request: Request, marketplace: string): Promise<SmsInboxPage> {
  const timeZone = COUNTRY_PROFILES[requireCustomer(state).country].timeZone;
  try {
    const { data } = await state.api.call(smsInboxEndpoint, { params: { marketplace } }, { toast: false });
    return {
      ok: true,
      marketplace,
      number: data.number ? numberView(data.number) : null,
      messages: data.messages.map((message) => toMessageView(message, state.locale, timeZone)),
      timeZone,
    };
  } catch (error) {
    if (error instanceof ApiRequestError && error.code === 'sms_inbox.unknown_marketplace') throw notFound(request);
    if (error instanceof ApiRequestError) return { ok: false, marketplace, message: error.message };
    throw error;
  }
}
