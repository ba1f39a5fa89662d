import { signInFormSchema, trackingFormSchema } from '@yolla/contract';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api.server.ts';
import { apiFailure, readForm } from './form.server.ts';

function post(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return new Request('http://localhost/en/login', { method: 'POST', body: form });
}

describe('reading a posted form with the contract schema', () => {
  it('hands over the parsed values, tidied by the schema', async () => {
    const parsed = await readForm(post({ username: ' Demo@Yolla.Test ', password: 'secret-1' }), signInFormSchema, {
      locale: 'en',
      keep: ['username'],
    });
    expect(parsed).toEqual({
      ok: true,
      data: { username: 'demo@yolla.test', password: 'secret-1' },
      kept: { username: ' Demo@Yolla.Test ' },
    });
  });

  it('answers 400 with each field message in the page language and the kept fields, never the password', async () => {
    const parsed = await readForm(post({ username: 'nobody', password: 'typed-secret' }), signInFormSchema, {
      locale: 'ru',
      keep: ['username'],
    });
    expect(parsed).toEqual({
      ok: false,
      status: 400,
      message: null,
      fields: { username: expect.stringContaining('международном формате') },
      values: { username: 'nobody' },
    });
    expect(JSON.stringify(parsed)).not.toContain('typed-secret');
  });

  it('says a missing field is required', async () => {
    const parsed = await readForm(post({}), trackingFormSchema, { locale: 'en' });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(Object.keys(parsed.fields)).toEqual(['tracking']);
  });
});

describe('an API refusal on a form', () => {
  it('keeps the API status, message and field messages', () => {
    const error = new ApiRequestError(429, 'common.rate_limited', 'Слишком много попыток', { username: ['Неверно'] });
    expect(apiFailure(error, { username: 'demo@yolla.test' })).toEqual({
      ok: false,
      status: 429,
      message: 'Слишком много попыток',
      fields: { username: 'Неверно' },
      values: { username: 'demo@yolla.test' },
    });
  });

  it('is not where other failures end up', () => {
    expect(() => apiFailure(new Error('socket hang up'), {})).toThrow('socket hang up');
  });
});
