import type { PushSettings } from '../../config-messages.ts';
import type { Db } from '../../db/client.ts';
import type { Services } from '../../http/module.ts';
import type { MessageTransport, TransportResult } from '../../lib/message-transport.ts';

type WebPushSettings = Extract<PushSettings, { provider: 'web-push' }>;

/** How long a push service keeps a notice for a device that is offline (RFC 8030 `TTL`): a day. */
const TTL_SECONDS = 24 * 60 * 60;

/** What `web-push` throws: the push service's status when it answered, else a network error. */
interface PushError {
  statusCode?: number;
  code?: string;
}

/**
 * The outcome of a refused push. 404 and 410 say the subscription is gone (the device unsubscribed, the browser's
 * data cleared): removed, never tried again. 429 and 5xx ask to come back later, as does no answer; 401 and 403
 * refuse our VAPID signature (our configuration, not the message): tried again, failed after the last try. Any
 * other 4xx refuses this message for good. The reason names the status only: never the endpoint (the device's
 * address) nor the service's body.
 */
export function pushOutcome(error: unknown): Exclude<TransportResult, { outcome: 'sent' }> & { gone: boolean } {
  const { statusCode, code } = (error ?? {}) as PushError;
  if (typeof statusCode !== 'number')
    return { outcome: 'temporary', reason: `no answer (${code ?? 'error'})`, gone: false };
  const reason = `push service answered ${statusCode}`;
  if (statusCode === 404 || statusCode === 410) return { outcome: 'permanent', reason, gone: true };
  const later = statusCode === 429 || statusCode >= 500 || statusCode === 401 || statusCode === 403;
  return { outcome: later ? 'temporary' : 'permanent', reason, gone: false };
}

export interface PushTransportDeps {
  db: Db;
  subscriptions: Services['pushSubscriptions'];
}

/**
 * Web Push (RFC 8030) with VAPID (RFC 8292), each notice encrypted to its device with aes128gcm (RFC 8291) by the
 * `web-push` package. A queued push's recipient is its subscription's id: the transport reads the device's endpoint
 * and keys when it sends, so a device removed meanwhile gets nothing. The payload is the notice's title and text as
 * JSON, which the service worker shows.
 */
export function createPushTransport(settings: WebPushSettings, deps: PushTransportDeps): MessageTransport {
  const vapidDetails = { subject: settings.subject, publicKey: settings.publicKey, privateKey: settings.privateKey };
  return {
    channel: 'push',
    name: 'web-push',
    async send(message) {
      const target = await deps.subscriptions.target(deps.db, Number(message.recipient));
      if (!target) return { outcome: 'permanent', reason: 'the device was removed' };
      // web-push is loaded with the first push, so a process that sends none never pays it.
      const { default: webpush } = await import('web-push');
      const payload = JSON.stringify({ title: message.subject ?? '', body: message.body });
      try {
        await webpush.sendNotification(target, payload, {
          vapidDetails,
          TTL: TTL_SECONDS,
          contentEncoding: 'aes128gcm',
          timeout: 15_000,
        });
        return { outcome: 'sent' };
      } catch (error) {
        const { gone, ...result } = pushOutcome(error);
        if (gone) await deps.subscriptions.forget(deps.db, target.id);
        return result;
      }
    },
    async close() {},
  };
}
