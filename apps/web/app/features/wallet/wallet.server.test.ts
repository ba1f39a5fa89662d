import { cancelBuyForMeOrderEndpoint, createBuyForMeOrderEndpoint, type BuyForMeRequest } from '@yolla/contract';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startLiveApi, type LiveApi } from '../../../tests/unit/live-api.ts';
import { postForm, requestState, server as testServer, signIn } from '../../../tests/unit/signed-in-state.ts';
import { pageMatcher } from '../../lib/redirects.server.ts';
import type { RequestState } from '../../lib/context.ts';
import { openStatementStream } from './statement-stream.server.ts';
import { walletAction } from './wallet-actions.server.ts';
import { headerBalance, walletCacheKey } from '../../lib/wallet.server.ts';
import { createLogger } from '../../lib/logger.server.ts';
import { redisWalletNews, type WalletNews } from '../../lib/wallet-news.server.ts';
import { walletSearch } from './wallet-search.ts';
import { walletSummary } from './wallet-summary.server.ts';
import { checkReturningTopUp, walletPage } from './wallet.server.ts';

/** The wallet page's loader and action, the header's balance and the CSV, against the real API (PGlite behind it). */
let live: LiveApi;
beforeAll(async () => {
  // "Pay later" at the sandbox's checkout is paid at once: the customer's return finds it paid.
  live = await startLiveApi({ PAYMENT_SANDBOX_LATER_MS: '1' });
});
afterAll(() => live.close());

const pages = pageMatcher(['/:lang/cabinet', '/:lang/cabinet/wallet', '/:lang/cabinet/wallet/pay']);
const server = { ...testServer, pages };

/**
 * A new customer of Azerbaijan, signed in; each `stateOf` is one request of theirs (a request asks for its wallet
 * once, so every page and action here is a request of its own, as in the browser).
 */
async function customer(lang: 'en' | 'ru' = 'en') {
  const signedIn = await signIn(live, await live.customer({ country: 'AZ' }), { locale: lang });
  return requestState(live, signedIn, { lang, locale: lang, path: '/cabinet/wallet' }).state;
}

const again = (state: RequestState) =>
  requestState(
    live,
    { authorization: state.session.authorization!, session: state.session },
    {
      lang: state.lang,
      locale: state.locale,
      path: '/cabinet/wallet',
    },
  ).state;

const page = (state: RequestState, search = '') =>
  walletPage(
    again(state),
    walletSearch.parse(new URL(`http://localhost/${state.lang}/cabinet/wallet${search}`)),
    pages,
  );

/** Posts the top-up form (with the key its rendering gave) and answers the sandbox's checkout. */
async function topUp(state: RequestState, fields: Record<string, string>, answer: 'approve' | 'decline' | 'later') {
  const rendered = await page(state);
  const result = await walletAction(
    postForm(`/${state.lang}/cabinet/wallet`, { intent: 'top-up', idempotency_key: rendered.keys.topUp, ...fields }),
    again(state),
    server,
  );
  if (!result.ok || !('redirectTo' in result)) throw new Error(`top-up refused: ${JSON.stringify(result)}`);
  expect(result.document).toBe(true);
  const checkout = new URL(result.redirectTo);
  const pressed = await live.api.app.inject({
    method: 'POST',
    url: checkout.pathname + checkout.search,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `answer=${answer}`,
  });
  expect(pressed.statusCode).toBe(303);
  const back = new URL(String(pressed.headers.location), 'http://localhost');
  return { checkout, back: `${back.pathname}${back.search}` };
}

