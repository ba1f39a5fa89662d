import {
  idSchema,
  noticesEndpoint,
  readAllNoticesEndpoint,
  readNoticeEndpoint,
  COUNTRY_PROFILES,
  type Notice,
} from '@yolla/contract';
import { BUY_FOR_ME_STATES, type BuyForMeState } from '@yolla/contract/buy-for-me-lists';
import { href } from 'react-router';
import { ApiRequestError } from '../../lib/api.server.ts';
import type { RequestState } from '../../lib/context.ts';
import { formatDateTime, formatMoney } from '../../lib/format.ts';
import { intent, intentAction } from '../../lib/intents.server.ts';
import { requireCustomer } from '../../lib/page.server.ts';
import { pageCount } from '../../lib/page-count.ts';
import { notificationsSearch, type NotificationsQuery } from './notifications-search.ts';

/** A notice as the page shows it: its event and values for the text, its moment in the page's locale, its parcel. */
export interface NoticeView {
  id: string;
  event: Notice['event'];
  tracking: string;
  amount: string;
  /** The parcel's page, or null when the notice is about none (or the parcel is gone). */
  parcelId: string | null;
  /** A buy-for-me order's news: the order (its page) and the state it moved to, for the text. */
  order: { id: string; status: BuyForMeState | null } | null;
  at: string;
  /** For `<time dateTime>`. */
  iso: string;
  unread: boolean;
  /** The channels its SMS or e-mail did not reach the customer by. */
  undelivered: Notice['undelivered'];
}

export interface NotificationsPage {
  query: NotificationsQuery;
  /** null when the API could not give the list (the page says so, with a retry). */
  list: { rows: NoticeView[]; total: number; pages: number; unread: number } | null;
}

function amountOf(notice: Notice, state: RequestState): string {
  const { amount_minor: amount, currency } = notice.params;
  return typeof amount === 'number' && typeof currency === 'string'
    ? formatMoney({ amount, currency }, state.locale)
    : '';
}

const isBuyForMeState = (value: unknown): value is BuyForMeState =>
  typeof value === 'string' && (BUY_FOR_ME_STATES as readonly string[]).includes(value);

/** The order a buy-for-me notice is about (`order_id`, `status` in its params), or null. */
function orderOf(notice: Notice): NoticeView['order'] {
  if (notice.event !== 'buy_for_me_update') return null;
  const id = String(notice.params.order_id ?? '');
  if (!/^[1-9]\d{0,15}$/.test(id)) return null;
  return { id, status: isBuyForMeState(notice.params.status) ? notice.params.status : null };
}

export function toView(notice: Notice, state: RequestState): NoticeView {
  const { country } = requireCustomer(state);
  return {
    id: notice.id,
    event: notice.event,
    tracking: notice.tracking_number ?? '',
    amount: amountOf(notice, state),
    parcelId: notice.parcel_id,
    order: orderOf(notice),
    at: formatDateTime(notice.created_at, state.locale, { timeZone: COUNTRY_PROFILES[country].timeZone }),
    iso: notice.created_at,
    unread: notice.read_at === null,
    undelivered: notice.undelivered,
  };
}

/** A page of the customer's notices, newest first, and the unread count: one call. */
export async function notificationsPage(state: RequestState, query: NotificationsQuery): Promise<NotificationsPage> {
  try {
    const { data, meta } = await state.api.call(noticesEndpoint, { query: { page: query.page } }, { toast: false });
    return {
      query,
      list: {
        rows: data.map((notice) => toView(notice, state)),
        total: meta.total,
        pages: pageCount(meta),
        unread: meta.unread,
      },
    };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status >= 500) return { query, list: null };
    throw error;
  }
}

const QUIET = { toast: false } as const;

/** The list's address on the page the form was posted from (`?page=` kept), so the customer stays where they were. */
function samePage(state: RequestState, url: URL | null): { redirectTo: string } {
  const base = href('/:lang/cabinet/notifications', { lang: state.lang });
  return { redirectTo: notificationsSearch.href(base, { page: url ? notificationsSearch.parse(url).page : 1 }) };
}

/**
 * The page's forms (lib/intents.server.ts): `read` marks one notice read (another customer's is the API's 404, its
 * message the answer), `read-all` marks every one read. Both work without JavaScript and come back to the same page.
 */
export const notificationsAction = intentAction(
  {
    read: intent({
      posted: { id: idSchema },
      run: async ({ data: { id }, state, url }) => {
        await state.api.call(readNoticeEndpoint, { params: { id } }, QUIET);
        return samePage(state, url);
      },
    }),
    'read-all': intent({
      run: async ({ state, url }) => {
        await state.api.call(readAllNoticesEndpoint, {}, QUIET);
        return samePage(state, url);
      },
    }),
  },
  { back: (state) => href('/:lang/cabinet/notifications', { lang: state.lang }) },
);

export type NotificationsIntent = Extract<Awaited<ReturnType<typeof notificationsAction>>, { ok: false }>['intent'] &
  string;
