import { randomInt } from 'node:crypto';
import { lastCode } from '@yolla/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLiveApi, type LiveApi } from '../../../tests/unit/live-api.ts';
import { postForm, server, signedInState } from '../../../tests/unit/signed-in-state.ts';
import { confirmPhone, phoneCodePage } from './phone.server.ts';
import { changeSettings, settingsPage } from './settings.server.ts';

/** The phone change of the settings page against the real API: a code to the new number, then the code page. */
let live: LiveApi;
beforeAll(async () => {
  live = await startLiveApi();
});
afterAll(() => live.close());

const azPhone = () => `+99450${String(randomInt(10_000_000)).padStart(7, '0')}`;

/** The value of a cookie the action set, as the next request's parsed cookies hold it. */
function cookieValue(setCookies: string[], name: string): string | undefined {
  const line = setCookies.find((cookie) => cookie.startsWith(`${name}=`));
  return line ? decodeURIComponent(line.slice(name.length + 1).split(';')[0] ?? '') : undefined;
}

describe('the phone change', () => {
  it('refuses a number of another country on its field, in the page language', async () => {
    const { state, cookies } = await signedInState(live, await live.customer(), { lang: 'ru', locale: 'ru' });
    const result = await changeSettings(
      postForm('/ru/cabinet/settings', { intent: 'phone-code', phone: '+998901234567' }),
      state,
      server,
    );
    expect(result).toMatchObject({ ok: false, status: 400, intent: 'phone-code', values: { phone: '+998901234567' } });
    expect(result.ok ? {} : result.fields).toEqual({ phone: expect.stringContaining('+994') });
    expect(cookies().filter((line) => line.startsWith('yolla_otp='))).toEqual([]);
  });

  it('sends a code to the new number, takes a wrong code and then the right one, and changes the number', async () => {
    const customer = await live.customer();
    const phone = azPhone();
    const first = await signedInState(live, customer);
    const asked = await changeSettings(
      postForm('/en/cabinet/settings', { intent: 'phone-code', phone }),
      first.state,
      server,
    );
    expect(asked).toEqual({ ok: true, redirectTo: '/en/cabinet/settings/phone' });
    expect(first.toasts).toEqual([{ type: 'success', message: expect.stringContaining('We sent a code to') }]);

    // The next request carries the code cookie.
    const { state, toasts, cookies } = await signedInState(live, customer);
    state.cookies = { yolla_otp: cookieValue(first.cookies(), 'yolla_otp') };
    expect(await phoneCodePage(state, server)).toEqual({
      destination: expect.stringContaining('•'),
      resendIn: expect.any(Number),
      undelivered: false,
    });

    const code = await lastCode(live.api, phone);
    const wrong = await confirmPhone(
      postForm('/en/cabinet/settings/phone', { intent: 'code', code: code === '000000' ? '111111' : '000000' }),
      state,
      server,
    );
    expect(wrong).toMatchObject({ ok: false, status: 400, message: expect.stringMatching(/code/i) });

    const tooSoon = await confirmPhone(postForm('/en/cabinet/settings/phone', { intent: 'resend' }), state, server);
    expect(tooSoon).toMatchObject({ ok: false, status: 429 });

    const done = await confirmPhone(postForm('/en/cabinet/settings/phone', { intent: 'code', code }), state, server);
    expect(done).toEqual({ ok: true, redirectTo: '/en/cabinet/settings' });
    expect(toasts).toContainEqual({ type: 'success', message: 'Your phone number is changed.' });
    expect(cookies()).toContainEqual(expect.stringMatching(/^yolla_otp=;/));
    expect((await settingsPage(state, server)).profile?.phone).toBe(phone);
  });

  it('without a change in progress, the code page sends the customer back to the settings', async () => {
    const { state } = await signedInState(live, await live.customer());
    expect(await phoneCodePage(state, server)).toBeNull();
    expect(
      await confirmPhone(postForm('/en/cabinet/settings/phone', { intent: 'code', code: '123456' }), state, server),
    ).toEqual({
      ok: true,
      redirectTo: '/en/cabinet/settings',
    });
  });
});
