import { codeFormSchema, idSchema } from '@yolla/contract';
import { describe, expect, it } from 'vitest';
import { guestState } from '../../tests/unit/guest-state.ts';
import { posted } from '../../tests/unit/forms.ts';
import { ApiRequestError } from './api.server.ts';
import { loadWebConfig } from './env.server.ts';
import { intent, intentAction } from './intents.server.ts';
import { pageMatcher } from './redirects.server.ts';

/** A page with three forms, as the settings, addresses and parcel pages declare theirs. */
const server = { config: loadWebConfig({ NODE_ENV: 'test' }), pages: pageMatcher(['/:lang']) };
const ran: string[] = [];
const action = intentAction(
  {
    code: intent({
      schema: codeFormSchema,
      run: async ({ data }) => {
        ran.push(`code ${data.code}`);
        if (data.code === '000000') throw new ApiRequestError(400, 'codes.invalid', 'The code is incorrect.');
      },
    }),
    remove: intent({
      posted: { id: idSchema },
      run: async ({ data }) => {
        ran.push(`remove ${data.id}`);
        return { redirectTo: '/en/elsewhere' };
      },
    }),
    leave: intent({
      run: async ({ url }) => {
        ran.push('leave');
        return { redirectTo: `https://provider.example/?from=${url?.pathname ?? ''}`, document: true };
      },
    }),
  },
  { back: (state) => `/${state.lang}/page`, fallback: 'code' },
);

const post = (fields: Record<string, string>) =>
  action(
    posted('http://localhost/ru/page', fields),
    guestState('http://127.0.0.1:9', { lang: 'ru', locale: 'ru' }),
    server,
  );

describe('a page’s action made of intents', () => {
  it('runs the intent the form names, with its checked data, and comes back to the page', async () => {
    ran.length = 0;
    expect(await post({ intent: 'code', code: ' 123 456 ' })).toEqual({ ok: true, redirectTo: '/ru/page' });
    expect(await post({ intent: 'remove', id: '42' })).toEqual({ ok: true, redirectTo: '/en/elsewhere' });
    expect(await post({ intent: 'leave' })).toEqual({
      ok: true,
      redirectTo: 'https://provider.example/?from=/ru/page',
      document: true,
    });
    expect(ran).toEqual(['code 123456', 'remove 42', 'leave']);
  });

  it('gives an intent the page’s own address when a client navigation posts to `{page}.data`', async () => {
    const fromScript = await action(
      posted('http://localhost/ru/page.data?x=1', { intent: 'leave' }),
      guestState('http://127.0.0.1:9', { lang: 'ru', locale: 'ru' }),
      server,
    );
    expect(fromScript).toMatchObject({ redirectTo: 'https://provider.example/?from=/ru/page' });
  });

  it('takes a post without an intent as the page’s main form', async () => {
    ran.length = 0;
    expect(await post({ code: '654321' })).toMatchObject({ ok: true });
    expect(ran).toEqual(['code 654321']);
  });

  it('refuses an unknown intent as malformed, in the page language, before any intent runs', async () => {
    ran.length = 0;
    expect(await post({ intent: 'steal', id: '1' })).toEqual({
      ok: false,
      status: 400,
      message: 'Не удалось обработать запрос.',
      fields: {},
      values: {},
      intent: null,
    });
    expect(await post({ intent: 'toString' })).toMatchObject({ status: 400, intent: null });
    expect(ran).toEqual([]);
  });

  it('puts a typed form’s refusal on its fields, and a posted id that fails on no field at all', async () => {
    ran.length = 0;
    expect(await post({ intent: 'code', code: '12' })).toMatchObject({
      ok: false,
      status: 400,
      intent: 'code',
      message: null,
      fields: { code: expect.any(String) },
    });
    expect(await post({ intent: 'remove', id: '0' })).toEqual({
      ok: false,
      status: 400,
      message: 'Не удалось обработать запрос.',
      fields: {},
      values: {},
      intent: 'remove',
    });
    expect(ran).toEqual([]);
  });

  it('answers an API refusal as the form’s, marked with its intent', async () => {
    expect(await post({ intent: 'code', code: '000000' })).toEqual({
      ok: false,
      status: 400,
      message: 'The code is incorrect.',
      fields: {},
      values: {},
      intent: 'code',
    });
  });
});
