import { Redis } from 'ioredis';
import type { Logger } from './logger.server.ts';

/**
 * Word between the web server's processes that a customer's wallet changed, so that none of them keeps showing the
 * balance it cached for the header (`wallet.server.ts`). Over Redis publish/subscribe when REDIS_URL is set; without
 * it there is one process per instance and nothing to tell. Word that does not arrive (Redis away) leaves the cache
 * as it was without it: at most its 20 seconds old.
 */
export interface WalletNews {
  /** Tells every process, this one included, that the wallet cached under `key` changed. */
  tell(key: string): void;
  /** Calls `listener` with each key told of, by any process. */
  listen(listener: (key: string) => void): void;
  close(): Promise<void>;
}

/** The wallet news over Redis: one connection subscribed to the channel, one to publish on it. */
export function redisWalletNews(url: string, logger: Logger, channel = 'yolla:wallet-changed'): WalletNews {
  const options = { maxRetriesPerRequest: 1, enableOfflineQueue: false } as const;
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, { maxRetriesPerRequest: 1 });
  const warn = (error: Error) => logger.warn({ err: error.message }, 'wallet news: Redis unavailable');
  publisher.on('error', warn);
  subscriber.on('error', warn);
  const listeners: ((key: string) => void)[] = [];
  const subscribed = subscriber.subscribe(channel).catch(warn);
  subscriber.on('message', (from: string, key: string) => {
    if (from === channel) for (const listener of listeners) listener(key);
  });
  return {
    tell(key) {
      publisher.publish(channel, key).catch(warn);
    },
    listen(listener) {
      listeners.push(listener);
    },
    async close() {
      await subscribed;
      await Promise.all([publisher.quit(), subscriber.quit()].map((quit) => quit.catch(() => undefined)));
    },
  };
}
