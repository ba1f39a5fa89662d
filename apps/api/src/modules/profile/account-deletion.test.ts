import type { PendingObligation } from '@yolla/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineModule, type ApiModule } from '../../http/module.ts';
import { createTestApi, type TestApi } from '../../test/harness.ts';
import { getMe, refreshWith, requestToken, signInAs } from '../../test/requests.ts';
import { callAs, randomNationalId, signedInCustomer, type SignedIn } from '../../test/signed-in.ts';
import { addresses } from '../addresses/addresses.table.ts';
import { tokenFamilies } from '../auth/auth.table.ts';
import { customers } from '../customers/customers.table.ts';
import { notificationPreferences } from '../notification-preferences/notification-preferences.table.ts';
import { customerPictures } from '../pictures/pictures.table.ts';

/** What the wallet and parcels modules will contribute: here, customers the test says owe money or await parcels. */
const pending = new Map<number, PendingObligation[]>();
const obligationsOf = (kind: 'money' | 'parcels'): ApiModule =>
  defineModule({
    name: `test-${kind}`,
    setup: () => ({
      contributes: {
        obligations: [
          {
            name: kind,
            find: async (_tx, customerId) =>
              pending.get(customerId)?.find((reason) => reason === `deletion.pending_${kind}`) ?? null,
          },
        ],
      },
    }),
  });

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi({
    modules: [obligationsOf('money'), obligationsOf('parcels')],
    env: { SETTINGS_RATE_IP_MAX: '100000', PICTURE_UPLOAD_RATE_IP_MAX: '100000' },
  });
});
afterAll(() => api.close());

const deleteAccount = (who: SignedIn, payload: Record<string, unknown>, language = 'en') =>
  callAs(api, who, 'POST', '/me/deletion', { payload, language });

async function rowOf(id: number) {
  const [row] = await api.database.db.select().from(customers).where(eq(customers.id, id));
  return row!;
}

/** A customer with everything the settings hold: profile, picture, addresses, notification choices, two sessions. */
async function fullCustomer() {
  const who = await signedInCustomer(api, { country: 'AZ', surname: 'Quliyeva', birthDate: '1990-01-01' });
  const other = await signInAs(api, who.customer, '10.9.9.9');
  const secondSession = { ...who, accessToken: other.json().access_token, refreshToken: other.json().refresh_token };
  await callAs(api, who, 'PATCH', '/me/profile', { payload: { national_id: randomNationalId.AZ(), language: 'az' } });
  const form = new FormData();
  form.append(
    'picture',
    new Blob([
      await sharp({ create: { width: 64, height: 64, channels: 3, background: '#08f' } })
        .png()
        .toBuffer(),
    ]),
    'a.png',
  );
  const request = new Request('http://localhost/', { method: 'PUT', body: form });
  const picture = await callAs(api, who, 'PUT', '/me/picture', {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  });
  const address = { city: 'AZ-BAKU', street: 'Nizami', building: '1', postal_code: 'AZ1000', phone: '+994501234567' };
  for (let i = 0; i < 2; i += 1) await callAs(api, who, 'POST', '/addresses', { payload: address });
  await callAs(api, who, 'PATCH', '/me/notifications', { payload: { sms: { parcel_arrived: false } } });
  return { who, secondSession, pictureUrl: picture.json().data.picture as string };
}

