import type { Config } from '../../config.ts';
import type { ModuleDeps } from '../../http/module.ts';
import type { QueueWorker } from '../../lib/job-queue.ts';
import type { MessageTransport } from '../../lib/message-transport.ts';
import type { MessageChannel, MessageProvider } from '../../lib/messages.ts';
import { enqueueMessage } from './messages.jobs.ts';
import { createOutboxProvider } from './messages.outbox.ts';
import { createPushTransport, type PushTransportDeps } from './messages.push.ts';
import { createSmppTransport } from './messages.smpp.ts';
import { createSmtpTransport } from './messages.smtp.ts';
import { createMessageWorker } from './messages.worker.ts';

type Deps = ModuleDeps<'messages' | 'notifications'>;

/** Each channel's way out (decision 0041), built once per app: the provider modules send through, and the worker. */
export interface MessageChannels {
  /** Routes each message by its channel: into the outbox, or into the queue of the channel's transport. */
  provider: MessageProvider;
  /** Sends the queued messages; null when no channel has a transport or this process runs no worker. */
  worker: QueueWorker | null;
  transports: Partial<Record<MessageChannel, MessageTransport>>;
}

/** The transports of the channels configured with one: e-mail over SMTP, SMS over SMPP, push over Web Push. */
export function transportsOf(
  settings: Config['messages'],
  push: PushTransportDeps,
): Partial<Record<MessageChannel, MessageTransport>> {
  return {
    ...(settings.email.provider === 'smtp' ? { email: createSmtpTransport(settings.email) } : {}),
    ...(settings.sms.provider === 'smpp' ? { sms: createSmppTransport(settings.sms) } : {}),
    ...(settings.push.provider === 'web-push' ? { push: createPushTransport(settings.push, push) } : {}),
  };
}

const built = new WeakMap<object, MessageChannels>();

/** The channels of one app (its deps, shared by the module's service and its setup). */
export function messageChannels(deps: Deps): MessageChannels {
  const existing = built.get(deps);
  if (existing) return existing;
  const { db, clock, config } = deps;
  // The push-subscriptions module's service, asked for only once a push is sent (an app without it sends none).
  const push: PushTransportDeps = {
    db,
    get subscriptions() {
      return deps.services.pushSubscriptions;
    },
  };
  const transports = transportsOf(config.messages, push);
  const worker =
    Object.keys(transports).length > 0 && config.notifications.worker
      ? createMessageWorker({
          db,
          clock,
          transports,
          settings: config.notifications,
          metrics: deps.metrics,
          concurrency: config.messages.sms.provider === 'smpp' ? config.messages.sms.window : 1,
          onError: (error) =>
            console.error('message queue round failed:', error instanceof Error ? error.message : error),
        })
      : null;
  const outbox = createOutboxProvider(db, clock);
  const queue: MessageProvider = {
    name: 'queue',
    async deliver(message) {
      if (message.channel === 'push') {
        // A push notice goes to each of the customer's devices, one queued message per device.
        const devices = await push.subscriptions.devicesOf(db, Number(message.to));
        for (const device of devices) await enqueueMessage(db, { ...message, to: String(device) }, clock.now());
      } else {
        await enqueueMessage(db, message, clock.now());
      }
      // Sent by this process's worker at once, yet outside the request: the wake waits for the I/O in hand, so the
      // request goes on as if nothing had been sent (its timing says nothing of an account).
      if (worker) setImmediate(() => worker.wake());
    },
  };
  const channels: MessageChannels = {
    provider: {
      name: 'channels',
      // Push has no outbox: without its transport (no VAPID keys) a push is not sent at all.
      deliver: async (message) => {
        if (transports[message.channel]) await queue.deliver(message);
        else if (message.channel !== 'push') await outbox.deliver(message);
      },
    },
    worker,
    transports,
  };
  built.set(deps, channels);
  return channels;
}
