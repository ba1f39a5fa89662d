import { createECDH } from 'node:crypto';
import { z } from 'zod';

/**
 * Web Push (decision 0044): offered once the VAPID keys (RFC 8292) and their subject are set, in every mode; without
 * them push is simply not offered (no channel, no subscribing), as in the demo and the tests.
 */
export type PushSettings =
  | { provider: 'none' }
  | {
      provider: 'web-push';
      /** The application server's P-256 public key, base64url (65 bytes, uncompressed): browsers subscribe with it. */
      publicKey: string;
      /** Its private key, base64url (32 bytes): signs each request to a push service. */
      privateKey: string;
      /** Whom a push service writes to about our traffic: `mailto:` or an `https:` URL. */
      subject: string;
      /** The push services a subscription may name (host names; a sub-domain of one counts): nowhere else is posted. */
      services: readonly string[];
    };

/**
 * The browsers' push services (Chrome and Edge's FCM, Firefox's autopush, Safari's, Windows'): a subscription naming
 * another host is refused, so a customer cannot make the server post to an address of their choosing.
 */
export const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'web.push.apple.com',
  'notify.windows.com',
] as const;

/** Whether a subscription's endpoint is on one of the push services. */
export function isPushService(endpoint: string, services: readonly string[]): boolean {
  const host = URL.parse(endpoint)?.hostname.toLowerCase();
  return host !== undefined && services.some((service) => host === service || host.endsWith(`.${service}`));
}

const bytesOf = (value: string): Buffer | null =>
  /^[A-Za-z0-9_-]+={0,2}$/.test(value) ? Buffer.from(value, 'base64url') : null;

/** The public key of a VAPID private key, base64url; null when the value is not a P-256 private key. */
export function vapidPublicKeyOf(privateKey: string): string | null {
  const bytes = bytesOf(privateKey);
  if (bytes?.length !== 32) return null;
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(bytes);
    return ecdh.getPublicKey().toString('base64url');
  } catch {
    return null;
  }
}

const HOW = 'make the pair with `npx web-push generate-vapid-keys`';

export const pushEnvShape = {
  VAPID_PUBLIC_KEY: z
    .string()
    .trim()
    .refine((value) => {
      const bytes = bytesOf(value);
      return bytes?.length === 65 && bytes[0] === 4;
    }, `must be an uncompressed P-256 public key in base64url (65 bytes, 87 characters): ${HOW}`)
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .trim()
    .refine((value) => vapidPublicKeyOf(value) !== null, `must be a P-256 private key in base64url (32 bytes): ${HOW}`)
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(
      /^(?:mailto:[^\s@]+@[^\s@]+\.[^\s@]+|https:\/\/[^\s/]+\.[^\s]+)$/,
      'must be a mailto: address or an https: URL where push services can reach us, e.g. mailto:ops@yolla.az',
    )
    .optional(),
  PUSH_SERVICE_HOSTS: z
    .string()
    .regex(/^[a-z0-9.-]+(?:,[a-z0-9.-]+)*$/, 'must be host names separated by commas, e.g. fcm.googleapis.com')
    .optional(),
};

interface PushEnv {
  VAPID_PUBLIC_KEY?: string | undefined;
  VAPID_PRIVATE_KEY?: string | undefined;
  VAPID_SUBJECT?: string | undefined;
  PUSH_SERVICE_HOSTS?: string | undefined;
}

/** What the VAPID variables lack together: all three or none, and the public key must be the private key's. */
export function pushEnvProblems(env: PushEnv): { path: string; message: string }[] {
  const names = ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'] as const;
  const set = names.filter((name) => env[name]);
  if (set.length > 0 && set.length < names.length) {
    return names
      .filter((name) => !env[name])
      .map((path) => ({ path, message: `is required with ${set.join(' and ')} (push needs all three)` }));
  }
  const derived = env.VAPID_PRIVATE_KEY ? vapidPublicKeyOf(env.VAPID_PRIVATE_KEY) : null;
  const given = env.VAPID_PUBLIC_KEY ? bytesOf(env.VAPID_PUBLIC_KEY)?.toString('base64url') : null;
  if (derived && given && derived !== given) {
    return [{ path: 'VAPID_PUBLIC_KEY', message: `is not the public key of VAPID_PRIVATE_KEY: ${HOW}` }];
  }
  return [];
}

/** Push's settings from checked variables. */
export function pushSettings(env: PushEnv): PushSettings {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: subject } = env;
  if (!publicKey || !privateKey || !subject) return { provider: 'none' };
  return {
    provider: 'web-push',
    publicKey: Buffer.from(publicKey, 'base64url').toString('base64url'),
    privateKey: Buffer.from(privateKey, 'base64url').toString('base64url'),
    subject,
    services: env.PUSH_SERVICE_HOSTS?.split(',') ?? PUSH_SERVICE_HOSTS,
  };
}
