import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createApiClient } from './api.server.ts';
import { requestContext, serverContext, type RequestState } from './context.ts';
import { cookieNames, OutgoingCookies } from './cookies.server.ts';
import { loadWebConfig } from './env.server.ts';
import { createLogger } from './logger.server.ts';
import { headTags } from './meta.ts';
import { pageHead, requireUser } from './page.server.ts';
import { pageMatcher } from './redirects.server.ts';
import { GUEST } from './session.server.ts';

const USER = { code: 'YL10001', name: 'Aysel', completed_profile: true, completed_address: false, picture: null };

function contextFor(options: { env?: Record<string, string>; signedIn?: boolean } = {}) {
  const context = new RouterContextProvider();
  context.set(serverContext, {
    config: loadWebConfig(options.env ?? {}),
    logger: createLogger('silent'),
    nonce: 'n',
    clientIp: '127.0.0.1',
    pages: pageMatcher(['/:lang']),
  });
  const state: RequestState = {
    lang: 'ge',
    locale: 'ka',
    country: 'GE',
    cookies: {},
    names: cookieNames('yolla_'),
    out: new OutgoingCookies(new URL('http://localhost/ge'), { prefix: 'yolla_', domain: undefined }),
    toasts: [],
    session: options.signedIn ? { auth: true, user: USER, customerCountry: 'GE', authorization: 'Bearer x' } : GUEST,
    api: createApiClient({ baseUrl: 'http://127.0.0.1:1', segment: 'client', locale: 'ka', timeoutMs: 10 }),
  };
  context.set(requestContext, state);
  return context;
}

describe('the head of a page', () => {
  it('has the page title with the brand, and the description, in the page language', () => {
    const request = new Request('http://localhost:3000/ge/login?redirect=%2Fge%2Fcabinet');
    const head = pageHead({ request, context: contextFor() }, 'auth.meta.login');
    expect(head.title).toBe('შესვლა | Yolla');
    expect(head.description).toMatch(/კაბინეტ/);
  });

  it('names its own address without the query, and the same page in every language', () => {
    const request = new Request('http://localhost:3000/ge/cabinet.data?x=1');
    const head = pageHead({ request, context: contextFor() }, 'dashboard.meta');
    expect(head.canonical).toBe('http://localhost:3000/ge/cabinet');
    expect(head.alternates).toEqual([
      { hrefLang: 'az', href: 'http://localhost:3000/az/cabinet' },
      { hrefLang: 'en', href: 'http://localhost:3000/en/cabinet' },
      { hrefLang: 'ru', href: 'http://localhost:3000/ru/cabinet' },
      { hrefLang: 'uz', href: 'http://localhost:3000/uz/cabinet' },
      { hrefLang: 'ka', href: 'http://localhost:3000/ge/cabinet' },
      { hrefLang: 'x-default', href: 'http://localhost:3000/' },
    ]);
  });

  it('uses the public address when one is configured', () => {
    const request = new Request('http://10.0.0.7:3000/ge');
    const head = pageHead({ request, context: contextFor({ env: { PUBLIC_URL: 'https://yolla.ge/' } }) }, 'home.meta');
    expect(head.canonical).toBe('https://yolla.ge/ge');
    expect(head.alternates.at(-1)).toEqual({ hrefLang: 'x-default', href: 'https://yolla.ge/' });
  });

  it('becomes title, description, canonical and alternate tags', () => {
    const request = new Request('http://localhost:3000/ge');
    const tags = headTags(pageHead({ request, context: contextFor() }, 'home.meta'));
    expect(tags.slice(0, 3)).toEqual([
      { title: expect.stringMatching(/ \| Yolla$/) },
      { name: 'description', content: expect.any(String) },
      { tagName: 'link', rel: 'canonical', href: 'http://localhost:3000/ge' },
    ]);
    expect(tags.filter((tag) => 'rel' in tag && tag.rel === 'alternate')).toHaveLength(6);
  });

  it('gives link previews the page’s title, description, address and locale', () => {
    const request = new Request('http://localhost:3000/ge');
    const head = pageHead({ request, context: contextFor() }, 'home.meta');
    const tags = headTags(head);
    expect(tags).toContainEqual({ property: 'og:title', content: head.title });
    expect(tags).toContainEqual({ property: 'og:description', content: head.description });
    expect(tags).toContainEqual({ property: 'og:url', content: 'http://localhost:3000/ge' });
    expect(tags).toContainEqual({ property: 'og:locale', content: 'ka_GE' });
    expect(tags).toContainEqual({ property: 'og:site_name', content: 'Yolla' });
    expect(tags).toContainEqual({ name: 'twitter:card', content: 'summary' });
  });

  it('describes the organisation on the home page and the way back home on every other page', () => {
    const home = pageHead({ request: new Request('http://localhost:3000/ru'), context: contextFor() }, 'home.meta');
    expect(home.structuredData).toMatchObject({
      '@type': 'Organization',
      name: 'Yolla',
      url: 'http://localhost:3000/ru',
    });
    const login = pageHead(
      { request: new Request('http://localhost:3000/ge/login'), context: contextFor() },
      'auth.meta.login',
    );
    expect(login.structuredData).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'მთავარი', item: 'http://localhost:3000/ge' },
        { position: 2, name: 'შესვლა', item: 'http://localhost:3000/ge/login' },
      ],
    });
  });
});

describe('the signed-in customer of a cabinet page', () => {
  it('is the session user', () => {
    expect(requireUser(contextFor({ signedIn: true }))).toEqual(USER);
  });

  it('is a 401 when the route table put a page outside the auth guard', () => {
    let thrown: unknown;
    try {
      requireUser(contextFor());
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(401);
  });
});
