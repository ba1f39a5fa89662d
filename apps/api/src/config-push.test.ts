import { createECDH } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isPushService, PUSH_SERVICE_HOSTS } from './config-push.ts';
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
      services: PUSH_SERVICE_HOSTS,
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

  it('posts only to the browsers’ push services, or to the hosts PUSH_SERVICE_HOSTS names', () => {
    const services = PUSH_SERVICE_HOSTS;
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/dX1',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAA',
      'https://web.push.apple.com/QGuQ',
      'https://wns2-db5p.notify.windows.com/w/?token=BQ',
    ]) {
      expect(isPushService(endpoint, services), endpoint).toBe(true);
    }
    for (const endpoint of [
      'https://fcm.googleapis.com.attacker.test/x',
      'https://notnotify.windows.com/x',
      'https://169.254.169.254/latest',
      'https://localhost/x',
    ]) {
      expect(isPushService(endpoint, services), endpoint).toBe(false);
    }
    const { messages } = loadConfig({
      ...vapidPair(),
      VAPID_SUBJECT: 'mailto:ops@yolla.az',
      PUSH_SERVICE_HOSTS: 'push.example.test',
    });
    expect(messages.push).toMatchObject({ services: ['push.example.test'] });
    expect(() => loadConfig({ PUSH_SERVICE_HOSTS: 'https://push.example.test/' })).toThrow(/PUSH_SERVICE_HOSTS/);
  });
});
