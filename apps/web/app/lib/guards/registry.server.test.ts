import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api.server.ts';
import { requestContext, serverContext, type RequestState } from '../context.ts';
import { cookieNames, OutgoingCookies } from '../cookies.server.ts';
import { loadWebConfig } from '../env.server.ts';
import { createLogger } from '../logger.server.ts';
import { encodeRecoveryState } from '../recovery.server.ts';
import { GUEST } from '../session.server.ts';
import { pageMatcher } from '../redirects.server.ts';
import { guards, GUARD_NAMES } from './registry.server.ts';

/** The route table's pages as the server derives them (server/route-table.ts). */
const PAGES = ['/:lang', '/:lang/login', '/:lang/cabinet'];

const config = loadWebConfig({});
const names = cookieNames(config.cookies.prefix);

function contextFor(options: { auth?: boolean; cookies?: Record<string, string> } = {}) {
  const context = new RouterContextProvider();
  context.set(serverContext, {
    config,
    logger: createLogger('silent'),
    nonce: 'n',
    clientIp: '127.0.0.1',
    pages: pageMatcher(PAGES),
  });
  const state: RequestState = {
    lang: 'ru',
    locale: 'ru',
    country: 'AZ',
    cookies: options.cookies ?? {},
    names,
    out: new OutgoingCookies(new URL('http://localhost/ru'), { prefix: 'yolla_', domain: undefined }),
    toasts: [],
    session: options.auth
      ? {
          auth: true,
          user: { code: 'YL10001', name: 'A', completed_profile: true, completed_address: true, picture: null },
          customerCountry: 'AZ',
          authorization: 'Bearer x',
        }
      : GUEST,
    api: createApiClient({ baseUrl: 'http://127.0.0.1:1', segment: 'client', locale: 'ru', timeoutMs: 10 }),
  };
  context.set(requestContext, state);
  return context;
}

async function run(name: string, url: string, context: RouterContextProvider): Promise<string | 'passed'> {
  const [middleware] = guards(name);
  try {
    await middleware!(
      { request: new Request(url), params: { lang: 'ru' }, context, unstable_pattern: '' } as never,
      async () => new Response('ok'),
    );
    return 'passed';
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location') ?? 'no-location';
    throw thrown;
  }
}

const recovery = (stage: 'code' | 'verified', expiresAt = Date.now() + 60_000) =>
  encodeRecoveryState({ stage, destination: '+994 ** *** ** 67', ticket: 't', expiresAt }, config.sessionSecret);

describe('the guard registry', () => {
  it('knows the four guards by name', () => {
    expect(GUARD_NAMES.sort()).toEqual(['auth', 'guest', 'recover', 'reset-password']);
  });

  it('fails with the fatal error "Unknown route middleware" for a name it lacks', () => {
    expect(() => guards('admin')).toThrow('Unknown route middleware');
    expect(() => guards('auth', 'nope')).toThrow(
      expect.objectContaining({ message: 'Unknown route middleware', guard: 'nope' }),
    );
  });
});

describe('the auth guard', () => {
  it('sends a guest to sign-in with the page to return to', async () => {
    expect(await run('auth', 'http://localhost/ru/cabinet/packages?page=2', contextFor())).toBe(
      '/ru/login?redirect=%2Fru%2Fcabinet%2Fpackages%3Fpage%3D2',
    );
  });

  it('returns to the page, not its data URL, on client navigations', async () => {
    expect(await run('auth', 'http://localhost/ru/cabinet.data', contextFor())).toBe(
      '/ru/login?redirect=%2Fru%2Fcabinet',
    );
  });

  it('lets a signed-in customer through', async () => {
    expect(await run('auth', 'http://localhost/ru/cabinet', contextFor({ auth: true }))).toBe('passed');
  });
});

describe('the guest guard', () => {
  it('sends a signed-in customer to the cabinet', async () => {
    expect(await run('guest', 'http://localhost/ru/login', contextFor({ auth: true }))).toBe('/ru/cabinet');
  });

  it('lets a guest through', async () => {
    expect(await run('guest', 'http://localhost/ru/register', contextFor())).toBe('passed');
  });
});

describe('the recover guard', () => {
  it('needs a recovery in progress', async () => {
    expect(await run('recover', 'http://localhost/ru/recover/code', contextFor())).toBe('/ru/login');
    const cookies = { [names.recovery]: recovery('code') };
    expect(await run('recover', 'http://localhost/ru/recover/code', contextFor({ cookies }))).toBe('passed');
  });

  it('ignores a forged or expired recovery cookie', async () => {
    const forged = { [names.recovery]: `${recovery('code').split('.')[0]}.forged` };
    expect(await run('recover', 'http://localhost/ru/recover/code', contextFor({ cookies: forged }))).toBe('/ru/login');
    const expired = { [names.recovery]: recovery('code', Date.now() - 1) };
    expect(await run('recover', 'http://localhost/ru/recover/code', contextFor({ cookies: expired }))).toBe(
      '/ru/login',
    );
  });
});

describe('the reset-password guard', () => {
  it('needs a verified recovery code', async () => {
    expect(await run('reset-password', 'http://localhost/ru/recover/password', contextFor())).toBe('/ru/login');
    const unverified = { [names.recovery]: recovery('code') };
    expect(
      await run('reset-password', 'http://localhost/ru/recover/password', contextFor({ cookies: unverified })),
    ).toBe('/ru/recover/code');
    const verified = { [names.recovery]: recovery('verified') };
    expect(await run('reset-password', 'http://localhost/ru/recover/password', contextFor({ cookies: verified }))).toBe(
      'passed',
    );
  });
});
