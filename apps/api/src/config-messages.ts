import { createPrivateKey } from 'node:crypto';
import { z } from 'zod';

/**
 * How each message channel is delivered (decision 0041): the development outbox, or a real transport through the
 * message queue. E-mail goes over SMTP once `SMTP_URL` is set, in every mode; SMS keeps the outbox until SMPP is built.
 */
export interface MessageSettings {
  email: EmailSettings;
  sms: { provider: 'outbox' };
}

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
};

interface MessageEnv {
  SMTP_URL?: string | undefined;
  MAIL_FROM?: string | undefined;
  DKIM_SELECTOR?: string | undefined;
  DKIM_PRIVATE_KEY?: string | undefined;
}

type Issue = { path: string; message: string };

/** What the message variables lack together: a sender for SMTP, both halves of DKIM. */
export function messageEnvProblems(env: MessageEnv): Issue[] {
  const issues: Issue[] = [];
  if (env.SMTP_URL && !env.MAIL_FROM) issues.push({ path: 'MAIL_FROM', message: 'is required with SMTP_URL' });
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
  return (Object.keys(settings) as MessageChannelName[]).filter((channel) => settings[channel].provider === 'outbox');
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
    sms: { provider: 'outbox' },
  };
}
