import { createPrivateKey } from 'node:crypto';
import { z } from 'zod';
import { pushEnvProblems, pushEnvShape, pushSettings, type PushSettings } from './config-push.ts';

/**
 * How each message channel is delivered (decision 0041): the development outbox, or a real transport through the
 * message queue. E-mail goes over SMTP once `SMTP_URL` is set, SMS over SMPP once `SMPP_URL` is, push (Web Push)
 * once the VAPID keys are (decision 0044), in every mode. Push has no outbox: without its keys it is not offered.
 */
export interface MessageSettings {
  email: EmailSettings;
  sms: SmsSettings;
  push: PushSettings;
}

export type { PushSettings };

export type SmsSettings =
  | { provider: 'outbox' }
  | {
      provider: 'smpp';
      /** The aggregator's SMSC: `smpp://` (or `ssmpp://` over TLS), host and port. */
      host: string;
      port: number;
      tls: boolean;
      /** The bind's credentials (SMPP 3.4: a system_id of up to 15 characters, a password of up to 8). */
      systemId: string;
      password: string;
      /** The sender: an alphanumeric name of up to 11 characters, or a number. */
      sender: string;
      /** Submissions awaiting their answer at once (the aggregator's window). */
      window: number;
    };

export type EmailSettings =
  | { provider: 'outbox' }
  | {
      provider: 'smtp';
      /** `smtp://` or `smtps://`, user and password in it. */
      url: string;
      /** The sender: an address, or `Name <address>`. */
      from: string;
      /** Signing with DKIM (RFC 6376) for the sender's domain, when a key and selector are set. */
      dkim: { domainName: string; keySelector: string; privateKey: string } | null;
    };

export type MessageChannelName = keyof MessageSettings;

/** `Name <address>` or a bare address; the domain is the part after `@`. */
const SENDER = /^(?:[^<>@]*<)?[^\s<>@]+@([a-z0-9-]+(?:\.[a-z0-9-]+)+)>?$/i;

/** The environment variables of the message channels (checked with the rest of the configuration). */
export const messageEnvShape = {
  ...pushEnvShape,
  SMTP_URL: z
    .string()
    .refine((value) => {
      try {
        const url = new URL(value);
        return /^smtps?:$/.test(url.protocol) && Boolean(url.hostname) && url.pathname.replace(/\/+$/, '') === '';
      } catch {
        return false;
      }
    }, 'must be an smtp:// or smtps:// URL with a host (user and password in it), e.g. smtps://user:pass@mail.yolla.az')
    .optional(),
  MAIL_FROM: z
    .string()
    .regex(SENDER, 'must be an e-mail address or "Name <address>", e.g. Yolla <no-reply@yolla.az>')
    .optional(),
  DKIM_SELECTOR: z
    .string()
    .regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i, 'must be a DNS label, e.g. mail2026')
    .optional(),
  DKIM_PRIVATE_KEY: z
    .string()
    .transform((value) => value.replace(/\\n/g, '\n').trim())
    .refine((value) => {
      try {
        const type = createPrivateKey(value).asymmetricKeyType;
        return type === 'rsa' || type === 'ed25519';
      } catch {
        return false;
      }
    }, 'must be an RSA or Ed25519 private key in PEM (newlines may be written as \\n)')
    .optional(),
  SMPP_URL: z
    .string()
    .refine(
      (value) => smppUrl(value) !== null,
      'must be smpp://system_id:password@host:port (ssmpp:// over TLS; a system_id of up to 15 characters, ' +
        'a password of up to 8), e.g. smpp://yolla:s3cret@smsc.example.az:2775',
    )
    .optional(),
  SMS_SENDER: z
    .string()
    .regex(
      /^(?:[A-Za-z0-9 ._-]{1,11}|\+?[0-9]{3,15})$/,
      'must be an alphanumeric sender of up to 11 characters (e.g. Yolla) or a number (e.g. +994501234567)',
    )
    .optional(),
  SMPP_WINDOW: z.coerce
    .number()
    .int('must be a whole number of submissions from 1 to 100, e.g. 10')
    .min(1, 'must be a whole number of submissions from 1 to 100, e.g. 10')
    .max(100, 'must be a whole number of submissions from 1 to 100, e.g. 10')
    .optional(),
};

