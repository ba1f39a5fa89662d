import { data, href, redirect, type MiddlewareFunction } from 'react-router';
import { pageUrl } from '../page-url.ts';
import { decodeRecoveryState } from '../recovery.server.ts';
import { requestState, serverOf } from '../request.server.ts';
import { signInSearch } from '../shared-searches.ts';

type GuardArgs = Parameters<MiddlewareFunction<Response>>[0];
export type Guard = (args: GuardArgs) => void;

/**
 * Cabinet pages: a guest goes to sign-in, and comes back here afterwards. When the session cannot be checked
 * right now (the API is down), the customer gets the error screen with 503 and keeps their session. The cabinet
 * layout's middleware, so it runs before every loader and every action of every page under it: the one check of a
 * signed-in page, which their loaders and actions never repeat.
 */
const auth: Guard = ({ request, context }) => {
  const { session, lang } = requestState(context);
  if (session.auth) return;
  if (session.unavailable) throw data(null, { status: 503, headers: { 'Retry-After': '5' } });
  const url = pageUrl(request.url);
  const back = `${url.pathname}${url.search}`;
  throw redirect(signInSearch.href(href('/:lang/login', { lang }), { redirect: back }));
};

/** Sign-in, identification, OTP and registration: a signed-in customer goes to the cabinet. */
const guest: Guard = ({ context }) => {
  const { session, lang } = requestState(context);
  if (session.auth) throw redirect(href('/:lang/cabinet', { lang }));
};

/** Entering a recovery code needs a recovery in progress. */
const recover: Guard = ({ context }) => {
  const { cookies, names, lang } = requestState(context);
  const state = decodeRecoveryState(cookies[names.recovery], serverOf(context).config.sessionSecret);
  if (!state) throw redirect(href('/:lang/login', { lang }));
};

/** Choosing a new password needs a verified recovery code. */
const resetPassword: Guard = ({ context }) => {
  const { cookies, names, lang } = requestState(context);
  const state = decodeRecoveryState(cookies[names.recovery], serverOf(context).config.sessionSecret);
  if (state?.stage === 'verified') return;
  throw redirect(state ? href('/:lang/recover/code', { lang }) : href('/:lang/login', { lang }));
};

const REGISTRY: Record<string, Guard> = { auth, guest, recover, 'reset-password': resetPassword };

export const GUARD_NAMES = Object.keys(REGISTRY);

/** Thrown when a route names a guard the registry lacks: a programming error, so fatal. */
export class UnknownRouteMiddlewareError extends Error {
  override name = 'UnknownRouteMiddlewareError';
  readonly guard: string;
  constructor(guard: string) {
    super('Unknown route middleware');
    this.guard = guard;
  }
}

/** Route middleware for the named guards, in order: `export const middleware = guards('auth')`. */
export function guards(...names: string[]): MiddlewareFunction<Response>[] {
  return names.map((name) => {
    const guard = REGISTRY[name];
    if (!guard) throw new UnknownRouteMiddlewareError(name);
    const middleware: MiddlewareFunction<Response> = async (args, next) => {
      guard(args);
      return next();
    };
    return middleware;
  });
}
