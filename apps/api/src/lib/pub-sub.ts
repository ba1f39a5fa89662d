import { EventEmitter } from 'node:events';
import { Redis, type RedisOptions } from 'ioredis';

/**
 * Notices between the processes and instances of the API (decision 0036): what one of them published on a channel
 * reaches every subscriber of that channel in all of them. A notice says that something happened ("customer 12 has a
 * new message"), never carries the only copy of it: subscribers read the database, so a notice lost while Redis was
 * unreachable costs a delay (the page's polling catches up), never data.
 */
export interface PubSub {
  publish(channel: string, message: string): Promise<void>;
  /**
   * Hears every message published on the channel once it resolves (Redis has confirmed the subscription); resolves
   * to the function that stops listening.
   */
  subscribe(channel: string, listener: (message: string) => void): Promise<() => void>;
  close(): Promise<void>;
}

function localBus() {
  const bus = new EventEmitter();
  // Every open event stream listens: no leak warning at ten.
  bus.setMaxListeners(0);
  return bus;
}

/** In this process only (no REDIS_URL): one process, or processes that accept not hearing each other. */
export function createMemoryPubSub(): PubSub {
  const bus = localBus();
  return {
    async publish(channel, message) {
      bus.emit(channel, message);
    },
    async subscribe(channel, listener) {
      bus.on(channel, listener);
      return () => bus.off(channel, listener);
    },
    async close() {
      bus.removeAllListeners();
    },
  };
}

/**
 * Through Redis pub/sub, so every process and instance hears it. A subscribed Redis connection can do nothing else,
 * so there are two: one publishes, one listens (subscribing to each channel while someone here listens to it). Both
 * are opened on first use. While Redis cannot be reached, a publish is heard in this process at least.
 */
export function createRedisPubSub(url: string, onError: (error: unknown) => void, namespace = 'yolla'): PubSub {
  const prefix = `${namespace}:ps:`;
  const bus = localBus();
  const counts = new Map<string, number>();
  const subscriptions = new Map<string, Promise<void>>();
  let publisher: Redis | null = null;
  let subscriber: Redis | null = null;

  const open = (options: RedisOptions) => {
    const redis = new Redis(url, { connectTimeout: 1000, ...options });
    redis.on('error', onError);
    return redis;
  };
  const listening = () => {
    if (subscriber) return subscriber;
    // Resubscribes by itself after a reconnection; subscriptions asked while connecting wait in its queue.
    subscriber = open({ maxRetriesPerRequest: null });
    subscriber.on('message', (channel: string, message: string) => {
      if (channel.startsWith(prefix)) bus.emit(channel.slice(prefix.length), message);
    });
    return subscriber;
  };

  return {
    async publish(channel, message) {
      // The first publish waits for the connection (at most the connect and command timeouts).
      publisher ??= open({ maxRetriesPerRequest: 1, commandTimeout: 500 });
      try {
        await publisher.publish(`${prefix}${channel}`, message);
      } catch (error) {
        onError(error);
        bus.emit(channel, message);
      }
    },
    async subscribe(channel, listener) {
      bus.on(channel, listener);
      const count = counts.get(channel) ?? 0;
      counts.set(channel, count + 1);
      const confirmed = subscriptions.get(channel);
      if (count === 0 || !confirmed) {
        const asked = listening()
          .subscribe(`${prefix}${channel}`)
          .then(
            () => undefined,
            (error: unknown) => onError(error),
          );
        subscriptions.set(channel, asked);
        await asked;
      } else {
        await confirmed;
      }
      let subscribed = true;
      return () => {
        if (!subscribed) return;
        subscribed = false;
        bus.off(channel, listener);
        const left = (counts.get(channel) ?? 1) - 1;
        if (left > 0) {
          counts.set(channel, left);
          return;
        }
        counts.delete(channel);
        subscriptions.delete(channel);
        subscriber?.unsubscribe(`${prefix}${channel}`).catch(onError);
      };
    },
    async close() {
      bus.removeAllListeners();
      counts.clear();
      subscriptions.clear();
      publisher?.disconnect();
      subscriber?.disconnect();
    },
  };
}
