import { AsyncLocalStorage } from 'node:async_hooks';

const quiet = new AsyncLocalStorage<true>();

/**
 * Runs `work`, whose requests to the app in the process (`inject`, before it listens: the demo's photos on start)
 * stay out of the request log. A request from outside never runs inside it, so nothing a client sends can hide it.
 */
export function withoutRequestLogs<T>(work: () => Promise<T>): Promise<T> {
  return quiet.run(true, work);
}

/** Fastify's `disableRequestLogging`: true only for the requests `withoutRequestLogs` makes. */
export function requestLoggingDisabled(): boolean {
  return quiet.getStore() === true;
}
