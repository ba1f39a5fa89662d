import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCustomer, createTestApi, passwordGrant, type TestApi } from '../../../test/harness.ts';
import { TOKEN_URL } from '../../../test/requests.ts';

/**
 * Failed sign-ins slow down the account (whichever identifier is typed) and the address with a
 * growing delay, never a hard lock (decision 0014). The clock is faked: waits pass instantly.
 */
let api: TestApi | null = null;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(async () => {
  vi.useRealTimers();
  await api?.close();
  api = null;
});

const wait = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);

async function attempt(username: string, password: string, ip = '203.0.113.20') {
  const response = await api!.app.inject({
    method: 'POST',
    url: TOKEN_URL,
    payload: passwordGrant(api!.config, username, password),
    remoteAddress: ip,
  });
  return { status: response.statusCode, retryAfter: Number(response.headers['retry-after'] ?? 0) };
}

async function start(env: Record<string, string>) {
  api = await createTestApi({ env: { LOGIN_RATE_IP_MAX: '1000', ...env } });
  return createCustomer(api.database);
}

describe('failed sign-ins on one account', () => {
  it('count whichever identifier is typed: wrong passwords by e-mail make sign-in by phone wait too', async () => {
    const customer = await start({ LOGIN_FAILURES_RATE_ACCOUNT_MAX: '3' });
    for (let i = 0; i < 3; i += 1) expect((await attempt(customer.email, 'wrong', `198.51.100.${i}`)).status).toBe(400);
    expect(await attempt(customer.phone, 'wrong', '198.51.100.50')).toEqual({ status: 429, retryAfter: 2 });
    expect(await attempt(customer.phone, customer.password, '198.51.100.51')).toEqual({ status: 429, retryAfter: 2 });
  });

  it('double the wait with every further failure, up to LOGIN_FAILURES_DELAY_MAX_SECONDS', async () => {
    const customer = await start({ LOGIN_FAILURES_RATE_ACCOUNT_MAX: '2', LOGIN_FAILURES_DELAY_MAX_SECONDS: '10' });
    await attempt(customer.email, 'wrong');
    await attempt(customer.email, 'wrong');
    const waits: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const { retryAfter } = await attempt(customer.email, 'wrong');
      waits.push(retryAfter);
      wait(retryAfter);
      expect((await attempt(customer.email, 'wrong')).status).toBe(400);
    }
    expect(waits).toEqual([2, 4, 8, 10, 10]);
  });

  it('let the right password in once the wait is over, and start counting afresh', async () => {
    const customer = await start({ LOGIN_FAILURES_RATE_ACCOUNT_MAX: '2' });
    await attempt(customer.email, 'wrong');
    await attempt(customer.email, 'wrong');
    expect((await attempt(customer.email, customer.password)).status).toBe(429);
    // Asking again during the wait neither counts nor makes it longer.
    wait(1);
    expect(await attempt(customer.email, customer.password)).toEqual({ status: 429, retryAfter: 1 });
    wait(1);
    expect((await attempt(customer.email, customer.password)).status).toBe(200);
    expect((await attempt(customer.email, 'wrong')).status).toBe(400);
    expect((await attempt(customer.email, 'wrong')).status).toBe(400);
    expect((await attempt(customer.email, customer.password)).status).toBe(429);
  });

  it('are forgotten after the window without a failure', async () => {
    const customer = await start({
      LOGIN_FAILURES_RATE_ACCOUNT_MAX: '2',
      LOGIN_FAILURES_RATE_ACCOUNT_WINDOW_SECONDS: '600',
    });
    await attempt(customer.email, 'wrong');
    await attempt(customer.email, 'wrong');
    wait(601);
    expect((await attempt(customer.email, 'wrong')).status).toBe(400);
    expect((await attempt(customer.email, 'wrong')).status).toBe(400);
  });

  it('answer an identifier without an account exactly as an account: same statuses, same waits', async () => {
    const customer = await start({ LOGIN_FAILURES_RATE_ACCOUNT_MAX: '2' });
    const story = async (username: string) => {
      const seen = [];
      for (let i = 0; i < 4; i += 1) seen.push(await attempt(username, 'wrong', '198.51.100.77'));
      wait(2);
      seen.push(await attempt(username, 'wrong', '198.51.100.78'));
      return seen;
    };
    expect(await story('nobody-here@yolla.test')).toEqual(await story(customer.email));
  });
});

describe('failed sign-ins from one address', () => {
  it('count across accounts, while other addresses carry on', async () => {
    const customer = await start({ LOGIN_FAILURES_RATE_IP_MAX: '3' });
    for (const username of ['a@yolla.test', 'b@yolla.test', 'c@yolla.test']) {
      expect((await attempt(username, 'wrong', '192.0.2.10')).status).toBe(400);
    }
    expect(await attempt(customer.email, customer.password, '192.0.2.10')).toEqual({ status: 429, retryAfter: 2 });
    expect((await attempt(customer.email, customer.password, '192.0.2.11')).status).toBe(200);
  });

  it('do not include successful sign-ins, so a shared address is not slowed by its own customers', async () => {
    const customer = await start({ LOGIN_FAILURES_RATE_IP_MAX: '2' });
    for (let i = 0; i < 5; i += 1)
      expect((await attempt(customer.email, customer.password, '192.0.2.20')).status).toBe(200);
    expect((await attempt('x@yolla.test', 'wrong', '192.0.2.20')).status).toBe(400);
  });
});
