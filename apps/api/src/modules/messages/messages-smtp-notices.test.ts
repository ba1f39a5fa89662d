import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeMessage } from '../../lib/messages.ts';
import { eventually, startSmtpServer, type TestSmtpServer } from '../../test/smtp-server.ts';
import { createSmtpTransport, smtpOutcome } from './messages.smtp.ts';

let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());

const privateKey = String(
  generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }),
);

/** A parcel notice by e-mail, composed as the messenger does, for the transport. */
function parcelNotice(to: string, tracking: string) {
  const composed = composeMessage(
    { channel: 'email', to, template: 'parcel.arrived', params: { tracking }, language: 'ka' },
    'Yolla',
    'https://yolla.ge',
  );
  return { ...composed, recipient: composed.to };
}

describe('an e-mail notice over SMTP', () => {
  it('arrives signed with DKIM for the sender’s domain, with List-Unsubscribe to the notification settings', async () => {
    const transport = createSmtpTransport({
      provider: 'smtp',
      url: smtp.url,
      from: 'Yolla <no-reply@yolla.test>',
      dkim: { domainName: 'yolla.test', keySelector: 'mail2026', privateKey },
    });
    const to = 'nino@yolla.test';
    expect(await transport.send(parcelNotice(to, 'YL123<b>GE</b>'))).toEqual({ outcome: 'sent' });
    await transport.close();
    await eventually(() => smtp.received.some((mail) => mail.envelopeTo.includes(to)));
    const mail = smtp.received.find((item) => item.envelopeTo.includes(to));
    expect(mail?.raw).toMatch(/^DKIM-Signature: v=1; a=rsa-sha256; c=relaxed\/relaxed; d=yolla\.test;/m);
    expect(mail?.raw).toMatch(/s=mail2026;/);
    expect(mail?.raw).toMatch(/^List-Unsubscribe: <https:\/\/yolla\.ge\/ka\/cabinet\/settings#notifications>$/m);
    // Georgian, both bodies from the one text; the value is text in the HTML, never markup.
    expect(mail?.parsed.subject).toBe('თქვენი ამანათი YL123<b>GE</b> ჩამოვიდა Yolla-ის საწყობში');
    expect(mail?.parsed.text).toContain('YL123<b>GE</b>');
    expect(mail?.parsed.text).toContain('https://yolla.ge/ka/cabinet/settings#notifications');
    expect(mail?.parsed.html).toContain('YL123&lt;b&gt;GE&lt;/b&gt;');
    expect(mail?.parsed.html).not.toContain('<b>GE</b>');
    expect(mail?.parsed.html).toContain('<a href="https://yolla.ge/ka/cabinet/settings#notifications">');
  });

  it('is not signed without a DKIM key', async () => {
    const transport = createSmtpTransport({ provider: 'smtp', url: smtp.url, from: 'no-reply@yolla.test', dkim: null });
    const to = 'giorgi@yolla.test';
    expect(await transport.send(parcelNotice(to, 'YL555GE'))).toEqual({ outcome: 'sent' });
    await transport.close();
    await eventually(() => smtp.received.some((mail) => mail.envelopeTo.includes(to)));
    expect(smtp.received.find((item) => item.envelopeTo.includes(to))?.raw).not.toMatch(/^DKIM-Signature:/m);
  });

  it('tells a relay that cannot be reached, or refuses the login, from a refused message', async () => {
    const transport = createSmtpTransport({
      provider: 'smtp',
      url: smtp.url.replace('secret', 'wrong'),
      from: 'no-reply@yolla.test',
      dkim: null,
    });
    const refused = await transport.send(parcelNotice('a@yolla.test', 'YL1'));
    await transport.close();
    // A wrong password is our configuration's fault, not the message's: tried again, never failed at once.
    expect(refused.outcome).toBe('temporary');
    expect(smtpOutcome(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ESOCKET' }), 'a@b.c')).toEqual({
      outcome: 'temporary',
      reason: 'ESOCKET: connect ECONNREFUSED',
    });
    expect(smtpOutcome({ responseCode: 554, response: '554 5.7.1 <a@b.c> relay denied' }, 'a@b.c')).toEqual({
      outcome: 'permanent',
      reason: '554 5.7.1 <<recipient>> relay denied',
    });
  });
});
