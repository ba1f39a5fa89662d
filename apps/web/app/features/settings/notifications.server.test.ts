import { NOTIFICATION_DEFAULTS, NOTIFICATION_FIELDS } from '@yolla/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLiveApi, type LiveApi } from '../../../tests/unit/live-api.ts';
import { postForm, server, signedInState } from '../../../tests/unit/signed-in-state.ts';
import { changeSettings, settingsPage } from './settings.server.ts';

/** The notification form of the settings page against the real API (PGlite behind it). */
let live: LiveApi;
beforeAll(async () => {
  live = await startLiveApi();
});
afterAll(() => live.close());

describe('the notification form', () => {
  it('starts from the defaults and saves every box: ticked is on, unticked is off', async () => {
    const { state, toasts } = await signedInState(live, await live.customer(), { lang: 'ru', locale: 'ru' });
    expect((await settingsPage(state, server)).notifications).toEqual(NOTIFICATION_DEFAULTS);
    const ticked = { 'sms.buy_for_me_update': 'on', 'email.parcel_arrived': 'on', 'email.payment_due': 'on' };
    const result = await changeSettings(
      postForm('/ru/cabinet/settings', { intent: 'notifications', ...ticked }),
      state,
      server,
    );
    expect(result).toEqual({ ok: true, redirectTo: '/ru/cabinet/settings' });
    expect(toasts).toEqual([{ type: 'success', message: 'Настройки уведомлений сохранены.' }]);
    expect((await settingsPage(state, server)).notifications).toEqual({
      sms: {
        parcel_arrived: false,
        ready_for_pickup: false,
        payment_due: false,
        parcel_held: false,
        parcel_returned: false,
        buy_for_me_update: true,
      },
      email: {
        parcel_arrived: true,
        ready_for_pickup: false,
        payment_due: true,
        parcel_held: false,
        parcel_returned: false,
        buy_for_me_update: false,
      },
      // Push is not offered here (no VAPID keys): its column was not on the form, and its choices stay.
      push: NOTIFICATION_DEFAULTS.push,
    });
    expect((await settingsPage(state, server)).push).toEqual({ publicKey: null, devices: [] });
  });

  it('with the push column shown, its unticked boxes are off', async () => {
    const { state } = await signedInState(live, await live.customer());
    const form = { intent: 'notifications', push: 'shown', 'push.payment_due': 'on' };
    await changeSettings(postForm('/en/cabinet/settings', form), state, server);
    const push = (await settingsPage(state, server)).notifications?.push;
    expect(push).toEqual({
      parcel_arrived: false,
      ready_for_pickup: false,
      payment_due: true,
      parcel_held: false,
      parcel_returned: false,
      buy_for_me_update: false,
    });
  });

  it('turns everything on, and refuses a box with another value', async () => {
    const { state } = await signedInState(live, await live.customer());
    const all = Object.fromEntries(NOTIFICATION_FIELDS.map((field) => [field, 'on']));
    await changeSettings(postForm('/en/cabinet/settings', { intent: 'notifications', ...all }), state, server);
    const page = await settingsPage(state, server);
    expect(Object.values(page.notifications?.sms ?? {})).toEqual([true, true, true, true, true, true]);
    const odd = await changeSettings(
      postForm('/en/cabinet/settings', { intent: 'notifications', 'sms.payment_due': 'yes' }),
      state,
      server,
    );
    expect(odd).toMatchObject({ ok: false, status: 400, intent: 'notifications' });
  });
});
