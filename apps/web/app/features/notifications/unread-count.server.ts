import { unreadNoticesEndpoint } from '@yolla/contract';
import type { RequestState } from '../../lib/context.ts';

/**
 * The bell's count for the cabinet layout: one indexed count in the API. A failure leaves the bell without a count
 * rather than failing the page it sits on.
 */
export async function unreadCount(state: RequestState): Promise<number | null> {
  try {
    return (await state.api.call(unreadNoticesEndpoint, {}, { toast: false })).data.unread;
  } catch {
    return null;
  }
}
