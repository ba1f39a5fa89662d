/**
 * A type test, checked by `npm run typecheck` (never run): the request's translator takes the message keys the web
 * uses, so a key that does not exist fails to compile. If `request.t` ever took any string again, the
 * `@ts-expect-error` lines below would be unused and the type check would fail.
 */
import type { FastifyRequest } from 'fastify';

export function typedApiTexts(request: FastifyRequest): string[] {
  return [
    request.t('api.signed_out'),
    request.t('errors.common.not_found'),
    // @ts-expect-error an unknown key of a known namespace
    request.t('api.no_such_message'),
    // @ts-expect-error an unknown namespace
    request.t('nowhere.signed_out'),
  ];
}