describe('the wallet page', () => {
  it('shows a new customer’s three balances at zero and an empty history, in the page’s language', async () => {
    const state = await customer('ru');
    const view = await page(state);
    expect(view.balances?.map((balance) => balance.currency)).toEqual(['USD', 'TRY', 'AZN']);
    expect(view.balances?.[0]?.amount).toMatch(/^0,00\s\$$/);
    expect(view.history).toEqual({ rows: [], total: 0, pages: 1 });
    expect(view.keys.topUp).not.toBe(view.keys.convert);
    expect(view.statement).toBe('/ru/cabinet/wallet/statement.csv');
  });

  it('refuses an amount outside the limits on its field, in Russian, before asking the provider', async () => {
    const state = await customer('ru');
    const refused = await walletAction(
      postForm('/ru/cabinet/wallet', { intent: 'top-up', currency: 'USD', amount: '0,50' }),
      again(state),
      server,
    );
    expect(refused).toMatchObject({ ok: false, intent: 'top-up', values: { currency: 'USD', amount: '0,50' } });
    expect(!refused.ok && refused.fields.amount).toMatch(/пополнени/i);
    const malformed = await walletAction(
      postForm('/ru/cabinet/wallet', { intent: 'top-up', currency: 'USD', amount: 'десять' }),
      again(state),
      server,
    );
    expect(malformed).toMatchObject({ ok: false, status: 400 });
    expect(!malformed.ok && malformed.fields.amount).toBeTruthy();
  });

  it('tops up through the sandbox: credited once, shown as succeeded, in the history and the CSV', async () => {
    const state = await customer();
    const { checkout, back } = await topUp(state, { currency: 'USD', amount: '25.50' }, 'approve');
    expect(checkout.pathname).toMatch(/\/api\/sandbox-pay\//);
    expect(back).toMatch(/^\/en\/cabinet\/wallet\?top_up=\d+$/);
    const view = await page(state, back.slice(back.indexOf('?')));
    expect(view.topUp).toMatchObject({ state: 'succeeded', amount: '$25.50' });
    expect(view.balances?.[0]).toMatchObject({ currency: 'USD', amount: '$25.50' });
    expect(view.history?.rows).toHaveLength(1);
    expect(view.history?.rows[0]).toMatchObject({ kind: 'top_up', amount: '+$25.50', credit: true });
    expect(await headerBalance(state, new Request('http://localhost/en/cabinet/wallet'))).toBe('$25.50');

    const csv = await openStatementStream({
      apiUrl: live.baseUrl,
      segment: 'client',
      query: new URLSearchParams({ currency: 'USD' }),
      authorization: state.session.authorization!,
      clientIp: '127.0.0.1',
      locale: 'en',
      signal: new AbortController().signal,
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment/);
    const text = await csv.text();
    expect(text).toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/);
    expect(text).toContain('25.50');
  });

  it('sends a form posted again after its top-up was paid to that top-up’s state, never to a spent checkout', async () => {
    const state = await customer();
    const rendered = await page(state);
    const form = { intent: 'top-up', idempotency_key: rendered.keys.topUp, currency: 'USD', amount: '7' };
    const first = await walletAction(postForm(`/${state.lang}/cabinet/wallet`, form), again(state), server);
    if (!first.ok || !('redirectTo' in first)) throw new Error(`top-up refused: ${JSON.stringify(first)}`);
    const checkout = new URL(first.redirectTo);
    await live.api.app.inject({
      method: 'POST',
      url: checkout.pathname + checkout.search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'answer=approve',
    });
    const second = await walletAction(postForm(`/${state.lang}/cabinet/wallet`, form), again(state), server);
    if (!second.ok || !('redirectTo' in second)) throw new Error(`replay refused: ${JSON.stringify(second)}`);
    expect(second.redirectTo).toMatch(/^\/en\/cabinet\/wallet\?top_up=\d+$/);
    expect(second.document).toBeUndefined();
  });

  it('says a declined top-up credited nothing', async () => {
    const state = await customer();
    const { back } = await topUp(state, { currency: 'AZN', amount: '10' }, 'decline');
    const view = await page(state, back.slice(back.indexOf('?')));
    expect(view.topUp).toMatchObject({ state: 'declined' });
    expect(view.balances?.find((balance) => balance.currency === 'AZN')?.amount).toMatch(/0\.00/);
    expect(view.history?.total).toBe(0);
  });

  it('takes the pay page’s shortcut and brings the customer back to the payment after the provider', async () => {
    const state = await customer();
    const ret = '/en/cabinet/wallet/pay?parcels=1,2';
    const shortcut = await page(
      state,
      walletSearch.search({ top_up_amount: 1250, top_up_currency: 'USD', return: ret }),
    );
    expect(shortcut.prefill).toEqual({ currency: 'USD', amount: '12.50' });
    expect(shortcut.back).toBe(ret);
    expect(shortcut.asked).toBe('$12.50');
    const { back } = await topUp(state, { currency: 'USD', amount: '12.50', return: ret }, 'approve');
    const view = await page(state, back.slice(back.indexOf('?')));
    expect(view.topUp).toMatchObject({ state: 'succeeded' });
    expect(view.back).toBe(ret);
    // A way back to another site, or to no page of this one, is no way back.
    expect((await page(state, walletSearch.search({ return: '//evil.example/x' }))).back).toBeNull();
    expect((await page(state, walletSearch.search({ return: '/en/nowhere' }))).back).toBeNull();
  });

  it('checks a returning top-up before the balances are read, so a payment the return settles shows at once', async () => {
    const state = await customer();
    const { back } = await topUp(state, { currency: 'USD', amount: '8' }, 'later');
    // One request: the route's middleware first, then the header's and the page's loaders.
    const request = again(state);
    const url = `http://localhost${back}`;
    await checkReturningTopUp(request, new Request(url));
    const [header, view] = await Promise.all([
      headerBalance(request, new Request(url)),
      walletPage(request, walletSearch.parse(new URL(url)), pages),
    ]);
    expect(view.topUp).toMatchObject({ state: 'succeeded', amount: '$8.00' });
    expect(view.balances?.[0]?.amount).toBe('$8.00');
    expect(header).toBe('$8.00');
  });

  it('shows another customer’s top-up as not found', async () => {
    const owner = await customer();
    const { back } = await topUp(owner, { currency: 'USD', amount: '5' }, 'later');
    const other = await customer();
    expect((await page(other, back.slice(back.indexOf('?')))).topUp).toBe('missing');
    expect((await page(owner, back.slice(back.indexOf('?')))).topUp).toMatchObject({ state: expect.any(String) });
  });

  it('quotes a conversion, refuses the same currency, and converts once at the quote', async () => {
    const state = await customer();
    await topUp(state, { currency: 'USD', amount: '100' }, 'approve');
    const same = await walletAction(
      postForm('/en/cabinet/wallet', { intent: 'quote', from: 'USD', to: 'USD', amount: '10' }),
      again(state),
      server,
    );
    expect(same).toMatchObject({ ok: false, intent: 'quote', fields: { to: 'Choose two different currencies.' } });
    const answer = await walletAction(
      postForm('/en/cabinet/wallet', { intent: 'quote', from: 'USD', to: 'AZN', amount: '10' }),
      again(state),
      server,
    );
    if (!answer.ok || !('quote' in answer)) throw new Error(`no quote: ${JSON.stringify(answer)}`);
    const { quote } = answer;
    expect(quote).toMatchObject({ give: '$10.00', values: { from: 'USD', to: 'AZN', amount: '10' } });
    expect(quote.rate).toMatch(/^1 USD = [\d.]+ AZN$/);
    expect(quote.seconds).toBeGreaterThan(30);
    const key = (await page(state)).keys.convert;
    const confirm = { intent: 'convert', quote_id: quote.id, idempotency_key: key, ...quote.values };
    const done = await walletAction(postForm('/en/cabinet/wallet', confirm), again(state), server);
    expect(done).toEqual({ ok: true, redirectTo: '/en/cabinet/wallet' });
    // The same form posted again (a double click) moves the money once.
    expect(await walletAction(postForm('/en/cabinet/wallet', confirm), again(state), server)).toMatchObject({
      ok: true,
    });
    const view = await page(state);
    expect(view.balances?.[0]?.amount).toBe('$90.00');
    expect(view.balances?.[2]?.amount).toContain(quote.get.replace(/[^\d.,]/g, ''));
    // A quote that is not (or no longer) there says so on the form, which keeps what was typed for a new one.
    const gone = await walletAction(
      postForm('/en/cabinet/wallet', {
        ...confirm,
        quote_id: '999999999',
        idempotency_key: (await page(state)).keys.convert,
      }),
      again(state),
      server,
    );
    expect(gone).toMatchObject({ ok: false, intent: 'convert', values: { from: 'USD', to: 'AZN', amount: '10' } });
    expect(!gone.ok && gone.message).toMatch(/new one/);
    const conversions = view.history!.rows.filter((row) => row.kind === 'conversion');
    expect(conversions.map((row) => row.counter).sort()).toEqual(['AZN', 'USD']);
  });

  it('filters and pages the history in the address, and says when nothing matches', async () => {
    const state = await customer();
    await topUp(state, { currency: 'USD', amount: '3' }, 'approve');
    const usd = await page(state, '?currency=USD&kind=top_up');
    expect(usd.history?.total).toBe(1);
    expect(usd.statement).toBe('/en/cabinet/wallet/statement.csv?currency=USD&kind=top_up');
    const none = await page(state, '?currency=TRY');
    expect(none.history).toEqual({ rows: [], total: 0, pages: 1 });
    const future = await page(state, '?from=2099-01-01');
    expect(future.history?.total).toBe(0);
    expect(walletSearch.parse('?from=2026-02-30&page=x').from).toBeNull();
  });

  it('keeps the header’s balance a few seconds on other cabinet pages, and asks again on the wallet', async () => {
    const state = await customer();
    const elsewhere = new Request('http://localhost/en/cabinet/packages');
    expect(await headerBalance(again(state), elsewhere)).toBe('$0.00');
    await topUp(state, { currency: 'USD', amount: '7' }, 'approve');
    expect(await headerBalance(again(state), elsewhere)).toBe('$0.00');
    // The wallet's page asks again, as a document and as React Router's data request.
    expect(await headerBalance(again(state), new Request('http://localhost/en/cabinet/wallet.data'))).toBe('$7.00');
    expect(await headerBalance(again(state), elsewhere)).toBe('$7.00');
    await topUp(state, { currency: 'USD', amount: '1' }, 'approve');
    // A request whose header took the cached answer still gives its page a fresh one.
    const request = again(state);
    expect(await headerBalance(request, elsewhere)).toBe('$7.00');
    expect((await walletPage(request, walletSearch.parse(''), pages)).balances?.[0]?.amount).toBe('$8.00');
  });

  it('gives the dashboard the balances and the latest lines', async () => {
    const state = await customer('ru');
    expect(await walletSummary(again(state))).toMatchObject({ recent: [] });
    await topUp(state, { currency: 'USD', amount: '4,20' }, 'approve');
    const summary = await walletSummary(again(state));
    expect(summary?.balances.map((balance) => balance.currency)).toEqual(['USD', 'TRY', 'AZN']);
    expect(summary?.balances[0]?.amount).toMatch(/^4,20\s\$$/);
    expect(summary?.recent).toMatchObject([{ kind: 'top_up', amount: '+4,20\u00a0$' }]);
  });

  it('names the buy-for-me order a payment and its refund were for, for the link to its page', async () => {
    const state = await customer();
    await topUp(state, { currency: 'USD', amount: '50' }, 'approve');
    const item = { link: 'https://shop.example/p/1', description: 'Scarf', quantity: 1, unit_price: 20_00 };
    const body: BuyForMeRequest = {
      shop_country: 'US',
      currency: 'USD',
      items: [item],
      local_delivery: 0,
      pay_currency: 'USD',
    };
    const key = () => `wallet-test-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`;
    const { data: order } = await again(state).api.call(createBuyForMeOrderEndpoint, { body, idempotencyKey: key() });
    const params = { id: order.id };
    await again(state).api.call(cancelBuyForMeOrderEndpoint, { params, body: {}, idempotencyKey: key() });
    const view = await page(state);
    const lines = view.history!.rows.filter((row) => row.order !== null);
    expect(lines.map((row) => [row.kind, row.amount, row.order])).toEqual([
      ['refund', '+$23.00', { kind: 'buy_for_me', id: order.id }],
      ['buy_for_me_payment', '−$23.00', { kind: 'buy_for_me', id: order.id }],
    ]);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
describe.skipIf(!redisUrl)('the header’s balance, with several processes (REDIS_URL)', () => {
  // Two processes' word of wallet changes, on a channel of this test's own.
  const channel = `test:wallet-changed:${randomBytes(6).toString('hex')}`;
  const news: WalletNews[] = [];
  const aProcess = () => {
    const made = redisWalletNews(redisUrl!, createLogger('silent'), channel);
    news.push(made);
    return made;
  };
  afterAll(() => Promise.all(news.map((each) => each.close())));

  it('is forgotten in this process when another one tells that the wallet changed', async () => {
    const [here, there] = [aProcess(), aProcess()];
    const state = await customer();
    const inThisProcess = () => Object.assign(again(state), { walletNews: here });
    const elsewhere = new Request('http://localhost/en/cabinet/packages');
    expect(await headerBalance(inThisProcess(), elsewhere)).toBe('$0.00');
    await topUp(state, { currency: 'USD', amount: '4' }, 'approve');
    expect(await headerBalance(inThisProcess(), elsewhere)).toBe('$0.00');
    // The payment was taken by the other process: its `forgetWallet` tells every process.
    await vi.waitFor(async () => {
      there.tell(walletCacheKey(state.session.authorization!));
      expect(await headerBalance(inThisProcess(), elsewhere)).toBe('$4.00');
    });
  });
});
