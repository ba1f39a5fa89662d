import type { Transporter } from 'nodemailer';
import type { EmailSettings } from '../../config-messages.ts';
import { withoutRecipient, type MessageTransport, type TransportResult } from '../../lib/message-transport.ts';

type SmtpSettings = Extract<EmailSettings, { provider: 'smtp' }>;

/** What nodemailer's errors carry: the SMTP reply and its code when the server answered, else a network code. */
interface SmtpError {
  code?: string;
  responseCode?: number;
  response?: string;
  message?: string;
}

/**
 * The outcome of a refused try. A reply in 5xx refuses this message for good (`550 5.1.1` no such mailbox); a 4xx
 * asks to try later (greylisting, a full mailbox, a busy server). No reply (the relay unreachable, a timeout) and a
 * refused login are the relay's or our configuration's fault, not the message's: tried again, failed after the last
 * try like any other.
 */
export function smtpOutcome(error: unknown, recipient: string): Exclude<TransportResult, { outcome: 'sent' }> {
  const { code, responseCode, response, message } = (error ?? {}) as SmtpError;
  const reason = withoutRecipient(response ?? ([code, message].filter(Boolean).join(': ') || 'no answer'), recipient);
  const permanent = typeof responseCode === 'number' && responseCode >= 500 && code !== 'EAUTH';
  return { outcome: permanent ? 'permanent' : 'temporary', reason };
}

/**
 * E-mail over SMTP (`nodemailer`, `SMTP_URL`): one connection per message, signed with DKIM when a key is set. Each
 * message has its plain-text and HTML bodies, and a notice its `List-Unsubscribe` (RFC 2369) to the settings page.
 */
export function createSmtpTransport(settings: SmtpSettings): MessageTransport {
  // nodemailer is loaded with the first message, so a process that sends none (the outbox, most tests) never pays it.
  let transporter: Promise<Transporter> | null = null;
  const open = () =>
    (transporter ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url: settings.url,
        connectionTimeout: 15_000,
        greetingTimeout: 15_000,
        socketTimeout: 30_000,
        ...(settings.dkim ? { dkim: settings.dkim } : {}),
      }),
    ));
  return {
    channel: 'email',
    name: 'smtp',
    async send(message) {
      try {
        const mailer = await open();
        await mailer.sendMail({
          from: settings.from,
          to: message.recipient,
          subject: message.subject ?? '',
          text: message.body,
          ...(message.html ? { html: message.html } : {}),
          ...(message.unsubscribeUrl ? { headers: { 'List-Unsubscribe': `<${message.unsubscribeUrl}>` } } : {}),
        });
        return { outcome: 'sent' };
      } catch (error) {
        return smtpOutcome(error, message.recipient);
      }
    },
    async close() {
      if (transporter) (await transporter).close();
    },
  };
}
