import { devOutboxEndpoint, type OutboxMessage } from '@yolla/contract';
import { data } from 'react-router';
import type { RequestState, ServerContext } from '../../lib/context.ts';
import { ApiRequestError } from '../../lib/api.server.ts';
import { outboxSearch } from './outbox-search.ts';

export interface OutboxView {
  /** `off`: the API has no outbox (a real message provider is configured); `unreachable`: the API did not answer. */
  available: boolean | 'unreachable';
  to: string;
  messages: OutboxMessage[];
}

/**
 * The development outbox page: only while `DEV_TOOLS` is on (development and the embedded demo; a 404 in a
 * deployment), reading the API's development outbox, optionally for one recipient.
 */
export async function loadOutbox(
  state: RequestState,
  { config }: Pick<ServerContext, 'config'>,
  url: URL,
): Promise<OutboxView> {
  if (!config.devTools) throw data(null, { status: 404 });
  const { to } = outboxSearch.parse(url);
  try {
    const { data: messages } = await state.api.call(
      devOutboxEndpoint,
      { query: { limit: 50, ...(to ? { to } : {}) } },
      { toast: false },
    );
    return { available: true, to, messages };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return { available: false, to, messages: [] };
    if (error instanceof ApiRequestError) return { available: 'unreachable', to, messages: [] };
    throw error;
  }
}
