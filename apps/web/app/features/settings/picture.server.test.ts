import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLiveApi, type LiveApi } from '../../../tests/unit/live-api.ts';
import { solidPng } from '../../../tests/unit/png.ts';
import { server, signedInState } from '../../../tests/unit/signed-in-state.ts';
import { changeSettings, settingsPage } from './settings.server.ts';

/** The picture form of the settings page against the real API: a multipart upload, re-encoded there. */
let live: LiveApi;
beforeAll(async () => {
  live = await startLiveApi({ PICTURE_MAX_BYTES: String(64 * 1024) });
});
afterAll(() => live.close());

function upload(file: File | null, lang = 'en') {
  const form = new FormData();
  form.set('intent', 'picture');
  if (file) form.set('picture', file);
  return new Request(`http://localhost:3000/${lang}/cabinet/settings`, { method: 'POST', body: form });
}

describe('the picture form', () => {
  it('uploads a PNG, which the API serves as a WebP at a new address, and removes it', async () => {
    const { state, toasts } = await signedInState(live, await live.customer());
    const png = new File([solidPng()], 'me.png', { type: 'image/png' });
    expect(await changeSettings(upload(png), state, server)).toEqual({ ok: true, redirectTo: '/en/cabinet/settings' });
    expect(toasts).toEqual([{ type: 'success', message: 'Your new picture is saved.' }]);
    const picture = (await settingsPage(state, server)).profile?.picture;
    expect(picture).toMatch(/\/api\/v1\/client\/pictures\/[A-Za-z0-9_-]{22}$/);
    const served = await fetch(`${live.baseUrl}${new URL(picture!).pathname}`);
    expect(served.headers.get('content-type')).toBe('image/webp');

    const remove = new Request('http://localhost:3000/en/cabinet/settings', {
      method: 'POST',
      body: new URLSearchParams({ intent: 'remove-picture' }),
    });
    expect(await changeSettings(remove, state, server)).toMatchObject({ ok: true });
    expect((await settingsPage(state, server)).profile?.picture).toBeNull();
  });

  it('refuses a text file named .png, one too large, and none at all, in the page language', async () => {
    const { state, toasts } = await signedInState(live, await live.customer(), { lang: 'ru', locale: 'ru' });
    const text = new File(['not a picture'], 'me.png', { type: 'image/png' });
    const wrong = await changeSettings(upload(text, 'ru'), state, server);
    expect(wrong).toMatchObject({ ok: false, status: 415, intent: 'picture', message: expect.stringMatching(/[а-я]/) });
    const large = new File([solidPng(400, 400), new Uint8Array(70 * 1024)], 'big.png', { type: 'image/png' });
    expect(await changeSettings(upload(large, 'ru'), state, server)).toMatchObject({ ok: false, status: 413 });
    expect(await changeSettings(upload(null, 'ru'), state, server)).toMatchObject({ ok: false, status: 400 });
    // The form shows its refusals itself; no toast repeats them.
    expect(toasts).toEqual([]);
    expect((await settingsPage(state, server)).profile?.picture).toBeNull();
  });
});
