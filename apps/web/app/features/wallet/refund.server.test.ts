import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLiveApi, type LiveApi } from '../../../tests/unit/live-api.ts';
import { postForm, requestState, server as testServer, signIn } from '../../../tests/unit/signed-in-state.ts';
import type { RequestState } from '../../lib/context.ts';
import { pageMatcher } from '../../lib/redirects.server.ts';
import { walletAction } from './wallet-actions.server.ts';
import { walletSearch } from './wallet-search.ts';
import { walletPage } from './wallet.server.ts';

/** "Return to card" on the wallet page (decision 0043), its loader and action against the real API and sandbox. */
let live: LiveApi;
beforeAll(async () => {
  live = await startLiveApi({});
});
afterAll(() => live.close());

const pages = pageMatcher(['/:lang/cabinet', '/:lang/cabinet/wallet']);
const server = { ...testServer, pages };

async function customer(lang: 'en' | 'ru') {
  const signedIn = await signIn(live, await live.customer({ country: 'AZ' }), { locale: lang });
  return requestState(live, signedIn, { lang, locale: lang, path: '/cabinet/wallet' }).state;
}

/** Another request of the same customer (each request reads its wallet once). */
const again = (state: RequestState) =>
  requestState(
    live,
    { authorization: state.session.authorization!, session: state.session },
    { lang: state.lang, locale: state.locale, path: '/cabinet/wallet' },
  ).state;

const page = (state: RequestState) =>
  walletPage(again(state), walletSearch.parse(new URL(`http://localhost/${state.lang}/cabinet/wallet`)), pages);

/** A USD top-up of `amount` posted on the page and approved at the sandbox's checkout, then the customer's return. */
async function paidTopUp(state: RequestState, amount: string) {
  const rendered = await page(state);
  const form = { intent: 'top-up', idempotency_key: rendered.keys.topUp, currency: 'USD', amount };
  const started = await walletAction(postForm(`/${state.lang}/cabinet/wallet`, form), again(state), server);
  if (!started.ok || !('redirectTo' in started)) throw new Error(`top-up refused: ${JSON.stringify(started)}`);
  const checkout = new URL(started.redirectTo);
  const pressed = await live.api.app.inject({
    method: 'POST',
    url: checkout.pathname + checkout.search,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'answer=approve',
  });
  const back = new URL(String(pressed.headers.location), 'http://localhost');
  await walletPage(again(state), walletSearch.parse(back), pages);
}

function refund(state: RequestState, key: string, fields: Record<string, string>) {
  const form = { intent: 'refund', idempotency_key: key, ...fields };
  return walletAction(postForm(`/${state.lang}/cabinet/wallet`, form), again(state), server);
}

describe('return to card', () => {
  it('offers a completed top-up with its whole rest by default, and pays part of it back', async () => {
    const state = await customer('en');
    await paidTopUp(state, '30');
    const view = await page(state);
    expect(view.refundable).toMatchObject([{ amount: '$30.00', left: '$30.00', leftDecimal: '30.00' }]);
    const topUpId = view.refundable[0]!.topUpId;
    const done = await refund(state, view.keys.refund, { top_up_id: topUpId, amount: '12.50' });
    expect(done).toMatchObject({ ok: true, redirectTo: '/en/cabinet/wallet' });
    const after = await page(state);
    expect(after.balances?.[0]).toMatchObject({ currency: 'USD', amount: '$17.50' });
    expect(after.refundable).toMatchObject([{ topUpId, left: '$17.50' }]);
    expect(after.history?.rows[0]).toMatchObject({ kind: 'withdrawal', amount: '−$12.50', refundState: 'settled' });
  });

  it('refuses more than is left on the amount field, in Russian, keeping what was typed', async () => {
    const state = await customer('ru');
    await paidTopUp(state, '10');
    const view = await page(state);
    const topUpId = view.refundable[0]!.topUpId;
    const refused = await refund(state, view.keys.refund, { top_up_id: topUpId, amount: '10,01' });
    expect(refused).toMatchObject({ ok: false, intent: 'refund', values: { top_up_id: topUpId, amount: '10,01' } });
    expect(!refused.ok && refused.fields.amount).toMatch(/не более 10,00/);
    expect((await page(state)).balances?.[0]?.amount).toMatch(/^10,00\s\$$/);
  });
});
