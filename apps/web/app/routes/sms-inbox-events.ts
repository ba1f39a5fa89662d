import type { Route } from './+types/sms-inbox-events';
import { marketplaceOfPath } from '../features/sms-inbox/sms-inbox-view.ts';
import { openInboxStream } from '../features/sms-inbox/sms-stream.server.ts';
import { requestState, serverOf } from '../lib/request.server.ts';

const CURSOR = /^\d{1,16}$/;

/**
 * The live messages of the SMS inbox page (`…/trendyol-sms/events`): the API's event stream of the customer's number,
 * opened with the session's token (the browser never holds it). `Last-Event-ID` on a reconnection, else `?after=`
 * (the newest message the page showed), says where it starts. A guest gets 401.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const state = requestState(context);
  const server = serverOf(context);
  const url = new URL(request.url);
  const marketplace = marketplaceOfPath(url.pathname);
  if (!state.session.auth || !state.session.authorization || !marketplace) {
    return new Response(null, { status: state.session.auth ? 404 : 401, headers: { 'cache-control': 'no-store' } });
  }
  const given = request.headers.get('last-event-id') ?? url.searchParams.get('after');
  return openInboxStream({
    apiUrl: server.config.apiUrl,
    segment: server.config.apiSegment,
    marketplace,
    authorization: state.session.authorization,
    clientIp: server.clientIp,
    locale: state.locale,
    cursor: given && CURSOR.test(given) ? given : null,
    signal: request.signal,
    ...(server.inProcessMark ? { mark: server.inProcessMark } : {}),
  });
}
