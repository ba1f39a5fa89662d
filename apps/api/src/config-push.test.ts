import { createECDH } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

/** A VAPID pair as `npx web-push generate-vapid-keys` makes it: P-256, base64url. */
function vapidPair() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    VAPID_PUBLIC_KEY: ecdh.getPublicKey().toString('base64url'),
    VAPID_PRIVATE_KEY: ecdh.getPrivateKey().toString('base64url'),
  };
}

describe('push configuration', () => {
  it('is not offered without VAPID keys, in the demo as in a deployment', () => {
    expect(loadConfig({}).messages.push).toEqual({ provider: 'none' });
  });

  it('offers Web Push in every mode once the pair and the subject are set', () => {
    const pair = vapidPair();
    const config = loadConfig({ ...pair, VAPID_SUBJECT: 'mailto:ops@yolla.az' });
    expect(config.messages.push).toEqual({
      provider: 'web-push',
      publicKey: pair.VAPID_PUBLIC_KEY,
      privateKey: pair.VAPID_PRIVATE_KEY,
      subject: 'mailto:ops@yolla.az',
    });
  });

  it('refuses to start on a wrong or partial VAPID configuration, naming the variable', () => {
    const pair = vapidPair();
    const other = vapidPair();
    const subject = { VAPID_SUBJECT: 'https://yolla.az/contact' };
    const problems: [Record<string, string>, RegExp][] = [
      [{ ...pair }, /VAPID_SUBJECT: is required with VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY/],
      [{ VAPID_PUBLIC_KEY: pair.VAPID_PUBLIC_KEY, ...subject }, /VAPID_PRIVATE_KEY: is required/],
      [{ ...pair, VAPID_PRIVATE_KEY: 'c2hvcnQ', ...subject }, /VAPID_PRIVATE_KEY: must be a P-256 private key/],
      [
        { ...pair, VAPID_PUBLIC_KEY: pair.VAPID_PRIVATE_KEY, ...subject },
        /VAPID_PUBLIC_KEY: must be an uncompressed P-256 public key/,
      ],
      [
        { ...pair, VAPID_PUBLIC_KEY: other.VAPID_PUBLIC_KEY, ...subject },
        /VAPID_PUBLIC_KEY: is not the public key of VAPID_PRIVATE_KEY/,
      ],
      [{ ...pair, VAPID_SUBJECT: 'ops@yolla.az' }, /VAPID_SUBJECT: must be a mailto: address or an https: URL/],
      [{ ...pair, VAPID_SUBJECT: 'http://yolla.az' }, /VAPID_SUBJECT: must be/],
    ];
    for (const [env, problem] of problems) expect(() => loadConfig(env), JSON.stringify(env)).toThrow(problem);
  });
});
