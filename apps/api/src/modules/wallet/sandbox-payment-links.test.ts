import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/harness.ts';
import { signedInCustomer, type SignedIn } from '../../test/signed-in.ts';
import { checkoutPathOf, startTopUp } from './wallet-top-ups-test-kit.ts';

/** The sandbox's checkout link carries its payment, signed: the book opens from the sandbox's own links only. */
let api: TestApi;
let az: SignedIn;
beforeAll(async () => {
  api = await createTestApi();
  az = await signedInCustomer(api);
});
afterAll(async () => api?.close());

async function started(who: SignedIn, currency: string, amount: number) {
  const answer = await startTopUp(api, who, { currency, amount });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().data as { id: string; checkout_url: string };
}

describe('the sandbox book', () => {
  it('opens a payment only from its own signed link: an altered amount or another payment’s link is unknown', async () => {
    const topUp = await started(az, 'USD', 30_00);
    const other = await started(az, 'USD', 40_00);
    const url = new URL(topUp.checkout_url);
    const order = url.searchParams.get('order') ?? '';
    const [body = '', signature = ''] = order.split('.');
    const altered = Buffer.from(Buffer.from(body, 'base64url').toString().replace('3000', '3000000')).toString(
      'base64url',
    );
    const tries = [
      `${url.pathname}?lang=en&order=${altered}.${signature}`,
      `${url.pathname}?lang=en&order=${new URL(other.checkout_url).searchParams.get('order')}`,
      `${url.pathname}?lang=en`,
    ];
    for (const path of tries) expect((await api.app.inject({ method: 'GET', url: path })).statusCode, path).toBe(404);
    const page = await api.app.inject({ method: 'GET', url: checkoutPathOf(topUp.checkout_url) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('$30.00');
  });
});