/** The parts of an SMPP URL, or null when it is not one we can bind with. */
function smppUrl(
  value: string,
): Omit<Extract<SmsSettings, { provider: 'smpp' }>, 'provider' | 'sender' | 'window'> | null {
  try {
    const url = new URL(value);
    const tls = url.protocol === 'ssmpp:';
    const systemId = decodeURIComponent(url.username);
    const password = decodeURIComponent(url.password);
    if (!tls && url.protocol !== 'smpp:') return null;
    if (!url.hostname || !systemId || systemId.length > 15 || password.length > 8) return null;
    if (url.pathname.replace(/\/+$/, '') !== '') return null;
    return { host: url.hostname, port: Number(url.port || (tls ? 3550 : 2775)), tls, systemId, password };
  } catch {
    return null;
  }
}

interface MessageEnv {
  VAPID_PUBLIC_KEY?: string | undefined;
  VAPID_PRIVATE_KEY?: string | undefined;
  VAPID_SUBJECT?: string | undefined;
  SMPP_URL?: string | undefined;
  SMS_SENDER?: string | undefined;
  SMPP_WINDOW?: number | undefined;
  SMTP_URL?: string | undefined;
  MAIL_FROM?: string | undefined;
  DKIM_SELECTOR?: string | undefined;
  DKIM_PRIVATE_KEY?: string | undefined;
}

type Issue = { path: string; message: string };

/** What the message variables lack together: a sender for SMTP and for SMPP, both halves of DKIM, VAPID's three. */
export function messageEnvProblems(env: MessageEnv): Issue[] {
  const issues: Issue[] = [...pushEnvProblems(env)];
  if (env.SMTP_URL && !env.MAIL_FROM) issues.push({ path: 'MAIL_FROM', message: 'is required with SMTP_URL' });
  if (env.SMPP_URL && !env.SMS_SENDER) issues.push({ path: 'SMS_SENDER', message: 'is required with SMPP_URL' });
  if (Boolean(env.DKIM_SELECTOR) !== Boolean(env.DKIM_PRIVATE_KEY)) {
    const missing = env.DKIM_SELECTOR ? 'DKIM_PRIVATE_KEY' : 'DKIM_SELECTOR';
    issues.push({ path: missing, message: 'DKIM_PRIVATE_KEY and DKIM_SELECTOR go together (or neither)' });
  }
  if (env.DKIM_SELECTOR && !env.SMTP_URL) {
    issues.push({ path: 'DKIM_SELECTOR', message: 'signs e-mail sent over SMTP: set SMTP_URL too' });
  }
  return issues;
}

/** The channels a deployment would deliver to the development outbox (refused there unless allowed). */
export function outboxChannels(settings: MessageSettings): MessageChannelName[] {
  return (['email', 'sms'] as const).filter((channel) => settings[channel].provider === 'outbox');
}

/** The settings of each channel from checked variables. */
export function messageSettings(env: MessageEnv): MessageSettings {
  const from = env.MAIL_FROM;
  const domain = from ? SENDER.exec(from)?.[1]?.toLowerCase() : undefined;
  return {
    email:
      env.SMTP_URL && from
        ? {
            provider: 'smtp',
            url: env.SMTP_URL,
            from,
            dkim:
              env.DKIM_SELECTOR && env.DKIM_PRIVATE_KEY && domain
                ? { domainName: domain, keySelector: env.DKIM_SELECTOR, privateKey: env.DKIM_PRIVATE_KEY }
                : null,
          }
        : { provider: 'outbox' },
    sms: smsSettings(env),
    push: pushSettings(env),
  };
}

function smsSettings(env: MessageEnv): SmsSettings {
  const url = env.SMPP_URL ? smppUrl(env.SMPP_URL) : null;
  if (!url || !env.SMS_SENDER) return { provider: 'outbox' };
  return { provider: 'smpp', ...url, sender: env.SMS_SENDER, window: env.SMPP_WINDOW ?? 10 };
}
