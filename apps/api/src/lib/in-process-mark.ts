import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * The mark of a page's own API call, injected in the same process (the one-origin server): a value drawn when the
 * process starts and never sent over a network, so no client can claim it. Such a call belongs to its page, which
 * the front door already admitted: the event-loop guard never refuses it on its own (decision 0030).
 */
export const IN_PROCESS_HEADER = 'x-yolla-in-process';
export const IN_PROCESS_MARK = randomBytes(18).toString('base64url');
const mark = Buffer.from(IN_PROCESS_MARK);

export function isInProcessCall(headers: IncomingHttpHeaders): boolean {
  const given = headers[IN_PROCESS_HEADER];
  return (
    typeof given === 'string' && given.length === IN_PROCESS_MARK.length && timingSafeEqual(Buffer.from(given), mark)
  );
}
