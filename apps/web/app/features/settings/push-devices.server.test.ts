import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLiveApi, type LiveApi } from '../../../tests/unit/live-api.ts';
import { postForm, server, signedInState } from '../../../tests/unit/signed-in-state.ts';
import { changeSettings, settingsPage } from './settings.server.ts';

/** The push devices of the settings page against the real API, with VAPID keys set (push offered). */
let live: LiveApi;
const vapid = createECDH('prime256v1');
const publicKey = vapid.generateKeys().toString('base64url');
beforeAll(async () => {
  live = await startLiveApi({
    VAPID_PUBLIC_KEY: publicKey,
    VAPID_PRIVATE_KEY: vapid.getPrivateKey().toString('base64url'),
    VAPID_SUBJECT: 'mailto:ops@yolla.test',
    PUSH_SERVICE_HOSTS: 'push.example.net',
  });
});
afterAll(() => live.close());

/** What a browser's `PushSubscription.toJSON()` gives: a push service's endpoint and the device's keys. */
function browserSubscription() {
  const device = createECDH('prime256v1');
  return JSON.stringify({
    endpoint: `https://push.example.net/wpush/${randomUUID()}`,
    keys: { p256dh: device.generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  });
}

describe('the push devices in settings', () => {
  it('are added from the browser’s subscription, listed, and removed by a plain form after its confirm step', async () => {
    const { state, toasts } = await signedInState(live, await live.customer(), { lang: 'ru', locale: 'ru' });
    expect((await settingsPage(state, server)).push).toEqual({ publicKey, devices: [] });

    const fields = { intent: 'add-push-device', subscription: browserSubscription(), label: 'Firefox, Android' };
    expect(await changeSettings(postForm('/ru/cabinet/settings', fields), state, server)).toMatchObject({ ok: true });
    expect(toasts.at(-1)).toEqual({ type: 'success', message: 'Уведомления будут приходить на это устройство.' });
    const [device] = (await settingsPage(state, server)).push?.devices ?? [];
    expect(device).toMatchObject({ label: 'Firefox, Android' });

    const confirming = await settingsPage(
      state,
      server,
      new URL(`http://x/ru/cabinet/settings?remove-push-device=${device!.id}`),
    );
    expect(confirming.removingPushDevice).toBe(device!.id);
    const removal = { intent: 'remove-push-device', device: device!.id };
    expect(await changeSettings(postForm('/ru/cabinet/settings', removal), state, server)).toMatchObject({ ok: true });
    expect(toasts.at(-1)).toEqual({ type: 'success', message: 'Устройство больше не получает уведомления.' });
    expect((await settingsPage(state, server)).push?.devices).toEqual([]);
  });

  it('refuse a subscription that is not one', async () => {
    const { state } = await signedInState(live, await live.customer());
    const fields = { intent: 'add-push-device', subscription: '{"endpoint":"http://push.example.net/x"}' };
    expect(await changeSettings(postForm('/en/cabinet/settings', fields), state, server)).toMatchObject({
      ok: false,
      status: 400,
      intent: 'add-push-device',
    });
  });
});
