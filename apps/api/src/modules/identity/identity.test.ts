import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCustomer } from '../../db/seed/demo.ts';
import { createTestApi, lastCode, randomPhone, type TestApi } from '../../test/harness.ts';
import { customers } from '../customers/customers.table.ts';
import { throughSandbox, tokenRequest } from './identity-test-kit.ts';
import { customerIdentities } from './identity.table.ts';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
  await seedDemoCustomer(api.database.db);
});
afterAll(() => api.close());

describe('signing in with the digital identity (sandbox provider)', () => {
  it('shows the demo identities on the provider page and comes back with the state it was given', async () => {
    const flow = await throughSandbox(api, 0);
    expect(flow.page.statusCode).toBe(200);
    expect(flow.page.body).toContain('Aysel Məmmədova');
    expect(flow.page.headers['content-security-policy']).toContain("form-action 'self' http://localhost:3000");
    expect(flow.back.pathname).toBe('/az/login/identify');
    expect(flow.back.searchParams.get('state')).toBe(flow.state);
  });

  it('signs the demo customer in by her FIN and links the identity, once', async () => {
    const flow = await throughSandbox(api, 0);
    const answer = await tokenRequest(api, flow.grant);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ token_type: 'Bearer' });
    const links = await api.database.db
      .select()
      .from(customerIdentities)
      .where(eq(customerIdentities.subject, 'sandbox-5HK3T7Q'));
    expect(links).toHaveLength(1);
    const again = await tokenRequest(api, (await throughSandbox(api, 0)).grant);
    expect(again.statusCode).toBe(200);
  });

  it('refuses a code used twice, a wrong PKCE verifier and a wrong nonce, alike', async () => {
    const once = await throughSandbox(api, 0);
    expect((await tokenRequest(api, once.grant)).statusCode).toBe(200);
    const replay = await tokenRequest(api, once.grant);
    const verifier = await throughSandbox(api, 0);
    const wrongVerifier = await tokenRequest(api, { ...verifier.grant, code_verifier: 'x'.repeat(43) });
    const nonce = await throughSandbox(api, 0);
    const wrongNonce = await tokenRequest(api, { ...nonce.grant, nonce: 'another-nonce-value-123' });
    for (const answer of [replay, wrongVerifier, wrongNonce]) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ error: 'invalid_grant', code: 'identity.failed' });
    }
  });

  it('opens a first-time identity’s account with its verified name and FIN once its phone is confirmed', async () => {
    const flow = await throughSandbox(api, 1);
    const first = await tokenRequest(api, flow.grant);
    expect(first.statusCode).toBe(400);
    expect(first.json()).toMatchObject({ error: 'invalid_grant', code: 'identity.phone_required' });
    const phone = randomPhone.AZ();
    const sent = await api.app.inject({
      method: 'POST',
      url: '/api/v1/client/identity/phone',
      headers: { 'accept-language': 'ru' },
      payload: { ticket: flow.grant.code, phone, accept_terms: true },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const signedIn = await tokenRequest(api, {
      grant_type: 'urn:yolla:params:oauth:grant-type:sms-code',
      username: phone,
      code: await lastCode(api, phone),
      client_id: api.config.webClient.id,
      client_secret: api.config.webClient.secret,
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const [customer] = await api.database.db.select().from(customers).where(eq(customers.phone, phone));
    expect(customer).toMatchObject({
      name: 'Rəşad',
      surname: 'Əliyev',
      nationalId: '7RZ4M2P',
      country: 'AZ',
      language: 'ru',
    });
    expect(customer?.profileCompletedAt).not.toBeNull();
    const next = await tokenRequest(api, (await throughSandbox(api, 1)).grant);
    expect(next.statusCode).toBe(200);
  });

  it('says a phone step without a live first-time identity has expired', async () => {
    const answer = await api.app.inject({
      method: 'POST',
      url: '/api/v1/client/identity/phone',
      payload: { ticket: 'no-such-code', phone: randomPhone.AZ(), accept_terms: true },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().code).toBe('identity.expired');
  });

  it('only sends the browser back to a /login/identify page', async () => {
    const answer = await api.app.inject({
      method: 'POST',
      url: '/api/v1/client/identity/authorization',
      payload: { redirect_uri: 'https://evil.example/steal' },
    });
    expect(answer.statusCode).toBe(400);
  });
});
