import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createTestApi, type TestApi } from '../../test/harness.ts';
import { getMe, signInAs } from '../../test/requests.ts';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

async function accessTokenOf(email: string, password: string): Promise<string> {
  return (await signInAs(api, { email, password })).json().access_token;
}

const me = (authorization?: string) => getMe(api, authorization);

describe('the current customer (/me)', () => {
  it('shows the suite code, name, picture and what is still to complete', async () => {
    const customer = await createCustomer(api.database, {
      name: 'Nigar Əliyeva',
      pictureUrl: 'https://cdn.yolla.test/avatars/1.png',
      profileCompletedAt: new Date(),
    });
    const response = await me(`Bearer ${await accessTokenOf(customer.email, customer.password)}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        code: customer.row.code,
        name: 'Nigar Əliyeva',
        completed_profile: true,
        completed_address: false,
        picture: 'https://cdn.yolla.test/avatars/1.png',
      },
    });
    expect(customer.row.code).toMatch(/^YL\d{5,}$/);
  });

  it('gives every customer their own suite code', async () => {
    const a = await createCustomer(api.database);
    const b = await createCustomer(api.database);
    expect(a.row.code).not.toBe(b.row.code);
  });

  it('is 401 without a token, with a malformed one, or with a forged one', async () => {
    const customer = await createCustomer(api.database);
    const valid = await accessTokenOf(customer.email, customer.password);
    const [header, payload] = valid.split('.');
    const forged = `${header}.${payload}.${Buffer.from('not the signature').toString('base64url')}`;
    for (const authorization of [undefined, 'Bearer', 'Bearer nonsense', `Basic ${valid}`, `Bearer ${forged}`]) {
      const response = await me(authorization);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 'common.unauthenticated', message: 'Please sign in to continue.' });
    }
  });

  it('is 401 once the access token has expired', async () => {
    const customer = await createCustomer(api.database);
    const valid = await accessTokenOf(customer.email, customer.password);
    const claims = JSON.parse(Buffer.from(valid.split('.')[1] ?? '', 'base64url').toString());
    const { signAccessToken } = await import('../auth/auth.tokens.ts');
    const { token: expired } = signAccessToken(
      { sub: claims.sub, fam: claims.fam, cid: claims.cid },
      api.config.tokens.secret,
      60,
      Date.now() - 120_000,
    );
    expect((await me(`Bearer ${expired}`)).statusCode).toBe(401);
  });

  it('is 401 for a customer who has been blocked since signing in', async () => {
    const customer = await createCustomer(api.database);
    const valid = await accessTokenOf(customer.email, customer.password);
    const { customers } = await import('./customers.table.ts');
    const { eq } = await import('drizzle-orm');
    await api.database.db.update(customers).set({ status: 'blocked' }).where(eq(customers.id, customer.row.id));
    expect((await me(`Bearer ${valid}`)).statusCode).toBe(401);
  });
});

describe('version 2 of /me', () => {
  it('adds the contact details and the country, under /api/v2/{segment}', async () => {
    const customer = await createCustomer(api.database, { name: 'Giorgi Beridze', country: 'GE' });
    const response = await getMe(api, `Bearer ${await accessTokenOf(customer.email, customer.password)}`, 2);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      code: customer.row.code,
      name: 'Giorgi Beridze',
      completed_profile: false,
      completed_address: false,
      picture: null,
      email: customer.email,
      phone: customer.phone,
      country: 'GE',
      created_at: customer.row.createdAt.toISOString(),
    });
  });

  it('needs a signed-in customer like version 1', async () => {
    expect((await getMe(api, undefined, 2)).statusCode).toBe(401);
  });
});
