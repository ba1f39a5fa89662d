import { createHash, timingSafeEqual } from 'node:crypto';
import { PAYME_METHODS, paymeMerchantEndpoint, paymeParamsSchemas, type PaymeMethod } from '@yolla/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { RouteTable } from '../../http/routes.ts';
import { reportError, sendError } from '../../plugins/errors.ts';
import { paymeErrorAnswer, PaymeError } from './payme-errors.ts';
import type { PaymeMerchant } from './payme-merchant.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** The request's id as sent (echoed in every answer), or null when there is none to echo. */
function idOf(body: unknown): string | number | null {
  const id = typeof body === 'object' && body !== null ? (body as { id?: unknown }).id : undefined;
  return typeof id === 'number' || (typeof id === 'string' && id.length <= 64) ? id : null;
}

/**
 * Every failure of the Payme endpoint in Payme's terms, HTTP 200 (its documentation's rule): a body that is not
 * JSON -32700, the envelope wrong -32600, anything else that failed -32400 (logged, nothing of it in the answer).
 * Throttling keeps the house's 429 with Retry-After, which Payme retries.
 */
function paymeErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const id = idOf(request.body);
  if (error instanceof PaymeError) return reply.code(200).send(paymeErrorAnswer(id, error));
  const apiError = reportError(error, request);
  if (apiError.statusCode === 429) return sendError(request, reply, apiError);
  const name =
    apiError.code === 'common.validation_failed' || apiError.code === 'common.payload_too_large'
      ? 'invalid_request'
      : apiError.code === 'common.bad_request' || apiError.code === 'common.unsupported_media_type'
        ? 'parse_error'
        : 'system_error';
  return reply.code(200).send(paymeErrorAnswer(id, new PaymeError(name)));
}

const isMethod = (method: string): method is PaymeMethod => (PAYME_METHODS as readonly string[]).includes(method);

/**
 * Payme's Merchant API endpoint (decision 0042), from its descriptor like every endpoint: authenticated as Payme
 * by HTTP Basic `Paycom:<PAYME_KEY>` compared in constant time before anything is read (-32504 otherwise, and
 * always when Payme is not configured), rate-limited as machine routes are, each method's parameters checked by
 * its contract schema (-32600), an unknown method -32601.
 */
export function paymeRoutes(table: RouteTable, deps: { merchant: PaymeMerchant; key: string | null }): void {
  const { merchant } = deps;
  const expected = deps.key ? digest(`Basic ${Buffer.from(`Paycom:${deps.key}`).toString('base64')}`) : null;
  async function authenticate(request: FastifyRequest) {
    const given = digest(request.headers.authorization ?? '');
    if (!expected || !timingSafeEqual(given, expected)) throw new PaymeError('unauthorized');
  }
  table.add(
    paymeMerchantEndpoint,
    async ({ body, reply }) => {
      reply.header('cache-control', 'no-store');
      if (!isMethod(body.method)) throw new PaymeError('method_not_found');
      const params = paymeParamsSchemas[body.method].safeParse(body.params);
      if (!params.success) throw new PaymeError('invalid_request');
      const call = merchant[body.method] as (input: unknown) => Promise<unknown>;
      return { jsonrpc: '2.0' as const, id: body.id, result: await call(params.data) };
    },
    { preValidation: authenticate, errorHandler: paymeErrorHandler },
  );
}
