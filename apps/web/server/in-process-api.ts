import { IN_PROCESS_HEADER, IN_PROCESS_MARK } from '@yolla/api';
import type { InProcessApi } from '../app/lib/api-transport.server.ts';

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
type Method = (typeof METHODS)[number];

/** Fastify's `inject`: a request handed to the app's router as the network would hand it, without a socket. */
export type Inject = (request: {
  method: Method;
  url: string;
  headers: Record<string, string>;
  payload?: Buffer;
  remoteAddress: string;
}) => PromiseLike<{ statusCode: number; payload: string; rawPayload?: Buffer; headers: Record<string, unknown> }>;

function isMethod(method: string): method is Method {
  return (METHODS as readonly string[]).includes(method);
}

/**
 * The one-origin server's API as the web's API client reaches it (`InProcessApi`): each call is injected into the
 * Fastify app of this process from the loopback address, which is where the web's calls come from over HTTP too,
 * so the API trusts the `X-Forwarded-For` the web sends (per-address rate limits see the customer) exactly as it
 * does over the network. Each call carries the process's in-process mark: it belongs to its page, which the front
 * door admitted, and the API's event-loop guard never refuses it on its own.
 */
export function inProcessApi(inject: Inject): InProcessApi {
  return async ({ method, url, headers, payload }) => {
    if (!isMethod(method)) throw new Error(`The API client sent an unknown method: ${method}`);
    const marked = { ...headers, [IN_PROCESS_HEADER]: IN_PROCESS_MARK };
    return inject({ method, url, headers: marked, ...(payload ? { payload } : {}), remoteAddress: '127.0.0.1' });
  };
}
