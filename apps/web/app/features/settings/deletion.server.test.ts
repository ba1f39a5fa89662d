import type { createTestApi } from '@yolla/api/testing';
import type { PendingObligation } from '@yolla/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLiveApi, type LiveApi } from '../../../tests/unit/live-api.ts';
import { postForm, server, signedInState } from '../../../tests/unit/signed-in-state.ts';
import { changeSettings, settingsPage } from './settings.server.ts';

type ApiModule = NonNullable<NonNullable<Parameters<typeof createTestApi>[0]>['modules']>[number];

/** What the wallet module will contribute: here, customers the test says owe money. */
const owing = new Set<number>();
const wallet: ApiModule = {
  name: 'test-wallet',
  setup: () => ({
    contributes: {
      obligations: [
        {
          name: 'wallet',
          find: async (_tx, customerId): Promise<PendingObligation | null> =>
            owing.has(customerId) ? 'deletion.pending_money' : null,
        },
      ],
    },
  }),
};

/** The account-deletion form of the settings page against the real API. */
let live: LiveApi;
beforeAll(async () => {
  live = await startLiveApi({}, { modules: [wallet] });
});
afterAll(() => live.close());

const post = (fields: Record<string, string>, lang = 'en') =>
  postForm(`/${lang}/cabinet/settings`, { intent: 'delete-account', ...fields });

describe('deleting the account', () => {
  it('asks for the confirmation and refuses a wrong password, in the page language', async () => {
    const customer = await live.customer();
    const { state } = await signedInState(live, customer, { lang: 'ru', locale: 'ru' });
    const unconfirmed = await changeSettings(post({ password: customer.password }, 'ru'), state, server);
    expect(unconfirmed).toMatchObject({
      ok: false,
      status: 400,
      intent: 'delete-account',
      fields: { confirm: 'Отметьте галочку, чтобы подтвердить удаление учётной записи.' },
      values: {},
    });
    const wrong = await changeSettings(post({ password: 'not-mine', confirm: 'on' }, 'ru'), state, server);
    expect(wrong).toMatchObject({ ok: false, intent: 'delete-account', message: expect.stringMatching(/[а-я]/) });
    expect((await settingsPage(state, server)).profile).not.toBeNull();
  });

  it('is refused with a clear message while money is pending', async () => {
    const customer = await live.customer();
    owing.add(customer.row.id);
    const { state, cookies } = await signedInState(live, customer);
    const refused = await changeSettings(post({ password: customer.password, confirm: 'on' }), state, server);
    expect(refused).toMatchObject({ ok: false, status: 409, intent: 'delete-account' });
    expect(refused.ok ? '' : refused.message).toMatch(/balance|money|pay/i);
    expect(cookies()).toEqual([]);
    expect((await settingsPage(state, server)).profile).not.toBeNull();
  });

  it('erases the account: this browser is signed out, the goodbye is a toast, the password no longer signs in', async () => {
    const customer = await live.customer();
    const { state, toasts, cookies } = await signedInState(live, customer);
    const done = await changeSettings(post({ password: customer.password, confirm: 'on' }), state, server);
    expect(done).toEqual({ ok: true, redirectTo: '/en' });
    expect(toasts).toEqual([{ type: 'success', message: 'Your account is deleted. We’re sorry to see you go.' }]);
    expect(cookies()).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^yolla_auth_token=;/),
        expect.stringMatching(/^yolla_refresh_token=;/),
      ]),
    );
    expect((await settingsPage(state, server)).profile).toBeNull();
    await expect(signedInState(live, customer)).rejects.toMatchObject({ status: 400 });
  });
});
