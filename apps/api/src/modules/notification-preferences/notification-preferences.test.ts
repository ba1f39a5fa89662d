import { NOTIFICATION_DEFAULTS } from '@yolla/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/harness.ts';
import { callAs, signedInCustomer, type SignedIn } from '../../test/signed-in.ts';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi({ env: { SETTINGS_RATE_IP_MAX: '100000' } });
});
afterAll(() => api.close());

const choicesOf = (who: SignedIn) => callAs(api, who, 'GET', '/me/notifications');
const change = (who: SignedIn, payload: object) => callAs(api, who, 'PATCH', '/me/notifications', { payload });

describe('notification choices', () => {
  it('start from the defaults: e-mail and push for every event, SMS for all but buy-for-me updates', async () => {
    const who = await signedInCustomer(api);
    const response = await choicesOf(who);
    expect(response.statusCode).toBe(200);
    const parcelEvents = {
      parcel_arrived: true,
      ready_for_pickup: true,
      payment_due: true,
      parcel_held: true,
      parcel_returned: true,
    };
    expect(response.json()).toEqual({
      data: {
        sms: { ...parcelEvents, buy_for_me_update: false },
        email: { ...parcelEvents, buy_for_me_update: true },
        push: { ...parcelEvents, buy_for_me_update: true },
      },
    });
    expect(response.json().data).toEqual(NOTIFICATION_DEFAULTS);
  });

  it('change only what is sent, and stay changed', async () => {
    const who = await signedInCustomer(api);
    const response = await change(who, { sms: { parcel_arrived: false, buy_for_me_update: true } });
    expect(response.statusCode).toBe(200);
    const expected = {
      sms: { ...NOTIFICATION_DEFAULTS.sms, parcel_arrived: false, buy_for_me_update: true },
      email: NOTIFICATION_DEFAULTS.email,
      push: NOTIFICATION_DEFAULTS.push,
    };
    expect(response.json()).toEqual({ data: expected, message: 'Your notification choices are saved.' });
    expect((await choicesOf(who)).json().data).toEqual(expected);

    await change(who, { email: { payment_due: false }, sms: { parcel_arrived: true }, push: { parcel_held: false } });
    expect((await choicesOf(who)).json().data).toEqual({
      sms: { ...expected.sms, parcel_arrived: true },
      email: { ...NOTIFICATION_DEFAULTS.email, payment_due: false },
      push: { ...NOTIFICATION_DEFAULTS.push, parcel_held: false },
    });
  });

  it('can all be turned off, and back to what they were', async () => {
    const who = await signedInCustomer(api);
    const off = {
      parcel_arrived: false,
      ready_for_pickup: false,
      payment_due: false,
      parcel_held: false,
      parcel_returned: false,
      buy_for_me_update: false,
    };
    expect((await change(who, { sms: off, email: off, push: off })).json().data).toEqual({
      sms: off,
      email: off,
      push: off,
    });
    expect((await change(who, NOTIFICATION_DEFAULTS)).json().data).toEqual(NOTIFICATION_DEFAULTS);
  });

  it('refuse unknown channels and events and values that are not true or false', async () => {
    const who = await signedInCustomer(api);
    for (const payload of [
      { fax: { parcel_arrived: true } },
      { sms: { parcel_lost: true } },
      { email: { payment_due: 'yes' } },
      { sms: true },
    ]) {
      const response = await change(who, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code).toBe('common.validation_failed');
    }
    expect((await choicesOf(who)).json().data).toEqual(NOTIFICATION_DEFAULTS);
  });
});
