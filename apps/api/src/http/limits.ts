import type { FastifyRequest } from 'fastify';
import type { Limit, RateLimiter } from '../plugins/rate-limit.ts';
import type { RouteOptions } from './routes.ts';

/**
 * A route's own limit, per client address and, in the signed-in scope, per account: counted before the body is
 * validated, so a flood of bad requests is throttled too. 429 `common.rate_limited` with Retry-After past either.
 * `bucket` names the counters; routes sharing a bucket share its counts.
 */
export function perAddressAndAccount(
  limiter: RateLimiter,
  bucket: string,
  limits: { address: Limit; account: Limit },
): RouteOptions {
  return {
    preValidation: async (request: FastifyRequest) => {
      await limiter.consume(`${bucket}:ip:${request.ip}`, limits.address);
      const customerId = request.session?.customer.id;
      if (customerId !== undefined) await limiter.consume(`${bucket}:account:${customerId}`, limits.account);
    },
  };
}
