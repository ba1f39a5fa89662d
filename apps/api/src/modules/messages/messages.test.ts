import { LOCALES } from '@yolla/i18n';
import { translator } from '@yolla/i18n/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config.ts';
import { composeMessage } from '../../lib/messages.ts';
import { createTestApi, type TestApi } from '../../test/harness.ts';
import { routeTableOf } from '../../test/route-table.ts';
import { lastCode, post, randomAddress, registrationBody } from '../../test/codes.ts';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi({ env: { CODES_RATE_IP_MAX: '100000' } });
});
afterAll(() => api.close());

describe('the development outbox', () => {
  it('holds every message the API sent, newest first, readable at GET /dev/outbox', async () => {
    const body = registrationBody('UZ');
    await post(api, '/registration', body, { language: 'uz', remoteAddress: randomAddress() });
    const response = await api.app.inject(`/api/v1/client/dev/outbox?to=${encodeURIComponent(body.phone)}`);
    expect(response.statusCode).toBe(200);
    const [message] = response.json().data;
    expect(message).toMatchObject({ channel: 'sms', to: body.phone, template: 'code.registration', language: 'uz' });
    expect(message.body).toContain(await lastCode(api, body.phone));
    expect(message.body).toMatch(/^Yolla: roʻyxatdan oʻtish kodingiz \d{6}\./);
    const all = await api.app.inject('/api/v1/client/dev/outbox?limit=1');
    expect(all.json().data).toHaveLength(1);
  });

  it('is not served once no channel uses it', async () => {
    const { messagesModule } = await import('./messages.module.ts');
    const email = { provider: 'smtp', url: 'smtp://127.0.0.1:4199', from: 'no-reply@yolla.test', dkim: null };
    const config = {
      ...api.config,
      messages: { email, sms: { provider: 'smpp' }, push: { provider: 'none' } },
    } as unknown as Config;
    const table = await routeTableOf(config, api.database, [messagesModule]);
    expect(table.entries).toEqual([]);
  });
});

describe('message texts', () => {
  it('come from i18n in the message’s language, with the brand, and e-mails get a subject', () => {
    const sms = composeMessage(
      {
        channel: 'sms',
        to: '+994501234567',
        template: 'code.phone_change',
        params: { code: '123456' },
        language: 'az',
      },
      'Yolla',
    );
    expect(sms).toMatchObject({ subject: null, customerId: null });
    expect(sms.body).toBe('Yolla: bu nömrəni hesabınıza bağlamaq üçün kodunuz 123456. Kod 10 dəqiqə etibarlıdır.');
    const mail = composeMessage(
      { channel: 'email', to: 'a@yolla.test', template: 'code.recovery', params: { code: '654321' }, language: 'ru' },
      'Yolla',
    );
    expect(mail.subject).toBe('Код для сброса пароля Yolla');
    expect(mail.body).toContain('654321');
  });

  it('end an e-mail about a parcel with the way to the notification settings, in each language; codes and account notices never', () => {
    for (const language of LOCALES) {
      const mail = composeMessage(
        { channel: 'email', to: 'a@yolla.test', template: 'parcel.held', params: { tracking: 'YL1' }, language },
        'Yolla',
        'https://yolla.az',
      );
      const url = `https://yolla.az/${language}/cabinet/settings#notifications`;
      expect(mail.unsubscribeUrl).toBe(url);
      expect(mail.body).toContain(`\n\n--\n${translator(language)('notify.email.settings_footer')}\n${url}`);
      expect(mail.html).toContain(`<a href="${url}">`);
    }
    for (const template of ['code.recovery', 'notice.password_changed'] as const) {
      const mail = composeMessage(
        { channel: 'email', to: 'a@yolla.test', template, params: { code: '1' }, language: 'en' },
        'Yolla',
        'https://yolla.az',
      );
      expect(mail).toMatchObject({ unsubscribeUrl: null });
      expect(mail.html).not.toContain('settings');
    }
    const sms = composeMessage(
      { channel: 'sms', to: '+994501234567', template: 'parcel.held', params: { tracking: 'YL1' }, language: 'az' },
      'Yolla',
      'https://yolla.az',
    );
    expect(sms).toMatchObject({ html: null, unsubscribeUrl: null });
    expect(sms.body).not.toContain('https://');
  });
});
