import { afterEach, describe, expect, it } from 'vitest';
import { ageSpentToken, createCustomer, createTestApi, type TestApi } from '../../test/harness.ts';
import { getMe, refreshWith, signInAs, signOutWith } from '../../test/requests.ts';
import { refreshTokens } from './auth.table.ts';

/**
 * RFC 9700 §4.14.2's grace window: the same spent refresh token presented again shortly after
 * its use (two tabs, two web servers) gets the very pair it was exchanged for. The window is
 * measured by the database's clock; tests move a token's moment of use back to pass it.
 */
let api: TestApi | null = null;
afterEach(async () => {
  await api?.close();
  api = null;
});

async function start(env: Record<string, string> = {}) {
  api = await createTestApi({ env });
  const customer = await createCustomer(api.database);
  const session = (await signInAs(api, customer)).json() as { access_token: string; refresh_token: string };
  return { api, session };
}

describe('a refresh token used again within the grace window', () => {
  it('returns the same new pair, and the session carries on with it', async () => {
    const { api, session } = await start();
    const first = await refreshWith(api, session.refresh_token);
    const again = await refreshWith(api, session.refresh_token);
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.json().refresh_token).toBe(first.json().refresh_token);
    expect(again.json().access_token).toBe(first.json().access_token);
    expect(again.json().expires_in).toBeGreaterThan(api.config.tokens.accessTtlSeconds - 5);
    expect((await getMe(api, `Bearer ${again.json().access_token}`)).statusCode).toBe(200);
    expect((await refreshWith(api, again.json().refresh_token)).statusCode).toBe(200);
  });

  it('is refused without ending the session once the new refresh token has itself been used', async () => {
    const { api, session } = await start();
    const second = (await refreshWith(api, session.refresh_token)).json();
    const third = (await refreshWith(api, second.refresh_token)).json();
    const late = await refreshWith(api, session.refresh_token);
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('auth.invalid_refresh_token');
    expect((await getMe(api, `Bearer ${third.access_token}`)).statusCode).toBe(200);
  });

  it('is refused once the session has ended', async () => {
    const { api, session } = await start();
    const second = (await refreshWith(api, session.refresh_token)).json();
    await signOutWith(api, second.access_token);
    expect((await refreshWith(api, session.refresh_token)).statusCode).toBe(400);
  });

  it('leaves nothing usable in the database: the new pair is stored only encrypted', async () => {
    const { api, session } = await start();
    const second = (await refreshWith(api, session.refresh_token)).json();
    const rows = await api.database.db.select().from(refreshTokens);
    const stored = JSON.stringify(rows);
    for (const token of [session.refresh_token, second.refresh_token, second.access_token]) {
      expect(stored).not.toContain(token);
    }
    expect(rows.some((row) => typeof row.successorSealed === 'string')).toBe(true);
  });
});

describe('a refresh token used again after the grace window', () => {
  it('ends the whole session, the new pair included', async () => {
    const { api, session } = await start();
    const second = (await refreshWith(api, session.refresh_token)).json();
    await ageSpentToken(api.database, session.refresh_token, api.config.tokens.reuseGraceSeconds + 1);
    expect((await refreshWith(api, session.refresh_token)).statusCode).toBe(400);
    expect((await getMe(api, `Bearer ${second.access_token}`)).statusCode).toBe(401);
    expect((await refreshWith(api, second.refresh_token)).statusCode).toBe(400);
  });

  it('is every reuse when the window is turned off (REFRESH_REUSE_GRACE_SECONDS=0)', async () => {
    const { api, session } = await start({ REFRESH_REUSE_GRACE_SECONDS: '0' });
    const second = (await refreshWith(api, session.refresh_token)).json();
    expect((await refreshWith(api, session.refresh_token)).statusCode).toBe(400);
    expect((await getMe(api, `Bearer ${second.access_token}`)).statusCode).toBe(401);
  });
});