describe('deleting the account', () => {
  it('is refused while money is pending, with a clear message and a stable code; nothing changes', async () => {
    const { who } = await fullCustomer();
    pending.set(who.customer.row.id, ['deletion.pending_money']);
    const response = await deleteAccount(who, { password: who.customer.password });
    expect(response.statusCode).toBe(409);
    const message =
      'Your account still has money or unpaid payments. Use or withdraw the balance and settle the payments before deleting the account.';
    expect(response.json()).toEqual({ code: 'deletion.pending_money', message, errors: { obligations: [message] } });
    expect((await rowOf(who.customer.row.id)).status).toBe('active');
    expect((await getMe(api, `Bearer ${who.accessToken}`)).statusCode).toBe(200);
    expect((await signInAs(api, who.customer, '10.1.1.1')).statusCode).toBe(200);
  });

  it('names every pending obligation, the first registered as the code, in the request’s language', async () => {
    const who = await signedInCustomer(api);
    pending.set(who.customer.row.id, ['deletion.pending_parcels', 'deletion.pending_money']);
    const response = await deleteAccount(who, { password: who.customer.password }, 'ru');
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('deletion.pending_money');
    expect(response.json().errors.obligations).toEqual([
      'На вашем счёте ещё есть деньги или неоплаченные платежи. Прежде чем удалить учётную запись, израсходуйте или выведите остаток и погасите платежи.',
      'У вас есть посылки в пути или ожидающие выдачи. Удалить учётную запись можно будет после их получения.',
    ]);
  });

  it('needs the current password of an account that has one', async () => {
    const who = await signedInCustomer(api);
    const missing = await deleteAccount(who, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ password: ['This field is required.'] });
    const wrong = await deleteAccount(who, { password: 'not my password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'deletion.wrong_password', message: 'The password is incorrect.' });
    expect((await rowOf(who.customer.row.id)).status).toBe('active');
  });

  it('erases the personal data, keeps the suite code, ends every session and stops sign-in', async () => {
    const { who, secondSession, pictureUrl } = await fullCustomer();
    const id = who.customer.row.id;
    const response = await deleteAccount(who, { password: who.customer.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Your account is deleted. We’re sorry to see you go.' });

    const row = await rowOf(id);
    expect(row).toMatchObject({
      code: who.customer.row.code,
      status: 'deleted',
      name: null,
      surname: null,
      email: null,
      phone: null,
      nationalId: null,
      birthDate: null,
      pictureUrl: null,
      passwordHash: null,
      language: null,
      profileCompletedAt: null,
      addressCompletedAt: null,
    });
    expect(row.deletedAt).toBeInstanceOf(Date);
    const { db } = api.database;
    expect(await db.select().from(addresses).where(eq(addresses.customerId, id))).toEqual([]);
    expect(await db.select().from(customerPictures).where(eq(customerPictures.customerId, id))).toEqual([]);
    expect(await db.select().from(notificationPreferences).where(eq(notificationPreferences.customerId, id))).toEqual(
      [],
    );
    expect((await api.app.inject({ method: 'GET', url: new URL(pictureUrl).pathname })).statusCode).toBe(404);

    // Every session: both access tokens and both refresh tokens.
    const families = await db.select().from(tokenFamilies).where(eq(tokenFamilies.customerId, id));
    expect(families).toHaveLength(2);
    for (const family of families) expect(family).toMatchObject({ revokedReason: 'account_deleted' });
    for (const session of [who, secondSession]) {
      expect((await getMe(api, `Bearer ${session.accessToken}`)).statusCode).toBe(401);
      expect((await refreshWith(api, session.refreshToken, '10.2.2.2')).json().code).toBe('auth.invalid_refresh_token');
    }

    // Sign-in with the old phone or e-mail is answered exactly like an account that never existed.
    const unknown = await requestToken(
      api,
      {
        grant_type: 'password',
        username: 'nobody-ever@yolla.test',
        password: who.customer.password,
        client_id: api.config.webClient.id,
        client_secret: api.config.webClient.secret,
      },
      { remoteAddress: '10.3.3.3' },
    );
    for (const username of [who.customer.email, who.customer.phone]) {
      const attempt = await signInAs(api, { email: username, password: who.customer.password }, '10.3.3.4');
      expect(attempt.statusCode).toBe(unknown.statusCode);
      expect(attempt.json()).toEqual(unknown.json());
    }
    expect(unknown.statusCode).toBe(400);
  });

  it('frees the e-mail and customer ID for someone else', async () => {
    const who = await signedInCustomer(api, { country: 'GE' });
    const nationalId = randomNationalId.GE();
    await callAs(api, who, 'PATCH', '/me/profile', { payload: { national_id: nationalId } });
    expect((await deleteAccount(who, { password: who.customer.password })).statusCode).toBe(200);
    const next = await signedInCustomer(api, { country: 'GE' });
    const response = await callAs(api, next, 'PATCH', '/me/profile', {
      payload: { email: who.customer.email, national_id: nationalId },
    });
    expect(response.statusCode).toBe(200);
  });

  it('needs no password for an account without one (made through the digital identity)', async () => {
    const who = await signedInCustomer(api);
    // The session stays valid while the password is removed, as for an account created by digital sign-in.
    await api.database.db.update(customers).set({ passwordHash: null }).where(eq(customers.id, who.customer.row.id));
    const response = await deleteAccount(who, {});
    expect(response.statusCode).toBe(200);
    expect((await rowOf(who.customer.row.id)).status).toBe('deleted');
  });
});
