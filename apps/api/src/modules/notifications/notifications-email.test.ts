import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/harness.ts';
import { eventually, startSmtpServer, type TestSmtpServer } from '../../test/smtp-server.ts';
import { customerIn, receivedParcel } from './notifications-test-kit.ts';

let api: TestApi;
let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startSmtpServer();
  api = await createTestApi({
    env: {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Yolla <no-reply@yolla.test>',
      NOTIFICATIONS_WORKER: 'true',
      NOTIFICATIONS_POLL_MS: '50',
      PARCELS_RATE_IP_MAX: '100000',
    },
  });
});
afterAll(async () => {
  await api.close();
  await smtp.close();
});

describe('a parcel’s notice by e-mail over SMTP', () => {
  it('reaches the customer’s mailbox in their language, with the way to the notification settings', async () => {
    const who = await customerIn(api, 'uz');
    const { number } = await receivedParcel(api, who);
    const mails = () => smtp.received.filter((mail) => mail.envelopeTo.includes(who.customer.email));
    await eventually(() => mails().length === 2);
    const arrived = mails().find((mail) => mail.parsed.subject?.includes('omboriga'));
    expect(arrived?.parsed.subject).toContain(number);
    const settings = `http://localhost:${api.config.port}/uz/cabinet/settings#notifications`;
    expect(arrived?.parsed.text).toContain(settings);
    expect(arrived?.raw).toContain(`List-Unsubscribe: <${settings}>`);
    expect(arrived?.parsed.html).toContain('Bu xatni bildirishnoma sozlamalaringizga koʻra olyapsiz.');
  });
});
