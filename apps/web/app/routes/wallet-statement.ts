import type { Route } from './+types/wallet-statement';
import { openStatementStream } from '../features/wallet/statement-stream.server.ts';
import { filtersOf, walletSearch } from '../features/wallet/wallet-search.ts';
import { requestState, serverOf } from '../lib/request.server.ts';

/**
 * The wallet's history as CSV (`…/cabinet/wallet/statement.csv`, with the history's filters): the API's statement
 * streamed through with its headers (text/csv, attachment); the browser never holds the bearer token. A guest gets 401.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const state = requestState(context);
  const server = serverOf(context);
  if (!state.session.auth || !state.session.authorization) {
    return new Response(null, { status: 401, headers: { 'cache-control': 'no-store' } });
  }
  const filters = filtersOf(walletSearch.parse(request));
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value !== null) query.set(name, value);
  return openStatementStream({
    apiUrl: server.config.apiUrl,
    segment: server.config.apiSegment,
    query,
    authorization: state.session.authorization,
    clientIp: server.clientIp,
    locale: state.locale,
    signal: request.signal,
    ...(server.inProcessMark ? { mark: server.inProcessMark } : {}),
  });
}
