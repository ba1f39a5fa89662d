import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/harness.ts';
import { getMe } from '../../test/requests.ts';
import { callAs, signedInCustomer, type SignedIn } from '../../test/signed-in.ts';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi({ env: { SETTINGS_RATE_IP_MAX: '100000', PICTURE_UPLOAD_RATE_IP_MAX: '100000' } });
});
afterAll(() => api.close());

async function uploadPicture(who: SignedIn, color: string): Promise<string> {
  const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: color } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('picture', new Blob([png]), 'me.png');
  const request = new Request('http://localhost/', { method: 'PUT', body: form });
  const response = await callAs(api, who, 'PUT', '/me/picture', {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  });
  return response.json().data.picture;
}

const ADDRESS = { city: 'AZ-BAKU', street: 'Nizami', building: '7', postal_code: 'AZ1000', phone: '+994501234567' };

describe('one customer’s settings', () => {
  it('can never be read or changed by another customer', async () => {
    const alice = await signedInCustomer(api, { name: 'Alice', surname: 'A', country: 'AZ' });
    const mallory = await signedInCustomer(api, { name: 'Mallory', surname: 'M', country: 'AZ' });
    const alicePicture = await uploadPicture(alice, '#f00');
    const aliceAddress = (await callAs(api, alice, 'POST', '/addresses', { payload: ADDRESS })).json().data;
    await callAs(api, alice, 'PATCH', '/me/notifications', { payload: { email: { payment_due: false } } });
    const snapshot = async () => ({
      profile: (await callAs(api, alice, 'GET', '/me/profile')).json().data,
      addresses: (await callAs(api, alice, 'GET', '/addresses')).json().data,
      notifications: (await callAs(api, alice, 'GET', '/me/notifications')).json().data,
      me: (await getMe(api, `Bearer ${alice.accessToken}`)).json().data,
    });
    const before = await snapshot();

    // Everything Mallory reads is Mallory's own.
    const profile = (await callAs(api, mallory, 'GET', '/me/profile')).json().data;
    expect(profile).toMatchObject({ code: mallory.customer.row.code, name: 'Mallory', picture: null });
    expect((await callAs(api, mallory, 'GET', '/addresses')).json().data).toEqual([]);
    expect((await callAs(api, mallory, 'GET', '/me/notifications')).json().data.email.payment_due).toBe(true);

    // Alice's address by its id: not found, for reading through a change, changing and deleting alike.
    const id = aliceAddress.id as string;
    for (const [method, payload] of [
      ['PATCH', { street: 'Taken over' }],
      ['PATCH', { is_default: true }],
      ['DELETE', undefined],
    ] as const) {
      const response = await callAs(api, mallory, method, `/addresses/${id}`, payload ? { payload } : {});
      expect(response.statusCode, method).toBe(404);
      expect(response.json().code).toBe('common.not_found');
    }

    // Mallory's own changes touch Mallory only.
    await callAs(api, mallory, 'PATCH', '/me/profile', { payload: { name: 'Changed', email: null } });
    await callAs(api, mallory, 'DELETE', '/me/picture');
    await uploadPicture(mallory, '#00f');
    await callAs(api, mallory, 'PATCH', '/me/notifications', { payload: { email: { payment_due: true } } });
    await callAs(api, mallory, 'POST', '/addresses', { payload: { ...ADDRESS, is_default: true } });
    expect(
      (await callAs(api, mallory, 'POST', '/me/deletion', { payload: { password: mallory.customer.password } }))
        .statusCode,
    ).toBe(200);

    expect(await snapshot()).toEqual(before);
    const served = await api.app.inject({ method: 'GET', url: new URL(alicePicture).pathname });
    expect(served.statusCode).toBe(200);
    const { data } = await sharp(served.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200); // still Alice's red picture
  });
});
