import { describe, expect, it } from 'vitest';
import { formatOutbox } from './outbox.ts';

describe('npm run outbox', () => {
  it('prints each message with its time, channel, recipient, text key, language, subject and text', () => {
    const printed = formatOutbox([
      {
        id: '2',
        channel: 'email',
        to: 'demo@yolla.test',
        subject: 'Your Yolla password reset code',
        body: 'Yolla: 123456 is your code to reset the password.',
        template: 'code.recovery',
        language: 'en',
        created_at: '2026-05-01T10:00:00.000Z',
      },
      {
        id: '1',
        channel: 'sms',
        to: '+998901234567',
        subject: null,
        body: 'Yolla: roʻyxatdan oʻtish kodingiz 654321.',
        template: 'code.registration',
        language: 'uz',
        created_at: '2026-05-01T09:59:00.000Z',
      },
    ]);
    expect(printed).toBe(
      '2026-05-01T10:00:00.000Z  EMAIL to demo@yolla.test  (code.recovery, en)\n' +
        '  Subject: Your Yolla password reset code\n' +
        '  Yolla: 123456 is your code to reset the password.\n\n' +
        '2026-05-01T09:59:00.000Z  SMS to +998901234567  (code.registration, uz)\n' +
        '  Yolla: roʻyxatdan oʻtish kodingiz 654321.',
    );
    expect(formatOutbox([])).toMatch(/empty/);
  });
});
